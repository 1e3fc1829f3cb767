/**
 * The heat map's colours: a diverging purple-to-orange scale (ColorBrewer's PuOr, which stays
 * readable with the common colour-vision deficiencies), purple for Black's wins, near-white for
 * an even game, orange for White's wins. Values are White's expected result, -1 .. +1.
 */

/** Eleven stops from -1 (Black wins) to +1 (White wins). */
export const STOPS: readonly string[] = [
  '#2d004b', '#542788', '#8073ac', '#b2abd2', '#d8daeb', '#f7f7f7', '#fee0b6', '#fdb863', '#e08214', '#b35806', '#7f3b08',
];

const rgb = (hex: string): [number, number, number] => [
  parseInt(hex.slice(1, 3), 16), parseInt(hex.slice(3, 5), 16), parseInt(hex.slice(5, 7), 16),
];
const RGB = STOPS.map(rgb);
const hex2 = (n: number) => Math.round(n).toString(16).padStart(2, '0');

function mix(v: number): [number, number, number] {
  const t = (Math.max(-1, Math.min(1, v)) + 1) / 2 * (RGB.length - 1);
  const i = Math.min(RGB.length - 2, Math.floor(t));
  const f = t - i;
  const a = RGB[i]!, b = RGB[i + 1]!;
  return [a[0] + (b[0] - a[0]) * f, a[1] + (b[1] - a[1]) * f, a[2] + (b[2] - a[2]) * f];
}

/** The fill for a value. */
export function heatColour(v: number): string {
  const [r, g, b] = mix(v);
  return `#${hex2(r)}${hex2(g)}${hex2(b)}`;
}

/** Black or white text, whichever contrasts more with the value's fill (WCAG relative luminance). */
export function inkFor(v: number): string {
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  const [r, g, b] = mix(v);
  const l = 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
  return (l + 0.05) / 0.05 > 1.05 / (l + 0.05) ? '#000000' : '#ffffff';
}

/** A value as signed text: "+0.42", "−0.17" (a true minus sign), "0.00". */
export function formatValue(v: number, digits = 2): string {
  const text = Math.abs(v).toFixed(digits);
  if (Number(text) === 0) return (0).toFixed(digits);
  return `${v > 0 ? '+' : '\u2212'}${text}`;
}

/** Words for a value, for screen readers and the table. */
export function describeValue(v: number): string {
  if (v >= 1 - 1e-6) return 'White wins';
  if (v <= -1 + 1e-6) return 'Black wins';
  if (Math.abs(v) < 1e-6) return 'a draw';
  if (Math.abs(v) < 0.0005) return 'even';
  return v > 0 ? 'White ahead' : 'Black ahead';
}
