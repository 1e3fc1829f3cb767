// A TypeScript user of the element and the engine, compiled against the installed tarballs.
import '@variant-board/element';
import { setStrings, type MoveDetail, type RollDetail } from '@variant-board/element';
import { renderBoardSvg } from '@variant-board/element/static';
import type { VariantLesson } from '@variant-board/element/lesson';
import { GameSession, loadVariant, perft } from '@variant-board/engine';

const board = document.createElement('variant-board');
board.variant = 'dart';
board.addEventListener('move', (e) => {
  const to: string | undefined = e.detail.to;
  const detail: MoveDetail = e.detail;
  console.log(to, detail.notation.toUpperCase());
  // @ts-expect-error: the detail is typed, not any
  console.log(e.detail.nothingLikeThis);
});
// The board's own error event carries its detail (not the DOM's ErrorEvent).
board.addEventListener('error', (e) => console.log(e.detail.code, e.detail.token));
board.addEventListener('share', (e) => console.log(e.detail.url));
board.addEventListener('roll', (e) => {
  const detail: RollDetail = e.detail;
  console.log(detail.dice);
});
const lesson: VariantLesson = document.createElement('variant-lesson');
const explorer = document.createElement('d4d6-tablebase');
console.log(lesson, explorer);
setStrings({});

const svg: Promise<string> = renderBoardSvg({ variant: 'dagger' });
const dart = await loadVariant('dart');
const count: number = perft(dart, dart.initial(), 2);
const session = new GameSession(dart);
console.log(svg, count, session.ply);
