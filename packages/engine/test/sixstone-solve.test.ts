/**
 * The Six Stone solver, tested on small endgames (solved from a given position, which takes
 * a fraction of a second) against a plain game-tree search through the variant's own API.
 * The whole game takes seconds and runs in `npm run bench` and `variant-board solve sixstone`;
 * set SIXSTONE_FULL_SOLVE=1 to check it here too.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { main, type CliIO } from '../src/cli/main.js';
import { seededRandom, randomInt } from '../src/core/random.js';
import { variant, type SixStoneState } from '../src/variants/sixstone/index.js';
import { solve, type SolvedValue, type SolveTable } from '../src/variants/sixstone/solve.js';

const pos = (text: string): SixStoneState => variant.parsePosition(text);
const names = (s: SixStoneState, actions: readonly number[]) => actions.map((a) => variant.formatAction(s, a)).sort();

/** Can the side to move force a win within `plies` plies? (plain search, no tables) */
function canWin(s: SixStoneState, plies: number): boolean {
  if (plies <= 0 || variant.phase(s) === 'over') return false;
  return variant.legalActions(s).some((a) => mustLose(variant.apply(s, a), plies - 1));
}
/** Must the side to move lose within `plies` plies whatever it does? */
function mustLose(s: SixStoneState, plies: number): boolean {
  const r = variant.result(s);
  if (r) return r.winner !== null && r.winner !== s.toMove;
  if (plies <= 0) return false;
  return variant.legalActions(s).every((a) => canWin(variant.apply(s, a), plies - 1));
}

/** The table's value checked against the search, up to `horizon` plies. */
function checkAgainstSearch(table: SolveTable, s: SixStoneState, horizon: number): void {
  const v = table.value(s);
  const text = variant.formatPosition(s);
  if (v.result === 'win' && v.distance <= horizon) {
    assert.ok(canWin(s, v.distance), `${text}: a win in ${v.distance} is found by search`);
    assert.ok(!canWin(s, v.distance - 2), `${text}: no faster win than ${v.distance}`);
  } else if (v.result === 'loss' && v.distance <= horizon) {
    assert.ok(mustLose(s, v.distance), `${text}: lost within ${v.distance}`);
    if (v.distance >= 2) assert.ok(!mustLose(s, v.distance - 2), `${text}: not lost sooner than ${v.distance}`);
  } else {
    assert.ok(!canWin(s, horizon), `${text}: ${v.result} ${v.distance}, so no win within ${horizon}`);
    assert.ok(!mustLose(s, horizon - 1), `${text}: ${v.result} ${v.distance}, so no loss within ${horizon - 1}`);
  }
}

/** The value is what the moves lead to: the best child, one ply further (the solver's own equations). */
function checkConsistent(table: SolveTable, s: SixStoneState): void {
  const v = table.value(s);
  const text = variant.formatPosition(s);
  if (variant.phase(s) === 'over') {
    assert.deepEqual(v, { result: 'loss', distance: 0 }, `${text}: a finished game is lost by the side to move`);
    return;
  }
  const children: SolvedValue[] = variant.legalActions(s).map((a) => table.value(variant.apply(s, a)));
  const lossDistances = children.filter((c) => c.result === 'loss').map((c) => c.distance);
  if (v.result === 'win') {
    assert.equal(Math.min(...lossDistances), v.distance - 1, `${text}: a win in ${v.distance} has a move to a loss in ${v.distance - 1}, none faster`);
  } else if (v.result === 'loss') {
    assert.ok(children.every((c) => c.result === 'win'), `${text}: every move of a lost position gives the opponent a win`);
    assert.equal(Math.max(...children.map((c) => c.distance)), v.distance - 1, `${text}: the loser delays as long as possible`);
  } else {
    assert.equal(lossDistances.length, 0, `${text}: a draw has no move to a lost position`);
    assert.ok(children.some((c) => c.result === 'draw'), `${text}: a draw has a move that keeps the draw`);
  }
  // bestActions keep the value.
  for (const a of table.bestActions(s)) {
    const c = table.value(variant.apply(s, a));
    if (v.result === 'draw') assert.equal(c.result, 'draw');
    else assert.deepEqual(c, { result: v.result === 'win' ? 'loss' : 'win', distance: v.distance - 1 });
  }
}

/** Positions met on random games from `start` (finished ones included). */
function sample(start: SixStoneState, count: number, seed: number): SixStoneState[] {
  const rng = seededRandom(seed);
  const out: SixStoneState[] = [];
  while (out.length < count) {
    let s = start;
    for (let ply = 0; ply < 30 && out.length < count; ply++) {
      out.push(s);
      if (variant.phase(s) === 'over') break;
      const actions = variant.legalActions(s);
      s = variant.apply(s, actions[randomInt(rng, actions.length)]!);
    }
  }
  return out;
}

describe('sixstone solver: hand-built positions', () => {
  it('a capture down to one stone is a win in 1, and the only perfect move', () => {
    const s = pos('..../W..B/.WB./.... w');
    const table = solve({ from: s });
    assert.deepEqual(table.value(s), { result: 'win', distance: 1 });
    assert.deepEqual(names(s, table.bestActions(s)), ['A3A2+C2']);
    const after = variant.apply(s, variant.parseAction(s, 'A3A2'));
    assert.deepEqual(table.value(after), { result: 'loss', distance: 0 });
  });
  it('blocking the last stone that can move is a win in 1, as is a capture to one stone', () => {
    const s = pos('WWB./.B../B.../.... b');
    const table = solve({ from: s });
    assert.deepEqual(table.value(s), { result: 'win', distance: 1 });
    // Blocking, or either capture that leaves White one stone.
    assert.deepEqual(names(s, table.bestActions(s)), ['A2A3', 'A2B2+B4', 'B3A3+A4']);
  });
  it('a side with no move has lost (in 0)', () => {
    const s = pos('WWB./BB../..../.... w');
    assert.deepEqual(solve({ from: s }).value(s), { result: 'loss', distance: 0 });
  });
  it('a win in 3 by a quiet move, confirmed by plain search', () => {
    // White B4 B3 D3 against Black D4 D1: no capture now; B4C4 shuts in D4 and wins in 3.
    const s = pos('.W.B/.W.W/..../...B w');
    const table = solve({ from: s });
    assert.deepEqual(table.value(s), { result: 'win', distance: 3 });
    assert.deepEqual(names(s, table.bestActions(s)), ['B4C4']);
    assert.ok(canWin(s, 3) && !canWin(s, 1));
    checkAgainstSearch(table, s, 5);
  });
  it('a longer win (9 plies) agrees with the game equations along the winning line', () => {
    const s = pos('..W./W..B/.WB./...B w');
    const table = solve({ from: s });
    assert.deepEqual(table.value(s), { result: 'win', distance: 9 });
    let t = s;
    for (let d = 9; d > 0; d--) {
      checkConsistent(table, t);
      t = variant.apply(t, table.bestActions(t)[0]!);
      assert.equal(table.value(t).distance, d - 1);
    }
    assert.equal(variant.phase(t), 'over');
    assert.equal(variant.result(t)!.winner, 'white');
  });
  it('positions the start cannot reach are refused', () => {
    const s = pos('..../W..B/.WB./.... w');
    const table = solve({ from: s });
    assert.equal(table.reachable(variant.initial()), false);
    assert.throws(() => table.value(variant.initial()), RangeError);
  });
});

describe('sixstone solver: an endgame against plain search', () => {
  const start = pos('W..B/.B../..W./W.B. w');
  const table = solve({ from: start });
  const positions = sample(start, 400, 7);
  it('reaches positions of both colours to move and counts them', () => {
    assert.ok(table.stats.reachable > table.stats.reachableIndexed);
    assert.equal(table.stats.wins + table.stats.losses + table.stats.draws, table.stats.reachableIndexed);
    assert.ok(positions.every((s) => table.reachable(s)));
  });
  it('every sampled value satisfies the game equations (win: a move to a loss one ply shorter, ...)', () => {
    for (const s of positions) checkConsistent(table, s);
  });
  it('every sampled value up to 5 plies agrees with a plain search', () => {
    for (const s of positions.slice(0, 150)) checkAgainstSearch(table, s, 5);
  });
  it('values are the same for both colours (the colour-swapped position)', () => {
    for (const s of positions.slice(0, 100)) {
      const swapped = variant.parsePosition(
        variant.formatPosition(s).replace(/[WB]/g, (c) => (c === 'W' ? 'B' : 'W')).replace(/ [wb]$/, s.toMove === 'white' ? ' b' : ' w'),
      );
      if (table.reachable(swapped)) assert.deepEqual(table.value(swapped), table.value(s));
    }
  });
});

describe('sixstone solver: CLI errors', () => {
  it('solve needs a solvable variant', async () => {
    const lines: string[] = [];
    const io: CliIO = { out: (l) => lines.push(l), err: (l) => lines.push(`ERR ${l}`), readStdin: async () => '', readFile: async () => '' };
    assert.equal(await main(['solve'], io), 2);
    assert.match(lines.join('\n'), /missing variant/);
    lines.length = 0;
    assert.equal(await main(['solve', 'chess'], io), 1);
    assert.match(lines.join('\n'), /Unknown variant "chess"/);
    lines.length = 0;
    assert.equal(await main(['solve', 'dart'], io), 2);
    assert.match(lines.join('\n'), /only sixstone can be solved, not "dart"/);
    lines.length = 0;
    assert.equal(await main(['solve', 'sixstone', '--position', 'BBBB/B..X/W..W/WWWW w'], io), 1);
    assert.match(lines.join('\n'), /"X"/);
  });
});

describe('sixstone solver: the whole game', { skip: process.env['SIXSTONE_FULL_SOLVE'] ? false : 'set SIXSTONE_FULL_SOLVE=1 (takes seconds)' }, () => {
  it('solves from the start; the CLI prints count, value and perfect moves', async () => {
    const lines: string[] = [];
    const io: CliIO = { out: (l) => lines.push(l), err: (l) => lines.push(`ERR ${l}`), readStdin: async () => '', readFile: async () => '' };
    assert.equal(await main(['solve', 'sixstone'], io), 0);
    assert.match(lines.join('\n'), /reachable positions: \d+/);
    assert.match(lines.join('\n'), /start position: /);
    assert.match(lines.join('\n'), /perfect moves: [A-D][1-4]/);
    const table = solve();
    for (const s of sample(variant.initial(), 300, 11)) checkConsistent(table, s);
  });
});

describe('the solver hook the AI uses', () => {
  it('is declared on the variant', () => {
    assert.equal(typeof variant.solver, 'function');
  });
  it('answers from the whole-game table, solved once', { skip: process.env['SIXSTONE_FULL_SOLVE'] !== '1' && 'the whole-game solve takes seconds: set SIXSTONE_FULL_SOLVE=1' }, async () => {
    const a = await variant.solver!();
    const start = variant.initial();
    const v = a.value(start);
    assert.ok(v, 'the start is covered');
    // Every move from the start leads to a covered position, consistent with the start's value.
    const after = variant.legalActions(start).map((m) => a.value(variant.apply(start, m))!);
    if (v.result === 'draw') assert.ok(after.some((x) => x.result === 'draw') && !after.some((x) => x.result === 'loss'));
    const t0 = Date.now();
    await variant.solver!();
    assert.ok(Date.now() - t0 < 1000, 'the second call reuses the table');
  });
});
