/** Styles of the comment panel and of side lines in the move list. */
/** Plain text, adopted with adopt.ts (no Lit stylesheet class needed). */
const css = String.raw;

export const notesStyles = css`
  .notes {
    margin: 0; padding: 0.35em 0.7em; border-left: 4px solid var(--_accent); background: var(--_panel);
    border-radius: 0 0.35em 0.35em 0; white-space: pre-line; overflow-wrap: anywhere;
  }
  .notes p { margin: 0; }
  .notes p + p { margin-top: 0.3em; }
  /* The tree's list (with its side lines) grows up to a few rows, then scrolls. */
  ol.moves.tree { max-height: 8em; overflow-y: auto; }
  ol.moves.tree li.side { flex-basis: 100%; }
  ol.moves.tree ol.line {
    list-style: none; display: flex; flex-wrap: wrap; gap: 0.2em; margin: 0 0 0 0.8em; padding: 0 0 0 0.5em;
    border-left: 3px solid var(--_accent);
  }
  ol.moves.tree ol.line button { font-size: 0.92em; }
  ol.moves.tree li.noted > button { text-decoration: underline dotted; text-underline-offset: 0.2em; }
`;
