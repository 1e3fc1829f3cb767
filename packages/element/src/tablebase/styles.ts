/** The explorer's stylesheet (adopted by Lit, so it works under a strict CSP: no inline styles). */
import { css } from 'lit';

export const tablebaseStyles = css`
  :host {
    display: block;
    font-family: var(--vb-font, system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif);
    font-size: var(--vb-font-size, 0.95rem);
    line-height: 1.4;
    --_bg: var(--vb-frame, #fbf8f2);
    --_text: var(--vb-text, #1f1b16);
    --_panel: var(--vb-panel, #f7f4ee);
    --_border: var(--vb-panel-border, #8a7a66);
    --_muted: var(--vb-muted, #5a4f42);
    --_focus: var(--vb-focus, #c2410c);
    --_accent: var(--vb-accent, #1d4ed8);
    --_field: var(--vb-button, #ffffff);
    --_field-text: var(--vb-button-text, #1f1b16);
  }
  @media (prefers-color-scheme: dark) {
    :host {
      --_bg: var(--vb-frame, #211d18);
      --_text: var(--vb-text, #f0e9dc);
      --_panel: var(--vb-panel, #2d2923);
      --_border: var(--vb-panel-border, #a39580);
      --_muted: var(--vb-muted, #d6cbb8);
      --_focus: var(--vb-focus, #fdba74);
      --_accent: var(--vb-accent, #93c5fd);
      --_field: var(--vb-button, #3a342c);
      --_field-text: var(--vb-button-text, #f0e9dc);
    }
  }
  :host([hidden]) { display: none; }
  * { box-sizing: border-box; }
  .wrap { display: flex; flex-direction: column; gap: 0.75em; background: var(--_bg); color: var(--_text); border-radius: 0.5em; padding: 0.6em; }
  form.controls {
    display: flex; flex-wrap: wrap; gap: 0.5em 1em; align-items: flex-end;
    background: var(--_panel); border: 1px solid var(--_border); border-radius: 0.5em; padding: 0.6em 0.8em;
  }
  fieldset { border: 0; margin: 0; padding: 0; display: flex; flex-wrap: wrap; gap: 0.4em 0.8em; align-items: flex-end; }
  legend { font-weight: 700; padding: 0; margin-bottom: 0.2em; }
  label { display: flex; flex-direction: column; gap: 0.15em; font-size: 0.9em; }
  label.inline { flex-direction: row; align-items: center; gap: 0.35em; }
  select, button {
    font: inherit; color: var(--_field-text); background: var(--_field);
    border: 1px solid var(--_border); border-radius: 0.3em; padding: 0.25em 0.4em;
  }
  button { cursor: pointer; }
  select:focus-visible, button:focus-visible, input:focus-visible, summary:focus-visible {
    outline: 3px solid var(--_focus); outline-offset: 2px;
  }
  .status { margin: 0; min-height: 1.4em; }
  .status.error { color: var(--vb-error-text, #8b1a1a); font-weight: 600; }
  .main { display: flex; flex-wrap: wrap; gap: 1em; align-items: flex-start; }
  .board { flex: 1 1 18rem; max-width: 34rem; position: relative; }
  .board.busy svg.board-svg { opacity: 0.55; }
  svg.board-svg { display: block; width: 100%; height: auto; user-select: none; -webkit-user-select: none; }
  .drawing { pointer-events: none; }
  .hit { fill: transparent; stroke: none; outline: none; cursor: pointer; }
  .hit.off { cursor: default; }
  .hit:focus-visible { stroke: var(--_focus); stroke-width: 4px; vector-effect: non-scaling-stroke; stroke-dasharray: 6 3; }
  .hit:hover { stroke: var(--_accent); stroke-width: 2px; vector-effect: non-scaling-stroke; }
  .side { flex: 1 1 14rem; display: flex; flex-direction: column; gap: 0.6em; min-width: 12rem; }
  figure.legend { margin: 0; }
  .legend svg { display: block; width: 100%; max-width: 22rem; height: auto; }
  .legend-label { fill: currentColor; }
  .readout { margin: 0; padding: 0.4em 0.6em; border-left: 4px solid var(--_border); background: var(--_panel); min-height: 3.2em; }
  .hint { margin: 0; font-size: 0.9em; color: var(--_muted); }
  .advice { background: var(--_panel); border: 1px solid var(--_border); border-radius: 0.5em; padding: 0.6em 0.8em; }
  .advice-title { margin: 0 0 0.4em; font-weight: 700; }
  table { border-collapse: collapse; font-variant-numeric: tabular-nums; }
  caption { text-align: start; font-weight: 600; padding: 0.3em 0; }
  th, td { border: 1px solid var(--_border); padding: 0.2em 0.5em; text-align: start; }
  td.num { text-align: end; }
  .rolls button.move { padding: 0.1em 0.35em; font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; }
  .rolls button.move[aria-pressed='true'] { background: var(--_accent); color: var(--vb-button-active-text, #ffffff); }
  .others { margin-top: 0.6em; }
  .also { color: var(--_muted); font-size: 0.9em; }
  details > summary { cursor: pointer; font-weight: 600; }
  .grid td, .grid th { text-align: center; min-width: 3.2em; }
  .vh { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); clip-path: inset(50%); white-space: nowrap; }
  @media (forced-colors: active) {
    .hit:focus-visible { stroke: Highlight; }
  }
`;
