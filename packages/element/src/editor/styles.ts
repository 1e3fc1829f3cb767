/** Styles of the position editor, adopted when a board first enters editor mode. */
/** Plain text, adopted with adopt.ts (no Lit stylesheet class needed). */
const css = String.raw;

export const editorStyles = css`
  .editor .palette { display: flex; flex-wrap: wrap; gap: 0.25em; align-items: center; }
  .editor .palette .row { display: flex; flex-wrap: wrap; gap: 0.25em; }
  .editor .palette button { padding: 0.1em; min-width: 2.9em; min-height: 2.9em; display: inline-flex; align-items: center; justify-content: center; touch-action: none; }
  .editor .palette button.tool { padding: 0.1em 0.5em; }
  .editor .palette button[aria-pressed='true'] { background: var(--_accent); color: #fff; border-color: var(--_accent); outline: 2px solid var(--_accent); outline-offset: 1px; }
  @media (prefers-color-scheme: dark) { .editor .palette button[aria-pressed='true'] { color: #111; } }
  .editor .palette svg { width: 2.6em; height: 2.6em; display: block; pointer-events: none; }
  .editor .verdict { padding: 0.4em 0.6em; border-radius: 0.35em; border: 2px solid currentColor; font-weight: 600; margin: 0; }
  .editor .verdict.ok { color: inherit; border-color: var(--_panel-border); }
  .editor .verdict.bad { background: var(--_error-bg); color: var(--_error-text); }
  .editor fieldset { border: 1px solid var(--_panel-border); border-radius: 0.35em; margin: 0; padding: 0.35em 0.6em 0.5em; display: flex; flex-wrap: wrap; gap: 0.4em 1em; align-items: center; }
  .editor legend { font-weight: 700; padding: 0 0.25em; }
  .editor .field { display: inline-flex; gap: 0.35em; align-items: center; }
  .editor select, .editor textarea { font: inherit; color: var(--_button-text); background: var(--_button); border: 1px solid var(--_panel-border); border-radius: 0.35em; padding: 0.2em 0.4em; min-height: 2em; }
  .editor input[type='number'] { width: 5em; }
  .editor input.cell { width: 4em; }
  .editor input.text { width: 7em; }
  .editor input[type='checkbox'] { min-height: auto; width: 1.1em; height: 1.1em; }
  .editor .outputs { display: grid; grid-template-columns: 1fr auto; gap: 0.3em 0.4em; align-items: start; }
  .editor .outputs label { grid-column: 1 / -1; font-weight: 600; margin-top: 0.2em; }
  .editor .outputs input, .editor .outputs textarea { width: 100%; font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: 0.85em; }
  .editor .outputs textarea { resize: vertical; }
  .editor .outputs input.caption { grid-column: 1 / -1; font-family: inherit; }
  .editor .note { margin: 0; font-size: 0.9em; }
  .editor select:focus-visible, .editor textarea:focus-visible { outline: 3px solid var(--_focus); outline-offset: 2px; }
`;
