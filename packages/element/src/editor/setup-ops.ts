/**
 * Edits of a Setup (see the engine's SetupHooks), as pure functions: each returns a new setup
 * and never checks the rules (the game's `fromSetup` does that). No DOM, so easy to test.
 */
import type { Facing, PieceView, PositionView, Setup, SetupPiece, SetupSpec, Side } from '../engine.js';

export const samePiece = (a: { kind: string; side: string } | undefined, b: { kind: string; side: string } | undefined): boolean =>
  !!a && !!b && a.kind === b.kind && a.side === b.side;

/** The palette entry a piece belongs to. */
export const paletteOf = (spec: SetupSpec, p: PieceView | undefined): SetupPiece | undefined =>
  p ? spec.palette.find((q) => samePiece(q, p)) : undefined;

function withPieces(setup: Setup, pieces: Record<string, PieceView>): Setup {
  return { ...setup, pieces };
}

/** A palette piece as it first goes on the board: with its first (forward) facing. */
export function fresh(piece: SetupPiece): PieceView {
  const f = piece.facings?.[0];
  return f ? { kind: piece.kind, side: piece.side, facing: f } : { kind: piece.kind, side: piece.side };
}

export function put(setup: Setup, cell: string, piece: PieceView): Setup {
  return withPieces(setup, { ...setup.pieces, [cell]: piece });
}

export function remove(setup: Setup, cell: string): Setup {
  if (!setup.pieces[cell]) return setup;
  const pieces = { ...setup.pieces };
  delete pieces[cell];
  return withPieces(setup, pieces);
}

export function move(setup: Setup, from: string, to: string): Setup {
  const p = setup.pieces[from];
  if (!p || from === to) return setup;
  return put(remove(setup, from), to, p);
}

/** The next facing the palette allows for the piece on `cell` (unchanged when it has none). */
export function rotate(setup: Setup, spec: SetupSpec, cell: string): Setup {
  const p = setup.pieces[cell];
  const facings = paletteOf(spec, p)?.facings ?? [];
  if (!p || facings.length < 2) return setup;
  const next = facings[(facings.indexOf(p.facing ?? null) + 1) % facings.length] ?? null;
  return put(setup, cell, next ? { kind: p.kind, side: p.side, facing: next as Facing } : { kind: p.kind, side: p.side });
}

/**
 * What a click with a palette piece does: put it there; on the same piece, turn it (pieces
 * with facings) or take it away (the others), so a second click undoes the first.
 */
export function placeOrToggle(setup: Setup, spec: SetupSpec, cell: string, piece: SetupPiece): Setup {
  const here = setup.pieces[cell];
  if (samePiece(here, piece)) return (piece.facings?.length ?? 0) > 1 ? rotate(setup, spec, cell) : remove(setup, cell);
  return put(setup, cell, fresh(piece));
}

export function setReserve(setup: Setup, reserve: string, count: number): Setup {
  return { ...setup, reserves: { ...setup.reserves, [reserve]: count } };
}

export function setField(setup: Setup, id: string, value: string): Setup {
  return { ...setup, fields: { ...setup.fields, [id]: value } };
}

export function setToMove(setup: Setup, side: Side): Setup {
  return { ...setup, toMove: side };
}

/** An empty board: no pieces, empty reserves, White to move, every field blank. */
export function cleared(spec: SetupSpec): Setup {
  return {
    pieces: {},
    reserves: Object.fromEntries(spec.reserves.map((r) => [r.reserve, 0])),
    toMove: 'white',
    fields: Object.fromEntries(spec.fields.map((f) => [f.id, f.blank])),
  };
}

/** What the drawing needs, straight from the setup (it may be illegal, so no rules are asked). */
export function viewOf(setup: Setup, spec: SetupSpec): PositionView {
  return {
    pieces: new Map(Object.entries(setup.pieces)),
    reserves: spec.reserves.map((r) => ({ reserve: r.reserve, side: r.side, kind: r.kind, count: setup.reserves[r.reserve] ?? 0 })),
    toMove: setup.toMove,
    phase: 'decision',
    dice: [],
    check: [],
  };
}
