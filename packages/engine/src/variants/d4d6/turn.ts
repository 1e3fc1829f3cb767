/**
 * The turn of d4 d6 chess as decision points: what a player may do in each stage, and what
 * doing it changes. Every action is checked against the list generated here, so the list is
 * the single source of legality.
 */
import {
  BLACK, CAVALO, DIR_NAMES, GUARDA, PLAYING, PROMOTION, RINOCERONTE, START, STEP, TELEPORT, TYPE_LETTER, TYPE_NAME,
  WAITING, colourOf, isGambling, squareName, typeOf,
} from './board.js';
import { diceFor, gamblingMoves } from './moves.js';
import { restingFacing, verticalTowardsSixth, type D4D6State } from './state.js';

export type D4D6Action =
  /** Pick the gambling piece on `from` and the die to roll for it. */
  | { readonly kind: 'choose'; readonly from: number; readonly die: number }
  /** The gambling move: `wait` is where a captured Cavalo goes (-1 when none is captured). */
  | {
      readonly kind: 'move'; readonly from: number; readonly to: number; readonly facing: number;
      readonly capture: boolean; readonly steps: number; readonly wait: number; readonly path: readonly number[] | null;
    }
  /** Special: a Guarda's king step, or its placement from the teleportation area. */
  | { readonly kind: 'guarda'; readonly from: number; readonly to: number }
  /** Special: a Cavalo in the promotion area becomes `type`; the Cavalo goes to `wait`. */
  | { readonly kind: 'promote'; readonly from: number; readonly type: number; readonly facing: number; readonly wait: number }
  /** Special: the third Cavalo: one of the two waiting Cavalos leaves, the other enters on `to`. */
  | { readonly kind: 'third'; readonly from: number; readonly removed: number; readonly to: number }
  /** Special (Rinoceronte variant): turn a Rinoceronte by 90 degrees. */
  | { readonly kind: 'turn'; readonly from: number; readonly facing: number }
  | { readonly kind: 'end' };

const own = (s: D4D6State, code: number) => code !== 0 && colourOf(code) === s.side;

/**
 * Empty squares of the waiting area, where a captured or promoted Cavalo may be put; [-1]
 * when full. `vacated` is the square the capturing piece has just left (a Rinoceronte may
 * start from the waiting area).
 */
function waitingChoices(board: Int8Array, vacated = -1): number[] {
  const out: number[] = [];
  for (let sq = 0; sq < 64; sq++) if (WAITING[sq] && (board[sq] === 0 || sq === vacated)) out.push(sq);
  return out.length ? out : [-1];
}

/** Gambling pieces the side may choose: those in the playing area, and Rinocerontes anywhere. */
export function choosable(s: D4D6State): number[] {
  const out: number[] = [];
  for (let sq = 0; sq < 64; sq++) {
    const c = s.board[sq]!;
    if (own(s, c) && isGambling(c) && (PLAYING[sq] || typeOf(c) === RINOCERONTE)) out.push(sq);
  }
  return out;
}

export function specialActions(s: D4D6State): D4D6Action[] {
  if (s.special) return [];
  const out: D4D6Action[] = [];
  const { board } = s;
  const ownCavalos: number[] = [];
  for (let sq = 0; sq < 64; sq++) {
    const c = board[sq]!;
    if (!own(s, c)) continue;
    const t = typeOf(c);
    if (t === GUARDA) {
      const seen = new Set<number>();
      for (let d = 0; d < 8; d++) {
        const to = STEP[sq * 8 + d]!;
        if (to >= 0 && board[to] === 0) seen.add(to);
      }
      if (TELEPORT[sq]) for (let to = 0; to < 64; to++) if (PLAYING[to] && board[to] === 0) seen.add(to);
      for (const to of [...seen].sort((a, b) => a - b)) out.push({ kind: 'guarda', from: sq, to });
    } else if (t === CAVALO) {
      ownCavalos.push(sq);
      if (PROMOTION[sq]) {
        const waits = waitingChoices(board);
        const types = s.rino ? [1, 2, 3, 4, 6, 7] : [1, 2, 3, 4, 6];
        for (const type of types) {
          const facings = type === RINOCERONTE ? [1, 3, 5, 7] : [-1];
          for (const facing of facings) for (const wait of waits) out.push({ kind: 'promote', from: sq, type, facing, wait });
        }
      }
    } else if (t === RINOCERONTE && s.facing[sq]! < 8) {
      for (const turn of [2, 6]) out.push({ kind: 'turn', from: sq, facing: (s.facing[sq]! + turn) & 7 });
    }
  }
  // "Both of your Cavalos": exactly two, both waiting; one leaves the game, the other enters.
  if (ownCavalos.length === 2 && ownCavalos.every((sq) => WAITING[sq])) {
    for (let to = 0; to < 64; to++) {
      if (START[s.side]![to] && board[to] === 0) out.push({ kind: 'third', from: ownCavalos[0]!, removed: ownCavalos[1]!, to });
    }
  }
  return out;
}

/**
 * Whether `specialActions(s)` would list anything, without building the list: asked after every
 * gambling move (is there an "after" stage?), so the search pays for it at every node.
 */
export function hasSpecialAction(s: D4D6State): boolean {
  if (s.special) return false;
  const { board } = s;
  let cavalos = 0, waiting = 0;
  for (let sq = 0; sq < 64; sq++) {
    const c = board[sq]!;
    if (!own(s, c)) continue;
    const t = typeOf(c);
    if (t === GUARDA) {
      for (let d = 0; d < 8; d++) {
        const to = STEP[sq * 8 + d]!;
        if (to >= 0 && board[to] === 0) return true;
      }
      if (TELEPORT[sq]) for (let to = 0; to < 64; to++) if (PLAYING[to] && board[to] === 0) return true;
    } else if (t === CAVALO) {
      if (PROMOTION[sq]) return true;
      cavalos++;
      if (WAITING[sq]) waiting++;
    } else if (t === RINOCERONTE && s.facing[sq]! < 8) return true;
  }
  if (cavalos === 2 && waiting === 2) for (let to = 0; to < 64; to++) if (START[s.side]![to] && board[to] === 0) return true;
  return false;
}

/** `paths: false` leaves out the drawn path of each move (the AI's search has no use for it). */
export function legalActions(s: D4D6State, over: boolean, paths = true): D4D6Action[] {
  if (over) return [];
  switch (s.stage) {
    case 'start': {
      const out = specialActions(s);
      for (const sq of choosable(s)) for (const die of diceFor(typeOf(s.board[sq]!))) out.push({ kind: 'choose', from: sq, die });
      return out;
    }
    case 'move': {
      const out: D4D6Action[] = [];
      for (const m of gamblingMoves(s.board, s.facing, s.chosen, s.die, s.roll, paths)) {
        const victim = m.capture ? s.board[m.to]! : 0;
        // Only a Cavalo captured in the playing area is kept, in the waiting area.
        const waits = typeOf(victim) === CAVALO && PLAYING[m.to] ? waitingChoices(s.board, m.from) : [-1];
        for (const wait of waits) out.push({ kind: 'move', from: m.from, to: m.to, facing: m.facing, capture: m.capture, steps: m.steps, wait, path: m.path });
      }
      return out;
    }
    case 'after': {
      const out = specialActions(s);
      out.push({ kind: 'end' });
      return out;
    }
    default:
      return [];
  }
}

// ---------------------------------------------------------------------------------------------
// Applying a legal action

function endTurn(s: D4D6State, board: Int8Array, facing: Int8Array, counter: number): D4D6State {
  return { ...s, board, facing, side: 1 - s.side, stage: 'start', chosen: -1, die: 0, roll: 0, special: false, counter };
}

export function applyLegal(s: D4D6State, a: D4D6Action): D4D6State {
  const board = s.board.slice();
  const facing = s.facing.slice();
  switch (a.kind) {
    case 'choose':
      return { ...s, stage: 'roll', chosen: a.from, die: a.die, roll: 0 };
    case 'move': {
      const piece = board[a.from]!;
      const victim = board[a.to]!;
      board[a.from] = 0;
      facing[a.from] = -1;
      board[a.to] = piece;
      facing[a.to] = a.facing;
      if (a.capture && typeOf(victim) === CAVALO && PLAYING[a.to] && a.wait >= 0) {
        board[a.wait] = victim;
        facing[a.wait] = restingFacing(colourOf(victim));
      }
      const reset = a.capture || (typeOf(piece) === CAVALO && a.steps > 0);
      const counter = reset ? 0 : s.counter + 1;
      const next: D4D6State = { ...s, board, facing, stage: 'after', chosen: -1, die: 0, roll: 0, counter };
      if (s.special || !hasSpecialAction(next)) return endTurn(s, board, facing, counter);
      return next;
    }
    case 'guarda':
      board[a.to] = board[a.from]!;
      board[a.from] = 0;
      return afterSpecial(s, board, facing, s.counter);
    case 'promote': {
      const cavalo = board[a.from]!;
      board[a.from] = a.type | (cavalo & BLACK);
      facing[a.from] = a.facing;
      if (a.wait >= 0) {
        board[a.wait] = cavalo;
        facing[a.wait] = restingFacing(colourOf(cavalo));
      }
      return afterSpecial(s, board, facing, 0);
    }
    case 'third':
      board[a.to] = board[a.from]!;
      facing[a.to] = verticalTowardsSixth(s.side, a.to);
      board[a.from] = 0;
      facing[a.from] = -1;
      board[a.removed] = 0;
      facing[a.removed] = -1;
      return afterSpecial(s, board, facing, s.counter);
    case 'turn':
      facing[a.from] = a.facing;
      return afterSpecial(s, board, facing, s.counter);
    case 'end':
      return endTurn(s, board, facing, s.counter);
  }
}

function afterSpecial(s: D4D6State, board: Int8Array, facing: Int8Array, counter: number): D4D6State {
  if (s.stage === 'after') return endTurn(s, board, facing, counter);
  return { ...s, board, facing, special: true, counter };
}

// ---------------------------------------------------------------------------------------------
// Notation: one whitespace-free token per action (see RULES.md).

export function formatAction(s: D4D6State, a: D4D6Action): string {
  const sq = squareName;
  switch (a.kind) {
    case 'choose': return `${sq(a.from)}:d${a.die}`;
    case 'move': {
      const isCavalo = typeOf(s.board[a.from]!) === CAVALO;
      return `${sq(a.from)}${a.capture ? 'x' : '-'}${sq(a.to)}${isCavalo ? `>${DIR_NAMES[a.facing]}` : ''}${a.wait >= 0 ? `@${sq(a.wait)}` : ''}`;
    }
    case 'guarda': return `G${sq(a.from)}-${sq(a.to)}`;
    case 'promote':
      return `${sq(a.from)}=${TYPE_LETTER[a.type]}${a.facing >= 0 ? `>${DIR_NAMES[a.facing]}` : ''}${a.wait >= 0 ? `@${sq(a.wait)}` : ''}`;
    case 'third': return `C*${sq(a.to)}`;
    case 'turn': return `N${sq(a.from)}>${DIR_NAMES[a.facing]}`;
    case 'end': return 'end';
  }
}

const FACING_WORDS = ['north', 'northeast', 'east', 'southeast', 'south', 'southwest', 'west', 'northwest'];

/** A short human description of what distinguishes an action ("face east, Cavalo to a8"). */
export function actionChoice(s: D4D6State, a: D4D6Action): string | undefined {
  switch (a.kind) {
    case 'choose': return `roll d${a.die}`;
    case 'move': {
      const bits: string[] = [];
      if (a.steps === 0) bits.push('stay');
      if (typeOf(s.board[a.from]!) === CAVALO) bits.push(`face ${FACING_WORDS[a.facing]}`);
      if (a.wait >= 0) bits.push(`Cavalo to ${squareName(a.wait)}`);
      return bits.length ? bits.join(', ') : undefined;
    }
    case 'guarda': return undefined;
    case 'promote': {
      const name = TYPE_NAME[a.type]!;
      const bits = [a.facing >= 0 ? `${name} facing ${FACING_WORDS[a.facing]}` : name];
      if (a.wait >= 0) bits.push(`Cavalo to ${squareName(a.wait)}`);
      return bits.join(', ');
    }
    case 'third': return 'third Cavalo';
    case 'turn': return `turn ${FACING_WORDS[a.facing]}`;
    case 'end': return 'end turn';
  }
}
