/**
 * The `cursor` hook (make/unmake inside a game's fast core) against the plain interface:
 * - under seeded random play, at every step the cursor says what the immutable state says
 *   (phase, side, legal actions in order, chance outcomes, winner, hash, evaluation, captures,
 *   check),
 *   and unmaking back to the start restores each earlier position exactly (hash, key, actions);
 *   (a cursor may merge chance outcomes that lead to the same moves: then each future's total
 *   probability must agree);
 * - the search gives the same move, score, depth and node count through either path (where the
 *   cursor merges outcomes: the same move, score and line to the same depth, in fewer nodes).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { search } from '../src/ai/search.js';
import { randomInt, seededRandom, type RandomSource } from '../src/core/random.js';
import { rollChance } from '../src/core/search-helpers.js';
import type { AnyVariant, SearchCursor } from '../src/core/types.js';
import { loadVariant } from '../src/registry.js';

const GAMES = ['dart', 'dagger', 'dice', 'd4d6'];
/** Games whose cursor merges rolls that allow the same moves (Dice Chess: all doubles, blocked pieces). */
const MERGES_OUTCOMES = new Set(['dice']);

/** What follows each outcome (the moves it allows, as text) with the total probability of reaching it. */
function futures(outcomes: readonly { outcome: unknown; probability: number }[], after: (o: unknown) => string): string {
  const total = new Map<string, number>();
  for (const o of outcomes) {
    const f = after(o.outcome);
    total.set(f, (total.get(f) ?? 0) + o.probability);
  }
  return [...total].map(([f, p]) => `${f} @ ${p.toFixed(12)}`).sort().join('\n');
}
const movesText = (v: AnyVariant, s: unknown) => (v.phase(s) === 'decision' ? v.legalActions(s).map((a) => v.formatAction(s, a)).join(' ') : v.phase(s));

/** Everything the search may ask a position, as comparable text. */
function probe(v: AnyVariant, s: unknown): string {
  const phase = v.phase(s);
  const parts = [phase, v.toMove(s), String(v.hash!(s))];
  if (phase === 'over') parts.push(String(v.result(s)?.winner ?? 'draw'));
  if (phase === 'decision') {
    const acts = v.legalActions(s);
    parts.push(acts.map((a) => `${v.formatAction(s, a)}${v.isCapture!(s, a) ? 'x' : ''}`).join(' '));
  }
  if (phase === 'chance') parts.push(futures(v.chanceOutcomes(s), (o) => movesText(v, v.applyChance(s, o))));
  if (phase !== 'over') parts.push(v.evaluate!(s).toFixed(9));
  if (v.inCheck) parts.push(v.inCheck(s) ? 'check' : 'no check');
  return parts.join(' | ');
}

function probeCursor(v: AnyVariant, c: SearchCursor, like: unknown): string {
  const phase = c.phase();
  const parts = [phase, c.toMove(), String(c.hash())];
  if (phase === 'over') parts.push(String(c.winner() ?? 'draw'));
  if (phase === 'decision') {
    // Formatted in the equal state `like`: the cursor's actions must be the state's actions.
    const acts = Array.from(c.actions());
    parts.push(acts.map((a) => `${v.formatAction(like, a)}${c.isCapture(a) ? 'x' : ''}`).join(' '));
  }
  if (phase === 'chance') {
    const outcomes = c.chanceOutcomes();
    assert.ok(outcomes.every((o) => v.chanceOutcomes(like).some((x) => x.outcome === o.outcome)), 'every merged outcome is one of the state\'s');
    parts.push(futures(outcomes, (o) => {
      c.makeChance(o);
      const next = v.applyChance(like, o);
      const text = c.phase() === 'decision' ? Array.from(c.actions()).map((a) => v.formatAction(next, a)).join(' ') : c.phase();
      c.unmake();
      return text;
    }));
  }
  if (phase !== 'over') parts.push(c.evaluate!().toFixed(9));
  if (c.inCheck) parts.push(c.inCheck() ? 'check' : 'no check');
  return parts.join(' | ');
}

/** One seeded random game walked both ways, then unwound. Returns the number of steps checked. */
function walk(v: AnyVariant, rng: RandomSource, plies: number, captureBias: boolean): number {
  let s = v.initial();
  const c = v.cursor!(s);
  const trail: { probe: string; key: string; hash: number }[] = [];
  for (let step = 0; step < plies; step++) {
    const phase = v.phase(s);
    assert.equal(probeCursor(v, c, s), probe(v, s), `step ${step}`);
    assert.equal(v.key(c.state()), v.key(s), `cursor state at step ${step}`);
    if (phase === 'over') break;
    trail.push({ probe: probe(v, s), key: v.key(s), hash: v.hash!(s) });
    if (phase === 'chance') {
      const o = rollChance(v, s, rng).outcome;
      c.makeChance(o);
      s = v.applyChance(s, o);
      continue;
    }
    const acts = v.legalActions(s);
    // Captures half the time, so that games reach endings, promotions and mates.
    const caps = captureBias ? acts.filter((a) => v.isCapture!(s, a)) : [];
    const a = caps.length && randomInt(rng, 2) === 0 ? caps[randomInt(rng, caps.length)] : acts[randomInt(rng, acts.length)];
    c.make(Array.from(c.actions())[acts.indexOf(a)]);
    s = v.apply(s, a);
  }
  for (let i = trail.length - 1; i >= 0; i--) {
    c.unmake();
    const like = c.state();
    assert.equal(v.key(like), trail[i]!.key, `unmade to step ${i}`);
    assert.equal(c.hash(), trail[i]!.hash, `hash unmade to step ${i}`);
    assert.equal(probeCursor(v, c, like), trail[i]!.probe, `position unmade to step ${i}`);
  }
  return trail.length;
}

for (const id of GAMES) {
  describe(`${id}: search cursor`, async () => {
    const v = await loadVariant(id);

    it('has the hook', () => assert.equal(typeof v.cursor, 'function'));

    it('offers inCheck on the cursor exactly when the game offers it', () => {
      assert.equal(typeof v.cursor!(v.initial()).inCheck, typeof v.inCheck);
    });

    it('agrees with the state interface at every step of random games, and unmakes exactly', () => {
      let steps = 0;
      for (let g = 0; g < 12; g++) steps += walk(v, seededRandom(`cursor:${id}:${g}`), id === 'd4d6' ? 160 : 120, g % 2 === 1);
      assert.ok(steps > 600, `only ${steps} steps checked`);
    });

    it('gives the search the same answers as the apply path', () => {
      const merges = MERGES_OUTCOMES.has(id);
      const rng = seededRandom(`cursor-search:${id}`);
      let s = v.initial();
      let compared = 0;
      for (let step = 0; step < 60 && v.phase(s) !== 'over'; step++) {
        while (v.phase(s) === 'chance') s = v.applyChance(s, rollChance(v, s, rng).outcome);
        if (v.phase(s) === 'over') break;
        if (step % 6 === 0) {
          const noise = step % 12 === 0 ? 0.5 : 0;
          // Merged outcomes make a node budget go further: compare whole iterations instead.
          const opts = merges ? { depth: 2, nodes: 1e7, noise } : { nodes: 2500, noise };
          const fast = search(v, s, { ...opts, cursor: true, rng: seededRandom(`n${step}`) });
          const plain = search(v, s, { ...opts, cursor: false, rng: seededRandom(`n${step}`) });
          const pick = (r: typeof fast) => ({ move: r.notation, score: merges ? r.score.toFixed(9) : r.score, depth: r.depth, nodes: merges ? 0 : r.nodes, pv: r.pv.join(' ') });
          assert.deepEqual(pick(fast), pick(plain), `position ${v.formatPosition(s)}`);
          if (merges) assert.ok(fast.nodes < plain.nodes, `${fast.nodes} nodes through the cursor, ${plain.nodes} without`);
          compared++;
        }
        const acts = v.legalActions(s);
        s = v.apply(s, acts[randomInt(rng, acts.length)]);
      }
      assert.ok(compared >= 4, `only ${compared} positions compared`);
    });
  });
}
