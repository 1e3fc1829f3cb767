/**
 * remark plugin (unified: Astro with its unified processor, Docusaurus, MDX, remark-cli...):
 *
 *   unified().use(remarkParse).use(remarkVariantBoard).use(remarkRehype, { allowDangerousHtml: true })
 *
 * Each fenced `variant-board` code node becomes an `html` node holding the board's markup, so
 * the HTML must be let through to the output (`allowDangerousHtml`, or rehype-raw). The games'
 * rules load as the blocks need them; the transformer is asynchronous.
 */
import type { Code, Html, Root } from 'mdast';
import { LANGUAGE, renderBlock } from './render.js';
import type { VariantBoardOptions } from './render.js';

interface Parent {
  children: unknown[];
}

/** Every `variant-board` code node with its parent, in document order. */
function boardBlocks(node: unknown, out: { parent: Parent; node: Code }[] = []) {
  const children = (node as Partial<Parent>).children;
  if (!Array.isArray(children)) return out;
  for (const child of children as { type?: string; lang?: string | null }[]) {
    if (child.type === 'code' && child.lang === LANGUAGE) out.push({ parent: node as Parent, node: child as Code });
    else boardBlocks(child, out);
  }
  return out;
}

export function remarkVariantBoard(options: VariantBoardOptions = {}) {
  return async (tree: Root, file?: { path?: string }): Promise<void> => {
    for (const { parent, node } of boardBlocks(tree)) {
      const line = node.position?.start.line;
      const where = { ...(file?.path ? { file: file.path } : {}), ...(line !== undefined ? { fenceLine: line } : {}) };
      const html: Html = { type: 'html', value: await renderBlock(node.value, where, options) };
      if (node.position) html.position = node.position;
      parent.children[parent.children.indexOf(node)] = html;
    }
  };
}
