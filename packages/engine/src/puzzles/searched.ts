/**
 * Puzzles found by the search (any game): the best move beats every other move by a clear
 * margin at a screening budget, and again at a deeper confirming budget. The runner-up is
 * the search of the same position with the best move taken away (`withoutAction`).
 */
import { search, type SearchResult } from '../ai/search.js';
import type { AnyVariant } from '../core/types.js';
import { describeChance, chanceAfter, rollerAfter, capturesWith } from './odds.js';
import { hintFor, pawns, rollOf, round, sideName } from './describe.js';
import { withoutAction } from './exclude.js';
import type { OddsEvent, Puzzle, PuzzleOption, PuzzleTheme } from './format.js';

export interface SearchBudgets {
  /** Nodes of the first look at every position. */
  readonly screen: number;
  /** Nodes of the confirming search (also what the tests re-run). */
  readonly confirm: number;
  /** Pawns by which the best move must beat every other. */
  readonly margin: number;
  /** A position already this far ahead for the side to move (by the runner-up), or this far behind after the best move, is no puzzle. */
  readonly alreadyWon: number;
}

type Found = Omit<Puzzle, 'id'>;

const WIN_LINE = 900;

function clearlyBest(v: AnyVariant, s: unknown, nodes: number, b: SearchBudgets): { best: SearchResult; rest: SearchResult } | null {
  const best = search(v, s, { nodes });
  const rest = search(withoutAction(v, s, best.best), s, { nodes });
  if (best.score - rest.score < b.margin) return null;
  if (best.mate !== undefined && best.mate > 0) {
    if (rest.score > WIN_LINE / 2) return null; // another move wins too, only slower
  } else if (rest.score > b.alreadyWon || best.score > WIN_LINE || best.score < -b.alreadyWon) return null; // already won, or lost whatever is played
  return { best, rest };
}

/** The shallowest fixed depth at which the search already plays the answer (1..deepest, else deepest + 1). */
export function depthNeeded(v: AnyVariant, s: unknown, answer: string, nodes: number, deepest = 5): number {
  for (let d = 1; d <= deepest; d++) if (search(v, s, { depth: d, nodes }).notation === answer) return d;
  return deepest + 1;
}

/** Tempting other moves: captures and checks besides the answer. */
export function temptations(v: AnyVariant, s: unknown, answer: string): number {
  let n = 0;
  for (const a of v.legalActions(s)) {
    if (v.formatAction(s, a) === answer) continue;
    if (capturesWith(v, s, a)) n++;
    else if (v.view(v.apply(s, a)).check.length > 0) n++;
  }
  return n;
}

/** Deeper answers, more tempting alternatives and a narrower lead over the runner-up make a puzzle harder. */
export const difficultyOf = (depth: number, alternatives: number, margin: number): number =>
  Math.max(1, Math.min(5, depth + (alternatives >= 3 ? 1 : 0) + (margin < 2.5 ? 1 : 0)));

/** The odds that follow each move in a dice game where the opponent rolls next, else null. */
function riskAfter(v: AnyVariant, s: unknown, move: unknown): number | null {
  return rollerAfter(v, s, move) === 'opponent' ? chanceAfter(v, s, move, 'opponent-captures') : null;
}

export function searchPuzzle(v: AnyVariant, s: unknown, b: SearchBudgets): Found | null {
  if (v.legalActions(s).length < 2) return null;
  if (!clearlyBest(v, s, b.screen, b)) return null;
  const deep = clearlyBest(v, s, b.confirm, b);
  if (!deep) return null;
  const { best, rest } = deep;
  const side = v.toMove(s);
  const who = sideName(side);
  const answer = best.notation;
  const evalNow = v.evaluate ? v.evaluate(s) : 0;
  let theme: PuzzleTheme;
  let question: string;
  let lead: string;
  let explanation: string;
  // A forced win is shown to its end; otherwise the answer, the reply and the follow-up say enough.
  const line = best.mate !== undefined && best.mate > 0 ? best.pv.slice(0, best.mate) : best.pv.slice(0, 3);
  const restLine = rest.pv.slice(0, 3);
  if (best.mate !== undefined && best.mate > 0) {
    theme = 'mate';
    const moves = Math.ceil(best.mate / 2);
    question = `${who} to play and force a win in ${moves}.`;
    lead = 'There is a forced win.';
    explanation = `${answer} forces the win in ${moves} (${best.mate} ${best.mate === 1 ? 'ply' : 'plies'}): ${line.join(' ')}. The best other move, ${rest.notation}, scores only ${pawns(rest.score)}.`;
  } else if (best.score - evalNow >= b.margin) {
    theme = answer.includes('=') ? 'promotion' : 'wins-material';
    question = `${who} to play and win material.`;
    lead = 'Something can be won.';
    explanation = `${answer} wins material: the engine's line ${line.join(' ')} leaves ${who} at ${pawns(best.score)}, against ${pawns(evalNow)} now. The best other move, ${rest.notation}, scores ${pawns(rest.score)}.`;
  } else {
    theme = 'defends';
    question = `${who} to play: find the only move that holds.`;
    lead = 'Something is threatened.';
    explanation = `Only ${answer} holds (${pawns(best.score)}): ${line.join(' ')}. The best other move, ${rest.notation}, drops to ${pawns(rest.score)}: ${restLine.join(' ')}.`;
  }
  const answerRisk = riskAfter(v, s, best.best);
  const restRisk = riskAfter(v, s, rest.best);
  if (answerRisk !== null && restRisk !== null) {
    const other = sideName(side === 'white' ? 'black' : 'white');
    explanation += ` Exact odds of the next roll: after ${answer}, ${other}'s dice allow a capture with probability ${describeChance(answerRisk)}; after ${rest.notation}, ${describeChance(restRisk)}.`;
  }
  const ranking: PuzzleOption[] = [
    { move: answer, score: round(best.score, 3), line, ...(answerRisk !== null ? { probability: answerRisk } : {}) },
    { move: rest.notation, score: round(rest.score, 3), line: restLine, ...(restRisk !== null ? { probability: restRisk } : {}) },
  ];
  const depth = depthNeeded(v, s, answer, b.screen);
  const alternatives = temptations(v, s, answer);
  const roll = rollOf(v, s);
  return {
    position: v.formatPosition(s),
    ...(Object.keys(v.options(s)).length && JSON.stringify(v.options(s)) !== JSON.stringify(v.options(v.initial())) ? { options: v.options(s) } : {}),
    ...(roll ? { roll } : {}),
    side,
    solution: line,
    theme,
    ...(best.mate !== undefined && best.mate > 0 ? { plies: best.mate } : {}),
    difficulty: difficultyOf(depth, alternatives, best.score - rest.score),
    measures: { depthNeeded: depth, alternatives, margin: round(best.score - rest.score, 3) },
    question,
    hint: hintFor(v, s, best.best, lead),
    explanation,
    ranking,
    othersAtMost: round(rest.score, 3),
    check: { by: 'search', nodes: b.confirm, margin: b.margin },
  };
}

export interface OddsBudgets {
  /** Nodes of the search that must agree with the best odds. */
  readonly nodes: number;
  /** How much better (absolute probability) the best option must be than the next. */
  readonly margin: number;
}

/**
 * A choice right before a roll where one option's exact chance is clearly the best and the
 * search agrees: the most likely capture when the mover rolls next (d4 d6 chess: choose the
 * piece and die), the least likely capture by the opponent when the opponent rolls next
 * (Dice Chess: the move before their roll).
 */
export function oddsPuzzle(v: AnyVariant, s: unknown, b: OddsBudgets): Found | null {
  const actions = v.legalActions(s);
  if (actions.length < 2) return null;
  const options: { action: unknown; move: string; p: number; event: OddsEvent }[] = [];
  for (const a of actions) {
    const who = rollerAfter(v, s, a);
    if (!who) continue;
    const event: OddsEvent = who === 'mover' ? 'mover-captures' : 'opponent-captures';
    options.push({ action: a, move: v.formatAction(s, a), p: chanceAfter(v, s, a, event)!, event });
  }
  if (options.length < 2 || new Set(options.map((o) => o.event)).size !== 1) return null;
  const event = options[0]!.event;
  const good = (p: number) => (event === 'mover-captures' ? p : -p);
  options.sort((x, y) => good(y.p) - good(x.p) || (x.move < y.move ? -1 : 1));
  const [first, second] = options as [typeof options[0], typeof options[0]];
  if (good(first.p) - good(second.p) < b.margin - 1e-12) return null;
  if (event === 'mover-captures' && first.p === 0) return null;
  const agree = search(v, s, { nodes: b.nodes });
  if (agree.notation !== first.move) return null;
  const side = v.toMove(s);
  const who = sideName(side);
  const other = sideName(side === 'white' ? 'black' : 'white');
  const roll = rollOf(v, s);
  const question = event === 'mover-captures'
    ? `${who} to play: which choice gives the best chance to capture on this turn's roll?`
    : `${who} to play${roll ? ` (rolled ${roll})` : ''}: which move leaves ${other} the smallest chance that the next roll allows a capture?`;
  const what = event === 'mover-captures' ? `${who} can capture` : `${other}'s roll allows a capture`;
  const explanation = `${first.move}: ${what} with probability ${describeChance(first.p)}, counted over every roll. The next best, ${second.move}, gives ${describeChance(second.p)}. The engine's search also plays ${first.move}.`;
  const alternatives = options.filter((o) => Math.abs(o.p - first.p) < 0.25).length - 1;
  const gap = Math.abs(first.p - second.p);
  const difficulty = Math.max(1, Math.min(5, (gap >= 0.5 ? 1 : gap >= 0.3 ? 2 : 3) + (options.length >= 6 ? 1 : 0) + (alternatives >= 3 ? 1 : 0)));
  return {
    position: v.formatPosition(s),
    ...(roll ? { roll } : {}),
    side,
    solution: [first.move],
    theme: 'best-odds',
    difficulty,
    measures: { depthNeeded: 1, alternatives, margin: round(gap, 6) },
    question,
    hint: hintFor(v, s, first.action, event === 'mover-captures' ? 'Count, for each choice, the rolls that reach an enemy piece.' : 'Count the rolls that would let the opponent take something after each move.'),
    explanation,
    ranking: options.map((o) => ({ move: o.move, probability: o.p })),
    check: { by: 'odds', event, margin: b.margin, nodes: b.nodes },
  };
}
