/**
 * Building and patching markup with the DOM (no template library): the diagram's skeleton
 * (light-render.ts) and the controls (controls.ts). Text goes in as text nodes, never as markup.
 */

/** An element with its attributes and children. */
export function el<K extends keyof HTMLElementTagNameMap>(tag: K, attrs: Record<string, string>, ...children: (Node | string)[]): HTMLElementTagNameMap[K] {
  return fill(document.createElement(tag), attrs, children);
}
/** The same, for an SVG element. */
export function svgEl<K extends keyof SVGElementTagNameMap>(tag: K, attrs: Record<string, string>, ...children: Node[]): SVGElementTagNameMap[K] {
  return fill(document.createElementNS('http://www.w3.org/2000/svg', tag), attrs, children);
}
function fill<E extends Element>(e: E, attrs: Record<string, string>, children: (Node | string)[]): E {
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
  e.append(...children);
  return e;
}

/** Only what differs is written, so that an unchanged board costs nothing. An absent value removes the attribute. */
export function setAttr(e: Element, name: string, value: string | null): void {
  if (e.getAttribute(name) !== value) value === null ? e.removeAttribute(name) : e.setAttribute(name, value);
}
export function setText(e: Node, text: string): void {
  if (e.textContent !== text) e.textContent = text;
}
