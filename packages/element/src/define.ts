/**
 * Defines a custom element unless its tag is already taken. A page that loads the bundle twice
 * (two copies, or two versions from different URLs) keeps the first definition instead of
 * throwing "already defined", and says so once in the console.
 */
const WARNED = Symbol.for('variant-board.define.warned');

type Registry = { [WARNED]?: Set<string> };

export function defineElement(tag: string, element: CustomElementConstructor): void {
  const existing = customElements.get(tag);
  if (!existing) {
    customElements.define(tag, element);
    return;
  }
  if (existing === element) return;
  // Every copy of this module shares the set through the global symbol registry.
  const warned = ((globalThis as Registry)[WARNED] ??= new Set());
  if (warned.has(tag)) return;
  warned.add(tag);
  console.warn(`<${tag}> is already defined on this page by another copy of the script; this copy uses it.`);
}
