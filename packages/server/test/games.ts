/** Legal games made by the engine for the tests: no hand-written move lists to go stale. */
import { GameSession, loadVariant } from '../../engine/src/index.js';

/**
 * `n` plies of a game with no dice, each move chosen by a fixed rule among the legal ones (so
 * the same list every run); throws if the game ends before.
 */
export async function playout(id: string, n: number): Promise<string[]> {
  const v = await loadVariant(id);
  const s = new GameSession(v, {});
  const tokens: string[] = [];
  for (let i = 0; i < n; i++) {
    const acts = v.legalActions(s.state);
    if (v.phase(s.state) !== 'decision' || !acts.length || s.result()) throw new Error(`${id} ended or waits for dice at ply ${i}`);
    tokens.push(s.play(v.formatAction(s.state, acts[(i * 7) % acts.length])));
  }
  return tokens;
}

/** A game of `n` events with rolls chosen by a fixed rule (the same every run), as its moves' text. */
export async function fixedGame(id: string, n: number): Promise<string> {
  const v = await loadVariant(id);
  const s = new GameSession(v, {});
  for (let i = 0; s.length < n && v.phase(s.state) !== 'over'; i++) {
    if (v.phase(s.state) === 'chance') {
      const o = v.chanceOutcomes(s.state);
      s.setRoll(o[(i * 5) % o.length]!.notation);
    } else {
      const a = v.legalActions(s.state);
      if (!a.length) break;
      s.play(v.formatAction(s.state, a[(i * 7) % a.length]));
    }
  }
  return s.events.map((e) => e.notation).join(' ');
}
