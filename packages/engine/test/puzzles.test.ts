/**
 * The checked-in puzzles (packages/element/puzzles/<id>.json) against the engine: every
 * position parses and is the solver's turn, every solution move and ranked option is legal,
 * no puzzle repeats, exact odds are recomputed for every chance puzzle, and a sample of each
 * kind is confirmed afresh by the search, the solved table or the two-piece table.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { search, loadVariant, VARIANT_IDS, type AnyVariant, type VariantId } from '../src/index.js';
import { checkPuzzleShape, type Puzzle, type PuzzleFile } from '../src/puzzles/format.js';
import { chanceAfter, rollerAfter, asFraction } from '../src/puzzles/odds.js';
import { withoutAction } from '../src/puzzles/exclude.js';
import { optionScores } from '../src/puzzles/d4d6-endings.js';

const fileOf = (id: VariantId): PuzzleFile =>
  JSON.parse(readFileSync(new URL(`../../element/puzzles/${id}.json`, import.meta.url), 'utf8')) as PuzzleFile;

/** A few puzzles spread over the file, the same ones every run. */
const sample = <T>(xs: readonly T[], n: number): T[] => Array.from({ length: Math.min(n, xs.length) }, (_, i) => xs[Math.floor((i * xs.length) / n)]!);

function start(v: AnyVariant, p: Puzzle): unknown {
  return v.parsePosition(p.position, p.options);
}

for (const id of VARIANT_IDS) {
  test(`${id} puzzles: at least 200, well formed, unique, legal, recorded with their command`, async () => {
    const v = await loadVariant(id);
    const file = fileOf(id);
    assert.equal(file.variant, id);
    assert.ok(file.puzzles.length >= 200, `${file.puzzles.length} puzzles`);
    assert.match(file.generated.command, /^npm run puzzles -- --seed \S+/);
    assert.ok(file.generated.seed);
    const ids = new Set<string>(), positions = new Set<string>();
    for (const p of file.puzzles) {
      checkPuzzleShape(p);
      assert.ok(!ids.has(p.id), `duplicate id ${p.id}`);
      ids.add(p.id);
      const s = start(v, p);
      const key = v.key(s);
      assert.ok(!positions.has(key), `${p.id}: the same position as an earlier puzzle`);
      positions.add(key);
      assert.equal(v.phase(s), 'decision', `${p.id}: a decision point`);
      assert.equal(v.toMove(s), p.side, `${p.id}: side to move`);
      for (const o of p.ranking) v.parseAction(s, o.move); // every option named is legal here
      // The solution line is legal move after move (it may end where dice are next rolled).
      let t = s;
      p.solution.forEach((n, i) => {
        assert.equal(v.phase(t), 'decision', `${p.id}: ${n} (move ${i + 1}) at a decision point`);
        t = v.apply(t, v.parseAction(t, n));
      });
      if (p.theme === 'win' && p.solution.length === p.plies) {
        assert.equal(v.result(t)?.winner, p.side, `${p.id}: the shown line wins`);
      }
    }
  });
}

test('chance puzzles: the exact odds of every option are recomputed and the answer is the clearly best', async () => {
  for (const id of ['dice', 'd4d6'] as const) {
    const v = await loadVariant(id);
    const odds = fileOf(id).puzzles.filter((p) => p.check.by === 'odds');
    assert.ok(odds.length >= 20, `${id}: ${odds.length} odds puzzles`);
    for (const p of odds) {
      const check = p.check;
      if (check.by !== 'odds') continue;
      const s = start(v, p);
      // Every option that leads to a roll is ranked, with its exact chance.
      const options = v.legalActions(s).filter((a) => rollerAfter(v, s, a) !== null);
      assert.equal(p.ranking.length, options.length, `${p.id}: all options ranked`);
      for (const o of p.ranking) {
        const exact: number = chanceAfter(v, s, v.parseAction(s, o.move), check.event)!;
        assert.ok(Math.abs(exact - o.probability!) < 1e-12, `${p.id}: ${o.move} ${exact} vs ${o.probability}`);
      }
      const good = (x: number) => (check.event === 'mover-captures' ? x : -x);
      assert.ok(good(p.ranking[0]!.probability!) - good(p.ranking[1]!.probability!) >= check.margin - 1e-12, `${p.id}: margin`);
      assert.ok(p.explanation.includes(asFraction(p.ranking[0]!.probability!)), `${p.id}: the exact chance is shown`);
    }
    // The search agrees with the odds on a sample.
    for (const p of sample(odds, 2)) {
      if (p.check.by !== 'odds') continue;
      assert.equal(search(v, start(v, p), { nodes: p.check.nodes }).notation, p.solution[0], `${p.id}: the search's choice`);
    }
  }
});

test('search puzzles: a fresh confirming search finds the same move, clearly ahead of the rest (sample)', async () => {
  for (const id of ['dart', 'dagger', 'dice'] as const) {
    const v = await loadVariant(id);
    for (const p of sample(fileOf(id).puzzles.filter((x) => x.check.by === 'search'), 2)) {
      if (p.check.by !== 'search') continue;
      const s = start(v, p);
      const best = search(v, s, { nodes: p.check.nodes });
      assert.equal(best.notation, p.solution[0], `${p.id}: best move`);
      const rest = search(withoutAction(v, s, best.best), s, { nodes: p.check.nodes });
      assert.ok(best.score - rest.score >= p.check.margin, `${p.id}: ${best.score} vs ${rest.score}`);
    }
  }
});

test('Six Stone puzzles: a fresh search proves the only winning move wins in the stated plies (sample of short ones)', async () => {
  const v = await loadVariant('sixstone');
  const short = fileOf('sixstone').puzzles.filter((p) => (p.plies ?? 99) <= 13);
  assert.ok(short.length >= 3);
  for (const p of sample(short, 2)) {
    const r = search(v, start(v, p), { depth: p.plies! });
    assert.equal(r.notation, p.solution[0], `${p.id}`);
    assert.equal(r.mate, p.plies, `${p.id}: win in ${p.plies} plies`);
  }
});

test('d4 d6 ending puzzles: the two-piece table gives the same values and the same best option (sample)', async () => {
  const v = await loadVariant('d4d6');
  const endings = fileOf('d4d6').puzzles.filter((p) => p.check.by === 'tablebase');
  assert.ok(endings.length >= 50);
  for (const p of sample(endings, 3)) {
    if (p.check.by !== 'tablebase') continue;
    const scores = optionScores(v, start(v, p)).sort((a, b) => b.score - a.score);
    assert.equal(scores[0]!.move, p.solution[0], p.id);
    assert.ok(scores[0]!.score - scores[1]!.score >= p.check.margin, p.id);
    for (const o of p.ranking) assert.ok(Math.abs(scores.find((x) => x.move === o.move)!.score - o.score!) < 1e-6, `${p.id}: ${o.move}`);
  }
});
