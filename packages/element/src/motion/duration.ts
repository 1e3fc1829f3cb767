/** The glide's length from the `animation` attribute (no DOM: the attribute check shares it). */
export const DEFAULT_MS = 200;
/** Longer glides would keep the board from showing its position for too long. */
export const MAX_MS = 5000;

/** `none` (or 0) for no glide, a whole number of milliseconds (at most MAX_MS), else about 200 ms. */
export function glideMs(value: unknown): number {
  const t = value === undefined || value === null ? '' : String(value).trim().toLowerCase();
  if (t === 'none') return 0;
  return /^\d+$/.test(t) ? Math.min(Number(t), MAX_MS) : DEFAULT_MS;
}
