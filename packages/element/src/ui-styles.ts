/** Styles of the controls (buttons, move list, chooser, dice entry), adopted with ui.ts. */
/** Plain text, adopted with adopt.ts (no Lit stylesheet class needed). */
const css = String.raw;

export const uiStyles = css`
  .chooser {
    position: absolute; inset: 50% auto auto 50%; transform: translate(-50%, -50%); max-width: 92%;
    background: var(--_panel); color: inherit; border: 2px solid var(--_panel-border); border-radius: 0.5em;
    padding: 0.6em; display: flex; flex-wrap: wrap; gap: 0.4em; justify-content: center;
    box-shadow: 0 6px 24px rgb(0 0 0 / 0.35);
  }
  .chooser .title { flex-basis: 100%; text-align: center; font-weight: 700; margin: 0; }
  .bar { display: flex; flex-wrap: wrap; gap: 0.35em; align-items: center; }
  button, input {
    font: inherit; color: var(--_button-text); background: var(--_button); border: 1px solid var(--_panel-border);
    border-radius: 0.35em; padding: 0.25em 0.6em; min-height: 2em;
  }
  button { cursor: pointer; }
  /* Disabled: the look of 55 % opacity on the board's frame, in colours (opacity would make each button a
     layer of its own to paint, at every move that enables or disables it). */
  button:disabled {
    cursor: default; color: color-mix(in srgb, var(--_button-text) 55%, var(--_frame));
    background: color-mix(in srgb, var(--_button) 55%, var(--_frame)); border-color: color-mix(in srgb, var(--_panel-border) 55%, var(--_frame));
  }
  button:focus-visible, input:focus-visible { outline: 3px solid var(--_focus); outline-offset: 2px; }
  input { width: 5.5em; }
  /* The buttons that stand out: the main action, the shown move of the list. */
  .primary:not(:disabled), ol.moves [aria-current=step] { background: var(--_accent); color: #fff; border-color: var(--_accent); }
  @media (prefers-color-scheme: dark) { .primary:not(:disabled), ol.moves [aria-current=step] { color: #111; } }
  form { display: inline-flex; gap: 0.25em; margin: 0; }
  ol.moves { list-style: none; display: flex; flex-wrap: wrap; gap: 0.2em; padding: 0; margin: 0; }
  /*
   * A board keeps its size while it is played, so that the page around it does not jump: the status
   * line holds two lines, and the move list's box two rows of moves (--vb-moves-height), empty before
   * the first move, scrolling after (to the shown move: controls.ts); a scroller only once it holds a
   * list (an empty scroller per board is work for a page's first frame).
   */
  .status { min-height: 2.7em; }
  .moves-slot { height: var(--vb-moves-height, 3.8em); }
  .moves-slot:not(:empty) { overflow-y: auto; }
  ol.moves button { min-height: 1.8em; padding: 0.1em 0.4em; font-variant-numeric: tabular-nums; }
  ol.moves .chance button { font-style: italic; }
  /* The board's states that only input shows: what can move, where it can go, a lifted piece. */
  .piece.lifted { opacity: 0.3; }
  .piece.ghost { opacity: 0.9; }
  :host(:not([readonly])) .hit.movable { cursor: grab; }
  :host(:not([readonly])) .hit.target { cursor: pointer; }
  @media (forced-colors: active) {
    .drawing .reserve.selected, .drawing .sel, .drawing .target { fill: Highlight !important; }
    .drawing .sel-line, .drawing .target.capture { stroke: Highlight !important; }
  }
`;
