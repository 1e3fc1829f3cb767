/**
 * The search's optional hooks on Dagger Chess and Six Stone Chess: `hash` is equal exactly
 * when the positions are equal (transpositions included), and `isCapture` agrees with
 * `actionView(...).captures` on every legal action; `inCheck` (Dart, Dagger, Dice Chess) agrees
 * with the check the board shows.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { randomInt, seededRandom } from '../src/core/random.js';
import { rollChance } from '../src/core/search-helpers.js';
import type { AnyVariant } from '../src/core/types.js';
import { loadVariant } from '../src/registry.js';
import { variant as dagger } from '../src/variants/dagger/index.js';
import { variant as sixstone } from '../src/variants/sixstone/index.js';

const GAMES: [string, AnyVariant][] = [['dagger', dagger as AnyVariant], ['sixstone', sixstone as AnyVariant]];

/** Visits every decision point of `games` seeded random games of up to `plies` moves. */
function randomPositions(v: AnyVariant, seed: string, games: number, plies: number, visit: (s: unknown) => void): void {
  for (let g = 0; g < games; g++) {
    const rng = seededRandom(`${seed}:${g}`);
    let s = v.initial();
    for (let i = 0; i < plies && v.phase(s) === 'decision'; i++) {
      visit(s);
      const acts = v.legalActions(s);
      s = v.apply(s, acts[randomInt(rng, acts.length)]);
    }
    if (v.phase(s) === 'decision') visit(s);
  }
}

/**
 * Two different move orders of length 3 (moves 1 and 3 swapped) reaching equal positions,
 * searched from `s`; null if there is none.
 */
function transposition(v: AnyVariant, s: unknown): [unknown, unknown] | null {
  const firsts = v.legalActions(s);
  for (const a of firsts) {
    const sa = v.apply(s, a);
    if (v.phase(sa) !== 'decision') continue;
    for (const b of v.legalActions(sa)) {
      const sab = v.apply(sa, b);
      if (v.phase(sab) !== 'decision') continue;
      for (const c of v.legalActions(sab)) {
        if (c === a) continue;
        const abc = v.apply(sab, c);
        // The other order: c, b, a, played by notation so that each step is checked as legal.
        let cba: unknown = s;
        try {
          for (const text of [v.formatAction(sab, c), v.formatAction(sa, b), v.formatAction(s, a)]) cba = v.apply(cba, v.parseAction(cba, text));
        } catch {
          continue;
        }
        if (v.key(cba) === v.key(abc)) return [abc, cba];
      }
    }
  }
  return null;
}

for (const [id, v] of GAMES) {
  describe(`${id}: search hooks`, () => {
    it('hash is a whole number of at most 53 bits', () => {
      randomPositions(v, `${id}:bits`, 5, 40, (s) => {
        const h = v.hash!(s);
        assert.ok(Number.isSafeInteger(h) && h >= 0, `hash ${h}`);
      });
    });

    it('hash is equal for positions reached by different move orders', () => {
      let found = 0;
      randomPositions(v, `${id}:transpose`, 3, 12, (s) => {
        if (found >= 4) return;
        const t = transposition(v, s);
        if (!t) return;
        const [x, y] = t;
        assert.notEqual(x, y);
        assert.equal(v.hash!(x), v.hash!(y), v.key(x));
        found++;
      });
      assert.ok(found >= 2, `found ${found} transpositions`);
    });

    it('hash differs exactly when the position differs (no collision in many random positions)', () => {
      const byHash = new Map<number, string>();
      const keys = new Set<string>();
      randomPositions(v, `${id}:collide`, 40, 80, (s) => {
        const h = v.hash!(s), k = v.key(s);
        const seen = byHash.get(h);
        if (seen !== undefined) assert.equal(seen, k, 'two different positions share a hash');
        byHash.set(h, k);
        keys.add(k);
      });
      assert.equal(byHash.size, keys.size);
      assert.ok(keys.size > 500, `only ${keys.size} positions`);
    });

    it('isCapture agrees with actionView captures on every legal action', () => {
      let captures = 0, quiet = 0;
      randomPositions(v, `${id}:captures`, 30, 80, (s) => {
        for (const a of v.legalActions(s)) {
          const shown = (v.actionView(s, a).captures?.length ?? 0) > 0;
          assert.equal(v.isCapture!(s, a), shown, `${v.formatAction(s, a)} in ${v.formatPosition(s)}`);
          if (shown) captures++;
          else quiet++;
        }
      });
      assert.ok(captures > 50 && quiet > 50, `${captures} captures, ${quiet} quiet moves`);
    });
  });
}

describe('dagger: hash covers every part of the position', () => {
  const START = 'k/rr/bbb/pppp/ppp/4/5/4/PPP/PPPP/BBB/RR/K w a0a2n0n2 - 0 1';
  const h = (text: string) => dagger.hash!(dagger.parsePosition(text));

  it('ignores the clocks', () => {
    assert.equal(h(START), h(START.replace(' 0 1', ' 7 23')));
  });

  it('includes the side to move', () => {
    assert.notEqual(h(START), h(START.replace(' w ', ' b ')));
  });

  it('includes the knights in hand, slot by slot', () => {
    const hands = ['a0a2n0n2', 'a2n0n2', 'a0n0n2', 'a0a2n2', 'a0a2n0', '-'];
    const hashes = new Set(hands.map((hand) => h(START.replace('a0a2n0n2', hand))));
    assert.equal(hashes.size, hands.length);
  });

  it('includes the en passant cell', () => {
    let checked = 0;
    randomPositions(dagger as AnyVariant, 'dagger:ep', 60, 60, (s) => {
      const state = s as { ep: number };
      if (state.ep < 0 || checked >= 3) return;
      const text = dagger.formatPosition(state as never);
      const fields = text.split(' ');
      fields[3] = '-';
      assert.notEqual(dagger.hash!(state as never), h(fields.join(' ')), text);
      checked++;
    });
    assert.ok(checked > 0, 'no en passant position in the sample');
  });
});

describe('sixstone: hash covers stones and side to move', () => {
  const h = (text: string) => sixstone.hash!(sixstone.parsePosition(text));
  it('differs with the side to move', () => {
    assert.notEqual(h('BBBB/B..B/W..W/WWWW w'), h('BBBB/B..B/W..W/WWWW b'));
  });
  it('differs with a stone moved, a stone taken, or the colours swapped', () => {
    const texts = ['BBBB/B..B/W..W/WWWW w', 'BBBB/B..B/WW../WWWW w', 'BBBB/B..B/W..W/WWW. w', 'WWWW/W..W/B..B/BBBB w'];
    assert.equal(new Set(texts.map(h)).size, texts.length);
  });
});

describe('inCheck agrees with the check the board shows (the search extends checks by it)', () => {
  for (const id of ['dart', 'dagger', 'dice'] as const) {
    it(id, async () => {
      const v = await loadVariant(id);
      let checks = 0, others = 0;
      for (let g = 0; g < 30; g++) {
        const rng = seededRandom(`in-check:${id}:${g}`);
        let s = v.initial();
        for (let i = 0; i < 160 && v.phase(s) !== 'over'; i++) {
          if (v.phase(s) === 'chance') {
            s = v.applyChance(s, rollChance(v, s, rng).outcome);
            continue;
          }
          // The mover's own king among the cells shown in check (Dice Chess also marks the other
          // king when its side passed in check).
          const view = v.view(s);
          const shown = view.check.some((cell) => view.pieces.get(cell)?.side === v.toMove(s));
          assert.equal(v.inCheck!(s), shown, v.formatPosition(s));
          if (shown) checks++;
          else others++;
          const acts = v.legalActions(s);
          // Captures half the time, so that kings come under fire.
          const caps = acts.filter((a) => v.isCapture!(s, a));
          s = v.apply(s, caps.length && randomInt(rng, 2) ? caps[randomInt(rng, caps.length)] : acts[randomInt(rng, acts.length)]);
        }
      }
      assert.ok(checks > 20 && others > 200, `${checks} checks, ${others} other positions`);
    });
  }
});
