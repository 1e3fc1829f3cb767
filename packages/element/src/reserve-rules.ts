/**
 * The room boards keep until they have drawn themselves (their `drawn` state): the rules of
 * dist/reserve.css, which pages link (scripts/build.mjs writes it from here), and of the lesson's
 * and the puzzle's shadow roots, whose boards a page's stylesheet cannot reach.
 */

/** The file's opening comment, for the people who read it. */
export const RESERVE_HEADER = String.raw`/*
 * @variant-board/element: room for each board while its script loads, so that the page around it
 * does not move when the board appears. Link this file (or copy its rules into your stylesheet)
 * in the page's <head>. A board keeps this room until it has drawn itself (its drawn state);
 * the figures follow the board's own drawing and controls (test/reserve.test.ts compares them).
 *
 * The drawing's proportions are each game's (width / height); under it come the status line and,
 * on a board with controls, the toolbar and the move list. Browsers without :state() skip these
 * rules and show the board as before.
 *
 * Only where scripts run (scripting: enabled): without them the board stays its picture (or
 * nothing), and keeps no room for controls that never come.
 */`;

export const RESERVE_RULES = String.raw`@media (scripting: enabled) {
  variant-board:not([hidden]):not(:state(drawn)) {
    display: block;
    box-sizing: content-box;
    max-width: var(--vb-max-width, none);
    aspect-ratio: 0.8006;
    padding-bottom: 9rem;
  }
  variant-board[variant="dart"]:not(:state(drawn)) { aspect-ratio: 0.7564; }
  variant-board[variant="sixstone"]:not(:state(drawn)) { aspect-ratio: 1; }
  variant-board[variant="dagger"]:not(:state(drawn)) { aspect-ratio: 0.5233; }
  /* The games with dice: their roll controls take a second row of the toolbar on a board that is played. */
  variant-board:is([variant="dice"], [variant="d4d6"]):not([readonly], [controls="none"]):not(:state(drawn)) { padding-bottom: 11.25rem; }
  /* No controls: the drawing and a status line (two lines' room on a board that is played). */
  variant-board[controls="none"]:not(:state(drawn)) { padding-bottom: 1.5rem; }
  variant-board[controls="none"]:not([readonly]):not(:state(drawn)) { padding-bottom: 2.75rem; }
  /*
   * A puzzle, until it shows its board (which then keeps its own room): on narrow screens the board
   * over the question and buttons; on wider ones the board in its column, 1.3 parts of 2.3, beside them.
   */
  variant-puzzle:not([hidden]):not(:state(drawn)) {
    display: block;
    box-sizing: content-box;
    aspect-ratio: 0.8006;
    padding-bottom: 21.75rem;
  }
  variant-puzzle[variant="dart"]:not(:state(drawn)) { aspect-ratio: 0.7564; }
  variant-puzzle[variant="sixstone"]:not(:state(drawn)) { aspect-ratio: 1; }
  variant-puzzle[variant="dagger"]:not(:state(drawn)) { aspect-ratio: 0.5233; }
  @media (min-width: 701px) {
    variant-puzzle:not([hidden]):not(:state(drawn)) { aspect-ratio: 1.4165; padding-bottom: 2.75rem; }
    variant-puzzle[variant="dart"]:not(:state(drawn)) { aspect-ratio: 1.3383; }
    variant-puzzle[variant="sixstone"]:not(:state(drawn)) { aspect-ratio: 1.7693; }
    variant-puzzle[variant="dagger"]:not(:state(drawn)) { aspect-ratio: 0.9259; }
  }
}`;
