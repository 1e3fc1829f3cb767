// @ts-check
import { defineConfig } from 'astro/config';
import starlight from '@astrojs/starlight';
import { existsSync } from 'node:fs';
import elementAssets, { ELEMENT_DIST } from './integrations/element-assets.mjs';
import cspHeaders from './integrations/csp-headers.mjs';
import { starlightSwaps, codeClasses } from './integrations/strict-csp.mjs';
import { bundledThemes } from 'shiki';
import { satteri } from '@astrojs/markdown-satteri';
import { prepare, satteriVariantBoard } from '../packages/markdown/src/index.ts';

// The element bundle is loaded on every page as an external module script (strict-CSP friendly).
const hasElement = existsSync(`${ELEMENT_DIST}variant-board.js`);
// The board server's address (set by `npm start`, which runs one beside the site); none in a plain build.
const boardServer = process.env.VB_BOARD_SERVER ?? '';

// Code blocks: a theme whose every token meets WCAG AA contrast, coloured by classes (strict CSP).
const CODE_THEME = 'github-dark-high-contrast';
const code = codeClasses((await bundledThemes[CODE_THEME]()).default);

// The games' rules, loaded now: Astro loads this file through a module runner that is closed
// by the time pages render, so the plugin cannot import them later.
await prepare();

export default defineConfig({
  site: 'https://variant-board.example',
  trailingSlash: 'always',
  build: { inlineStylesheets: 'never' },
  markdown: {
    // Fenced `variant-board` blocks become boards with their static SVG (packages/markdown), on
    // Astro's own Markdown processor (Sätteri, which runs mdast plugins rather than remark's).
    processor: satteri({ mdastPlugins: [satteriVariantBoard()] }),
    shikiConfig: { theme: CODE_THEME, transformers: [code.transformer] },
  },
  // Starlight's modules import astro: virtual modules, so they must be bundled, not externalised.
  vite: {
    build: {
      // Never inline processed scripts: every script the site owns is an external file (strict CSP).
      assetsInlineLimit: 0,
      rolldownOptions: {
        // Astro marks each .mdx page's module with a "use astro:head-inject" directive that Rolldown
        // says it may not keep when bundling: one warning per page, none of them the site's to act on
        // (withastro/astro#18087). Only that warning is dropped; every other one passes on.
        onwarn(warning, warn) {
          if (warning.code === 'MODULE_LEVEL_DIRECTIVE' && warning.message.includes('"use astro:head-inject"')) return;
          warn(warning);
        },
      },
    },
    // Our versions of the Starlight internals that write inline scripts or styles.
    plugins: [starlightSwaps(code.css)],
    ssr: { noExternal: ['@astrojs/starlight'] },
    environments: { prerender: { resolve: { noExternal: ['@astrojs/starlight'] } } },
  },
  integrations: [
    starlight({
      title: 'variant-board',
      description: 'Five rare chess variants, playable in any web page.',
      pagefind: false,
      // The 404 page is the site's own (src/pages/404.astro).
      disable404Route: true,
      // Plain Shiki code blocks: focusable, no extra scripts.
      expressiveCode: false,
      head: [
        ...(hasElement ? [{ tag: 'script', attrs: { type: 'module', src: '/element/variant-board.js' } }] : []),
        // `npm start` serves a board server beside the site: its boards then offer forum snippets with pictures.
        ...(boardServer ? [{ tag: 'meta', attrs: { name: 'variant-board-server', content: boardServer } }] : []),
      ],
      customCss: ['./src/styles/boards.css', code.cssId],
      // No inline script or style anywhere (see integrations/strict-csp.mjs and src/overrides/).
      components: {
        ThemeProvider: './src/overrides/ThemeProvider.astro',
        ThemeSelect: './src/overrides/ThemeSelect.astro',
      },
      sidebar: [
        { label: 'Start', items: [{ label: 'Home', link: '/' }, { label: 'Playground', link: '/playground/' }, { label: 'Position editor', link: '/editor/' }, { label: 'Play by post', link: '/play-by-post/' }] },
        {
          label: 'The games',
          items: [
            { label: 'Dart 6x6 Chess', link: '/games/dart/' },
            { label: 'Dice Chess', link: '/games/dice/' },
            { label: 'Six Stone Chess', link: '/games/sixstone/' },
            { label: 'Dagger Chess', link: '/games/dagger/' },
            { label: 'd4 d6 chess', link: '/games/d4d6/' },
          ],
        },
        { label: 'Learn', items: [{ autogenerate: { directory: 'learn' } }] },
        { label: 'Puzzles', items: [{ autogenerate: { directory: 'puzzles' } }] },
        {
          label: 'Using the element',
          items: [
            { label: 'Embed a board', link: '/embed/' },
            { label: 'API reference', link: '/api/' },
          ],
        },
      ],
    }),
    elementAssets(),
    cspHeaders({ boardServer }),
  ],
});
