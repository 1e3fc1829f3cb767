/**
 * Build-time access to the rules engine. Pages never hand-write a position when the engine can
 * build it: everything shown on a board is checked here, so a wrong diagram fails the build.
 */
import { GameSession, loadVariant, tokenizeRecord, VARIANT_IDS } from '../../../packages/engine/src/index.ts';
import type { AnyVariant, VariantId, VariantOptions } from '../../../packages/engine/src/index.ts';

export type { AnyVariant, VariantId, VariantOptions };
export { GameSession, VARIANT_IDS };

export const GAMES: Record<VariantId, { name: string; href: string; blurb: string }> = {
  dart: {
    name: 'Dart 6x6 Chess',
    href: '/games/dart/',
    blurb: 'Chess on a 6x6 board where each side may throw three immovable darts into the centre.',
  },
  dice: {
    name: 'Dice Chess',
    href: '/games/dice/',
    blurb: 'Ordinary chess, except two dice decide which kinds of piece may move each turn.',
  },
  sixstone: {
    name: 'Six Stone Chess',
    href: '/games/sixstone/',
    blurb: 'Six stones a side on a 4x4 grid of points; two friendly stones in a row capture.',
  },
  dagger: {
    name: 'Dagger Chess',
    href: '/games/dagger/',
    blurb: 'Hexagonal chess on 39 cells shaped like a dagger, with both knights held in hand.',
  },
  d4d6: {
    name: 'd4 d6 chess',
    href: '/games/d4d6/',
    blurb: 'Cats, rats, ants and horses that walk as far as a four- or six-sided die says.',
  },
};

const cache = new Map<string, Promise<AnyVariant>>();

/** The variant's rules, loaded once per build; a game that fails to load stops the build with its own error. */
export function variantOf(id: VariantId): Promise<AnyVariant> {
  let p = cache.get(id);
  if (!p) {
    p = loadVariant(id);
    cache.set(id, p);
  }
  return p;
}

export function splitMoves(moves: string | readonly string[] | undefined): string[] {
  if (moves === undefined) return [];
  if (typeof moves !== 'string') return [...moves];
  return tokenizeRecord(moves).tokens;
}

/** Replays a position and moves; throws (failing the build) when any of it is not legal. */
export function replay(
  v: AnyVariant,
  init: { options?: VariantOptions; position?: string; moves?: string | readonly string[] },
): GameSession {
  const session = new GameSession(v, { options: init.options, position: init.position });
  session.playTokens(splitMoves(init.moves));
  return session;
}

/**
 * Cells the piece on `cell` can reach in `state` (every legal action that starts there).
 * `hand` stands for every piece held off the board (reserves).
 */
export function reachableFrom(v: AnyVariant, state: unknown, cell: string): string[] {
  if (v.phase(state) !== 'decision') return [];
  const out = new Set<string>();
  for (const a of v.legalActions(state)) {
    const view = v.actionView(state, a);
    if (!view.from || !view.to) continue;
    const fits = 'cell' in view.from ? view.from.cell === cell : cell === 'hand';
    if (fits) out.add(view.to);
  }
  return [...out].sort();
}

/** A diagram step: a record token, a move given by its cells, or (d4 d6) a piece chosen and rolled. */
export type Step =
  | string
  | readonly [string, string]
  | readonly [string, string, string]
  | { readonly select: string; readonly die?: string; readonly roll?: string };

/** Plays diagram steps on a session, turning cell pairs into the game's own notation. */
export function playSteps(v: AnyVariant, session: GameSession, steps: readonly Step[]): void {
  for (const step of steps) {
    if (typeof step === 'string') {
      session.playTokens([step]);
      continue;
    }
    const state = session.state;
    if (Array.isArray(step)) {
      // An optional third element picks among moves sharing both cells by the action view's choice.
      const [from, to, choice] = step as readonly [string, string, string?];
      const action = v.legalActions(state).find((a) => {
        const view = v.actionView(state, a);
        return view.from !== undefined && 'cell' in view.from && view.from.cell === from && view.to === to &&
          (choice === undefined || view.choice === choice);
      });
      if (action === undefined) throw new Error(`${v.id}: no legal move from ${from} to ${to} in ${v.formatPosition(state)}`);
      session.play(v.formatAction(state, action));
      continue;
    }
    const sel = step as { select: string; die?: string; roll?: string };
    // Choose the piece (and die) by its cell, then set the roll.
    const action = v.legalActions(state).find((a) => {
      const view = v.actionView(state, a);
      const fromOk = view.from !== undefined && 'cell' in view.from && view.from.cell === sel.select;
      return fromOk && (sel.die === undefined || (view.choice ?? view.notation).includes(sel.die));
    });
    if (action === undefined) throw new Error(`${v.id}: cannot choose the piece on ${sel.select}`);
    session.play(v.formatAction(state, action));
    if (sel.roll !== undefined) session.setRoll(sel.roll);
  }
}
