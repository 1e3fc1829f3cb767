/**
 * One arrow token (`e2e4`, `e2-e4`, `e2->e4`, `e2>e4`, `e2→e4`) as its two ends, or null. A token
 * without a separator is split where both halves are cells of the board, so cell names of any
 * length work. Shared by the drawing (draw/arrows.ts) and the attribute check, which must read
 * tokens alike.
 */
export function arrowEnds(tok: string, cells: ReadonlySet<string>): [string, string] | null {
  const parts = tok.split(/-+>?|>|→/).filter(Boolean);
  if (parts.length === 2) return [parts[0]!, parts[1]!];
  for (let i = 1; i < tok.length; i++) {
    const a = tok.slice(0, i), b = tok.slice(i);
    if (cells.has(a) && cells.has(b)) return [a, b];
  }
  return null;
}
