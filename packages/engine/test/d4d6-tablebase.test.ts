/** d4 d6 chess: the two-piece tablebase, checked against the game's own turn structure. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { PositionError } from '../src/core/errors.js';
import { main } from '../src/cli/main.js';
import { variant, type D4D6State } from '../src/variants/d4d6/index.js';
import { BORDER, PLAYING, rankOf } from '../src/variants/d4d6/board.js';
import { clearTablebaseCache, solvePair, tablebaseSummary, tablebaseValue, tuning } from '../src/variants/d4d6/tablebase.js';

const V = variant;

/** The position with waiting-area pieces removed: in a two-piece world they play no part. */
function withoutWaiting(s: D4D6State): D4D6State {
  const board = s.board.slice(), facing = s.facing.slice();
  for (let sq = 0; sq < 64; sq++) if (!PLAYING[sq]) { board[sq] = 0; facing[sq] = -1; }
  return { ...s, board, facing };
}

/**
 * One turn played out through the variant's public API (choose piece and die, roll, move,
 * optional promotion before or after), with the table valuing the positions it leads to.
 */
function valueByApi(s: D4D6State, mover: string): number {
  const result = V.result(s);
  if (result) return result.winner === 'white' ? 1 : result.winner === 'black' ? -1 : 0;
  if (V.toMove(s) !== mover && s.stage === 'start') return tablebaseValue(withoutWaiting(s));
  if (V.phase(s) === 'chance') {
    return V.chanceOutcomes(s).reduce((sum, o) => sum + o.probability * valueByApi(V.applyChance(s, o.outcome), mover), 0);
  }
  const values = V.legalActions(s).map((a) => valueByApi(V.apply(s, a), mover));
  return mover === 'white' ? Math.max(...values) : Math.min(...values);
}

type Piece = 'rato' | 'formiga' | 'gata' | 'gato' | 'cavalo';
/** Every `every`-th position of a table, as position text. */
function samplePositions(white: Piece, black: Piece, toMove: 'white' | 'black', every: number): string[] {
  const table = solvePair(white, black);
  const out: string[] = [];
  let i = 0;
  for (const wp of table.whitePlacements) for (const bp of table.blackPlacements) {
    if (wp.sq === bp.sq || i++ % every !== 0) continue;
    const board = new Int8Array(64), facing = new Int8Array(64).fill(-1);
    const code = (name: string) => ['', 'rato', 'formiga', 'gata', 'gato', 'cavalo'].indexOf(name);
    board[wp.sq] = code(white); facing[wp.sq] = wp.facing;
    board[bp.sq] = code(black) | 8; facing[bp.sq] = bp.facing;
    out.push(V.formatPosition({ rino: false, board, facing, side: toMove === 'white' ? 0 : 1, stage: 'start', chosen: -1, die: 0, roll: 0, special: false, counter: 0 }));
  }
  return out;
}

describe('d4d6 tablebase', () => {
  it('agrees with one turn played through the game API (Bellman check), promotions included', () => {
    for (const [white, black, toMove, every] of [
      ['cavalo', 'rato', 'white', 97],
      ['gata', 'cavalo', 'black', 211],
      ['gato', 'formiga', 'white', 151],
    ] as const) {
      for (const text of samplePositions(white, black, toMove, every)) {
        const s = V.parsePosition(text);
        const expected = tablebaseValue(s);
        const got = valueByApi(s, toMove);
        assert.ok(Math.abs(expected - got) < 1e-9, `${text}: table ${expected}, one turn ${got}`);
      }
    }
  });

  it('is symmetric: swapping the colours (mirrored) negates the value', () => {
    const mirror = (text: string) => {
      const [board, side, ...rest] = text.split(' ');
      const flipped = board!.split('/').reverse().map((r) =>
        r.replace(/([A-Za-z])(?:\(([a-z]+)\))?/g, (_m, c: string, f?: string) =>
          (c === c.toUpperCase() ? c.toLowerCase() : c.toUpperCase()) +
          (f ? `(${f === 'n' ? 's' : f === 's' ? 'n' : f})` : ''))).join('/');
      return [flipped, side === 'w' ? 'b' : 'w', ...rest].join(' ');
    };
    for (const text of samplePositions('formiga', 'cavalo', 'white', 37)) {
      const a = tablebaseValue(V.parsePosition(text));
      const b = tablebaseValue(V.parsePosition(mirror(text)));
      assert.ok(Math.abs(a + b) < 1e-9, `${text}: ${a} vs mirrored ${b}`);
    }
  });

  it('scores endless play 0: Ratos on squares of different colours never meet', () => {
    const s = tablebaseSummary('rato', 'rato', { whiteSquares: 'light', blackSquares: 'dark' });
    assert.equal(s.count, 24 * 24);
    assert.equal(s.best.value, 0);
    assert.equal(s.worst.value, 0);
    const same = tablebaseSummary('rato', 'rato', { whiteSquares: 'light', blackSquares: 'light' });
    assert.equal(same.count, 24 * 23);
    assert.ok(same.best.value > 0 && same.worst.value < 0);
  });

  it('averages are plain means over every placement; Cavalos count once per allowed facing', () => {
    const table = solvePair('gato', 'cavalo');
    // Count the Black Cavalo's (square, facing) pairs straight from the ruling.
    let cavalo = 0;
    for (let sq = 0; sq < 64; sq++) {
      if (!PLAYING[sq]) continue;
      if (BORDER[sq]) { cavalo++; continue; }
      cavalo += 2; // east, west
      if (rankOf(sq) > 2) cavalo++; // south, before its sixth rank (rank 3)
      if (rankOf(sq) < 2) cavalo++; // north, ranks 1-2
    }
    assert.equal(table.blackPlacements.length, cavalo);
    const s = tablebaseSummary('gato', 'cavalo', { toMove: 'black' });
    let sum = 0, n = 0;
    table.whitePlacements.forEach((wp, w) => table.blackPlacements.forEach((bp, b) => {
      if (wp.sq === bp.sq) return;
      sum += table.values[(w * table.blackPlacements.length + b) * 2 + 1]!;
      n++;
    }));
    assert.equal(s.count, n);
    assert.ok(Math.abs(s.average - sum / n) < 1e-12);
    for (const v of table.values) if (!Number.isNaN(v)) assert.ok(v >= -1 - 1e-12 && v <= 1 + 1e-12);
  });

  it('rejects positions outside the table', () => {
    assert.throws(() => tablebaseValue(V.initial()), PositionError);
    assert.throws(() => tablebaseValue(V.parsePosition('8/8/8/8/3G4/8/8/3r4 w start - - 0 0')), PositionError);
  });

  it('the CLI prints a summary and single values', async () => {
    const lines: string[] = [];
    const io = { out: (l: string) => lines.push(l), err: (l: string) => lines.push(l), readStdin: async () => '', readFile: async () => '' };
    assert.equal(await main(['tablebase', 'd4d6', 'gato', 'gato', '--position', '2T2t2/8/8/8/8/8/8/8 w start - - 0 0'], io), 0);
    const single = Number(lines[0]);
    assert.ok(Math.abs(single - tablebaseValue(V.parsePosition('2T2t2/8/8/8/8/8/8/8 w start - - 0 0'))) < 1e-6);
    lines.length = 0;
    assert.equal(await main(['tablebase', 'd4d6', 'gato', 'gato', '--to-move', 'black'], io), 0);
    assert.match(lines.join('\n'), /average: +[-+]\d\.\d{6}/);
    assert.match(lines.join('\n'), /best: +[-+]\d\.\d{6} \(\d+ positions?\)/);
    assert.match(lines.join('\n'), /worst: +[-+]\d\.\d{6}/);
    assert.equal(await main(['tablebase', 'd4d6', 'king', 'gato'], io), 1);
  });
});

describe('d4d6 tablebase solver', () => {
  it('gives plain value iteration\'s values (the Aitken jumps change nothing beyond 1e-9)', () => {
    for (const [white, black] of [['rato', 'rato'], ['formiga', 'formiga']] as const) {
      const fast = solvePair(white, black).values;
      tuning.extrapolate = false;
      clearTablebaseCache();
      try {
        const plain = solvePair(white, black).values;
        let worst = 0;
        for (let i = 0; i < plain.length; i++) if (!Number.isNaN(plain[i]!)) worst = Math.max(worst, Math.abs(plain[i]! - fast[i]!));
        assert.ok(worst < 1e-9, `${white} vs ${black}: ${worst}`);
      } finally {
        tuning.extrapolate = true;
        clearTablebaseCache();
      }
    }
  });
});
