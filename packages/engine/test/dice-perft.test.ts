/**
 * Perft. With the dice layer off the generator must reproduce the published chess counts
 * (chessprogramming.org "Perft Results"). With it on, the fast weighted count must equal a
 * plain walk over the 36 ordered rolls through the public interface.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { main, type CliIO } from '../src/cli/main.js';
import { variant, type DiceState } from '../src/variants/dice/index.js';
import { Perft } from '../src/variants/dice/perft.js';
import { parseFen } from '../src/variants/dice/fen.js';

const V = variant;

const PUBLISHED: [string, string, number[]][] = [
  ['start', 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1', [20, 400, 8902, 197281, 4865609]],
  ['Kiwipete', 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq -', [48, 2039, 97862, 4085603]],
  ['position 3', '8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - -', [14, 191, 2812, 43238]],
  ['position 4', 'r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1', [6, 264, 9467, 422333]],
  ['position 4 mirrored', 'r2q1rk1/pP1p2pp/Q4n2/bbp1p3/Np6/1B3NBn/pPPP1PPP/R3K2R b KQ - 0 1', [6, 264, 9467, 422333]],
  ['position 5', 'rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8', [44, 1486, 62379, 2103487]],
  ['position 6', 'r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10', [46, 2079, 89890, 3894594]],
];

describe('dice: perft with the dice layer off (plain chess)', () => {
  for (const [name, fen, counts] of PUBLISHED) {
    it(`${name} to depth ${counts.length}, every leaf made`, () => {
      const p = new Perft(parseFen(fen).board);
      counts.forEach((expected, i) => assert.equal(p.chess(i + 1, false), expected, `depth ${i + 1}`));
    });
  }
  it('bulk counting agrees, and the variant method uses it', () => {
    assert.equal(V.perft!(V.initial(), 5), 4865609);
    const kiwi = V.parsePosition(PUBLISHED[1]![1]);
    assert.equal(V.perft!(kiwi, 4), 4085603);
  });
  it('a roll on the table is ignored with the dice off', () => {
    assert.equal(V.perft!(V.parsePosition(`${PUBLISHED[0]![1]} roll 34`), 3), 8902);
  });
  it('agrees with the generic perft through the public interface (doubles at every turn)', () => {
    // Playing through legalActions/apply with the roll 11 every time is plain chess.
    const walk = (s: DiceState, d: number): number => {
      if (d === 0) return 1;
      if (V.phase(s) === 'over') return 0;
      const rolled = V.applyChance(s, 11);
      let n = 0;
      for (const a of V.legalActions(rolled)) n += walk(V.apply(rolled, a), d - 1);
      return n;
    };
    assert.equal(walk(V.parsePosition(PUBLISHED[1]![1]), 2), 2039);
    assert.equal(walk(V.parsePosition(PUBLISHED[5]![1]), 2), 1486);
  });
});

/** The dice perft the slow way: every ordered roll, every action, through the public interface. */
function slowDicePerft(s: DiceState, depth: number): number {
  if (depth === 0) return 1;
  if (V.phase(s) === 'over') return 0;
  const rolls = V.phase(s) === 'decision' ? [s] : Array.from({ length: 36 }, (_, i) =>
    V.applyChance(s, V.parseChance(s, `${Math.floor(i / 6) + 1}${(i % 6) + 1}`)));
  let n = 0;
  for (const r of rolls) for (const a of V.legalActions(r)) n += slowDicePerft(V.apply(r, a), depth - 1);
  return n;
}

describe('dice: perft with the dice layer on (36 ordered rolls, a pass counts once)', () => {
  it('start position, depth 1: each roll with a 1 or 2 or doubles allows moves, others pass', () => {
    // 16 pawn moves, 4 knight moves; rolls with a 1: 11 ordered, a 2: 11, both: 2 (12, 21).
    // 1x without 2: 9 rolls * 16 ... computed by hand below.
    let expected = 0;
    for (let a = 1; a <= 6; a++) {
      for (let b = 1; b <= 6; b++) {
        const n = a === b ? 20 : (a === 1 || b === 1 ? 16 : 0) + (a === 2 || b === 2 ? 4 : 0);
        expected += n || 1;
      }
    }
    assert.equal(V.perft!(V.initial(), 1, { dice: true }), expected);
  });
  it('matches the slow walk from the start (depth 2) and Kiwipete (depth 2)', () => {
    assert.equal(V.perft!(V.initial(), 2, { dice: true }), slowDicePerft(V.initial(), 2));
    const kiwi = V.parsePosition(PUBLISHED[1]![1]);
    assert.equal(V.perft!(kiwi, 2, { dice: true }), slowDicePerft(kiwi, 2));
  });
  it('matches the slow walk where passes, king captures and mates happen', () => {
    // The sample game after 3.Bxf7+ (Black often passes; White can then take the king).
    const s = V.parsePosition('1rbqkbnr/pppp1Bpp/2n5/4p3/4P3/8/PPPP1PPP/RNBQK1NR b KQk - 0 3');
    assert.equal(V.perft!(s, 2, { dice: true }), slowDicePerft(s, 2));
    const exposed = V.parsePosition('4r3/8/8/8/3k4/8/4N3/4K3 w - - 0 1');
    assert.equal(V.perft!(exposed, 2, { dice: true }), slowDicePerft(exposed, 2));
  });
  it('with a roll already on the table, counts that roll only', () => {
    const s = V.parsePosition('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 roll 23');
    assert.equal(V.perft!(s, 1, { dice: true }), 4);
    assert.equal(V.perft!(s, 2, { dice: true }), slowDicePerft(s, 2));
  });
});

describe('dice: command line', () => {
  const run = async (argv: string[]) => {
    const out: string[] = [], err: string[] = [];
    const io: CliIO = { out: (l) => out.push(l), err: (l) => err.push(l), readStdin: async () => '', readFile: async () => '' };
    const code = await main(argv, io);
    return { code, out, err };
  };
  it('perft dice 4 counts plain chess; --dice counts (roll, move) pairs', async () => {
    assert.deepEqual((await run(['perft', 'dice', '4'])).out, ['197281']);
    const withDice = await run(['perft', 'dice', '2', '--dice']);
    assert.deepEqual(withDice.out, [String(slowDicePerft(V.initial(), 2))]);
  });
  it('moves dice --roll 23 lists the knight moves (no bishop can move), in either die order', async () => {
    assert.deepEqual((await run(['moves', 'dice', '--roll', '23'])).out, ['Na3', 'Nc3', 'Nf3', 'Nh3']);
    assert.deepEqual((await run(['moves', 'dice', '--roll', '32'])).out, ['Na3', 'Nc3', 'Nf3', 'Nh3']);
    assert.deepEqual((await run(['moves', 'dice', '--roll', '45'])).out, ['pass']);
  });
  it('a bad roll is refused naming it', async () => {
    const r = await run(['moves', 'dice', '--roll', '27']);
    assert.equal(r.code, 1);
    assert.match(r.err.join('\n'), /"27"/);
  });
});
