/**
 * The one interface every game implements. The element, the AI, the CLI and the site
 * only ever see `Variant`; a new game is one new folder under `variants/` that exports one.
 *
 * A game is a walk through two kinds of points:
 * - decision points: `toMove(state)` picks one of `legalActions(state)` and `apply`s it;
 * - chance points: dice are rolled; `chanceOutcomes(state)` lists every outcome with its
 *   probability, and `applyChance` continues from the one that came up.
 * Dice Chess rolls first and then decides; d4 d6 chess decides (piece, die), rolls, then
 * decides again (path): both are just different orders of the same two kinds of point.
 *
 * States are immutable values as far as callers are concerned: `apply` returns a new state.
 */

export type Side = 'white' | 'black';
export const SIDES: readonly Side[] = ['white', 'black'];
export const opposite = (side: Side): Side => (side === 'white' ? 'black' : 'white');

export type VariantId = 'dart' | 'dice' | 'sixstone' | 'dagger' | 'd4d6';
export const VARIANT_IDS: readonly VariantId[] = ['dart', 'dice', 'sixstone', 'dagger', 'd4d6'];

/** Options a variant accepts when it builds its start position (e.g. `{ rinoceronte: true }`). */
export type VariantOptions = Readonly<Record<string, string | number | boolean>>;

/** What kind of point the game is at. */
export type Phase = 'decision' | 'chance' | 'over';

/** One die of a chance point, for drawing a dice tray. */
export interface Die {
  readonly sides: number;
  /** The face shown, or null while not yet rolled. */
  readonly value: number | null;
}

/** One possible result of a chance point. `notation` is how records write it (e.g. `23`, `4`). */
export interface ChanceOutcome<R = unknown> {
  readonly outcome: R;
  readonly probability: number;
  readonly notation: string;
  /** The faces, for the dice tray. */
  readonly dice: readonly Die[];
}

export type DrawReason =
  | 'stalemate'
  | 'fifty-move'
  | 'hundred-move'
  | 'repetition'
  | 'insufficient-material'
  | 'agreement'
  | 'move-limit';
export type WinReason =
  | 'checkmate'
  | 'king-captured'
  | 'stones'
  | 'no-moves'
  | 'no-gambling-pieces'
  | 'resignation';

export type GameResult =
  | { readonly winner: Side; readonly reason: WinReason; readonly text: string }
  | { readonly winner: null; readonly reason: DrawReason; readonly text: string };

// ---------------------------------------------------------------------------------------------
// Drawing: what the element needs to know about a board, without knowing the game.

export type CellShape = 'square' | 'hex' | 'point';

export interface CellInfo {
  /** The cell's name exactly as the source writes it: `a1`, `d2`, `A4`, `n1`. */
  readonly id: string;
  /** Centre of the cell in board units, x to the right, y downwards, White's side at the bottom. */
  readonly x: number;
  readonly y: number;
  readonly shape: CellShape;
  /** Colour class for shading (chequering, the three hex colours); 0 when the board has one. */
  readonly tone: number;
  /** Named areas the cell belongs to (d4 d6 chess: `playing`, `waiting`, `promotion`, ...). */
  readonly areas?: readonly string[];
}

export interface AreaInfo {
  readonly id: string;
  readonly name: string;
  readonly description: string;
}

export interface BoardLabel {
  readonly text: string;
  readonly x: number;
  readonly y: number;
}

/** A slot beside the board holding pieces that are not on a cell (darts, knights in hand). */
export interface ReserveInfo {
  readonly id: string;
  readonly side: Side;
  readonly name: string;
}

export interface BoardGeometry {
  readonly cells: readonly CellInfo[];
  /** Cell size in board units: square side, hexagon circumradius, point spacing. */
  readonly cellSize: number;
  /** Bounding box of the drawing in board units. */
  readonly width: number;
  readonly height: number;
  /** Lines joining points (Six Stone), as pairs of cell ids. */
  readonly lines?: readonly (readonly [string, string])[];
  readonly areas?: readonly AreaInfo[];
  /** Coordinate labels as the source writes them. */
  readonly labels: readonly BoardLabel[];
  readonly reserves?: readonly ReserveInfo[];
  /** Neighbours for keyboard navigation: cell id -> direction name -> cell id. */
  readonly neighbours: Readonly<Record<string, Readonly<Record<string, string>>>>;
}

export type PieceKind =
  | 'king' | 'queen' | 'rook' | 'bishop' | 'knight' | 'pawn'
  | 'dart' | 'stone'
  | 'rato' | 'formiga' | 'gata' | 'gato' | 'cavalo' | 'guarda' | 'rinoceronte';

/** Compass facing, for Cavalos and Rinocerontes. */
export type Facing = 'n' | 'ne' | 'e' | 'se' | 's' | 'sw' | 'w' | 'nw';

export interface PieceView {
  readonly kind: PieceKind;
  /** Darts belong to the thrower but behave alike; `side` is who threw it. */
  readonly side: Side;
  readonly facing?: Facing;
}

export interface ReserveView {
  readonly reserve: string;
  readonly side: Side;
  readonly kind: PieceKind;
  readonly count: number;
}

/** Everything needed to draw a position, with no rules knowledge. */
export interface PositionView {
  readonly pieces: ReadonlyMap<string, PieceView>;
  readonly reserves: readonly ReserveView[];
  readonly toMove: Side;
  readonly phase: Phase;
  /** Dice currently on the table (rolled this turn), if any. */
  readonly dice: readonly Die[];
  /** Cells to mark as in check (the king's cell). */
  readonly check: readonly string[];
  /** A short line about where the turn stands ("White rolled 2 and 3: knight or bishop"). */
  readonly status?: string;
}

/**
 * How an action looks on the board, so a generic UI can offer it:
 * pick `from` (a cell, or a reserve), then `to`; when several actions share both, the UI
 * asks the player to choose by `choice`. Actions with neither are buttons (pass, end turn,
 * choose die), labelled by `choice` or `notation`.
 */
export interface ActionView {
  readonly notation: string;
  readonly from?: { readonly cell: string } | { readonly reserve: string };
  readonly to?: string;
  /** Cells crossed on the way, for drawing the move (d4 d6 paths). */
  readonly path?: readonly string[];
  /** Cells whose pieces this action removes. */
  readonly captures?: readonly string[];
  /** What distinguishes this action from others with the same from/to ("queen", "face east"). */
  readonly choice?: string;
}

// ---------------------------------------------------------------------------------------------
// Setting up a position (the element's editor): what a position text can hold, without rules.

/** A piece an author may put on the board, with the facings it can take (the first is the default). */
export interface SetupPiece {
  readonly kind: PieceKind;
  readonly side: Side;
  /** Facings it may be given; `null` stands for "not yet known" (a Rinoceronte before its roll). */
  readonly facings?: readonly (Facing | null)[];
}

/** Pieces kept off the board in a reserve slot (darts in hand, knights in hand), 0 to `max`. */
export interface SetupReserve {
  readonly reserve: string;
  readonly side: Side;
  readonly kind: PieceKind;
  readonly max: number;
}

/** One more field of the position text besides pieces, reserves and the side to move. */
export interface SetupField {
  /** Key of the field in `Setup.fields`. */
  readonly id: string;
  /** Short name for a person ("Castling rights"). */
  readonly label: string;
  /**
   * - `choice`: one of `choices`;
   * - `flags`: any of `choices` (single letters), written in their order, `blank` when none;
   * - `number`: a whole number from `min` to `max`;
   * - `cell`: a cell id, or `blank` for none;
   * - `text`: free text in the position text's own form (`hint` says which).
   */
  readonly kind: 'choice' | 'flags' | 'number' | 'cell' | 'text';
  readonly choices?: readonly { readonly value: string; readonly label: string }[];
  readonly min?: number;
  readonly max?: number;
  /** The value of a cleared board (and of "none" for flags and cells). */
  readonly blank: string;
  readonly hint?: string;
}

/** Everything an editor can change, for one game (and its options). */
export interface SetupSpec {
  readonly palette: readonly SetupPiece[];
  readonly reserves: readonly SetupReserve[];
  readonly fields: readonly SetupField[];
}

/** A position as an author is editing it: nothing checked yet, so it may be illegal. */
export interface Setup {
  /** cell id -> piece; a facing left out on a piece that has facings means "not yet known". */
  readonly pieces: Readonly<Record<string, PieceView>>;
  /** reserve id -> how many pieces it holds. */
  readonly reserves: Readonly<Record<string, number>>;
  readonly toMove: Side;
  /** The other fields, by `SetupField.id`, written as the position text writes them. */
  readonly fields: Readonly<Record<string, string>>;
}

/**
 * Position set-up for editors. `fromSetup` accepts exactly what `parsePosition` accepts and
 * refuses the rest with the engine's own PositionError naming the problem, so an editor never
 * hands out a position the game rejects.
 */
export interface SetupHooks<S = unknown> {
  describe(options?: VariantOptions): SetupSpec;
  toSetup(state: S): Setup;
  fromSetup(setup: Setup, options?: VariantOptions): S;
}

// ---------------------------------------------------------------------------------------------

export interface Variant<S = unknown, A = unknown, R = unknown> {
  readonly id: VariantId;
  readonly name: string;
  /** Inventor and source, for credits. */
  readonly credit: string;

  geometry(options?: VariantOptions): BoardGeometry;

  /** The start position. Options not understood are an error, not ignored. */
  initial(options?: VariantOptions): S;
  /** The options this state was made with (for records). */
  options(state: S): VariantOptions;

  phase(state: S): Phase;
  /** Whose decision or whose roll it is. */
  toMove(state: S): Side;

  legalActions(state: S): readonly A[];
  /** Applies a legal action; throws IllegalActionError for any other. */
  apply(state: S, action: A): S;

  chanceOutcomes(state: S): readonly ChanceOutcome<R>[];
  applyChance(state: S, outcome: R): S;

  result(state: S): GameResult | null;

  // Notation
  formatPosition(state: S): string;
  /** Throws PositionError naming the offending token. */
  parsePosition(text: string, options?: VariantOptions): S;
  formatAction(state: S, action: A): string;
  /** Accepts the game's notation (and documented alternatives); throws IllegalActionError. */
  parseAction(state: S, text: string): A;
  /** Parses a chance outcome as records write it; throws RecordError. */
  parseChance(state: S, text: string): R;
  /**
   * Setting up positions by hand (the element's editor); see SetupHooks. Loaded on first use, as
   * `solver` is: only editors need it, so a page of boards never fetches it.
   */
  readonly setup?: () => Promise<SetupHooks<S>>;

  // Drawing
  view(state: S): PositionView;
  actionView(state: S, action: A): ActionView;

  // Search support
  /** A string equal for equal positions (for transposition tables and repetition). */
  key(state: S): string;
  /** Static evaluation from `toMove(state)`'s point of view, roughly in pawns. */
  evaluate?(state: S): number;
  /** Fast leaf count where the game has its own generator. `dice: true` counts the dice layer. */
  perft?(state: S, depth: number, opts?: { dice?: boolean }): number;
  /** A number equal for equal positions and rarely equal otherwise (use all 53 bits): a faster `key` for the AI's table. */
  hash?(state: S): number;
  /** Whether an action captures, faster than `actionView(...).captures` (the AI's move ordering). */
  isCapture?(state: S, action: A): boolean;
  /** Perfect play from a solved table, loaded on demand (the AI's top level uses it when present). */
  solver?(): Promise<Solver<S>>;
  /**
   * A part of `solver()`'s table that is ready at once (e.g. the positions near the start, shipped
   * as data): the same values where it answers, null elsewhere. Analysis answers from it while the
   * whole table is still being built.
   */
  quickSolver?(): Promise<Solver<S>>;
  /** A make/unmake position inside the game's fast core, for the AI's search (see SearchCursor). */
  cursor?(state: S): SearchCursor<S, A, R>;
  /** Whether the side to move stands in check (the AI searches checks deeper and prunes nothing there). */
  inCheck?(state: S): boolean;
}

export type AnyVariant = Variant<any, any, any>;

/** A solved position's value for the side to move. */
export interface SolvedValue {
  readonly result: 'win' | 'loss' | 'draw';
  /** Plies to the end with best play (the winner hurries, the loser delays); 0 for a draw. */
  readonly distance: number;
  /**
   * Games with dice: the exact expected result for the side to move, from -1 (lost) to 1 (won);
   * `result` is then the side it leans to, and `distance` 0.
   */
  readonly expected?: number;
}

/** What the AI needs from a solved game: the exact value of any position it covers. */
export interface Solver<S = unknown> {
  /** The value for `toMove(state)`, or null when the table does not cover the state. */
  value(state: S): SolvedValue | null;
}

/**
 * A position the AI's search walks with make and unmake, instead of building a new state at every
 * node. It must agree with the variant's own functions at every position it reaches: phase, side
 * to move, legal actions in `legalActions` order, chance outcomes, result, `hash` (equal to
 * `variant.hash`), `evaluate` and `isCapture`. The engine's tests hold every cursor to that.
 */
export interface SearchCursor<S = unknown, A = unknown, R = unknown> {
  phase(): Phase;
  toMove(): Side;
  /** The legal actions, in `legalActions` order; the list stays valid until this position is unmade. */
  actions(): ArrayLike<A>;
  /**
   * The chance point's outcomes as the search should weigh them: the state's list, or with
   * outcomes that lead to the same moves merged into one (any of them standing for the group, with
   * their summed probability). The mean is the same and the search visits fewer points.
   */
  chanceOutcomes(): readonly ChanceOutcome<R>[];
  /** The winner once `phase()` is 'over' (null for a draw). */
  winner(): Side | null;
  /** Plays one of `actions()`, unchecked. */
  make(action: A): void;
  makeChance(outcome: R): void;
  /** Takes back the last `make` or `makeChance`. */
  unmake(): void;
  hash(): number;
  evaluate?(): number;
  isCapture(action: A): boolean;
  /** The same number or string for the same move in any position (killer moves and history). */
  moveId(action: A): number | string;
  /** The current position as an ordinary state. */
  state(): S;
  /** As `variant.inCheck`; a cursor has it exactly when its game does. */
  inCheck?(): boolean;
}
