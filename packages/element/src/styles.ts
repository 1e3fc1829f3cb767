/**
 * The element's stylesheet (adopted, so it works under a strict CSP). Colours come from
 * custom properties with light and dark defaults; shapes keep their presentation attributes
 * as the fallback, so the static SVG and the element look the same. The rules for what only
 * some games draw (dice, reserves, points and lines...) come with their drawing parts.
 */
/** Plain text (no template library in the core); build.mjs squeezes the whitespace of css`` blocks. */
const css = String.raw;

export const boardStyles = css`
  :host {
    display: block;
    position: relative;
    /* A board's own changes (a move, the status line) lay out the board, not the page around it. */
    contain: layout style;
    width: 100%;
    max-width: var(--vb-max-width, none);
    color: var(--vb-text, #1f1b16);
    font-family: var(--vb-font, system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif);
    font-size: var(--vb-font-size, 0.95rem);
    line-height: 1.35;
    box-sizing: border-box;
    --_frame: var(--vb-frame, #f6f1e7);
    --_light: var(--vb-light-square, #efdcb9);
    --_dark: var(--vb-dark-square, #b5875b);
    --_coord: var(--vb-coordinates, #3d3020);
    --_accent: var(--vb-accent, #1d4ed8);
    --_focus: var(--vb-focus, #c2410c);
    --_panel: var(--vb-panel, #f7f4ee);
    --_panel-border: var(--vb-panel-border, #8a7a66);
    --_button: var(--vb-button, #ffffff);
    --_button-text: var(--vb-button-text, #1f1b16);
    --_error-bg: var(--vb-error-bg, #fff1f0);
    --_error-text: var(--vb-error-text, #8b1a1a);
  }
  @media (prefers-color-scheme: dark) {
    :host {
      color: var(--vb-text, #f0e9dc);
      --_frame: var(--vb-frame, #26221d);
      --_light: var(--vb-light-square, #d9c4a0);
      --_dark: var(--vb-dark-square, #a8794f);
      --_coord: var(--vb-coordinates, #eadfcb);
      --_accent: var(--vb-accent, #93c5fd);
      --_focus: var(--vb-focus, #fdba74);
      --_panel: var(--vb-panel, #2d2923);
      --_panel-border: var(--vb-panel-border, #a39580);
      --_button: var(--vb-button, #3a342c);
      --_button-text: var(--vb-button-text, #f0e9dc);
      --_error-bg: var(--vb-error-bg, #3b1616);
      --_error-text: var(--vb-error-text, #ffd7d2);
    }
  }
  :host([hidden]) { display: none; }
  * { box-sizing: border-box; }
  .wrap { display: flex; flex-direction: column; gap: 0.4em; background: var(--_frame); color: inherit; border-radius: 0.5em; padding: 0.4em; }
  .board { position: relative; }
  svg.board-svg { display: block; width: 100%; height: auto; touch-action: none; user-select: none; -webkit-user-select: none; }
  :host([readonly]) svg.board-svg { touch-action: auto; }
  .drawing { pointer-events: none; }
  .frame { fill: var(--_frame); }
  .cell.square.tone-0 { fill: var(--_light); }
  .cell.square.tone-1 { fill: var(--_dark); }
  .coord { fill: var(--_coord); font-variant-ligatures: none; }
  .coord.on-cell { fill: var(--vb-cell-text, #1f1810); }
  .hit { fill: transparent; stroke: none; cursor: default; outline: none; }
  .hit:focus-visible { stroke: var(--_focus); stroke-width: var(--_focus-width, 4px); vector-effect: non-scaling-stroke; stroke-dasharray: 6 3; }
  .message {
    position: absolute; inset: auto 0.5em 0.5em 0.5em; padding: 0.45em 0.7em; border-radius: 0.35em;
    background: var(--_error-bg); color: var(--_error-text); border: 2px solid currentColor;
    display: flex; gap: 0.5em; align-items: flex-start; font-weight: 600;
    /* A long token (an address, a record's text) wraps rather than pushing the close button out. */
    overflow-wrap: anywhere;
  }
  .message.only { position: static; min-height: 6em; align-items: center; }
  .message button { margin-inline-start: auto; font: inherit; }
  .placeholder { min-height: 4em; display: flex; align-items: center; justify-content: center; border: 1px dashed var(--_panel-border); border-radius: 0.4em; padding: 1em; }
  .status { font-weight: 600; }
  .vh {
    position: absolute !important; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0);
    clip-path: inset(50%); white-space: nowrap; margin: -1px; padding: 0; border: 0;
  }
  @media (forced-colors: active) {
  /* The drawing picks its own system colours (the browser's forcing would hide the pieces). */
    svg.board-svg { forced-color-adjust: none; }
    .drawing .frame { fill: Canvas !important; }
    .drawing .cell { fill: Canvas !important; stroke: CanvasText !important; stroke-width: 1px !important; vector-effect: non-scaling-stroke !important; }
    .drawing .last-line, .drawing .hl-line, .drawing .check-line { stroke: CanvasText !important; }
    .drawing .coord { fill: CanvasText !important; }
    .drawing .piece.white .pb { fill: Canvas !important; stroke: CanvasText !important; }
    .drawing .piece.black .pb { fill: CanvasText !important; stroke: Canvas !important; }
    .drawing .piece.white .pd { stroke: CanvasText !important; }
    .drawing .piece.black .pd { stroke: Canvas !important; }
    .drawing .piece.white .pm, .drawing .piece.white .pdf { fill: CanvasText !important; }
    .drawing .piece.black .pm, .drawing .piece.black .pdf { fill: Canvas !important; }
    .drawing .hl, .drawing .last, .drawing .check, .drawing .area { fill: Highlight !important; }
    .drawing .sel { fill: none !important; }
    .drawing .sel-line { stroke: Highlight !important; }
    .drawing .path { stroke: CanvasText !important; }
    .drawing .arrow line { stroke: LinkText !important; }
    .drawing .arrow polygon { fill: LinkText !important; }
    .drawing .best polygon { fill: Canvas !important; stroke: LinkText !important; }
    .drawing .best circle { stroke: LinkText !important; }
    .hit:focus-visible { stroke: Highlight !important; }
    .message { border-color: CanvasText !important; }
  }
`;
