/**
 * Reading records into a board, its share link and its picture as SVG text (`toSvg`): the part of
 * a board's game that only some boards use. It loads beside the rules for a board with moves to
 * read, with `ready` (a script may call any method), when a reader asks for a link and before an
 * image is saved; a board that is only played never loads it (the record reader is a fifth of a
 * playable board's code). The methods join VariantBoard's
 * prototype, replacing the core's placeholders.
 */
import { GameSession } from '../../engine/src/core/session.js';
import type { PlaySession } from '../../engine/src/core/play-session.js';
import { seededRandom } from './engine-game.js';
import { DEFAULT_SHARE_BASE } from './model.js';
import { buildSession } from './replay.js';
import { shareUrl } from './share.js';
import { sceneToSvgString } from './draw/svg-document.js';
import type { GameMethods } from './game.js';
import type { VariantBoard } from './variant-board.js';

/** What this module adds to (or replaces on) VariantBoard's prototype. */
export interface RecordMethods {
  /** The game of the board's attributes, its moves read as a record (comments and side lines kept). */
  _readMoves(): PlaySession;
  loadRecord(text: string): boolean;
  shareLink(): string;
  toSvg(opts?: { width?: number }): string;
}

export const recordMethods: RecordMethods & ThisType<VariantBoard & GameMethods & RecordMethods> = {
  _readMoves() {
    return buildSession(this._v!, this.options, this.position, this.moves, { sideLineErrors: 'keep' });
  },

  loadRecord(text: string): boolean {
    if (!this._v || !this._game) return this._notYet('loadRecord');
    try {
      const session = GameSession.fromRecord(this._v, text, { sideLineErrors: 'keep' });
      this._session = session;
      this._light = null;
      this._rng = this.seed ? seededRandom(this.seed) : null;
      this._changed(null);
      if (session.recordErrors[0]) this._fail(session.recordErrors[0]);
      return true;
    } catch (e) {
      return this._fail(e);
    }
  },

  shareLink(): string {
    const s = this._game?.();
    if (!s) return this.shareBase;
    return shareUrl(this.shareBase || DEFAULT_SHARE_BASE, {
      variant: this._v!.id,
      position: s.startText,
      moves: s.events.map((e) => e.notation),
      options: s.options,
    });
  },

  // Here rather than in the core, which paints shapes without writing whole pictures.
  toSvg(opts: { width?: number } = {}): string {
    const scene = this._scene(false);
    return scene ? sceneToSvgString(scene, { label: this._title(), ...(opts.width ? { width: opts.width } : {}) }) : '';
  },
};
