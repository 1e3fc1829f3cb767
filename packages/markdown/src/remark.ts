/**
 * remark plugin (unified: Astro with its unified processor, Docusaurus, MDX, remark-cli...):
 *
 *   unified().use(remarkParse).use(remarkVariantBoard).use(remarkRehype, { allowDangerousHtml: true })
 *
 * Each fenced `variant-board` code node becomes an `html` node holding the board's markup, so
 * the HTML must be let through to the output (`allowDangerousHtml`, or rehype-raw). MDX refuses
 * raw HTML: with `output: 'hast'` the same markup goes in as elements (`data.hName`,
 * `data.hChildren`), which mdast-util-to-hast and MDX keep. The games' rules load as the blocks
 * need them; the transformer is asynchronous.
 */
import type { Element } from 'hast';
import type { Code, Root, RootContent } from 'mdast';
import { markupToHast } from './hast.js';
import { LANGUAGE, renderBlock } from './render.js';
import type { VariantBoardOptions } from './render.js';

export interface RemarkVariantBoardOptions extends VariantBoardOptions {
  /** `'html'` (default): an `html` node. `'hast'`: the same markup as elements, for MDX. */
  output?: 'html' | 'hast';
}

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

/** A node that mdast-util-to-hast turns into exactly this hast element. */
function asHastNode(element: Element): RootContent {
  return {
    type: 'variantBoard',
    data: { hName: element.tagName, hProperties: element.properties, hChildren: element.children },
  } as unknown as RootContent;
}

export function remarkVariantBoard(options: RemarkVariantBoardOptions = {}) {
  return async (tree: Root, file?: { path?: string }): Promise<void> => {
    for (const { parent, node } of boardBlocks(tree)) {
      const line = node.position?.start.line;
      const where = { ...(file?.path ? { file: file.path } : {}), ...(line !== undefined ? { fenceLine: line } : {}) };
      const html = await renderBlock(node.value, where, options);
      let replacement: RootContent;
      if (options.output === 'hast') {
        const [element] = markupToHast(html);
        replacement = asHastNode(element as Element);
      } else {
        replacement = { type: 'html', value: html };
      }
      if (node.position) replacement.position = node.position;
      parent.children[parent.children.indexOf(node)] = replacement;
    }
  };
}
