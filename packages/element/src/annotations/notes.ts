/**
 * Annotated records on a board: the shown position's comment beside the board (as text, never
 * markup), a move list with side lines whose moves can be clicked, and the live region's words
 * when a commented move is shown. Loaded only for games that have comments, marks or side lines.
 */
import { html, nothing } from 'lit/html.js';
import type { TemplateResult } from 'lit/html.js';
import type { RecordNode } from '../../../engine/src/core/record-tree.js';
import { controlStrings } from '../control-strings.js';
import { adopter } from '../adopt.js';
import type { NotesAccess, NotesHost } from '../host.js';
import { notesStyles } from './styles.js';
import { notesStrings } from './strings.js';
import { drawArrows } from '../draw/arrows.js';
import { setArrowDrawer } from '../draw/scene.js';

setArrowDrawer(drawArrows); // a record's marks are arrows

const adoptNotesStyles = adopter(notesStyles);
type Node = RecordNode<unknown>;

/**
 * A comment as people read it: without the machine commands that records carry in square brackets
 * with a percent sign (`[%post 2 value=... sig=...]` of play-by-post records, and any other
 * `[%name ...]`; the arrows and marks `[%cal]`/`[%csl]` are read out by the record reader already).
 */
export function humanWords(text: string): string {
  return text.includes('[%') ? text.replace(/\[%[A-Za-z][^\]]*\]/g, ' ').replace(/\s+/g, ' ').trim() : text;
}

/** The words of a node: a side line's opening comment, then its own (machine commands left out). */
function words(node: Node): string[] {
  return [node.intro, node.comment].map(humanWords).filter(Boolean);
}

export class Notes implements NotesAccess {
  constructor(private readonly board: NotesHost) {}

  /** Whether the move list should show the tree (side lines or comments) instead of a flat list. */
  hasTree(): boolean {
    return !!this.board.session?.annotated;
  }

  /** The comment of the shown position, if it has one. */
  render(): TemplateResult | typeof nothing {
    const s = this.board.session;
    if (!s) return nothing;
    adoptNotesStyles(this.board.renderRoot as ShadowRoot);
    const text = words(s.node as Node);
    if (!text.length) return nothing;
    return html`<section class="notes" part="notes" aria-label=${notesStrings().comment}>${text.map((t) => html`<p>${t}</p>`)}</section>`;
  }

  /** The move list: the main line, each side line under the move it replaces, nested as written. */
  renderMoves(): TemplateResult {
    const s = this.board.session!;
    const S = controlStrings();
    adoptNotesStyles(this.board.renderRoot as ShadowRoot);
    const root = s.root as Node;
    return html`<ol class="moves tree" part="moves" aria-label=${S.moveList}>
      <li class=${words(root).length ? 'noted' : ''}><button type="button" aria-current=${s.node === root ? 'step' : nothing} @click=${() => this.show(root)}>${S.start}</button></li>
      ${this.line(root.chain().slice(1), s.node as Node, false)}
    </ol>`;
  }

  private line(nodes: readonly Node[], shown: Node, nested: boolean): TemplateResult[] {
    const out: TemplateResult[] = [];
    const S = controlStrings();
    nodes.forEach((n, i) => {
      const e = n.event!;
      const cls = `${e.kind}${words(n).length ? ' noted' : ''}`;
      out.push(html`<li class=${cls}><button type="button" aria-current=${n === shown ? 'step' : nothing}
        aria-label=${e.kind === 'chance' ? S.rolledShort(e.notation) : e.notation}
        @click=${() => this.show(n)}>${e.kind === 'chance' ? `(${e.notation})` : e.notation}</button></li>`);
      // A side line's first move has its alternatives listed by the line it branches from.
      if (nested && i === 0) return;
      for (const alt of n.parent!.children) {
        if (alt === n) continue;
        out.push(html`<li class="side"><ol class="line" aria-label=${notesStrings().sideLine}>${this.line(alt.chain(), shown, true)}</ol></li>`);
      }
    });
    return out;
  }

  /** Shows a node of the tree: back and forward then step along its line. */
  show(node: Node): void {
    const s = this.board.session;
    if (!s) return;
    s.showNode(node);
    this.board._changed(null);
  }

  /** After the shown position changed: the live region reads the shown move's comment. */
  changed(notation: string | null): void {
    const s = this.board.session;
    if (!s || !s.annotated) return;
    const node = s.node as Node;
    const said = words(node).join(' ');
    const N = notesStrings();
    if (notation === null) {
      const e = node.event;
      this.board._announce = N.shown(e ? (e.kind === 'chance' ? controlStrings().rolledShort(e.notation) : e.notation) : controlStrings().start, said);
    } else if (said) this.board._announce = N.shown(this.board._announce, said);
  }
}
