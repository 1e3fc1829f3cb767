/**
 * The board's named looks (the `theme` attribute): each is a palette, written as one adopted
 * stylesheet of `:host([theme=...])` rules (no style text in the page: a strict CSP is kept). The
 * page's own custom properties (`--vb-light-square`...) still win over a theme's colours. `classic` is
 * today's look, the stylesheets' defaults, so it writes no rule. Loaded only by a board that sets a
 * theme (with its rules, so its first drawing already wears it). The palettes are data: the tests
 * compute the high-contrast theme's ratios from them.
 */
import { adopter } from '../adopt.js';
import { THEME_NAMES } from './theme-names.js';
import type { ThemeName } from './theme-names.js';
export { THEME_NAMES } from './theme-names.js';
export type { ThemeName } from './theme-names.js';

export interface Palette {
  /** Around the board, its text and its controls. */
  readonly frame: string;
  readonly text: string;
  readonly panel: string;
  readonly panelBorder: string;
  readonly button: string;
  readonly buttonText: string;
  readonly accent: string;
  readonly focus: string;
  /** Coordinates beside the board, and on its cells. */
  readonly coord: string;
  readonly cellText: string;
  /** Squares (light, dark), hexes (three tones) and their outline, a board of points' wood, lines and points. */
  readonly light: string;
  readonly dark: string;
  readonly hex: readonly [string, string, string];
  readonly cellLine: string;
  readonly wood: string;
  readonly line: string;
  readonly point: string;
  /** Each side's pieces: body, its outline, and the details drawn on it. */
  readonly white: { readonly fill: string; readonly outline: string; readonly detail: string };
  readonly black: { readonly fill: string; readonly outline: string; readonly detail: string };
  /** The last move and the selection: a tint under the piece (null: none) and an outline (dashed and solid). */
  readonly last: { readonly fill: string | null; readonly line: string };
  readonly selection: { readonly fill: string | null; readonly line: string };
  /** Where the selected piece may go. */
  readonly target: string;
  /** Outlines of the marks drawn in screen pixels, for a look that wants them thicker than the drawing's own. */
  readonly markWidth?: number;
}

/**
 * The pieces of the classic look (the drawing's defaults): slate keeps them, changing only the board and
 * marks around them, so a position reads the same in both.
 */
const CLASSIC_PIECES = {
  white: { fill: '#fbfaf7', outline: '#1b1b1b', detail: '#1b1b1b' },
  black: { fill: '#262626', outline: '#000000', detail: '#f1f1f1' },
} as const;

export const THEMES = {
  /** Today's look (the stylesheets' and the drawing's defaults, light scheme). */
  classic: {
    frame: '#f6f1e7', text: '#1f1b16', panel: '#f7f4ee', panelBorder: '#8a7a66', button: '#ffffff', buttonText: '#1f1b16',
    accent: '#1d4ed8', focus: '#c2410c', coord: '#3d3020', cellText: '#1f1810',
    light: '#efdcb9', dark: '#b5875b', hex: ['#f1dfbd', '#d2ab78', '#a97d50'], cellLine: '#5b4632',
    wood: '#e3c48f', line: '#4b3621', point: '#3b2a17',
    ...CLASSIC_PIECES,
    last: { fill: '#e0b43a', line: '#8a6100' },
    selection: { fill: '#3b82f6', line: '#1d4ed8' },
    target: '#1d4ed8',
  },
  /** Blue-grey squares and wood, for pages in cool colours. */
  slate: {
    frame: '#eef2f4', text: '#1c2529', panel: '#f4f7f8', panelBorder: '#6f8490', button: '#ffffff', buttonText: '#1c2529',
    accent: '#1f5f8b', focus: '#b4481c', coord: '#263238', cellText: '#14202a',
    light: '#dee3e6', dark: '#8ca2ad', hex: ['#e3e9ec', '#b5c4cc', '#8ba0ab'], cellLine: '#3f525c',
    wood: '#cfd8dc', line: '#37474f', point: '#263238',
    ...CLASSIC_PIECES,
    last: { fill: '#9bc4d8', line: '#1f5f8b' },
    selection: { fill: '#f2b35a', line: '#a15c00' },
    target: '#1f5f8b',
  },
  /**
   * Pieces, cells, the last move and the selection at least 3:1 apart (WCAG's non-text contrast):
   * white and black pieces with black outlines, mid-grey and near-white cells, navy and purple
   * outlines for the last move and the selection, drawn thick and without tints.
   */
  'high-contrast': {
    frame: '#ffffff', text: '#000000', panel: '#ffffff', panelBorder: '#000000', button: '#ffffff', buttonText: '#000000',
    accent: '#00007a', focus: '#b00000', coord: '#000000', cellText: '#000000',
    light: '#f0f0f0', dark: '#767676', hex: ['#f0f0f0', '#b4b4b4', '#767676'], cellLine: '#000000',
    wood: '#f0f0f0', line: '#000000', point: '#000000',
    white: { fill: '#ffffff', outline: '#000000', detail: '#000000' },
    black: { fill: '#000000', outline: '#000000', detail: '#ffffff' },
    last: { fill: null, line: '#000080' },
    selection: { fill: null, line: '#4b004b' },
    target: '#000080',
    markWidth: 4,
  },
} satisfies Record<ThemeName, Palette>;

/** One theme's rules. */
function rulesOf(name: string, p: Palette): string {
  const host = `:host([theme="${name}"])`;
  const fill = (c: string | null) => (c === null ? 'fill: none' : `fill: ${c}`);
  const wide = p.markWidth ? ` stroke-width: ${p.markWidth}px; vector-effect: non-scaling-stroke;` : '';
  return `${host} {
    color: var(--vb-text, ${p.text});
    --_frame: var(--vb-frame, ${p.frame}); --_light: var(--vb-light-square, ${p.light}); --_dark: var(--vb-dark-square, ${p.dark});
    --_coord: var(--vb-coordinates, ${p.coord}); --_accent: var(--vb-accent, ${p.accent}); --_focus: var(--vb-focus, ${p.focus});
    --_panel: var(--vb-panel, ${p.panel}); --_panel-border: var(--vb-panel-border, ${p.panelBorder});
    --_button: var(--vb-button, ${p.button}); --_button-text: var(--vb-button-text, ${p.buttonText});
    --_hex0: var(--vb-hex-1, ${p.hex[0]}); --_hex1: var(--vb-hex-2, ${p.hex[1]}); --_hex2: var(--vb-hex-3, ${p.hex[2]});
    --_wood: var(--vb-wood, ${p.wood}); --_line: var(--vb-line, ${p.line});
  }
  ${host} .coord.on-cell, ${host} .reserve-count { fill: var(--vb-cell-text, ${p.cellText}); }
  ${host} .cell.hex { stroke: ${p.cellLine}; }
  ${host} .point { fill: ${p.point}; }
  ${host} .drawing .reserve:not(.selected) { fill: ${p.panel}; stroke: ${p.panelBorder}; }
  ${host} .piece.white .pb { fill: ${p.white.fill}; stroke: ${p.white.outline}; }
  ${host} .piece.white .pd { stroke: ${p.white.detail}; }
  ${host} .piece.white .pdf, ${host} .piece.white .pm { fill: ${p.white.detail}; }
  ${host} .piece.black .pb { fill: ${p.black.fill}; stroke: ${p.black.outline}; }
  ${host} .piece.black .pd { stroke: ${p.black.detail}; }
  ${host} .piece.black .pdf, ${host} .piece.black .pm { fill: ${p.black.detail}; }
  ${host} .drawing .last { ${fill(p.last.fill)}; }
  ${host} .drawing .last-line, ${host} .drawing .path { stroke: ${p.last.line};${wide} }
  ${host} .drawing .sel { ${fill(p.selection.fill)}; }
  ${host} .drawing .sel-line { stroke: ${p.selection.line};${wide} }
  ${host} .drawing .target:not(.capture) { fill: ${p.target}; opacity: 1; }
  ${host} .drawing .target.capture { stroke: ${p.target}; opacity: 1; }`;
}

/** The themes' stylesheet (today's look, `classic`, is the default sheets' and needs no rule). */
export const themeStyles = THEME_NAMES.filter((n) => n !== 'classic').map((n) => rulesOf(n, THEMES[n])).join('\n');

/** Adopts the themes' sheet into a board's shadow root (once per root; the sheet is shared by the page's boards). */
export const adoptThemes: (root: ShadowRoot) => void = adopter(themeStyles);
