/**
 * The source's sample game, claim by claim: each sentence of its text is an assertion here.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, it } from 'node:test';
import { main, type CliIO } from '../src/cli/main.js';
import { GameSession } from '../src/core/session.js';
import { variant, type DiceState } from '../src/variants/dice/index.js';
import { ALL_TYPES } from '../src/variants/dice/board.js';
import { load } from '../src/variants/dice/state.js';

const FIXTURE = join(dirname(fileURLToPath(import.meta.url)), 'fixtures', 'dice-sample.txt');
const V = variant;

/** SAN of every action a roll allows. */
function movesFor(state: DiceState, roll: string): string[] {
  const rolled = V.applyChance(state, V.parseChance(state, roll));
  return V.legalActions(rolled).map((a) => V.formatAction(rolled, a)).sort();
}

/** Plays tokens (rolls and moves) from the start; returns the session. */
function play(tokens: string): GameSession<DiceState> {
  const s = new GameSession<DiceState>(V);
  s.playTokens(tokens.split(/\s+/).filter(Boolean));
  return s;
}

const ORDERED = Array.from({ length: 36 }, (_, i) => `${Math.floor(i / 6) + 1}${(i % 6) + 1}`);
const isDoubles = (r: string) => r[0] === r[1];

describe('dice: the sample game of the source', () => {
  it('replays through the command line with its rolls and ends in White\'s checkmate', async () => {
    const out: string[] = [], err: string[] = [];
    const io: CliIO = {
      out: (l) => out.push(l), err: (l) => err.push(l),
      readStdin: async () => '', readFile: async (p) => readFileSync(p, 'utf8'),
    };
    const code = await main(['replay', 'dice', FIXTURE], io);
    assert.equal(code, 0, err.join('\n'));
    assert.equal(out[0], '18 events replayed');
    assert.equal(out[2], 'Result: White wins by checkmate');
  });

  it('writes back the same notation as the source (Bxf7+, pass, Nh3 without a mark, Ng5#)', () => {
    const session = GameSession.fromRecord(V, readFileSync(FIXTURE, 'utf8'));
    assert.deepEqual(session.events.map((e) => e.notation).join(' '),
      '66 e4 23 Nc6 34 Bc4 45 Rb8 36 Bxf7+ 24 pass 24 Nh3 13 pass 24 Ng5#');
    assert.deepEqual(V.result(session.state as DiceState), { winner: 'white', reason: 'checkmate', text: 'White wins by checkmate' });
  });

  it('1. White rolls doubles, which allow any move: all twenty opening moves, e4 among them', () => {
    const moves = movesFor(V.initial(), '66');
    assert.equal(moves.length, 20);
    assert.ok(moves.includes('e4'));
  });

  it('1... Black rolls 2 and 3: no bishop move is possible, so only knight moves, and Nc6 is one', () => {
    const s = play('66 e4');
    assert.deepEqual(movesFor(s.state, '23'), ['Na6', 'Nc6', 'Nf6', 'Nh6']);
    assert.deepEqual(movesFor(s.state, '33').filter((m) => m.startsWith('B')), [], 'no black bishop can move at all');
  });

  it('2. White rolls 3 and 4 and may play Bc4', () => {
    assert.ok(movesFor(play('66 e4 23 Nc6').state, '34').includes('Bc4'));
  });

  it('2... Black rolls 4 and 5: no queen move, and Rb8 is the only legal rook move', () => {
    const s = play('66 e4 23 Nc6 34 Bc4');
    assert.deepEqual(movesFor(s.state, '45'), ['Rb8']);
    assert.deepEqual(movesFor(s.state, '55').filter((m) => m.startsWith('Q')), []);
  });

  it('3. White rolls 3 and 6 and plays Bxf7+, a check', () => {
    const s = play('66 e4 23 Nc6 34 Bc4 45 Rb8');
    assert.ok(movesFor(s.state, '36').includes('Bxf7+'));
  });

  it('3... Black rolls 2 and 4: no knight or rook move answers the check, so Black passes', () => {
    const s = play('66 e4 23 Nc6 34 Bc4 45 Rb8 36 Bxf7+');
    assert.deepEqual(V.view(s.state).check, ['e8']);
    assert.deepEqual(movesFor(s.state, '24'), ['pass']);
  });

  it('3... only a six, or doubles, would have let Black move (Kxf7)', () => {
    const s = play('66 e4 23 Nc6 34 Bc4 45 Rb8 36 Bxf7+');
    for (const roll of ORDERED) {
      const moves = movesFor(s.state, roll);
      const canMove = roll.includes('6') || isDoubles(roll);
      assert.deepEqual(moves, canMove ? ['Kxf7'] : ['pass'], `roll ${roll}`);
    }
  });

  it('4. White rolls 2 and 4 and plays Nh3; Black\'s king is still in check (after the pass)', () => {
    const s = play('66 e4 23 Nc6 34 Bc4 45 Rb8 36 Bxf7+ 24 pass');
    const moves = movesFor(s.state, '24');
    assert.ok(moves.includes('Nh3'));
    assert.deepEqual(V.view(V.applyChance(s.state, 24)).check, ['e8'], 'the black king is marked as capturable');
  });

  it('4. a three or a five would have won at once: Bxe8 takes the king, Qf3# and Qh5# mate', () => {
    const s = play('66 e4 23 Nc6 34 Bc4 45 Rb8 36 Bxf7+ 24 pass');
    const winning = (roll: string) => {
      const rolled = V.applyChance(s.state, V.parseChance(s.state, roll));
      return V.legalActions(rolled)
        .filter((a) => V.result(V.apply(rolled, a))?.winner === 'white')
        .map((a) => V.formatAction(rolled, a))
        .sort();
    };
    assert.deepEqual(winning('34'), ['Bxe8']);
    assert.deepEqual(winning('25'), ['Qf3#', 'Qh5#']);
    assert.deepEqual(winning('35'), ['Bxe8', 'Qf3#', 'Qh5#']);
    assert.deepEqual(winning('24'), [], 'the roll White actually had wins nothing at once');
    for (const roll of ORDERED) {
      const wins = roll.includes('3') || roll.includes('5') || isDoubles(roll);
      assert.equal(winning(roll).length > 0, wins, `roll ${roll}`);
    }
    const rolled = V.applyChance(s.state, 34);
    const after = V.apply(rolled, V.parseAction(rolled, 'Bxe8'));
    assert.equal(V.result(after)?.reason, 'king-captured');
    const mated = V.apply(V.applyChance(s.state, 25), V.parseAction(V.applyChance(s.state, 25), 'Qh5'));
    assert.equal(V.result(mated)?.reason, 'checkmate');
  });

  it('4... Black rolls 1 and 3: still no answer to the check, so another pass', () => {
    const s = play('66 e4 23 Nc6 34 Bc4 45 Rb8 36 Bxf7+ 24 pass 24 Nh3');
    assert.deepEqual(movesFor(s.state, '13'), ['pass']);
  });

  it('5. White rolls 2 and 4 and mates with Ng5#: Black has no legal move for any roll', () => {
    const s = play('66 e4 23 Nc6 34 Bc4 45 Rb8 36 Bxf7+ 24 pass 24 Nh3 13 pass');
    assert.ok(movesFor(s.state, '24').includes('Ng5#'));
    s.setRoll('24');
    s.play('Ng5');
    assert.equal(V.phase(s.state), 'over');
    assert.deepEqual(V.result(s.state), { winner: 'white', reason: 'checkmate', text: 'White wins by checkmate' });
    assert.equal(V.formatPosition(s.state), '1rbqkbnr/pppppBpp/2n5/6N1/4P3/8/PPPP1PPP/RNBQK2R b KQk - 2 5');
    // In check, and not one move of any piece type: no roll (doubles included) helps.
    const board = load(s.state);
    assert.ok(board.inCheck());
    assert.equal(board.generate(new Int32Array(256), 0, ALL_TYPES), 0);
  });
});
