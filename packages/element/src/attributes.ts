/** Parsing of the element's text attributes that every board draws (cells, arrows). No DOM. */

/** `"e4 d5"`, `"e4,d5"` -> cells. */
export function parseCells(v: string | null | undefined): string[] {
  return (v ?? '').split(/[\s,;]+/).filter(Boolean);
}

/**
 * Arrows as `e2e4 g1-f3 a1>b2` (or an array of pairs). A token without a separator is split
 * where both halves are cells of the board, so cell names of any length work.
 */
export function parseArrows(
  v: string | readonly (readonly [string, string])[] | null | undefined,
  cells: readonly string[],
): [string, string][] {
  if (!v) return [];
  if (Array.isArray(v)) return v.map(([a, b]) => [a, b] as [string, string]);
  const known = new Set(cells);
  const out: [string, string][] = [];
  for (const tok of (v as string).split(/[\s,;]+/).filter(Boolean)) {
    const parts = tok.split(/-+>?|>|→/).filter(Boolean);
    if (parts.length === 2) {
      out.push([parts[0]!, parts[1]!]);
      continue;
    }
    for (let i = 1; i < tok.length; i++) {
      const a = tok.slice(0, i), b = tok.slice(i);
      if (known.has(a) && known.has(b)) {
        out.push([a, b]);
        break;
      }
    }
  }
  return out;
}
