/**
 * The look shared by the panels that sit beside a board (the lesson and the puzzle elements):
 * their colour variables in light and dark, feedback lines and buttons. Each element adds its
 * own layout after it.
 */
import { css } from 'lit';

export const panelTheme = css`
  :host {
    display: block;
    color: var(--vb-text, inherit);
    font-family: var(--vb-font, inherit);
    --_accent: var(--vb-accent, #1d4ed8);
    --_right: var(--vb-lesson-right, #166534);
    --_wrong: var(--vb-lesson-wrong, #9a1b1b);
    --_panel: var(--vb-panel, transparent);
    --_button: var(--vb-button, #ffffff);
    --_button-text: var(--vb-button-text, #1f1b16);
    --_border: var(--vb-panel-border, #8a7a66);
    --_focus: var(--vb-focus, #c2410c);
    --_primary-text: #ffffff;
  }
  @media (prefers-color-scheme: dark) {
    :host {
      --_accent: var(--vb-accent, #93c5fd);
      --_right: var(--vb-lesson-right, #86efac);
      --_wrong: var(--vb-lesson-wrong, #fca5a5);
      --_button: var(--vb-button, #3a342c);
      --_button-text: var(--vb-button-text, #f0e9dc);
      --_border: var(--vb-panel-border, #a39580);
      --_focus: var(--vb-focus, #fdba74);
      --_primary-text: #111827;
    }
  }
  p { margin: 0; }
  .feedback { min-height: 1.5em; padding: 0.4rem 0.6rem; border-left: 4px solid transparent; }
  .feedback.right { border-color: var(--_right); }
  .feedback.right strong { color: var(--_right); }
  .feedback.wrong { border-color: var(--_wrong); }
  .feedback.wrong strong { color: var(--_wrong); }
  .feedback.info { border-color: var(--_accent); }
  .buttons { display: flex; flex-wrap: wrap; gap: 0.4rem; align-items: center; }
  button {
    font: inherit; padding: 0.3rem 0.7rem; border-radius: 0.3rem; cursor: pointer;
    border: 1px solid var(--_border); background: var(--_button); color: var(--_button-text);
  }
  button.primary { background: var(--_accent); border-color: var(--_accent); color: var(--_primary-text); }
  button:disabled { opacity: 0.55; cursor: default; }
  button:focus-visible { outline: 3px solid var(--_focus); outline-offset: 2px; }
  @media (forced-colors: active) { .feedback { border-left-color: CanvasText; } }
`;
