/**
 * Reading records into a board, its share link and its picture as SVG text (`toSvg`): the part of
 * a board's game that only some boards use. It loads beside the rules for a board with moves to
 * read, with `ready` (a script may call any method), when a reader asks for a link and before an
 * image is saved; a board that is only played never loads it (the record reader is a fifth of a
 * playable board's code). The board creates a `RecordPart` when this module arrives.
 */
import { GameSession } from '../../engine/src/core/session.js';
import { VariantBoardError } from '../../engine/src/core/errors.js';
import type { PlaySession } from '../../engine/src/core/play-session.js';
import { seededRandom } from './engine-game.js';
import { buildSession } from './replay.js';
import { addressedTo, forumTexts, linkFor, readFragment, serverOf } from './share.js';
import type { SharedGame } from './share.js';
import type { ForumSnippets } from './forum-snippets.js';
import { parseOptions } from './engine.js';
import { sceneToSvgString } from './draw/svg-document.js';
import type { BoardHost, RecordAccess, RecordHost } from './host.js';

let listening = false;
/** A new game in the page's address (a link to this same page opened in its tab): the board it is for shows it. */
function listenToAddress(): void {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  window.addEventListener('hashchange', () => {
    if (!readFragment(location.hash)) return;
    for (const el of document.querySelectorAll('variant-board')) (el as unknown as BoardHost)._recordPart?.()?.readLink();
  });
}

export class RecordPart implements RecordAccess {
  constructor(private readonly b: RecordHost) {
    listenToAddress();
  }

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

  /** The board's game up to the shown position, as links carry it. */
  private shared(): SharedGame | null {
    const b = this.b, s = b._gamePart()?.session();
    if (!s || !b._v) return null;
    return {
      variant: b._v.id,
      ...(s.startText ? { position: s.startText } : {}),
      moves: s.events.map((e) => e.notation),
      options: s.options,
      orientation: b.orientation === 'black' ? 'black' : 'white',
    };
  }

  shareLink(): string {
    const b = this.b, game = this.shared();
    if (!game) return b.shareBase;
    try {
      return linkFor(b, game);
    } catch (e) {
      b._fail(e);
      return '';
    }
  }

  /** What to paste into a forum for the shown position, when the board has a server (else null). */
  forum(): ForumSnippets | null {
    const b = this.b, game = this.shared();
    if (!game) return null;
    try {
      const server = serverOf(b);
      return server ? forumTexts(server, game, b._title()) : null;
    } catch (e) {
      b._fail(e);
      return null;
    }
  }

  /**
   * Shows the game in the page's address (`#vb=...`, share.ts) when it is for this board: checked
   * by the game's rules first, so a bad one is said (the `error` event, naming its token) and the
   * board keeps its own game.
   */
  readLink(): void {
    const b = this.b, v = b._v;
    if (!v || typeof location === 'undefined') return;
    const read = readFragment(location.hash);
    if (!read || !addressedTo(b, read, v.id)) return;
    try {
      if (read.error) throw read.error;
      const g = read.game!;
      if (g.variant !== v.id) {
        throw new VariantBoardError('bad-attribute', `The game in this page's address is ${JSON.stringify(g.variant.slice(0, 40))}, but the board ${JSON.stringify(b.id)} shows ${v.id}.`, { token: g.variant });
      }
      const options = g.options ? parseOptions(g.options) : {};
      // The whole game is replayed once here: a bad position, option or move is named by the rules.
      buildSession(v, options, g.position, g.moves);
      b.options = options;
      b.position = g.position;
      b.moves = g.moves;
      b.ply = undefined;
      if (g.orientation) b.orientation = g.orientation;
    } catch (e) {
      b._fail(e);
    }
  }

  // Here rather than in the core, which paints shapes without writing whole pictures.
  // In editor mode the picture is the position being edited, as the board shows it.
  toSvg(opts: { width?: number } = {}): string {
    const editor = this.b.editor ? this.b._parts.editor : null;
    const scene = editor ? editor.picture() : this.b._scene(false);
    return scene ? sceneToSvgString(scene, { label: this.b._title(), ...(opts.width ? { width: opts.width } : {}) }) : '';
  }
}
