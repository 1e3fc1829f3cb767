/**
 * Reading records into a board, its share link and its picture as SVG text (`toSvg`): the part of
 * a board's game that only some boards use. It loads beside the rules for a board with moves to
 * read, with `ready` (a script may call any method), when a reader asks for a link and before an
 * image is saved; a board that is only played never loads it (the record reader is a fifth of a
 * playable board's code). The board creates a `RecordPart` when this module arrives.
 */
import { GameSession } from '../../engine/src/core/session.js';
import type { PlaySession } from '../../engine/src/core/play-session.js';
import { seededRandom } from './engine-game.js';
import { DEFAULT_SHARE_BASE } from './model.js';
import { buildSession } from './replay.js';
import { shareUrl } from './share.js';
import { sceneToSvgString } from './draw/svg-document.js';
import type { BoardHost, RecordAccess } from './host.js';

export class RecordPart implements RecordAccess {
  constructor(private readonly b: BoardHost) {}

  readMoves(): PlaySession {
    const b = this.b;
    return buildSession(b._v!, b.options, b.position, b.moves, { sideLineErrors: 'keep' });
  }

  loadRecord(text: string): boolean {
    const b = this.b;
    if (!b._v || !b._gamePart()) return b._notYet('loadRecord');
    try {
      const session = GameSession.fromRecord(b._v, text, { sideLineErrors: 'keep' });
      b._session = session;
      b._light = null;
      b._rng = b.seed ? seededRandom(b.seed) : null;
      b._changed(null);
      if (session.recordErrors[0]) b._fail(session.recordErrors[0]);
      return true;
    } catch (e) {
      return b._fail(e);
    }
  }

  shareLink(): string {
    const b = this.b, s = b._gamePart()?.session();
    if (!s) return b.shareBase;
    return shareUrl(b.shareBase || DEFAULT_SHARE_BASE, {
      variant: b._v!.id,
      position: s.startText,
      moves: s.events.map((e) => e.notation),
      options: s.options,
    });
  }

  // Here rather than in the core, which paints shapes without writing whole pictures.
  // In editor mode the picture is the position being edited, as the board shows it.
  toSvg(opts: { width?: number } = {}): string {
    const editor = this.b.editor ? this.b._parts.editor : null;
    const scene = editor ? editor.picture() : this.b._scene(false);
    return scene ? sceneToSvgString(scene, { label: this.b._title(), ...(opts.width ? { width: opts.width } : {}) }) : '';
  }
}
