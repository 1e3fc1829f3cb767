/**
 * Dart 6x6 Chess move generation checked against a deliberately naive second generator
 * written here from the rules (string squares, "can the opponent capture my king" legality),
 * plus perft/divide through the generic helpers and the CLI.
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { divide, genericPerft } from '../src/core/search-helpers.js';
import { seededRandom, randomInt } from '../src/core/random.js';
import { variant, type DartState } from '../src/variants/dart/index.js';

// ---------------------------------------------------------------------------------------------
// Reference generator: plain objects, no tables, no make/unmake.

type Cell = string; // 'K', 'p', 'D', 'd', '' ...
interface Ref {
  cells: Cell[][]; // [file][rank]
  hand: { w: number; b: number };
  side: 'w' | 'b';
}

function refFromText(text: string): Ref {
  const [boardHand, side] = text.split(' ') as [string, 'w' | 'b'];
  const [board, hand] = boardHand.slice(0, -1).split('[') as [string, string];
  const cells: Cell[][] = Array.from({ length: 6 }, () => Array<Cell>(6).fill(''));
  board.split('/').forEach((row, i) => {
    let f = 0;
    for (const ch of row) {
      if (/\d/.test(ch)) f += Number(ch);
      else cells[f++]![5 - i] = ch;
    }
  });
  return { cells, side, hand: { w: [...hand].filter((c) => c === 'D').length, b: [...hand].filter((c) => c === 'd').length } };
}

const at = (r: Ref, f: number, k: number): Cell | undefined => (f < 0 || f > 5 || k < 0 || k > 5 ? undefined : r.cells[f]![k]!);
const isDart = (c: Cell | undefined) => c === 'D' || c === 'd';
const colourOf = (c: Cell): 'w' | 'b' | null => (c === '' || isDart(c) ? null : c === c.toUpperCase() ? 'w' : 'b');
const name = (f: number, k: number) => 'abcdef'[f]! + (k + 1);

/** Pseudo-legal moves as "a1a2", "a5a6R", "@c3". */
function refPseudo(r: Ref, side: 'w' | 'b'): string[] {
  const out: string[] = [];
  const enemy = side === 'w' ? 'b' : 'w';
  const canLand = (c: Cell | undefined) => c !== undefined && !isDart(c) && colourOf(c) !== side;
  for (let f = 0; f < 6; f++) for (let k = 0; k < 6; k++) {
    const c = r.cells[f]![k]!;
    if (colourOf(c) !== side) continue;
    const t = c.toUpperCase();
    const from = name(f, k);
    const add = (tf: number, tk: number) => out.push(from + name(tf, tk));
    if (t === 'P') {
      const dir = side === 'w' ? 1 : -1, last = side === 'w' ? 5 : 0;
      const push = (tf: number, tk: number) => {
        if (tk === last) for (const p of 'RNB') out.push(from + name(tf, tk) + p);
        else add(tf, tk);
      };
      if (at(r, f, k + dir) === '') push(f, k + dir);
      for (const df of [-1, 1]) {
        const cc = at(r, f + df, k + dir);
        if (cc !== undefined && colourOf(cc) === enemy) push(f + df, k + dir);
      }
    } else if (t === 'N') {
      for (const [df, dk] of [[1, 2], [-1, 2], [1, -2], [-1, -2], [2, 1], [2, -1], [-2, 1], [-2, -1]] as const) {
        if (!canLand(at(r, f + df, k + dk))) continue;
        // Squares its straight line crosses.
        const cross = Math.abs(dk) === 2 ? [[f, k + dk / 2], [f + df, k + dk / 2]] : [[f + df / 2, k], [f + df / 2, k + dk]];
        if (cross.some(([x, y]) => isDart(at(r, x!, y!)))) continue;
        add(f + df, k + dk);
      }
    } else if (t === 'K') {
      for (let df = -1; df <= 1; df++) for (let dk = -1; dk <= 1; dk++) {
        if ((df || dk) && canLand(at(r, f + df, k + dk))) add(f + df, k + dk);
      }
    } else {
      const dirs = t === 'R' ? [[1, 0], [-1, 0], [0, 1], [0, -1]] : [[1, 1], [1, -1], [-1, 1], [-1, -1]];
      for (const [df, dk] of dirs) {
        for (let s = 1; ; s++) {
          const cc = at(r, f + df! * s, k + dk! * s);
          if (cc === undefined || isDart(cc) || colourOf(cc) === side) break;
          add(f + df! * s, k + dk! * s);
          if (cc !== '') break;
        }
      }
    }
  }
  if (r.hand[side] > 0) for (let f = 1; f <= 4; f++) for (let k = 1; k <= 4; k++) if (r.cells[f]![k] === '') out.push('@' + name(f, k));
  return out;
}

function refApply(r: Ref, m: string): Ref {
  const cells = r.cells.map((col) => col.slice());
  const hand = { ...r.hand };
  const sq = (s: string) => [s.charCodeAt(0) - 97, Number(s[1]) - 1] as const;
  if (m[0] === '@') {
    const [f, k] = sq(m.slice(1, 3));
    cells[f]![k] = r.side === 'w' ? 'D' : 'd';
    hand[r.side]--;
  } else {
    const [ff, fk] = sq(m.slice(0, 2)), [tf, tk] = sq(m.slice(2, 4));
    let piece = cells[ff]![fk]!;
    if (m[4]) piece = r.side === 'w' ? m[4] : m[4].toLowerCase();
    cells[tf]![tk] = piece;
    cells[ff]![fk] = '';
  }
  return { cells, hand, side: r.side === 'w' ? 'b' : 'w' };
}

/** Legal: after the move, no pseudo-legal reply lands on the mover's king. */
function refLegal(r: Ref): string[] {
  return refPseudo(r, r.side).filter((m) => {
    const next = refApply(r, m);
    const king = r.side === 'w' ? 'K' : 'k';
    let kf = -1, kk = -1;
    for (let f = 0; f < 6; f++) for (let k = 0; k < 6; k++) if (next.cells[f]![k] === king) [kf, kk] = [f, k];
    const target = name(kf, kk);
    return !refPseudo(next, next.side).some((x) => x.slice(2, 4) === target && x[0] !== '@');
  });
}

function refPerft(r: Ref, depth: number): number {
  if (depth === 0) return 1;
  const moves = refLegal(r);
  if (depth === 1) return moves.length;
  return moves.reduce((n, m) => n + refPerft(refApply(r, m), depth - 1), 0);
}

/** The engine's move in reference form. */
function engineMoves(s: DartState): string[] {
  return variant.legalActions(s).map((a) => {
    const v = variant.actionView(s, a);
    const promo = v.choice ? ({ rook: 'R', knight: 'N', bishop: 'B' } as Record<string, string>)[v.choice] : '';
    return 'cell' in v.from! ? v.from.cell + v.to + promo : '@' + v.to;
  });
}

// ---------------------------------------------------------------------------------------------

describe('dart: move generation against an independent reference', () => {
  it('the start position has the same legal moves in both generators', () => {
    const s = variant.initial();
    assert.deepEqual(engineMoves(s).sort(), refLegal(refFromText(variant.formatPosition(s))).sort());
  });

  it('perft 1-3 from the start equals the reference, the generic walk and the fast walk', () => {
    const s = variant.initial();
    const ref = refFromText(variant.formatPosition(s));
    for (let d = 1; d <= 3; d++) {
      const fast = variant.perft(s, d);
      assert.equal(fast, refPerft(ref, d), `depth ${d}`);
      assert.equal(variant.perft(s, d, { bulk: false }), fast);
      if (d <= 2) assert.equal(genericPerft(variant, s, d), fast);
    }
  });

  it('random positions with darts thrown: same moves, and perft 2 agrees', () => {
    const rng = seededRandom('dart-reference');
    let compared = 0, withDarts = 0;
    // DART_REFERENCE_GAMES raises the count for a longer one-off check.
    const games = Number(process.env['DART_REFERENCE_GAMES'] ?? 30);
    for (let game = 0; game < games; game++) {
      let s = variant.initial();
      const plies = 10 + randomInt(rng, 50);
      for (let i = 0; i < plies && variant.phase(s) === 'decision'; i++) {
        const acts = variant.legalActions(s);
        // Prefer throws now and then so dart-heavy positions are common.
        const throws = acts.filter((a) => variant.actionView(s, a).from && 'reserve' in variant.actionView(s, a).from!);
        const pool = throws.length && randomInt(rng, 3) === 0 ? throws : acts;
        s = variant.apply(s, pool[randomInt(rng, pool.length)]!);
        if (variant.phase(s) !== 'decision') break;
        const ref = refFromText(variant.formatPosition(s));
        assert.deepEqual(engineMoves(s).sort(), refLegal(ref).sort(), variant.formatPosition(s));
        compared++;
      }
      if (variant.phase(s) === 'decision') {
        if (s.hands[0] + s.hands[1] < 6) withDarts++;
        const text = variant.formatPosition(s);
        // From the text alone (no game history, so no repetitions) against the reference...
        assert.equal(variant.perft(variant.parsePosition(text), 2), refPerft(refFromText(text), 2), text);
        // ...and with the game's history, the fast walk agrees with the generic one (repetitions included).
        assert.equal(variant.perft(s, 2), genericPerft(variant, s, 2), text);
      }
    }
    assert.ok(compared > 300 && withDarts > 10, `compared ${compared}, with darts ${withDarts}`);
  });
});

describe('dart: perft and the draw rules', () => {
  it('a move that repeats a position for the third time ends the game inside perft too', () => {
    let s = variant.initial();
    for (const m of ['e1c2', 'b6d5', 'c2e1', 'd5b6', 'e1c2', 'b6d5', 'c2e1']) s = variant.apply(s, variant.parseAction(s, m));
    const repeat = variant.apply(s, variant.parseAction(s, 'd5b6'));
    assert.equal(variant.phase(repeat), 'over');
    assert.equal(variant.perft(repeat, 1), 0);
    assert.equal(variant.perft(s, 2), genericPerft(variant, s, 2));
    assert.equal(variant.perft(s, 2, { bulk: false }), variant.perft(s, 2));
    // The same board from its text (no history) is not a repetition.
    assert.ok(variant.perft(variant.parsePosition(variant.formatPosition(repeat)), 1) > 0);
  });

  it('the fifty-move rule and bare kings end the walk', () => {
    // Ply 100 without pawn move, capture or throw: every quiet reply ends the game.
    const quiet = variant.parsePosition('2k3/6/6/6/6/R4K[] w 99 80');
    assert.ok(variant.perft(quiet, 1) > 0);
    assert.equal(variant.perft(quiet, 2), 0);
    assert.equal(genericPerft(variant, quiet, 2), 0);
    // A throw resets the clock, so only the throws have replies.
    const dart = variant.parsePosition('2k3/6/6/6/6/R4K[D] w 99 80');
    const afterThrows = variant.legalActions(dart)
      .filter((a) => variant.formatAction(dart, a).startsWith('D@'))
      .reduce((n, a) => n + variant.legalActions(variant.apply(dart, a)).length, 0);
    assert.ok(afterThrows > 0);
    assert.equal(variant.perft(dart, 2), afterThrows);
    assert.equal(genericPerft(variant, dart, 2), afterThrows);
    const bare = variant.parsePosition('k5/6/6/6/6/5K[DDDddd] w 0 1');
    assert.equal(variant.perft(bare, 1), 0);
    assert.equal(genericPerft(variant, bare, 1), 0);
  });
});

describe('dart: divide and the command line', () => {
  it('divide sums to perft and lists every first move once, by notation', () => {
    const s = variant.initial();
    const rows = divide(variant, s, 2);
    assert.equal(rows.length, variant.legalActions(s).length);
    assert.equal(rows.reduce((n, r) => n + r.count, 0), variant.perft(s, 2));
    // Each row is the number of replies to that move.
    for (const r of rows) assert.equal(r.count, variant.legalActions(variant.apply(s, variant.parseAction(s, r.notation))).length);
    const throwRow = rows.find((r) => r.notation === 'D@c3');
    assert.ok(throwRow, 'D@c3 is a first move');
  });

  // The package bin (what `npx variant-board` runs), started directly so the test does not
  // depend on node_modules/.bin being linked.
  const bin = fileURLToPath(new URL('../bin/variant-board.js', import.meta.url));
  const cli = (...args: string[]) => execFileSync(process.execPath, [bin, ...args], { encoding: 'utf8' });

  it('variant-board perft dart 3 prints the fast count; --divide ends with the total', () => {
    const expected = String(variant.perft(variant.initial(), 3));
    const out = cli('perft', 'dart', '3');
    assert.equal(out.trim().split('\n').at(-1), expected);
    const div = cli('perft', 'dart', '2', '--divide', '--position', 'k5/6/6/6/P5/5K[Dd] w 0 1');
    const lines = div.trim().split('\n');
    const total = Number(lines.at(-1));
    const s = variant.parsePosition('k5/6/6/6/P5/5K[Dd] w 0 1');
    assert.equal(total, variant.perft(s, 2));
    assert.ok(lines.includes(`Kf2: ${variant.legalActions(variant.apply(s, variant.parseAction(s, 'Kf2'))).length}`));
  });
});
