/**
 * Says, as the board's `error` (code `bad-attribute`), the first of its text attributes whose
 * value is not one it takes: a cell off the board in `highlights`, `players="human robot"`,
 * `level="9"`... The board goes on with what it can use: the other cells and arrows, a human for
 * an unknown player, White at the bottom, full controls, and coordinates shown and the board
 * playable for a word it does not know (a computer player asked to play at a level it lacks says
 * so when its turn comes). Loaded only by boards that set one of these attributes.
 */
import { VariantBoardError } from './engine.js';
import { CHECKED_ATTRIBUTES, attributeProblem } from './attribute-check.js';
import { geometryOf, movesText } from './model.js';
import type { BoardHost } from './host.js';

/** The game each board was last checked with: the first check with a game is the one at its load. */
const checkedWith = new WeakMap<BoardHost, unknown>();

/**
 * Checks each of these attributes that the board has. Only the check at load compares `ply` with
 * the moves given: later, the game may have grown or been cut, and `goto` says a `ply` past its end.
 */
export function checkAttributes(board: BoardHost): void {
  const v = board._v, shown = board._shown();
  // A board between two games checks once the new one has loaded.
  if (!v || v.id !== board.variant || !shown) return;
  const atLoad = checkedWith.get(board) !== v;
  checkedWith.set(board, v);
  const cells = new Set(geometryOf(v, shown.options).cells.map((c) => c.id));
  // The moves and rolls a `ply` may count, at load (a diagram without moves has no session: only ply 0).
  const events = atLoad ? board._session?.length ?? (movesText(board.moves) ? undefined : 0) : undefined;
  for (const name of CHECKED_ATTRIBUTES) {
    const text = board.getAttribute(name)?.trim();
    if (text === undefined) continue;
    const problem = attributeProblem(name, text, cells, name === 'ply' ? events : undefined);
    if (problem) {
      board._fail(new VariantBoardError('bad-attribute', `Bad ${name} attribute: ${problem.reason}.`, { token: problem.token }));
      return;
    }
  }
}
