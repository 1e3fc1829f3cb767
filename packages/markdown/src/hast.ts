/**
 * This package's own markup as a hast tree, for MDX pipelines (Docusaurus, @mdx-js/mdx) that
 * drop raw HTML. The reader knows only what `html.ts` and the element's SVG writer produce:
 * elements with double-quoted attributes, `<x/>` for empty ones, text escaped with the five
 * entities below. Anything else is a mistake here, so it throws rather than guessing.
 */
import type { ElementContent, Element, Properties } from 'hast';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" };
const decode = (s: string) =>
  s.replace(/&(amp|lt|gt|quot|#39);/g, (_, name: string) => ENTITIES[name]!);

const TOKEN = /<\/([\w-]+)>|<([\w-]+)((?:\s+[\w:-]+(?:="[^"]*")?)*)\s*(\/?)>|([^<]+)/gy;
const ATTRIBUTE = /([\w:-]+)(?:="([^"]*)")?/g;

function properties(text: string): Properties {
  const out: Properties = {};
  for (const [, name, value] of text.matchAll(ATTRIBUTE)) {
    if (name === 'class') out.className = decode(value ?? '').split(/\s+/).filter(Boolean);
    else out[name!] = value === undefined ? true : decode(value);
  }
  return out;
}

/** Parses markup written by this package into hast elements and text. */
export function markupToHast(markup: string): ElementContent[] {
  const root: { children: ElementContent[] } = { children: [] };
  const open: { name: string; node: { children: ElementContent[] } }[] = [{ name: '', node: root }];
  TOKEN.lastIndex = 0;
  let at = 0;
  for (let m = TOKEN.exec(markup); m; m = TOKEN.exec(markup)) {
    at = TOKEN.lastIndex;
    const parent = open[open.length - 1]!;
    if (m[1]) {
      if (m[1] !== parent.name) throw new Error(`markupToHast: </${m[1]}> closes <${parent.name}>`);
      open.pop();
    } else if (m[2]) {
      const element: Element = { type: 'element', tagName: m[2], properties: properties(m[3] ?? ''), children: [] };
      parent.node.children.push(element);
      if (!m[4]) open.push({ name: m[2], node: element });
    } else if (m[5]) {
      parent.node.children.push({ type: 'text', value: decode(m[5]) });
    }
  }
  if (at !== markup.length || open.length !== 1) throw new Error(`markupToHast: cannot read the markup after character ${at}`);
  return root.children;
}
