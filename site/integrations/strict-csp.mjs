/**
 * What lets the site run under a Content-Security-Policy with no inline script and no inline
 * style at all (script-src 'self'; style-src 'self'; no style-src-attr exception):
 *
 * - `starlightSwaps()`, a Vite plugin: Starlight's public components are replaced through its
 *   `components` option (see astro.config.mjs); a few internal ones that write inline scripts or
 *   `style=""` (through `define:vars`) are not overridable that way, so this plugin resolves them
 *   to our versions in src/overrides/ instead. Those versions load their scripts from files and
 *   use classes. `starlight-internal:<path>` lets our versions import Starlight's own helpers.
 * - `codeClasses(theme)`, a Shiki transformer: code blocks get classes instead of the `style=""`
 *   Shiki writes for each token; the matching stylesheet is the virtual module
 *   `virtual:vb-code-colors.css`, made from the same theme, so the two cannot drift apart.
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const STARLIGHT_DIST = dirname(fileURLToPath(import.meta.resolve('@astrojs/starlight')));
const OVERRIDES = fileURLToPath(new URL('../src/overrides/', import.meta.url));

/** Starlight internal file (relative to its dist/) -> our replacement in src/overrides/. */
const SWAPS = new Map([
  ['user-components/Icon.astro', 'Icon.astro'],
  ['components/SidebarPersister.astro', 'SidebarPersister.astro'],
  ['components-internals/TableOfContents/TableOfContentsList.astro', 'TableOfContentsList.astro'],
].map(([from, to]) => [join(STARLIGHT_DIST, from), join(OVERRIDES, to)]));

const CSS_ID = 'virtual:vb-code-colors.css';

export function starlightSwaps(codeCss) {
  return {
    name: 'variant-board-starlight-swaps',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (source === CSS_ID) return `\0${CSS_ID}`;
      if (source.startsWith('starlight-internal:')) return join(STARLIGHT_DIST, source.slice('starlight-internal:'.length));
      if (!importer || !importer.startsWith(STARLIGHT_DIST) || !source.endsWith('.astro')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      const swap = resolved && SWAPS.get(resolved.id.split('?')[0]);
      return swap ?? null;
    },
    load(id) {
      return id === `\0${CSS_ID}` ? codeCss : null;
    },
  };
}

/** Class names for the few declarations Shiki writes on tokens. */
const FONT_CLASSES = { 'font-style:italic': 'vb-i', 'font-weight:bold': 'vb-b', 'text-decoration:underline': 'vb-u' };
const colourClass = (hex) => `vb-c-${hex.slice(1).toLowerCase()}`;

/** Shiki transformer and stylesheet for one theme (a TextMate theme object). */
export function codeClasses(theme) {
  const bg = theme.colors?.['editor.background'] ?? theme.bg;
  const fg = theme.colors?.['editor.foreground'] ?? theme.fg;
  const colours = new Set([fg]);
  for (const rule of theme.tokenColors ?? theme.settings ?? []) {
    if (rule.settings?.foreground) colours.add(rule.settings.foreground);
  }
  const known = new Set([...colours].map((c) => colourClass(c)));
  const css = [
    `/* Code block colours of the ${theme.name} theme (made by site/integrations/strict-csp.mjs). */`,
    `.vb-shiki { background-color: ${bg}; color: ${fg}; overflow-x: auto; }`,
    ...[...known].sort().map((cls) => `.${cls} { color: #${cls.slice(5)}; }`),
    '.vb-i { font-style: italic; }',
    '.vb-b { font-weight: bold; }',
    '.vb-u { text-decoration: underline; }',
  ].join('\n');

  const declarations = (style) => style.split(';').map((d) => d.replace(/\s+/g, '')).filter(Boolean);
  const addClass = (node, cls) => {
    const list = node.properties.class;
    node.properties.class = [...(Array.isArray(list) ? list : list ? String(list).split(/\s+/) : []), cls];
  };

  const transformer = {
    name: 'variant-board-code-classes',
    pre(node) {
      const style = node.properties.style;
      if (!style) return;
      for (const d of declarations(String(style))) {
        const [prop, value] = d.split(':');
        const expected = { 'background-color': bg, color: fg, 'overflow-x': 'auto' }[prop];
        if (!expected || expected.toLowerCase() !== value.toLowerCase()) throw new Error(`Code block style "${d}" has no class (site/integrations/strict-csp.mjs)`);
      }
      delete node.properties.style;
      addClass(node, 'vb-shiki');
    },
    root(root) {
      const walk = (node) => {
        if (node.type === 'element' && node.tagName !== 'pre' && node.properties?.style) {
          for (const d of declarations(String(node.properties.style))) {
            const colour = /^color:(#[0-9a-fA-F]{3,8})$/.exec(d);
            const cls = colour ? colourClass(colour[1]) : FONT_CLASSES[d];
            if (!cls || (colour && !known.has(cls))) throw new Error(`Code token style "${d}" has no class (site/integrations/strict-csp.mjs)`);
            addClass(node, cls);
          }
          delete node.properties.style;
        }
        for (const child of node.children ?? []) walk(child);
      };
      walk(root);
    },
  };
  return { transformer, css, cssId: CSS_ID };
}
