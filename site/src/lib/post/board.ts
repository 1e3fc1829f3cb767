/**
 * The page's board, through the element's public API only: a game is shown by loading its record
 * (so every roll on the board is one the protocol made), the board is playable only while the
 * player has a move to make, and it never rolls: a roll made on it some other way is undone by
 * loading the game again.
 */
import { formatOptions } from '../../../../packages/engine/src/core/options.ts';
import type { GameSession } from '../../../../packages/engine/src/core/session.ts';
import type { Side } from '../../../../packages/engine/src/core/types.ts';

/** The parts of `<variant-board>` this page uses (see packages/element/README.md). */
export interface BoardElement extends HTMLElement {
  readonly ready: Promise<unknown>;
  loadRecord(text: string): boolean;
  play(notation: string): boolean;
}

export interface MoveDetail {
  readonly notation: string;
  readonly position?: string;
}

export interface ShowOptions {
  /** The side at the bottom. */
  readonly orientation: Side;
  /** Whether the player may move now. */
  readonly playable: boolean;
  /** The status line's words (who acts next, from the reader's seat); '' for the board's own. */
  readonly status?: string;
}

export class PostBoard {
  /** True while the page itself loads a game (its events are not the player's). */
  private loading = false;
  private shown: GameSession | null = null;

  constructor(
    readonly el: BoardElement,
    private readonly onMove: (d: MoveDetail) => void,
    private readonly onRoll: () => void,
    private readonly onError: (message: string) => void,
  ) {
    // The board's own errors (a move it refused, a part that did not load) are said as text; the
    // event is stopped here so that it does not reach the window's error handlers.
    el.addEventListener('error', (e) => {
      const detail = (e as unknown as CustomEvent<{ message?: string } | undefined>).detail;
      if (!detail) return;
      e.stopPropagation();
      if (detail.message) this.onError(detail.message);
    });
    el.addEventListener('move', (e) => {
      if (this.loading) return;
      onMove((e as CustomEvent<MoveDetail>).detail);
    });
    el.addEventListener('roll', () => {
      if (!this.loading) this.onRoll();
    });
  }

  /** The game shown, or null. */
  get session(): GameSession | null {
    return this.shown;
  }

  /** Shows a game (its variant, options, start and every roll and move) as the protocol has it. */
  async show(session: GameSession, opts: ShowOptions): Promise<void> {
    this.loading = true;
    this.shown = session;
    try {
      const el = this.el;
      el.hidden = false;
      el.setAttribute('readonly', '');
      if (el.getAttribute('variant') !== session.variant.id) {
        el.removeAttribute('moves');
        el.removeAttribute('position');
        el.setAttribute('variant', session.variant.id);
      }
      // The game's options as an attribute too, so that nothing of a game shown before stays.
      const options = formatOptions(session.options);
      if (options) el.setAttribute('options', options);
      else el.removeAttribute('options');
      el.setAttribute('orientation', opts.orientation);
      if (opts.status) el.setAttribute('status', opts.status);
      else el.removeAttribute('status');
      await el.ready;
      el.loadRecord(session.exportRecord());
      await el.ready;
      if (opts.playable) el.removeAttribute('readonly');
      // Test hooks and a record of what is shown: the position text and whether it can be played.
      el.dataset['position'] = session.variant.formatPosition(session.state);
      el.dataset['playable'] = String(opts.playable);
    } finally {
      this.loading = false;
    }
  }

  /** Shows the same game again (after a move the protocol refused, or a roll it did not make). */
  async again(playable: boolean, orientation: Side, status?: string): Promise<void> {
    if (this.shown) await this.show(this.shown, { playable, orientation, status });
  }
}
