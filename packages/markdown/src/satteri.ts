/**
 * For Astro 7's default Markdown processor, Sätteri, which runs its own mdast plugins rather
 * than remark's:
 *
 *   markdown: { processor: satteri({ mdastPlugins: [satteriVariantBoard()] }) }
 *
 * In `.md` files the board's markup goes in as HTML. In `.mdx` files Sätteri turns spliced
 * HTML into JSX, which Astro would write back with its own spelling of the SVG; there the
 * drawing goes in through Astro's `set:html`, so the page carries exactly the SVG the element
 * draws.
 */
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { errorBoxHtml, boardHtml, escapeHtml } from './html.js';
import { VariantBoardBlockError } from './errors.js';
import { LANGUAGE, drawBlock } from './render.js';
import type { VariantBoardOptions } from './render.js';

/** The parts of Sätteri's plugin interface used here (so this package needs no Sätteri types). */
interface SatteriCode {
  readonly lang?: string | null;
  readonly value: string;
  readonly position?: { readonly start: { readonly line: number } };
}
interface SatteriContext {
  readonly fileURL: URL | undefined;
  readonly sourceFormat: 'markdown' | 'mdx' | string;
  replaceNode(node: SatteriCode, content: { raw: string; mdxExpressions?: boolean }): void;
}

export function satteriVariantBoard(options: VariantBoardOptions = {}) {
  return {
    name: 'variant-board',
    options: { position: true },
    async code(node: SatteriCode, ctx: SatteriContext): Promise<void> {
      if (node.lang !== LANGUAGE) return;
      const file = ctx.fileURL ? relative(process.cwd(), fileURLToPath(ctx.fileURL)) : undefined;
      const line = node.position?.start.line;
      const where = { ...(file ? { file } : {}), ...(line !== undefined ? { fenceLine: line } : {}) };
      let html: string;
      try {
        const { spec, svg } = await drawBlock(node.value, where);
        html = ctx.sourceFormat === 'mdx'
          ? boardHtml(spec, svg, `<div class="vb-static" set:html="${escapeHtml(svg)}"></div>`)
          : boardHtml(spec, svg);
      } catch (err) {
        if (options.onError !== 'box' || !(err instanceof VariantBoardBlockError)) throw err;
        (options.report ?? ((e) => console.warn(e.message)))(err);
        html = errorBoxHtml(err, node.value);
      }
      ctx.replaceNode(node, { raw: html, mdxExpressions: false });
    },
  };
}
