/**
 * The evidence for the capture ruling (RULES.md): the source's played game and its two prose
 * examples, checked under every candidate reading of the capture rule.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { capturesAfterMove, parsePoint, POINT_NAMES } from '../src/variants/sixstone/board.js';
import { capturesUnder, READINGS, RULING, type Reading } from '../src/variants/sixstone/readings.js';
import { SOURCE_GAME } from '../src/variants/sixstone/source-game.js';

const names = (mask: number) => POINT_NAMES.filter((_, i) => mask >> i & 1).sort().join('');

/**
 * Replays the game table under a reading. The board follows the record (stones marked `+`
 * are removed), so each move is judged on the board the players had. Returns one line per
 * move where the reading disagrees with the record.
 */
function disagreements(reading: Reading): string[] {
  let white = 0, black = 0;
  for (const p of ['A1', 'B1', 'C1', 'D1', 'A2', 'D2']) white |= 1 << parsePoint(p);
  for (const p of ['A4', 'B4', 'C4', 'D4', 'A3', 'D3']) black |= 1 << parsePoint(p);
  const out: string[] = [];
  SOURCE_GAME.replace(/\d+\./g, ' ').trim().split(/\s+/).forEach((token, ply) => {
    const m = /^(.+?)([A-D][1-4])(?:\+((?:[A-D][1-4])+))?$/.exec(token)!;
    const whiteMoves = ply % 2 === 0;
    let mover = whiteMoves ? white : black, opp = whiteMoves ? black : white;
    const to = parsePoint(m[2]!);
    const from = m[1]!.split('/').map(parsePoint).find((f) => mover >> f & 1 && !((white | black) >> to & 1))!;
    assert.ok(from !== undefined, `${token} is a legal step`);
    let marked = 0;
    for (const p of m[3]?.match(/../g) ?? []) marked |= 1 << parsePoint(p);
    mover = (mover & ~(1 << from)) | (1 << to);
    const got = capturesUnder(reading, mover, opp, from, to);
    if (got !== marked) out.push(`${ply + 1}. ${token}: ${got ? '+' + names(got) : 'no capture'}`);
    opp &= ~marked;
    [white, black] = whiteMoves ? [mover, opp] : [opp, mover];
  });
  return out;
}

/** The prose examples: [stones of the mover after the move, opponent, from, to, expected]. */
function proseExamples(reading: Reading): [boolean, boolean] {
  const mask = (...ps: string[]) => ps.reduce((m, p) => m | (1 << parsePoint(p)), 0);
  // Black B2 -> A2 with Black A3, White A4: captures A4.
  const one = capturesUnder(reading, mask('A2', 'A3'), mask('A4'), parsePoint('B2'), parsePoint('A2')) === mask('A4');
  // Black C3 -> B3 with Black A3 B2, White B4 D3: the source says both are captured.
  const two = capturesUnder(reading, mask('A3', 'B2', 'B3'), mask('B4', 'D3'), parsePoint('C3'), parsePoint('B3')) === mask('B4', 'D3');
  return [one, two];
}

describe('sixstone: which capture reading the source supports', () => {
  // What each reading gets wrong in the played game (move number in plies, as the table is read).
  const expected: Record<string, string[]> = {
    'any arrangement, every line': ['1. D2C2: +C4', '2. C4C3: +D1', '3. A2B2: +B4C3', '4. B4C4: +A1D1', '6. A4B4: +D1', '8. A3A2: +B3D1', '9. B3B4: +A2', '10. C3B3: +B4D1', '12. B3A3+A1: +A1B4D1', '17. B2/B4B3+A3: +A3D4'],
    'any arrangement, touched lines': ['1. D2C2: +C4', '3. A2B2: +B4', '8. A3A2: +B3'],
    'any arrangement, moved stone': ['1. D2C2: +C4', '3. A2B2: +B4'],
    'run, every line': ['3. A2B2: +C3', '8. A3A2: +B3', '9. B3B4: +A2', '10. C3B3: +B4', '12. B3A3+A1: +A1B4'],
    'run, touched lines': ['8. A3A2: +B3'],
    'run, moved stone': [],
    'run-far only, moved stone': ['7. B1B2+B4: no capture', '12. B3A3+A1: no capture', '13. C1C2+A2C4: no capture', '17. B2/B4B3+A3: no capture'],
    'run-near only, moved stone': ['15. C2D2+D3: no capture'],
    'run or vacated gap, moved stone': [],
  };
  for (const reading of READINGS) {
    it(`${reading.id}: ${expected[reading.id]!.length === 0 ? 'agrees with every move of the game' : 'contradicts the game'}`, () => {
      assert.deepEqual(disagreements(reading), expected[reading.id]);
    });
  }
  it('the prose examples: the first fits every reading with runs; the second needs a gap capture', () => {
    const table = Object.fromEntries(READINGS.map((r) => [r.id, proseExamples(r)]));
    assert.deepEqual(table, {
      'any arrangement, every line': [true, true],
      'any arrangement, touched lines': [true, true],
      'any arrangement, moved stone': [true, true],
      'run, every line': [true, false],
      'run, touched lines': [true, false],
      'run, moved stone': [true, false],
      'run-far only, moved stone': [false, false],
      'run-near only, moved stone': [true, false],
      'run or vacated gap, moved stone': [true, true],
    });
  });
  it('the engine capture table implements the ruling (30000 sampled boards)', () => {
    let checked = 0;
    for (let seed = 1; checked < 30000; seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) {
      const white = seed & 0xffff, black = (seed >>> 16) & ~white & 0xffff;
      const to = (seed >>> 7) % 16;
      if (!(white >> to & 1)) continue;
      checked++;
      assert.equal(capturesAfterMove(white, black, to), capturesUnder(RULING, white, black, -1, to), `${names(white)} vs ${names(black)} at ${POINT_NAMES[to]}`);
    }
  });
});
