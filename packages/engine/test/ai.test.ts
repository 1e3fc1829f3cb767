import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DECAY, WIN_SCORE, search } from '../src/ai/search.js';
import { searchInSlices } from '../src/ai/slices.js';
import { seededRandom } from '../src/core/random.js';
import type { AnyVariant } from '../src/core/types.js';
import { toy } from './support/toy.js';
import { diePick, ends, nim, nimValue, tictactoe } from './ai-games.js';

/**
 * Plain negamax/expectimax with no pruning, table or ordering: the reference the search must
 * agree with. Same conventions: value for toMove, sign changes only when the mover changes,
 * DECAY per decision.
 */
function reference(v: AnyVariant, s: unknown, memo = new Map<string, number>()): number {
  const key = v.key(s);
  const known = memo.get(key);
  if (known !== undefined) return known;
  const phase = v.phase(s);
  let value: number;
  if (phase === 'over') {
    const r = v.result(s)!;
    value = r.winner === null ? 0 : r.winner === v.toMove(s) ? WIN_SCORE : -WIN_SCORE;
  } else {
    const side = v.toMove(s);
    const seen = (c: unknown) => (v.toMove(c) === side ? reference(v, c, memo) : -reference(v, c, memo));
    value =
      phase === 'chance'
        ? v.chanceOutcomes(s).reduce((t: number, o: any) => t + o.probability * seen(v.applyChance(s, o.outcome)), 0)
        : Math.max(...v.legalActions(s).map((a: unknown) => DECAY * seen(v.apply(s, a))));
  }
  memo.set(key, value);
  return value;
}

const close = (a: number, b: number, what: string) => assert.ok(Math.abs(a - b) < 1e-6, `${what}: ${a} vs ${b}`);

describe('search on deterministic games', () => {
  it('solves tic-tac-toe from the start: a draw, searched to the end', () => {
    const r = search(tictactoe, tictactoe.initial(), { depth: 9 });
    assert.equal(r.score, 0);
    assert.equal(r.solved, true);
    assert.equal(r.mate, undefined);
  });

  it('takes a win in one and reports it as mate in 1', () => {
    const s = tictactoe.parsePosition('xx.oo....');
    const r = search(tictactoe, s, { depth: 5 });
    assert.equal(r.notation, 'c2');
    assert.equal(r.mate, 1);
  });

  it('finds forced wins through a fork', () => {
    // o threatens 2-4-6; x must block at 2, which forks 0-1-2 and 2-5-8.
    const fork = tictactoe.parsePosition('x...o.o.x');
    const r = search(tictactoe, fork, { depth: 9 });
    assert.equal(r.notation, 'c2');
    assert.equal(r.mate, 3);
    close(r.score, reference(tictactoe, fork), 'fork position');
    // A corner answered by the opposite corner loses for o.
    const win = tictactoe.parsePosition('x.......o');
    const rw = search(tictactoe, win, { depth: 9 });
    close(rw.score, reference(tictactoe, win), 'corner vs corner');
    assert.ok(rw.mate !== undefined && rw.mate > 0, 'x wins against a corner reply');
  });

  it('agrees with plain minimax on random tic-tac-toe positions, at every depth that solves them', () => {
    const rng = seededRandom('ttt');
    for (let n = 0; n < 60; n++) {
      let s = tictactoe.initial();
      const plies = rng.nextUint32() % 7;
      for (let i = 0; i < plies && tictactoe.phase(s) === 'decision'; i++) {
        const acts = tictactoe.legalActions(s);
        s = tictactoe.apply(s, acts[rng.nextUint32() % acts.length]!);
      }
      if (tictactoe.phase(s) !== 'decision') continue;
      const r = search(tictactoe, s, { depth: 9 });
      const ref = reference(tictactoe, s);
      close(r.score, ref, tictactoe.formatPosition(s));
      // The chosen move is itself worth the score.
      close(DECAY * -reference(tictactoe, tictactoe.apply(s, r.best as number)), ref, `best move ${r.notation}`);
    }
  });

  it('plays Nim perfectly: moves to a zero XOR whenever one exists', () => {
    for (const heaps of [[3, 4, 5], [1, 2, 3, 5], [6, 5, 2], [7, 7], [2, 3, 3, 1]]) {
      const s = { heaps, toMove: 'white' as const };
      const r = search(nim, s, { depth: 30 });
      assert.equal(r.solved, true, `${heaps} solved`);
      if (nimValue(heaps) !== 0) {
        assert.ok(r.mate! > 0, `${heaps} is a win`);
        assert.equal(nimValue(nim.apply(s, r.best as [number, number]).heaps), 0, `${heaps}: ${r.notation} leaves XOR 0`);
      } else {
        assert.ok(r.mate! < 0, `${heaps} is a loss`);
      }
      close(r.score, reference(nim, s), `${heaps} exact value`);
    }
  });

  it('quiescence and capture ordering do not change an exact value', () => {
    const s = ends.initial();
    const r = search(ends, s, { depth: 12 });
    assert.equal(r.solved, true);
    close(r.score, reference(ends, s), 'exact');
    // A shallow search with an evaluation still returns a legal move and a finite score.
    const shallow = search(ends, s, { depth: 2 });
    assert.ok(['L', 'R'].includes(shallow.notation));
    assert.ok(Math.abs(shallow.score) < WIN_SCORE);
  });

  it('returns a principal variation that starts with the best move and is legal', () => {
    const s = { heaps: [3, 4, 5], toMove: 'white' as const };
    const r = search(nim, s, { depth: 30 });
    assert.equal(r.pv[0], r.notation);
    let state: any = s;
    for (const m of r.pv) state = nim.apply(state, nim.parseAction(state, m));
  });
});

describe('search with chance points', () => {
  it('computes the exact expected value of the toy dice game (Star1 + table agree with plain expectimax)', () => {
    for (const pile of [1, 2, 4, 5, 7, 9]) {
      for (const roll of [1, 2, 3]) {
        const s = toy.parsePosition(`${pile} w ${roll}`);
        const r = search(toy, s, { depth: 40 });
        assert.equal(r.solved, true, `pile ${pile} roll ${roll} solved`);
        close(r.value, reference(toy, s), `pile ${pile} roll ${roll}`);
      }
    }
  });

  it('keeps maximising when the same side decides twice around a roll (choose die, roll, choose)', () => {
    const r = search(diePick, diePick.initial(), { depth: 4 });
    assert.equal(r.notation, 'd6');
    // d6: win 4/6, draw 2/6, each win after two decisions.
    close(r.value, (4 / 6) * WIN_SCORE * DECAY * DECAY, 'expected value of d6');
    close(r.value, reference(diePick, diePick.initial()), 'reference');
    // In pawns, a mean of wins and draws has no exact meaning; it is reported as what it is worth.
    assert.ok(r.score > 0 && r.score < r.value);
    const after = diePick.applyChance(diePick.apply(diePick.initial(), 'd4'), 2);
    assert.equal(search(diePick, after, { depth: 2 }).notation, 'flip', '2 flips to 5');
  });

  it('refuses to choose at a chance point or a finished game', () => {
    assert.throws(() => search(toy, toy.initial()), /dice roll/);
    assert.throws(() => search(nim, { heaps: [0], toMove: 'white' }), /over/);
  });
});

describe('budgets and cancellation', () => {
  const big = { heaps: [30, 29, 27, 25, 22, 19], toMove: 'white' as const };

  it('an aborted signal returns at once with a legal move', () => {
    const ctl = new AbortController();
    ctl.abort();
    const r = search(nim, big, { signal: ctl.signal, depth: 20 });
    // "At once" in work done, not in time (which the machine's load decides): the search looks at the signal
    // every 128 nodes, the first time before any, so it stops before it has searched more than that.
    assert.ok(r.nodes <= 128, `searched ${r.nodes} nodes`);
    assert.ok(search(nim, big, { depth: 20, nodes: 5000 }).nodes > 1000, 'the same search without the signal goes on');
    assert.ok(nim.legalActions(big).some((a) => nim.formatAction(big, a) === r.notation));
    assert.equal(r.stopped, true);
  });

  it('a time budget is kept and the best move so far is returned', () => {
    const t0 = Date.now();
    const r = search(nim, big, { timeMs: 150 });
    const spent = Date.now() - t0;
    assert.ok(spent < 400, `took ${spent} ms`);
    assert.equal(r.stopped, true);
    assert.ok(r.depth >= 1);
    assert.ok(nim.legalActions(big).some((a) => nim.formatAction(big, a) === r.notation));
  });

  it('a node budget is deterministic', () => {
    const a = search(nim, big, { nodes: 5000 });
    const b = search(nim, big, { nodes: 5000 });
    assert.equal(a.notation, b.notation);
    assert.equal(a.nodes, b.nodes);
    assert.ok(a.nodes <= 5000);
  });

  it('noise weakens play reproducibly with a seeded source', () => {
    const s = tictactoe.parsePosition('.........');
    const pick = (seed: number) => search(tictactoe, s, { depth: 2, noise: 50, rng: seededRandom(seed) }).notation;
    assert.equal(pick(1), pick(1));
    const seen = new Set(Array.from({ length: 20 }, (_, i) => pick(i)));
    assert.ok(seen.size > 2, `varied: ${[...seen]}`);
    // Noise smaller than a win never misses a win in one.
    const s2 = tictactoe.parsePosition('xx.oo....');
    for (let i = 0; i < 10; i++) assert.equal(search(tictactoe, s2, { depth: 3, noise: 50, rng: seededRandom(i) }).notation, 'c2');
  });
});

describe('search in slices (main-thread fallback)', () => {
  const big = { heaps: [30, 29, 27, 25, 22, 19], toMove: 'white' as const };

  it('reaches the same exact value as one search, pausing between slices', async () => {
    let pauses = 0;
    const pause = async () => {
      pauses++;
    };
    const s = tictactoe.initial();
    const r = await searchInSlices(tictactoe, s, { depth: 9, sliceNodes: 200, pause });
    assert.equal(r.score, 0);
    assert.equal(r.solved, true);
    assert.ok(pauses > 3, `paused ${pauses} times`);
    const fork = tictactoe.parsePosition('x...o.o.x');
    const rf = await searchInSlices(tictactoe, fork, { depth: 9, sliceNodes: 50, pause });
    assert.equal(rf.notation, 'c2');
    assert.equal(rf.mate, 3);
  });

  it('an abort during the search is seen at the next slice and answers with a legal move', async () => {
    const ctl = new AbortController();
    setTimeout(() => ctl.abort(), 60);
    const t0 = Date.now();
    const r = await searchInSlices(nim, big, { signal: ctl.signal, timeMs: 10_000, sliceMs: 10 });
    const spent = Date.now() - t0;
    assert.ok(spent < 400, `took ${spent} ms`);
    assert.equal(r.stopped, true);
    assert.ok(nim.legalActions(big).some((a) => nim.formatAction(big, a) === r.notation));
  });

  it('keeps the node budget across slices', async () => {
    const r = await searchInSlices(nim, big, { nodes: 3000, sliceNodes: 500, pause: async () => {} });
    assert.ok(r.nodes <= 3000 + 1, `${r.nodes}`);
    assert.ok(r.depth >= 1);
  });
});
