// Run by the packing check with plain Node (no TypeScript loader) inside the scratch install:
// the engine's main entry, a deeper module, and the element's static renderer, from the tarballs.
// Prints one JSON line.
import { GameSession, loadVariant, perft } from '@variant-board/engine';
import { solve } from '@variant-board/engine/variants/sixstone/solve.js';
import { renderBoardSvg } from '@variant-board/element/static';

const dart = await loadVariant('dart');
const session = new GameSession(dart);
const first = dart.formatAction(session.state, dart.legalActions(session.state)[0]);
session.play(first);
const svg = await renderBoardSvg({ variant: 'dagger', moves: [] });
console.log(JSON.stringify({
  node: process.version,
  perft3: perft(dart, dart.initial(), 3),
  played: first,
  ply: session.ply,
  solver: typeof solve,
  svg: svg.startsWith('<svg') && svg.includes('</svg>'),
}));
