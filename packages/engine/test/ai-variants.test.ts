/**
 * The search on every game: legal answers, wins in one found, the worker's
 * request service.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { chooseMoveSync, levelSpec, MAX_LEVEL, solvedChoice, type MoveChoice } from '../src/ai/levels.js';
import { DECAY, WIN_BOUND, WIN_SCORE, search, type SearchResult } from '../src/ai/search.js';
import { answerAiRequest } from '../src/ai/service.js';
import { VariantBoardError } from '../src/core/errors.js';
import { randomInt, seededRandom } from '../src/core/random.js';
import { GameSession } from '../src/core/session.js';
import { VARIANT_IDS, type AnyVariant, type Solver } from '../src/core/types.js';
import { loadVariant } from '../src/registry.js';
import { nim, nimValue } from './ai-games.js';

/** Games that end by checkmate or king capture: random play soon offers a win in one. */
const CHECKMATE_GAMES = new Set(['dart', 'dice', 'dagger']);


const legalNotations = (v: AnyVariant, s: unknown) => new Set(v.legalActions(s).map((a: unknown) => v.formatAction(s, a)));

/** Random games from the start, rolling dice as they come; calls `visit` at each decision point. */
function walk(v: AnyVariant, seed: number, plies: number, visit: (session: GameSession) => boolean | void): void {
  const rng = seededRandom(seed);
  const session = new GameSession(v);
  for (let i = 0; i < plies; i++) {
    const s = session.state;
    const phase = v.phase(s);
    if (phase === 'over') return;
    if (phase === 'chance') {
      session.roll(rng);
      continue;
    }
    if (visit(session) === true) return;
    const acts = v.legalActions(s);
    session.play(v.formatAction(s, acts[randomInt(rng, acts.length)]));
  }
}

/** An action that ends the game at once with the mover winning, if any. */
function winInOne(v: AnyVariant, s: unknown): boolean {
  const side = v.toMove(s);
  return v.legalActions(s).some((a: unknown) => {
    const next = v.apply(s, a);
    return v.phase(next) === 'over' && v.result(next)?.winner === side;
  });
}

for (const id of VARIANT_IDS) {
  describe(`computer opponent on ${id}`, async () => {
    const v = await loadVariant(id);

    it('answers with a legal move from the start and from reached positions', () => {
      let checked = 0;
      for (const seed of [1, 2, 3]) {
        walk(v, seed, 40, (session) => {
          if (session.ply % 9 !== 0 && session.ply > 2) return;
          const s = session.state;
          const r = search(v, s, { nodes: 1500, depth: 3 });
          assert.ok(legalNotations(v, s).has(r.notation), `${r.notation} legal in ${v.formatPosition(s)}`);
          assert.ok(Number.isFinite(r.score));
          // The notation parses back to the same action.
          assert.equal(v.formatAction(s, v.parseAction(s, r.notation)), r.notation);
          checked++;
        });
      }
      assert.ok(checked >= 3);
    });

    it('finds a win in one wherever random play offers one', (t) => {
      let found = 0;
      // Sixty seeded games at most (a fixed amount of work, not of time: the whole loop takes well under a second).
      for (let seed = 1; seed <= 60 && found < 3; seed++) {
        walk(v, seed, 160, (session) => {
          const s = session.state;
          if (!winInOne(v, s)) return;
          const r = search(v, s, { depth: 2 });
          assert.equal(r.mate, 1, `mate in 1 in ${v.formatPosition(s)} (chose ${r.notation})`);
          const next = v.apply(s, r.best);
          assert.equal(v.result(next)?.winner, v.toMove(s), `${r.notation} wins`);
          found++;
          return true;
        });
      }
      if (CHECKMATE_GAMES.has(id)) assert.ok(found > 0, 'some random game offered a win in one');
      else if (found === 0) t.skip('sixty random games offered no win in one');
    });

    it('every level answers legally; level settings are validated', () => {
      let state: unknown;
      walk(v, 7, 12, (session) => {
        state = session.state;
      });
      assert.ok(state !== undefined);
      for (let level = 1; level <= 3; level++) {
        const c: MoveChoice = chooseMoveSync(v, state, level, { rng: seededRandom(level), noTimeLimit: true });
        assert.ok(legalNotations(v, state).has(c.notation), `level ${level}: ${c.notation}`);
      }
      assert.throws(() => levelSpec(0), VariantBoardError);
      assert.throws(() => levelSpec(MAX_LEVEL + 1), VariantBoardError);
    });

    it('the worker service answers a record, and reports bad input as an error', async () => {
      let record = '';
      walk(v, 11, 10, (session) => {
        record = session.exportRecord();
      });
      const ok = await answerAiRequest({ id: 5, variant: id, record, level: 2, seed: 1 });
      assert.equal(ok.id, 5);
      assert.ok(ok.ok, JSON.stringify(ok));
      const session = GameSession.fromRecord(v, record);
      assert.ok(legalNotations(v, session.state).has(ok.notation));
      const bad = await answerAiRequest({ id: 6, variant: id, record: `[Variant "${id}"]\n\nzz9 zz9`, level: 2 });
      assert.equal(bad.ok, false);
      if (!bad.ok) assert.match(bad.error.message, /zz9/);
    });
  });
}

describe('levels and the solver hook', () => {
  it('the top level plays a solver\'s perfect move', () => {
    // A solver for Nim from the XOR rule: the mover wins iff the XOR is not zero.
    const distanceLeft = (h: readonly number[]) => h.reduce((a, b) => a + b, 0);
    const solver: Solver<{ heaps: readonly number[] }> = {
      value: (s) => (nimValue(s.heaps) !== 0 ? { result: 'win', distance: 1 } : { result: 'loss', distance: distanceLeft(s.heaps) }),
    };
    const s = { heaps: [3, 4, 6], toMove: 'white' as const };
    const c = solvedChoice(nim, s, solver);
    assert.ok(c);
    assert.equal(c.source, 'solver');
    assert.equal(nimValue(nim.apply(s, c.best as [number, number]).heaps), 0);
    assert.ok(c.mate! > 0);
  });

  it('an unknown game or a wrong phase is an error answer, not a throw', async () => {
    const r = await answerAiRequest({ id: 1, variant: 'chess960', record: '', level: 1 });
    assert.equal(r.ok, false);
    const r2 = await answerAiRequest({ id: 2, variant: 'dart', record: '[Variant "dart"]\n', level: 99 });
    assert.equal(r2.ok, false);
  });
});

describe('wins in one (and win chances before a roll) in parsed positions', () => {
  it('dart: a rook mate on the a-file (no darts left to block)', async (t) => {
    const v = await loadVariant('dart');
    const s = v.parsePosition('k5/6/6/6/1R3K/5R[] w 0 1');
    const r = search(v, s, { depth: 3 });
    assert.equal(r.notation, 'Ra1#');
    assert.equal(r.mate, 1);
  });

  it('dice: a back-rank mate when the roll allows a rook, and none when it does not', async (t) => {
    const v = await loadVariant('dice');
    const withRook = search(v, v.parsePosition('6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1 roll 14'), { depth: 3 });
    assert.equal(withRook.notation, 'Ra8#');
    assert.equal(withRook.mate, 1);
    const s = v.parsePosition('6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1 roll 26');
    const noRook = search(v, s, { depth: 3 });
    assert.ok(legalNotations(v, s).has(noRook.notation));
    assert.notEqual(noRook.mate, 1);
  });

  it('dagger: the only mating moves of positions met in random play (queen, rook, promotion)', async (t) => {
    const v = await loadVariant('dagger');
    const cases: [string, string][] = [
      ['Q/2/3/4/3/4/5/4/3/3K/3/k1/1 w - - 1 79', 'Qc2#'],
      ['1/2/3/4/r2/4/5/4/3/pk2/3/nK/1 b - - 5 90', 'Rd4#'],
      ['1/1P/3/3k/3/2K1/5/4/3/4/2r/2/1 w - - 0 80', 'n1=Q#'],
    ];
    for (const [text, mate] of cases) {
      const s = v.parsePosition(text);
      const r: SearchResult = search(v, s, { depth: 3 });
      assert.equal(r.notation, mate, text);
      assert.equal(r.mate, 1, text);
      assert.equal(v.result(v.apply(s, r.best))?.reason, 'checkmate');
    }
  });

  it('d4d6: taking the last gambling piece, found at the path decision after the roll', async (t) => {
    const v = await loadVariant('d4d6');
    const cases: [string, string][] = [
      ['1G6/8/8/3g4/3R4/7R/1c(s)2f3/6C(n)1 w move h3:d4 3 0 15', 'h3xe2'],
      ['1c(s)Gf4/7g/1A6/5C(n)2/5g2/8/2R5/8 w move b6:d6 2 1 3', 'b6xd8'],
    ];
    for (const [text, win] of cases) {
      const s = v.parsePosition(text);
      const r: SearchResult = search(v, s, { depth: 2 });
      assert.equal(r.notation, win, text);
      assert.equal(r.mate, 1, text);
      assert.equal(v.result(v.apply(s, r.best))?.reason, 'no-gambling-pieces');
    }
  });

  it('d4d6: chooses the piece and die before the roll that win most often', async (t) => {
    const v = await loadVariant('d4d6');
    const winsNow = (s: unknown) =>
      v.phase(s) === 'decision' &&
      v.legalActions(s).some((a: unknown) => {
        const n = v.apply(s, a);
        return v.phase(n) === 'over' && v.result(n)?.winner === v.toMove(s);
      });
    for (const text of ['C(n)7/1G6/8/1r2T1R1/F7/1g6/3F4/1c(s)6 w start - - 0 1', '1c(s)6/6g1/4g3/A7/1G6/3f4/2R5/C(n)7 w start - - 0 2']) {
      const s = v.parsePosition(text);
      // Reference: each choice's chance of a win in one after the roll, counted directly.
      let bestP = -1, bestChoice = '';
      for (const a of v.legalActions(s)) {
        const next = v.apply(s, a);
        if (v.phase(next) !== 'chance') continue;
        const p = v.chanceOutcomes(next).reduce((sum: number, o: any) => sum + (winsNow(v.applyChance(next, o.outcome)) ? o.probability : 0), 0);
        if (p > bestP) (bestP = p), (bestChoice = v.formatAction(s, a));
      }
      assert.ok(bestP > 0 && bestP < 1, text);
      const r: SearchResult = search(v, s, { depth: 2 });
      assert.equal(r.notation, bestChoice, text);
      // The value is the win chance times a won game, plus the other rolls' evaluations, each below WIN_BOUND.
      assert.ok(Math.abs(r.value - bestP * WIN_SCORE * DECAY ** 2) < (1 - bestP) * WIN_BOUND, `${r.value} vs p=${bestP}`);
    }
  });
});
