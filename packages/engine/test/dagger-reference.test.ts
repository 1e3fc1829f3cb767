/**
 * Dagger Chess against a second, deliberately plain implementation of the rules written only
 * for this test: its own coordinates (doubled columns), string cells, a copy-and-recompute move
 * generator. The engine's moves and perft counts must agree with it from the start position and
 * from positions reached by random play.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { randomInt, seededRandom } from '../src/core/random.js';
import { variant, type DaggerState } from '../src/variants/dagger/index.js';

// ---------------------------------------------------------------------------------------------
// The board in doubled coordinates: x counts half cell widths from the axis, y is the rank.
// Every rank is centred on x = 0, so rank y with n cells has cells at x = -(n-1), -(n-3), ..., n-1.

const LETTERS = 'abcdefghjklmn';
const SIZES = [1, 2, 3, 4, 3, 4, 5, 4, 3, 4, 3, 2, 1];
const at = new Map<string, string>(); // "x,y" -> name
const coords = new Map<string, [number, number]>();
SIZES.forEach((n, y) => {
  for (let k = 0; k < n; k++) {
    const x = -(n - 1) + 2 * k;
    const name = `${LETTERS[y]}${k + 1}`;
    at.set(`${x},${y}`, name);
    coords.set(name, [x, y]);
  }
});
const NAMES = [...coords.keys()];
const go = (cell: string, dx: number, dy: number) => {
  const [x, y] = coords.get(cell)!;
  return at.get(`${x + dx},${y + dy}`);
};

const EDGES: [number, number][] = [[2, 0], [1, 1], [-1, 1], [-2, 0], [-1, -1], [1, -1]];
// Diagonals leave through a corner: the sum of two neighbouring edge steps.
const DIAGS: [number, number][] = EDGES.map(([a, b], i) => [a + EDGES[(i + 1) % 6]![0], b + EDGES[(i + 1) % 6]![1]]);
const KNIGHT: [number, number][] = DIAGS.flatMap(([a, b], i) => [EDGES[i]!, EDGES[(i + 1) % 6]!].map(([c, d]) => [a + c, b + d] as [number, number]));

type Colour = 'w' | 'b';
interface Ref {
  board: Map<string, string>; // cell -> piece letter (upper White, lower Black)
  side: Colour;
  hand: Set<string>; // 'a0', 'a2', 'n0', 'n2'
  /** The pawn that just jumped diagonally and the cells it passed between. */
  jump: { cell: string; passed: string[] } | null;
}

const colourOf = (p: string): Colour => (p === p.toUpperCase() ? 'w' : 'b');
const other = (c: Colour): Colour => (c === 'w' ? 'b' : 'w');
const fwd = (c: Colour) => (c === 'w' ? 1 : -1);
const HAND_SOURCES: Record<string, [number, number]> = { a0: [-2, 0], a2: [2, 0], n0: [-2, 12], n2: [2, 12] };
const handOf = (c: Colour) => (c === 'w' ? ['a0', 'a2'] : ['n0', 'n2']);
const kingCell = (c: Colour) => (c === 'w' ? 'a1' : 'n1');

function entryCells(source: string): string[] {
  const [x, y] = HAND_SOURCES[source]!;
  return KNIGHT.map(([dx, dy]) => at.get(`${x + dx},${y + dy}`)).filter((c): c is string => !!c);
}

interface RefMove {
  from: string;
  to: string;
  promo?: string;
  ep?: string; // cell of the pawn taken en passant
  jump?: boolean;
}

function pseudo(s: Ref, side: Colour): RefMove[] {
  const out: RefMove[] = [];
  const own = (c: string | undefined) => c !== undefined && s.board.has(c) && colourOf(s.board.get(c)!) === side;
  const enemy = (c: string | undefined) => c !== undefined && s.board.has(c) && colourOf(s.board.get(c)!) !== side;
  const promoRank = side === 'w' ? 12 : 0;
  const pawnTo = (from: string, to: string, extra: Partial<RefMove> = {}) => {
    if (coords.get(to)![1] === promoRank) for (const p of 'QRBN') out.push({ from, to, promo: p, ...extra });
    else out.push({ from, to, ...extra });
  };
  for (const [cell, piece] of s.board) {
    if (colourOf(piece) !== side) continue;
    const kind = piece.toUpperCase();
    if (kind === 'P') {
      for (const dx of [-1, 1]) {
        const to = go(cell, dx, fwd(side));
        if (to && !own(to)) pawnTo(cell, to);
      }
      const to = go(cell, 0, 2 * fwd(side));
      if (to && !s.board.has(to)) pawnTo(cell, to, { jump: true });
    }
    const leaps = kind === 'N' ? KNIGHT : kind === 'K' ? [...EDGES, ...DIAGS] : [];
    for (const [dx, dy] of leaps) {
      const to = go(cell, dx, dy);
      if (to && !own(to)) out.push({ from: cell, to });
    }
    const rays = kind === 'R' ? EDGES : kind === 'B' ? DIAGS : kind === 'Q' ? [...EDGES, ...DIAGS] : [];
    for (const [dx, dy] of rays) {
      let to = go(cell, dx, dy);
      while (to) {
        if (own(to)) break;
        out.push({ from: cell, to });
        if (enemy(to)) break;
        to = go(to, dx, dy);
      }
    }
  }
  if (s.jump) {
    for (const passed of s.jump.passed) {
      if (s.board.has(passed)) continue;
      for (const dx of [-1, 1]) {
        const from = go(passed, dx, -fwd(side));
        if (from && s.board.get(from) === (side === 'w' ? 'P' : 'p')) out.push({ from, to: passed, ep: s.jump.cell });
      }
    }
  }
  for (const src of handOf(side)) {
    if (!s.hand.has(src)) continue;
    for (const to of entryCells(src)) if (!own(to)) out.push({ from: src, to });
    if (!s.board.has(kingCell(side))) out.push({ from: src, to: kingCell(side) });
  }
  return out;
}

function applyRef(s: Ref, m: RefMove): Ref {
  const board = new Map(s.board);
  const hand = new Set(s.hand);
  let piece: string;
  if (HAND_SOURCES[m.from]) {
    hand.delete(m.from);
    piece = s.side === 'w' ? 'N' : 'n';
  } else {
    piece = board.get(m.from)!;
    board.delete(m.from);
  }
  if (m.ep) board.delete(m.ep);
  if (m.promo) piece = s.side === 'w' ? m.promo : m.promo.toLowerCase();
  board.set(m.to, piece);
  const jump = m.jump ? { cell: m.to, passed: [-1, 1].map((dx) => go(m.from, dx, fwd(s.side))).filter((c): c is string => !!c) } : null;
  return { board, side: other(s.side), hand, jump };
}

function attacked(s: Ref, cell: string, by: Colour): boolean {
  for (const src of handOf(by)) if (s.hand.has(src) && entryCells(src).includes(cell)) return true;
  // Pretend `by` is to move with no en passant and no hand, and see whether anything lands on `cell`.
  const probe: Ref = { board: s.board, side: by, hand: new Set(), jump: null };
  return pseudo(probe, by).some((m) => m.to === cell && !m.jump && !(s.board.get(m.from)?.toUpperCase() === 'P' && !captureStep(m)));
}
/** A pawn's edge step (the only pawn step that attacks). */
const captureStep = (m: RefMove) => {
  const [x0, y0] = coords.get(m.from)!;
  const [x1, y1] = coords.get(m.to)!;
  return Math.abs(x1 - x0) === 1 && Math.abs(y1 - y0) === 1;
};

function legal(s: Ref): RefMove[] {
  return pseudo(s, s.side).filter((m) => {
    const t = applyRef(s, m);
    const king = [...t.board].find(([, p]) => p === (s.side === 'w' ? 'K' : 'k'))![0];
    return !attacked(t, king, other(s.side));
  });
}

function perftRef(s: Ref, depth: number): number {
  if (depth === 0) return 1;
  if (s.board.size === 2 && s.hand.size === 0) return 0; // bare kings: the game is over
  const moves = legal(s);
  if (depth === 1) return moves.length;
  return moves.reduce((n, m) => n + perftRef(applyRef(s, m), depth - 1), 0);
}

/** Reads the engine's position text (board, side, hand, en passant) on its own terms. */
function fromText(text: string): Ref {
  const [boardText, side, handText, ep] = text.split(' ') as [string, Colour, string, string];
  const board = new Map<string, string>();
  boardText.split('/').forEach((rankText, i) => {
    const y = 12 - i;
    let k = 0;
    for (const ch of rankText) {
      if (/\d/.test(ch)) k += Number(ch);
      else board.set(`${LETTERS[y]}${++k}`, ch);
    }
  });
  const hand = new Set(handText === '-' ? [] : handText.match(/../g)!);
  let jump: Ref['jump'] = null;
  if (ep !== '-') {
    const mover = other(side);
    const from = go(ep, 0, -2 * fwd(mover))!;
    jump = { cell: ep, passed: [-1, 1].map((dx) => go(from, dx, fwd(mover))).filter((c): c is string => !!c) };
  }
  return { board, side, hand, jump };
}

const refName = (m: RefMove) => `${m.from}${m.to}${m.promo ? m.promo.toLowerCase() : ''}${m.ep ? ' ep' : ''}`;

function engineNames(s: DaggerState): string[] {
  return variant.legalActions(s).map((a) => {
    const v = variant.actionView(s, a);
    const from = v.from && 'cell' in v.from ? v.from.cell : v.from!.reserve;
    const promo = v.choice && v.choice !== 'en passant' && v.choice !== 'no capture' ? ({ queen: 'q', rook: 'r', bishop: 'b', knight: 'n' } as Record<string, string>)[v.choice] : '';
    return `${from}${v.to}${promo}${v.choice === 'en passant' ? ' ep' : ''}`;
  }).sort();
}

describe('dagger: agreement with a plain reference implementation', () => {
  it('the reference reads 39 cells and the knights enter where the source says', () => {
    assert.equal(NAMES.length, 39);
    assert.deepEqual(entryCells('a0').sort(), ['c3', 'd1', 'd2']);
    assert.deepEqual(entryCells('a2').sort(), ['c1', 'd3', 'd4']);
  });

  it('perft 1-3 from the start position', () => {
    const start = variant.initial();
    const ref = fromText(variant.formatPosition(start));
    for (const depth of [1, 2, 3]) assert.equal(variant.perft!(start, depth), perftRef(ref, depth), `depth ${depth}`);
  });

  it('the same legal moves and perft 2 in positions reached by random play', () => {
    let checked = 0, withEp = 0, withHand = 0, inCheck = 0;
    for (let game = 0; game < 12; game++) {
      const rng = seededRandom(`dagger-ref-${game}`);
      let s = variant.initial();
      for (let ply = 0; ply < 90 && variant.phase(s) === 'decision'; ply++) {
        const ref = fromText(variant.formatPosition(s));
        assert.deepEqual(engineNames(s), legal(ref).map(refName).sort(), variant.formatPosition(s));
        checked++;
        if (ref.jump) withEp++;
        if (variant.view(s).check.length) inCheck++;
        if (ply % 15 === 7) {
          withHand += ref.hand.size ? 1 : 0;
          // From the text alone, so that no repetition history is involved.
          assert.equal(variant.perft!(variant.parsePosition(variant.formatPosition(s)), 2), perftRef(ref, 2), variant.formatPosition(s));
        }
        // Prefer captures, entries and jumps now and then so that the rarer rules get exercised.
        const actions = variant.legalActions(s);
        const views = actions.map((a) => variant.actionView(s, a));
        const lively = actions.filter((_, i) => views[i]!.captures || (views[i]!.from && 'reserve' in views[i]!.from!));
        const pool = lively.length && randomInt(rng, 3) === 0 ? lively : actions;
        s = variant.apply(s, pool[randomInt(rng, pool.length)]!);
      }
    }
    assert.ok(checked > 500, `${checked} positions`);
    assert.ok(withEp > 0 && inCheck > 0 && withHand > 0, `en passant ${withEp}, check ${inCheck}, hand ${withHand}`);
  });

  it('the same legal moves in open positions with kings among the entry cells and pawns near promotion', () => {
    // Kings deep in enemy ground while knights are still in hand, pawns two steps from promotion.
    const starts = [
      '1/2/3/1K2/3/4/5/4/1k1/4/3/PP/1 w a0a2n0n2 - 0 1',
      '1/P1/3/4/1K1/4/5/4/3/1k2/3/1p/1 b a0a2n0n2 - 0 1',
      'k/p1/1P1/4/1q1/1Pp1/5/1pP1/3/4/R1r/Kp/1 w a2n0 - 0 30',
      '1/1P/k2/4/3/2pP/5/Pp2/1K1/4/3/2/1 w n2 - 0 30',
      '1/2/1k1/p3/3/2P1/2p2/1Q2/3/p3/1K1/2/1 b a0a2 - 0 1',
    ];
    let checked = 0;
    for (const [i, text] of starts.entries()) {
      const rng = seededRandom(`dagger-open-${i}`);
      for (let game = 0; game < 6; game++) {
        let s = variant.parsePosition(text);
        for (let ply = 0; ply < 40 && variant.phase(s) === 'decision'; ply++) {
          const ref = fromText(variant.formatPosition(s));
          assert.deepEqual(engineNames(s), legal(ref).map(refName).sort(), variant.formatPosition(s));
          checked++;
          const actions = variant.legalActions(s);
          s = variant.apply(s, actions[randomInt(rng, actions.length)]!);
        }
      }
    }
    assert.ok(checked > 300, `${checked} positions`);
  });
});
