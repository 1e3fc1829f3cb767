import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { GameSession } from '../src/core/session.js';
import { seededRandom, fairRandom, randomInt, pickWeighted } from '../src/core/random.js';
import { parseOptions } from '../src/core/record.js';
import { tokenizeRecord } from '../src/core/record-read.js';
import { genericPerft } from '../src/core/search-helpers.js';
import { RecordError, UnknownVariantError, VariantBoardError } from '../src/core/errors.js';
import { hasDice, hasPlainBoard, loadVariant } from '../src/registry.js';
import { VARIANT_IDS } from '../src/core/types.js';
import { toy } from './support/toy.js';
import { describeInvariants } from './support/invariants.js';

describe('random sources', () => {
  it('a seeded source repeats exactly and differs between seeds', () => {
    const a = seededRandom('x'), b = seededRandom('x'), c = seededRandom('y');
    const seq = (r: typeof a) => Array.from({ length: 8 }, () => r.nextUint32());
    const sa = seq(a);
    assert.deepEqual(sa, seq(b));
    assert.notDeepEqual(sa, seq(c));
  });
  it('randomInt is unbiased enough for dice (chi-square on 60000 d6 rolls)', () => {
    const rng = seededRandom(42);
    const counts = [0, 0, 0, 0, 0, 0];
    for (let i = 0; i < 60000; i++) counts[randomInt(rng, 6)]!++;
    const chi = counts.reduce((s, c) => s + (c - 10000) ** 2 / 10000, 0);
    assert.ok(chi < 20.5, `chi-square ${chi}`); // p < 0.001 threshold for 5 dof
  });
  it('the fair source draws from crypto and stays in range', () => {
    const rng = fairRandom();
    for (let i = 0; i < 1000; i++) {
      const v = randomInt(rng, 4);
      assert.ok(v >= 0 && v < 4);
    }
  });
  it('pickWeighted follows the weights', () => {
    const rng = seededRandom(1);
    let heavy = 0;
    for (let i = 0; i < 10000; i++) if (pickWeighted(rng, ['a', 'b'], (x) => (x === 'a' ? 0.9 : 0.1)) === 'a') heavy++;
    assert.ok(heavy > 8800 && heavy < 9200, String(heavy));
  });
});

describe('records', () => {
  it('tokenizer skips tags, move numbers, comments and results', () => {
    const { tags, tokens } = tokenizeRecord('[Variant "dice"]\n[Event "x \\"y\\""]\n1. 66 e4 {nice} 23 Nc6 ; rest\n2...Nf6 1-0');
    assert.deepEqual(tags, { Variant: 'dice', Event: 'x "y"' });
    assert.deepEqual(tokens, ['66', 'e4', '23', 'Nc6', 'Nf6']);
  });
  it('options parse with types', () => {
    assert.deepEqual(parseOptions('rinoceronte=true,size=3,name=x'), { rinoceronte: true, size: 3, name: 'x' });
    assert.throws(() => parseOptions('=3'), RecordError);
  });
});

describe('game session (on a toy dice game)', () => {
  it('plays, rolls, undoes to the roll, and exports a record that replays', () => {
    const s = new GameSession(toy);
    s.setRoll('r3');
    assert.equal(s.play('t2'), 't2');
    s.setRoll('r1');
    s.play('t1');
    assert.equal(toy.formatPosition(s.state), '4 w -');
    assert.ok(s.undo());
    assert.equal(toy.formatPosition(s.state), '5 b 1', 'undo keeps the roll made before the move');
    const rec = s.exportRecord();
    assert.match(rec, /\[Variant "sixstone"\]/);
    const again = GameSession.fromRecord(toy, rec);
    assert.equal(toy.formatPosition(again.state), '5 b 1');
  });
  it('back/forward/goto move through history without losing it', () => {
    const s = new GameSession(toy);
    s.setRoll('r2'); s.play('t2'); s.setRoll('r3');
    s.back(); s.back();
    assert.equal(toy.formatPosition(s.state), '7 w 2');
    assert.ok(s.canForward());
    s.goto(3);
    assert.equal(toy.formatPosition(s.state), '5 b 3');
    // Only whole numbers within the history: a NaN or a fraction would leave no position on show.
    for (const bad of [NaN, 1.5, -1, 4]) assert.throws(() => s.goto(bad), RangeError, String(bad));
    assert.throws(() => s.stateAt(NaN), RangeError);
    assert.equal(s.ply, 3);
  });
  it('an illegal move or bad roll throws a typed error and changes nothing', () => {
    const s = new GameSession(toy);
    assert.throws(() => s.play('t1'), VariantBoardError, 'moving at a chance point');
    s.setRoll('r1');
    assert.throws(() => s.play('t3'), /Illegal move "t3"/);
    assert.throws(() => s.play('banana'), VariantBoardError);
    assert.equal(s.ply, 1);
  });
  it('a bad record is rejected naming the first bad token, and nothing is half-applied', () => {
    const s = new GameSession(toy);
    assert.throws(() => s.playTokens(['r2', 't1', 'r1', 't3']), (e: unknown) => e instanceof RecordError && e.index === 3 && /t3/.test(e.message));
    assert.equal(s.ply, 0);
  });
  it('seeded rolls repeat', () => {
    const a = new GameSession(toy), b = new GameSession(toy);
    const ra = seededRandom(7), rb = seededRandom(7);
    for (let i = 0; i < 5; i++) assert.equal(a.roll(ra).notation, b.roll(rb).notation), a.back(), b.back();
  });
  it('generic perft expands chance points', () => {
    // From 7 counters, white to roll: rolls 1,2,3 give 1+2+3 = 6 first actions.
    assert.equal(genericPerft(toy, toy.initial(), 1), 6);
  });
});

describe('registry', () => {
  it('rejects an unknown variant with the list of known ones', async () => {
    await assert.rejects(loadVariant('chess960'), (e: unknown) => e instanceof UnknownVariantError && /dart, dice, sixstone, dagger, d4d6/.test(e.message));
  });

  it('says which games throw dice before their rules load, as their rules do (a chance point at the start or after one action)', async () => {
    for (const id of VARIANT_IDS) {
      const v = await loadVariant(id);
      const s0 = v.initial({});
      const chance = v.phase(s0) === 'chance' || v.legalActions(s0).some((a) => v.phase(v.apply(s0, a)) === 'chance');
      assert.equal(hasDice(id), chance, id);
    }
    assert.equal(hasDice('chess960'), false);
  });

  it('says which games are drawn with squares and chess pieces alone, as their boards and seeded games are', async () => {
    const chessPieces = new Set(['king', 'queen', 'rook', 'bishop', 'knight', 'pawn']);
    for (const id of VARIANT_IDS) {
      const v = await loadVariant(id);
      const g = v.geometry({});
      let plain = g.cells.every((c) => c.shape === 'square' && !c.areas?.length) && !g.lines?.length && !g.reserves?.length;
      // Pieces come and go in play (captures, promotions, drops): look at every position of a few random games.
      const rng = seededRandom('plain boards');
      for (let game = 0; game < 4 && plain; game++) {
        let s = v.initial({});
        for (let ply = 0; ply < 150 && plain && !v.result(s); ply++) {
          const view = v.view(s);
          if (view.reserves.length || [...view.pieces.values()].some((p) => p.facing || !chessPieces.has(p.kind))) plain = false;
          if (v.phase(s) === 'chance') {
            const outcomes = v.chanceOutcomes(s);
            s = v.applyChance(s, outcomes[randomInt(rng, outcomes.length)]!.outcome);
          } else {
            const actions = v.legalActions(s);
            if (!actions.length) break;
            s = v.apply(s, actions[randomInt(rng, actions.length)]);
          }
        }
      }
      assert.equal(hasPlainBoard(id), plain, id);
    }
    assert.equal(hasPlainBoard('chess960'), false);
  });
});

describeInvariants(toy, { runs: 20 });
