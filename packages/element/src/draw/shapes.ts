/**
 * The drawing vocabulary shared by both renderers: a handful of SVG elements with a fixed,
 * small set of presentation attributes. Scenes are plain data, so the same scene can become
 * Lit templates (in the element) or an SVG string (at build time, in Node).
 */
export type ShapeKind = 'rect' | 'circle' | 'polygon' | 'polyline' | 'line' | 'path' | 'text' | 'g';

export interface Shape {
  readonly kind: ShapeKind;
  readonly cls?: string;
  // geometry
  /** A number, or for a text of characters placed one by one, a list of numbers. */
  readonly x?: number | string;
  readonly y?: number | string;
  readonly width?: number;
  readonly height?: number;
  readonly rx?: number;
  readonly cx?: number;
  readonly cy?: number;
  readonly r?: number;
  readonly points?: string;
  readonly x1?: number;
  readonly y1?: number;
  readonly x2?: number;
  readonly y2?: number;
  readonly d?: string;
  readonly transform?: string;
  // presentation
  readonly fill?: string;
  readonly stroke?: string;
  readonly strokeWidth?: number;
  readonly opacity?: number;
  readonly dash?: string;
  readonly linecap?: string;
  readonly fontSize?: number;
  readonly anchor?: string;
  readonly fontWeight?: string;
  readonly font?: string;
  readonly text?: string;
  readonly children?: readonly Shape[];
}

/** Attribute order and names, used by both renderers. */
export const ATTRS: readonly (readonly [keyof Shape, string])[] = [
  ['cls', 'class'],
  ['x', 'x'], ['y', 'y'], ['width', 'width'], ['height', 'height'], ['rx', 'rx'],
  ['cx', 'cx'], ['cy', 'cy'], ['r', 'r'], ['points', 'points'],
  ['x1', 'x1'], ['y1', 'y1'], ['x2', 'x2'], ['y2', 'y2'], ['d', 'd'], ['transform', 'transform'],
  ['fill', 'fill'], ['stroke', 'stroke'], ['strokeWidth', 'stroke-width'], ['opacity', 'opacity'],
  ['dash', 'stroke-dasharray'], ['linecap', 'stroke-linecap'],
  ['fontSize', 'font-size'], ['anchor', 'text-anchor'], ['fontWeight', 'font-weight'], ['font', 'font-family'],
];

/** Rounds to two decimals so that both renderers print the same numbers. */
export const r2 = (n: number): number => Math.round(n * 100) / 100;

/** Written as the style sheet writes it (styles.ts, minified): the core's compression then stores it once. */
export const FONT = "system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif";
