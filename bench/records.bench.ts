/**
 * Game records: what reading a record as a tree (comments, marks, side lines) costs next to
 * replaying its plain token list (`replayTokens`, the same rules calls with no tree), measured
 * in the same run on the same long Dice Chess game.
 */
import type { BenchReport } from './run.js';
import { bestRate } from './util.js';
import { loadVariant } from '../packages/engine/src/registry.js';
import { GameSession } from '../packages/engine/src/core/session.js';
import { RecordNode } from '../packages/engine/src/core/record-tree.js';
import { replayTokens } from '../packages/engine/src/core/record.js';
import { tokenizeRecord } from '../packages/engine/src/core/record-read.js';
import { randomInt, seededRandom } from '../packages/engine/src/core/random.js';
import type { AnyVariant } from '../packages/engine/src/core/types.js';

/** A random legal game of up to `plies` events (seeded, so every run reads the same one). */
function randomGame(v: AnyVariant, plies: number): GameSession {
  const rng = seededRandom('records-bench');
  const s = new GameSession(v);
  while (s.length < plies && v.phase(s.state) !== 'over') {
    if (v.phase(s.state) === 'chance') s.roll(rng);
    else {
      const acts = v.legalActions(s.state);
      s.play(acts[randomInt(rng, acts.length)]);
    }
  }
  return s;
}

export async function run(report: BenchReport): Promise<void> {
  const v = await loadVariant('dice');
  const game = randomGame(v, 300);
  const plain = game.exportRecord();
  // The same game with a comment and an arrow on every event and a two-event side line every tenth event.
  game.line.forEach((n, i) => {
    n.comment = `Note ${i}: {braces} and <markup> stay text.`;
    n.arrows.push({ from: 'e2', to: 'e4', colour: 'G' });
  });
  const rng = seededRandom('side lines');
  game.line.forEach((n, i) => {
    const parent = n.parent!;
    if (i % 10 !== 0 || v.phase(parent.state) !== 'chance') return;
    const outs = v.chanceOutcomes(parent.state);
    const o = outs[randomInt(rng, outs.length)]!;
    const roll = new RecordNode<unknown>({ kind: 'chance', notation: o.notation }, v.applyChance(parent.state, o.outcome), parent);
    parent.children.push(roll);
    if (v.phase(roll.state) !== 'decision') return;
    const a = v.legalActions(roll.state)[0];
    roll.children.push(new RecordNode<unknown>({ kind: 'action', notation: v.formatAction(roll.state, a) }, v.apply(roll.state, a), roll));
  });
  const annotated = game.exportRecord();
  const events = tokenizeRecord(plain).tokens.length;
  const tokens = tokenizeRecord(plain).tokens;

  report.section(`Game records (a ${events}-event Dice Chess game)`);
  const peer = bestRate(() => (replayTokens(v, v.initial({}), tokens), events));
  const tree = bestRate(() => (GameSession.fromRecord(v, plain), events));
  const notes = bestRate(() => (GameSession.fromRecord(v, annotated), events));
  const write = bestRate(() => (GameSession.fromRecord(v, annotated).exportRecord().length, events));
  const per = (r: number) => `${Math.round(r).toLocaleString('en')} events/s`;
  report.line('peer: replayTokens (plain tokens, no tree)', per(peer));
  report.line('fromRecord, plain record', `${per(tree)}  (${(tree / peer).toFixed(2)}x peer)`);
  report.line('fromRecord, annotated record', `${per(notes)}  (${(notes / peer).toFixed(2)}x peer)`);
  report.line('fromRecord + exportRecord, annotated', `${per(write)}  (${(write / peer).toFixed(2)}x peer)`);
  report.line('record sizes (plain / annotated)', `${plain.length} / ${annotated.length} characters`);
}
