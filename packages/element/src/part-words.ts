/**
 * The words of the parts that load on their own (analysis mode, the position editor, annotated records), as
 * types: strings.ts's `Strings` names them for `setStrings`, and each part's strings module gives their English.
 * (Here, not in the parts' modules: strings.ts would otherwise import the parts that import it.)
 */

/** Analysis mode (analysis/strings.ts). */
export interface AnalysisStrings {
  title: string;
  /** A forced win: the winner's own moves and the plies (both sides' moves) to the end. */
  wins: (side: string, moves: number, plies: number) => string;
  draw: string;
  perfect: (moves: string) => string;
  perfectNote: string;
  solved: (positions: number) => string;
  fromTable: string;
  allMoves: string;
  solving: string;
  solvingWhole: string;
  evaluating: string;
  /** Score from White's point of view, in pawns (`+0.35`). */
  evaluation: (score: string) => string;
  searchWins: (side: string, plies: number) => string;
  bestMove: (notation: string) => string;
  depth: (depth: number, level: number) => string;
  rollFirst: string;
  unavailable: string;
}

/** The sharing buttons' forum snippets' popup (forum-panel.ts). */
export interface ForumStrings {
  bbcode: string;
  markdown: string;
  iframe: string;
  link: string;
  copy: string;
  copied: (what: string) => string;
  close: string;
}

/** The position editor (editor/strings.ts). */
export interface EditorStrings {
  title: string;
  palette: string;
  moveTool: string;
  eraseTool: string;
  toMove: string;
  inHand: string;
  details: string;
  clear: string;
  start: string;
  flip: string;
  valid: string;
  /** Shown beside the outputs while the board holds a position the game refuses. */
  stale: string;
  position: string;
  link: string;
  html: string;
  markdown: string;
  /** The record output: the position with the drawing as its comment. */
  record: string;
  caption: string;
  /** Outputs with a board server (the `server` attribute or the page's meta tag): forum snippets. */
  forumBBCode: string;
  forumMarkdown: string;
  forumIframe: string;
  copy: (what: string) => string;
  copied: (what: string) => string;
  copyFailed: string;
  placed: (piece: string, cell: string) => string;
  removed: (piece: string, cell: string) => string;
  moved: (piece: string, from: string, to: string) => string;
  turned: (piece: string, cell: string, facing: string) => string;
  picked: (piece: string, cell: string) => string;
  hand: (name: string, count: number) => string;
  tool: (name: string) => string;
  keys: string;
  /** Added to `keys` when the editor draws. */
  drawKeys: string;
  unavailable: string;
  notKnown: string;
}

/** Annotated records (annotations/strings.ts). */
export interface NotesStrings {
  /** Label of the panel showing the shown position's comment. */
  comment: string;
  /** Label of a side line in the move list. */
  sideLine: string;
  /** What the live region reads when a move with a comment is shown. */
  shown: (move: string, comment: string) => string;
}

/** Shapes drawn by hand (shapes/strings.ts). */
export interface ShapesStrings {
  /** The toolbar's pen button, and its longer label. */
  pen: string;
  penLabel: string;
  brushes: { green: string; red: string; blue: string; yellow: string };
  arrow: (brush: string, from: string, to: string) => string;
  circle: (brush: string, cell: string) => string;
  /** Said when the same shape drawn again took it away. */
  removed: (shape: string) => string;
  cleared: string;
  /** The D key started an arrow on this cell. */
  started: (cell: string) => string;
  cancelled: string;
}
