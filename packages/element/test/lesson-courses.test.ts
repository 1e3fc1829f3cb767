/**
 * Every lesson course is sound: positions parse (as the engine writes them), accepted lines are
 * legal and judged right action by action, each goal is reached by some legal action, and
 * playing every step's answer completes the course. Runs in Node (`node --import tsx --test`)
 * and, through Mocha's globals, in the browser test run as well.
 */
import { loadVariant } from '../src/engine.js';
import { bestAnswers, parseCourse, partsOf, playLine, solveFrom, stepStart, validateCourse } from '../src/lesson/course.js';
import type { Course } from '../src/lesson/course.js';
import type { Solver } from '../src/engine.js';
import type { SolverPosition } from '../../engine/src/variants/sixstone/solve.js';
import { COURSES, FULL_COURSES } from './lesson-data.js';

type Def = (name: string, fn: () => void | Promise<void>) => void;
const g = globalThis as unknown as { describe?: (n: string, f: () => void) => void; it?: Def };
const nodeTest = g.describe ? null : await import(/* @vite-ignore */ ['node', 'test'].join(':'));
const suite = g.describe ?? nodeTest!.describe;
const test: Def = g.it ?? nodeTest!.it;
/**
 * The solved table for a step's position. Six Stone's whole-game table takes many seconds, so
 * the check solves only what the step's position reaches (the same retrograde solver, from that
 * position), and reuses a table for every later step it already covers.
 */
const tables: { reachable(s: unknown): boolean; table: Solver }[] = [];
async function solverFor(variant: string, state: unknown): Promise<Solver> {
  if (variant !== 'sixstone') return (await (await loadVariant(variant)).solver!());
  const { solve } = await import('../../engine/src/variants/sixstone/solve.js');
  const s = state as SolverPosition;
  const known = tables.find((t) => t.reachable(s));
  if (known) return known.table;
  const table = solve({ from: s });
  const entry = { reachable: (x: unknown) => table.reachable(x as SolverPosition), table: { value: (x: unknown) => (table.reachable(x as SolverPosition) ? table.value(x as SolverPosition) : null) } };
  tables.push(entry);
  return entry.table;
}

/** A test allowed two minutes (solving a whole game takes some seconds). */
const slowTest: Def = g.it
  ? (name, fn) => g.it!(name, function (this: { timeout(ms: number): void }) {
      this.timeout(120000);
      return fn();
    } as () => Promise<void>)
  : (name, fn) => test(name, fn);
const ok = (cond: unknown, message: string) => {
  if (!cond) throw new Error(message);
};

suite('lesson courses', () => {
  for (const [name, data] of Object.entries(COURSES)) {
    test(`${name}: the course is sound`, async () => {
      const course: Course = parseCourse(data);
      const v = await loadVariant(course.variant);
      const problems = validateCourse(v, course);
      ok(problems.length === 0, `${name}:\n  ${problems.join('\n  ')}`);
    });

    const best = parseCourse(data).steps.filter((s) => s.task.best);
    if (best.length) {
      slowTest(`${name}: answers marked "best" are exactly the moves the solved game keeps best`, async () => {
        const course = parseCourse(data);
        const v = await loadVariant(course.variant);
        if (course.variant === 'd4d6') {
          // d4 d6 chess: the move after the step's roll that the two-piece table rates best,
          // ahead of the next by a clear margin.
          const { tablebaseValue } = await import('../../engine/src/variants/d4d6/tablebase.js');
          for (const step of best) {
            const lines = (step.task.accept ?? []).map((l) => l.split(/\s+/));
            const { state } = playLine(v, course, step, [lines[0]![0]!]);
            const scored = v.legalActions(state).map((a) => {
              let after = v.apply(state, a);
              const end = v.phase(after) === 'decision' && v.toMove(after) === v.toMove(state) ? v.legalActions(after).find((x) => v.formatAction(after, x) === 'end') : undefined;
              if (end !== undefined) after = v.apply(after, end);
              const r = v.result(after);
              const value = r ? (r.winner === 'white' ? 1 : r.winner === 'black' ? -1 : 0) : tablebaseValue(after as never);
              return { notation: v.formatAction(state, a), value: v.toMove(state) === 'white' ? value : -value };
            }).sort((a, b) => b.value - a.value);
            const top = scored.filter((x) => x.value > scored[0]!.value - 1e-9).map((x) => x.notation).sort().join(' ');
            const have = lines.map((l) => l[1]).sort().join(' ');
            ok(top === have, `${step.id}: the table's best moves are ${top}, the step accepts ${have}`);
            const next = scored.find((x) => x.value <= scored[0]!.value - 1e-9);
            ok(!next || scored[0]!.value - next.value >= 0.1, `${step.id}: the best move beats ${next?.notation} by less than 0.1`);
          }
          return;
        }
        ok(v.solver, `${name}: the game has no solved table to check "best" answers against`);
        // Fullest boards first: their tables usually cover the emptier positions too.
        const pieces = (step: (typeof best)[number]) => v.view(stepStart(v, course, step).state).pieces.size;
        for (const step of [...best].sort((a, b) => pieces(b) - pieces(a))) {
          const start = stepStart(v, course, step);
          const answers = bestAnswers(v, await solverFor(course.variant, start.state), start.state);
          ok(answers, `${step.id}: the solved table does not cover this position`);
          const want = [...answers!].sort().join(' ');
          const have = [...(step.task.accept ?? [])].sort().join(' ');
          ok(want === have, `${step.id}: the solved game's best moves are ${want}, the step accepts ${have}`);
        }
      });
    }

    if ((FULL_COURSES as readonly string[]).includes(name)) {
      test(`${name}: a full course: 30 or more steps in three parts, every rule of the source taught at least twice`, () => {
        const course: Course = parseCourse(data);
        ok(course.steps.length >= 30, `${name}: ${course.steps.length} steps, expected 30 or more`);
        ok(course.parts?.map((p) => p.id).join(' ') === 'rules tactics endings', `${name}: parts ${course.parts?.map((p) => p.id).join(' ')}`);
        for (const { part, steps } of partsOf(course)) ok(steps.length >= 3, `${name}: part ${part.id} has ${steps.length} steps`);
        ok((course.rules?.length ?? 0) >= 5, `${name}: the source's rules are listed`);
        for (const rule of course.rules ?? []) {
          const n = course.steps.filter((s) => s.rules?.includes(rule.id)).length;
          ok(n >= 2, `${name}: rule "${rule.id}" (${rule.title}) is taught by ${n} step(s), expected 2 or more`);
        }
        for (const s of course.steps) ok(s.hints?.length, `${name}: step ${s.id} has no hint`);
        for (const s of course.steps) {
          // Every answer on the board is explained: the success text says why, a hint says where to look.
          ok(s.success.length >= 20 && s.text.length >= 40, `${name}: step ${s.id} explains too little`);
        }
      });
    }

    test(`${name}: playing each step's answer completes the course`, async () => {
      const course = parseCourse(data);
      const v = await loadVariant(course.variant);
      for (const step of course.steps) {
        const start = stepStart(v, course, step);
        const answer = solveFrom(v, step, start.side, start.state, [], start.rollsUsed);
        ok(answer && answer.length > 0, `${step.id}: no answer`);
        const { verdicts } = playLine(v, course, step, answer!);
        ok(verdicts.at(-1)?.kind === 'right', `${step.id}: ${answer!.join(' ')} judged ${verdicts.at(-1)?.kind}`);
      }
    });
  }
});

suite('lesson course checks can fail', () => {
  const base = { id: 'x', title: 'x', text: 'x', success: 'x' };
  test('a bad position, an illegal answer, an unreachable goal and a right "wrong" key are reported', async () => {
    const v = await loadVariant('sixstone');
    const course = parseCourse({
      variant: 'sixstone', title: 'broken',
      steps: [
        { ...base, id: 'a', position: 'BBBB/B..B/W..W/WWW w', task: { accept: ['D2C2'] } },
        { ...base, id: 'b', position: 'BBBB/B..B/W..W/WWWW w', task: { accept: ['D2D3'] } },
        { ...base, id: 'c', position: 'BBBB/B..B/W..W/WWWW w', task: { goal: 'capture' } },
        { ...base, id: 'd', position: 'BBBB/B..B/W..W/WWWW w', task: { accept: ['D2C2'] }, wrong: { D2C2: 'no' } },
      ],
    });
    const problems = validateCourse(v, course).join('\n');
    for (const id of ['a', 'b', 'c', 'd']) ok(problems.includes(`step "${id}"`), `step ${id} not reported:\n${problems}`);
  });

  test('a legal move that misses the goal is judged wrong; the right one right', async () => {
    const v = await loadVariant('sixstone');
    const course = parseCourse({ variant: 'sixstone', title: 't', steps: [{ ...base, position: 'W..W/B.../.B../...W b', task: { goal: 'capture' } }] });
    const step = course.steps[0]!;
    ok(playLine(v, course, step, ['A3B3']).verdicts[0]!.kind === 'wrong', 'A3B3 should be wrong');
    ok(playLine(v, course, step, ['B2A2']).verdicts[0]!.kind === 'right', 'B2A2 should be right');
  });

  test('a goal with "from" needs that piece itself to move: choosing it after moving another is not enough', async () => {
    const v = await loadVariant('d4d6');
    const course = parseCourse({
      variant: 'd4d6', title: 't',
      steps: [{ ...base, roll: '1', position: 'g1ftaf1g/2rc(s)c(s)r2/8/8/8/8/2RC(n)C(n)R2/G1FATF1G w start - - 0 0', task: { goal: 'move', from: 'c2' } }],
    });
    const step = course.steps[0]!;
    const kinds = (line: string[]) => playLine(v, course, step, line).verdicts.map((x) => x.kind).join(' ');
    ok(kinds(['Ga1-b1', 'c2:d4']) === 'continue continue', kinds(['Ga1-b1', 'c2:d4']));
    ok(kinds(['Ga1-b1', 'c2:d4', 'c2-b3']) === 'continue continue right', kinds(['Ga1-b1', 'c2:d4', 'c2-b3']));
  });

  test('parts must be named and consecutive, rules must be listed', () => {
    const step = (id: string, part: string, rules?: string[]) => ({ ...base, id, part, rules, position: 'BBBB/B..B/W..W/WWWW w', task: { goal: 'move' } });
    const parts = [{ id: 'one', title: 'One' }, { id: 'two', title: 'Two' }];
    const rules = [{ id: 'move', title: 'Moving' }];
    const fails = (course: unknown) => {
      try {
        parseCourse(course);
        return '';
      } catch (e) {
        return (e as Error).message;
      }
    };
    ok(fails({ variant: 'sixstone', title: 't', parts, rules, steps: [step('a', 'one', ['move']), step('b', 'two')] }) === '', 'a sound course');
    ok(fails({ variant: 'sixstone', title: 't', parts, steps: [step('a', 'two'), step('b', 'one')] }).includes('consecutive'), 'parts out of order');
    ok(fails({ variant: 'sixstone', title: 't', parts, steps: [step('a', 'three')] }).includes('"part"'), 'unknown part');
    ok(fails({ variant: 'sixstone', title: 't', parts, rules, steps: [step('a', 'one', ['fly'])] }).includes('"rules"'), 'unknown rule');
    const course = parseCourse({ variant: 'sixstone', title: 't', parts, steps: [step('a', 'one'), step('b', 'one'), step('c', 'two')] });
    ok(partsOf(course).map((g) => `${g.part.id}:${g.steps.map((x) => x.index).join(',')}`).join(' ') === 'one:0,1 two:2', 'grouped by part');
  });

  test('shape errors name the field', () => {
    let message = '';
    try {
      parseCourse({ variant: 'dart', title: 't', steps: [{ id: 'a', title: 't', text: 't', position: 'p', success: 's', task: {} }] });
    } catch (e) {
      message = (e as Error).message;
    }
    ok(message.includes('"task"'), message);
  });
});
