/**
 * Six Stone analysis on a fresh page: the panel's first answer is the exact value of the shown
 * position (the whole-game solve's, computed here on the page independently of the element), it
 * comes without the panel first announcing the whole game's solve (the positions near the start
 * are answered from the shipped table), and it follows the position as it changes: moves played,
 * then a position further on that only the whole table, built in the background, covers.
 * Nothing is timed (speed is measured in bench/sixstone-first.bench.ts).
 */
import { expect } from '@open-wc/testing';
import { makeBoard } from './helpers.js';
import { analysisStrings } from '../src/analysis/strings.js';
import type { VariantBoard } from '../src/variant-board.js';
import type { SixStoneState } from '../../engine/src/variants/sixstone/index.js';
import { solve, type SolveTable } from '../../engine/src/variants/sixstone/solve.js';

async function until<T>(get: () => T | null | undefined | false, ms = 60000): Promise<T> {
  const t0 = performance.now();
  for (;;) {
    const v = get();
    if (v) return v;
    if (performance.now() - t0 > ms) throw new Error('timed out waiting for the analysis');
    await new Promise((r) => setTimeout(r, 20));
  }
}

const panel = (el: VariantBoard) => el.shadowRoot!.querySelector<HTMLElement>('[part~="analysis"]');

/** The panel's solved value once it is for `position`. */
async function shownValue(el: VariantBoard, position: string) {
  await el.updateComplete;
  const p = await until(() => el.currentPosition === position && panel(el)?.querySelector<HTMLElement>('.value[data-result]'));
  await el.updateComplete;
  const moves = [...panel(el)!.querySelectorAll('details li')].map((li) => li.textContent!.trim());
  return { result: p.dataset['result']!, distance: Number(p.dataset['distance']), moves };
}

/** The panel's words for a value (as its move list writes them). */
function valueText(mover: 'white' | 'black', v: { result: string; distance: number }): string {
  const A = analysisStrings();
  if (v.result === 'draw') return A.draw;
  const winner = v.result === 'win' ? mover : mover === 'white' ? 'black' : 'white';
  return A.wins(winner === 'white' ? 'White' : 'Black', Math.ceil(v.distance / 2), v.distance);
}

let exact: SolveTable | null = null;
/** The whole-game solve, on this page: the values the panel must show. */
const exactTable = () => (exact ??= solve());

/** The panel shows the exact value of the board's position and of each of its moves. */
async function expectExact(el: VariantBoard): Promise<void> {
  const v = el.game!, s = el.session!.state as SixStoneState;
  const shown = await shownValue(el, el.currentPosition!);
  const table = exactTable();
  const want = table.value(s);
  expect({ result: shown.result, distance: shown.distance }, v.formatPosition(s)).to.deep.equal({ result: want.result, distance: want.distance });
  const mover = v.toMove(s) as 'white' | 'black';
  const expectedMoves = v.legalActions(s).map((a: number) => {
    const next = v.apply(s, a) as SixStoneState;
    const after = v.phase(next) === 'over' ? { result: 'loss', distance: 0 } : table.value(next);
    // Seen by the side that played it, plies counted from the position after the move.
    const mine = after.result === 'draw' ? after : { result: after.result === 'win' ? 'loss' : 'win', distance: after.distance };
    return `${v.formatAction(s, a)}: ${valueText(mover, mine)}`;
  });
  expect([...shown.moves].sort()).to.deep.equal(expectedMoves.sort());
}

describe('Six Stone analysis: the first answer', function (this: { timeout(ms: number): void }) {
  // The page solves the whole game itself to know the exact values: seconds on a loaded machine.
  this.timeout(180_000);
  it('is the exact value of the start, without waiting for the whole game', async () => {
    const seen: string[] = [];
    const observer = new MutationObserver(() => {
      const text = document.querySelector('variant-board')?.shadowRoot?.querySelector('[part~="analysis"] .value')?.textContent?.trim();
      if (text && seen.at(-1) !== text) seen.push(text);
    });
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    const el = await makeBoard('<variant-board variant="sixstone" analysis></variant-board>');
    observer.observe(el.shadowRoot!, { subtree: true, childList: true, characterData: true });
    const first = await shownValue(el, el.currentPosition!);
    observer.disconnect();
    expect(first.result).to.be.oneOf(['win', 'loss', 'draw']);
    expect(seen, 'the panel never said it was solving the whole game').to.not.include(analysisStrings().solvingWhole);
    await expectExact(el);
  });

  it('follows the position: moves played near the start, then a position further on', async () => {
    const el = await makeBoard('<variant-board variant="sixstone" analysis></variant-board>');
    await shownValue(el, el.currentPosition!);
    const v = el.game!;
    // A line that mixes perfect moves with others: four moves each.
    for (let ply = 0; ply < 8; ply++) {
      const s = el.session!.state as SixStoneState;
      const actions = v.legalActions(s) as number[];
      const pick = actions[(ply * 7 + 3) % actions.length]!;
      expect(el.play(v.formatAction(s, pick))).to.equal(true);
      await expectExact(el);
    }
    // Twelve plies on from there (beyond the shipped table): answered once the whole table is built.
    let s = el.session!.state as SixStoneState;
    for (let ply = 0; ply < 12 && v.phase(s) === 'decision'; ply++) {
      const actions = v.legalActions(s) as number[];
      s = v.apply(s, actions[(ply * 5 + 1) % actions.length]!) as SixStoneState;
    }
    if (v.phase(s) === 'decision') {
      el.setAttribute('position', v.formatPosition(s));
      await until(() => el.currentPosition === v.formatPosition(s));
      await expectExact(el);
    }
  });
});
