/** Parsing of the element's text attributes that every board draws (cells; arrows are parsed by draw/arrows.ts). No DOM. */

/** `"e4 d5"`, `"e4,d5"` -> cells. */
export function parseCells(v: string | null | undefined): string[] {
  return (v ?? '').split(/[\s,;]+/).filter(Boolean);
}
