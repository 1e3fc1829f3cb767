/** d4 d6 chess: every rule of the source and its worked examples. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { IllegalActionError, OptionError, PositionError, RecordError } from '../src/core/errors.js';
import { seededRandom, randomInt } from '../src/core/random.js';
import { GameSession } from '../src/core/session.js';
import { agreeDraw, variant, type D4D6State } from '../src/variants/d4d6/index.js';
import { AREA_INFO, PROMOTION, parseSquare, squareName } from '../src/variants/d4d6/board.js';
import { gamblingMoves } from '../src/variants/d4d6/moves.js';
import { hasSpecialAction, specialActions } from '../src/variants/d4d6/turn.js';

const V = variant;
const pos = (text: string, rino = false): D4D6State => V.parsePosition(text, rino ? { rinoceronte: true } : {});
const names = (s: D4D6State) => V.legalActions(s).map((a) => V.formatAction(s, a)).sort();
const play = (s: D4D6State, token: string) => V.apply(s, V.parseAction(s, token));
/** Chooses the piece (with its die), rolls `roll` and lists the moves the roll allows. */
function after(s: D4D6State, choose: string, roll: number): D4D6State {
  return V.applyChance(play(s, choose), roll);
}
const movesFor = (s: D4D6State, choose: string, roll: number) => names(after(s, choose, roll));
/** The destination squares (with capture marks) of the moves. */
const targets = (s: D4D6State, choose: string, roll: number) =>
  [...new Set(movesFor(s, choose, roll).map((n) => n.slice(2, 5)))].sort();

// The worked example's diagram, rebuilt from the text: White Formiga b6, Cavalo e5 facing
// north, Gata d8; Black Guarda b5, Gato c6, Gata f6, Ratos c7 and f7, and a Black Rato on a5
// (guarded by the Guarda on b5, so the Formiga's roll of 2 cannot go a6-a5).
const EXAMPLE = '3A4/2r2r2/1Ft2a2/rg2C(n)3/8/8/8/8 w start - - 0 0';

describe('d4d6: areas and geometry', () => {
  const geo = V.geometry();
  const inArea = (id: string) => geo.cells.filter((c) => c.areas?.includes(id)).map((c) => c.id).sort();
  const list = (text: string) => text.split(' ').sort();
  it('has 64 cells with the areas exactly as listed', () => {
    assert.equal(geo.cells.length, 64);
    assert.equal(inArea('playing').length, 48);
    assert.deepEqual(inArea('waiting'), list('a8 b8 g8 h8 a7 b7 g7 h7 a2 b2 g2 h2 a1 b1 g1 h1'));
    assert.deepEqual(inArea('teleportation'), list('a8 h8 a1 h1'));
    assert.deepEqual(inArea('promotion'), list('a6 h6 a5 h5 a4 h4 a3 h3'));
    assert.deepEqual(inArea('border'), list('c8 d8 e8 f8 c7 f7 c2 f2 c1 d1 e1 f1'));
    assert.deepEqual(inArea('start-white'), list('c1 d1 e1 f1'));
    assert.deepEqual(inArea('start-black'), list('c8 d8 e8 f8'));
    const playing = new Set(inArea('playing'));
    for (const c of list('c8 d8 e8 f8 c7 d7 e7 f7 c2 d2 e2 f2 c1 d1 e1 f1')) assert.ok(playing.has(c), c);
    for (const r of [3, 4, 5, 6]) for (const f of 'abcdefgh') assert.ok(playing.has(`${f}${r}`));
  });
  it('names and describes every area, and gives keyboard neighbours', () => {
    assert.deepEqual(geo.areas?.map((a) => a.id), AREA_INFO.map((a) => a.id));
    for (const a of geo.areas ?? []) assert.ok(a.name && a.description);
    assert.equal(geo.neighbours['a1']?.['up'], 'a2');
    assert.equal(geo.neighbours['h8']?.['down-left'], 'g7');
    assert.equal(geo.cells.find((c) => c.id === 'a1')?.tone, 0);
  });
});

describe('d4d6: start position', () => {
  it('places both armies as the source lists, Cavalos facing forward, White to move', () => {
    const s = V.initial();
    const v = V.view(s);
    const at = (sq: string) => { const p = v.pieces.get(sq); return p ? `${p.side[0]}${p.kind}${p.facing ? ':' + p.facing : ''}` : ''; };
    assert.deepEqual(['c2', 'f2', 'd2', 'e2', 'c1', 'f1', 'd1', 'e1', 'a1', 'h1'].map(at),
      ['wrato', 'wrato', 'wcavalo:n', 'wcavalo:n', 'wformiga', 'wformiga', 'wgata', 'wgato', 'wguarda', 'wguarda']);
    assert.deepEqual(['c7', 'f7', 'd7', 'e7', 'c8', 'f8', 'e8', 'd8', 'a8', 'h8'].map(at),
      ['brato', 'brato', 'bcavalo:s', 'bcavalo:s', 'bformiga', 'bformiga', 'bgata', 'bgato', 'bguarda', 'bguarda']);
    assert.equal(v.pieces.size, 20);
    assert.equal(V.toMove(s), 'white');
    assert.equal(V.phase(s), 'decision');
    assert.equal(V.formatPosition(s), 'g1ftaf1g/2rc(s)c(s)r2/8/8/8/8/2RC(n)C(n)R2/G1FATF1G w start - - 0 0');
  });
  it('rejects unknown options', () => {
    assert.throws(() => V.initial({ rhino: true }), OptionError);
    assert.throws(() => V.initial({ rinoceronte: 'yes' }), OptionError);
  });
});

describe('d4d6: worked example (Formiga on b6, Cavalo on e5, Gata on d8)', () => {
  const s = pos(EXAMPLE);
  it('Formiga b6 rolling 1: a6, capture the Guarda on b5, or capture the Gato on c6', () => {
    assert.deepEqual(movesFor(s, 'b6:d6', 1), ['b6-a6', 'b6xb5', 'b6xc6']);
  });
  for (const roll of [2, 3, 4, 5, 6]) {
    it(`Formiga b6 rolling ${roll}: only a6`, () => assert.deepEqual(movesFor(s, 'b6:d6', roll), ['b6-a6']));
  }
  it('Cavalo e5 rolling 1: e6 or capture f6, facing east or west either way', () => {
    assert.deepEqual(movesFor(s, 'e5:d4', 1), ['e5-e6>e', 'e5-e6>w', 'e5xf6>e', 'e5xf6>w']);
  });
  it('Cavalo e5 rolling 2: d6 facing west, or capture f7 and face south', () => {
    assert.deepEqual(movesFor(s, 'e5:d4', 2), ['e5-d6>w', 'e5xf7>s']);
  });
  it('Cavalo e5 rolling 3: must capture the Rato on c7 and face south', () => {
    assert.deepEqual(movesFor(s, 'e5:d4', 3), ['e5xc7>s']);
    const v = V.actionView(after(s, 'e5:d4', 3), V.legalActions(after(s, "e5:d4", 3))[0]!);
    assert.deepEqual(v.path, ['e5', 'e6', 'd6', 'c7']);
    assert.deepEqual(v.captures, ['c7']);
    assert.equal(v.choice, 'face south');
  });
  it('Cavalo e5 rolling 4: must move to d6 facing west', () => {
    assert.deepEqual(movesFor(s, 'e5:d4', 4), ['e5-d6>w']);
  });
  for (const roll of [1, 2, 3, 4]) {
    it(`Gata d8 with the d4 rolling ${roll} can capture the Rato on c7`, () => {
      assert.ok(movesFor(s, 'd8:d4', roll).includes('d8xc7'));
    });
  }
  it('the Gata captures c7 orthogonally on a 2 and a 4, diagonally on a 1 and a 3', () => {
    const path = (roll: number) => {
      const t = after(s, 'd8:d4', roll);
      const a = V.legalActions(t).find((x) => V.formatAction(t, x) === 'd8xc7');
      return V.actionView(t, a!).path;
    };
    const kinds = (p: readonly string[]) => p.slice(1).map((sq, i) => (sq[0] !== p[i]![0] && sq[1] !== p[i]![1] ? 'diagonal' : 'orthogonal'));
    assert.deepEqual(kinds(path(1)!), ['diagonal']);
    assert.deepEqual(kinds(path(2)!), ['orthogonal', 'orthogonal']);
    assert.deepEqual(path(3), ['d8', 'e7', 'd6', 'c7']);
    assert.deepEqual(path(4), ['d8', 'e8', 'e7', 'd7', 'c7']);
  });
});

describe('d4d6: moving gambling pieces', () => {
  it('a Rato steps diagonally, exactly n steps, never back onto its start square', () => {
    const s = pos('8/8/8/8/3R4/8/8/3r4 w start - - 0 0');
    assert.deepEqual(targets(s, 'd4:d4', 1), ['-c3', '-c5', '-e3', '-e5']);
    const two = targets(s, 'd4:d4', 2);
    assert.ok(!two.includes('-d4'), 'the start square counts as visited');
    // b2 is in the waiting area; f2 belongs to the playing area.
    assert.deepEqual(two, ['-b4', '-b6', '-d2', '-d6', '-f2', '-f4', '-f6']);
  });
  it('a Formiga steps orthogonally within the playing area', () => {
    const s = pos('8/8/8/8/3F4/8/8/3f4 w start - - 0 0');
    assert.deepEqual(targets(s, 'd4:d6', 2), ['-b4', '-c3', '-c5', '-d2', '-d6', '-e3', '-e5', '-f4']);
    // c3 to a3/b2 region: b2 is in the waiting area, so from c3 the Formiga cannot go down-left.
    const t = pos('8/8/8/8/8/F7/8/3f4 w start - - 0 0');
    assert.deepEqual(targets(t, 'a3:d6', 1), ['-a4', '-b3']);
  });
  it('no square is visited twice: a Formiga in a dead end falls back to fewer steps', () => {
    // a3: a4 is free; a5, b4 and b3 hold White Ratos. From a4 the only way on is back to a3.
    const s = pos('8/8/8/R7/1R6/FR6/8/3f4 w start - - 0 0');
    assert.deepEqual(movesFor(s, 'a3:d6', 6), ['a3-a4']);
  });
  it('a capture is only the final step; the squares before it must be empty', () => {
    const s = pos('8/8/8/8/3f4/3r4/3F4/8 w start - - 0 0');
    // d2 -> d3 is a capture in one step; with a 2 the Formiga cannot capture through d3 onto d4.
    assert.ok(movesFor(s, 'd2:d6', 1).includes('d2xd3'));
    assert.ok(!movesFor(s, 'd2:d6', 2).some((m) => m.includes('xd4')));
  });
  it('the fallback moves never capture', () => {
    // Formiga d1 hemmed in: c1, e1 own pieces; d2 empty, d3 enemy. With a 3 only d2 remains (non-capturing).
    const s = pos('8/8/8/8/8/2rrr3/2RRR3/2RFR3 w start - - 0 0');
    assert.deepEqual(movesFor(s, 'd1:d6', 3), ['d1-d1']);
    const t = pos('8/8/8/8/8/2RrR3/2R1R3/2RFR3 w start - - 0 0');
    assert.deepEqual(movesFor(t, 'd1:d6', 3), ['d1-d2'], 'a 3 falls back to the non-capturing 1-step move');
    assert.deepEqual(movesFor(t, 'd1:d6', 2), ['d1xd3'], 'exactly 2 steps may capture');
  });
  it('0 steps: nothing moves and the move still counts', () => {
    const s = pos('8/8/r7/8/8/8/2RRR3/2RFR3 w start - - 0 7');
    const t = after(s, 'd1:d6', 4);
    assert.deepEqual(names(t), ['d1-d1']);
    const done = play(t, 'd1-d1');
    assert.equal(V.formatPosition(done).split(' ')[0], V.formatPosition(s).split(' ')[0]);
    assert.equal(done.counter, 8);
  });
  it('a gambling piece orthogonally next to its own Guarda in the playing area cannot be captured', () => {
    const guarded = pos('8/8/8/8/3rg3/3F4/8/8 w start - - 0 0');
    assert.ok(!movesFor(guarded, 'd3:d6', 1).includes('d3xd4'));
    // A diagonal Guarda does not guard; the Guarda itself can be captured.
    const diagonal = pos('8/8/8/4g3/3r4/3F4/8/8 w start - - 0 0');
    assert.ok(movesFor(diagonal, 'd3:d6', 1).includes('d3xd4'));
    const guardaTaken = pos('8/8/8/8/3gr3/3F4/8/8 w start - - 0 0');
    assert.ok(movesFor(guardaTaken, 'd3:d6', 1).includes('d3xd4'));
  });
  it('a Guarda in the waiting area guards nothing', () => {
    const s = pos('8/1gr5/2F5/8/8/8/8/8 w start - - 0 0');
    assert.ok(movesFor(s, 'c6:d6', 1).includes('c6xc7'));
    const inPlay = pos('8/3g4/2Fr4/8/8/8/8/8 w start - - 0 0');
    assert.ok(!movesFor(inPlay, 'c6:d6', 1).includes('c6xd6'));
  });
});

describe('d4d6: the Gata', () => {
  it('chooses the d4 or the d6 each time', () => {
    const s = pos('8/8/8/8/3A4/8/8/3r4 w start - - 0 0');
    assert.deepEqual(names(s).filter((n) => n.startsWith('d4:')), ['d4:d4', 'd4:d6']);
    assert.deepEqual(V.chanceOutcomes(play(s, 'd4:d6')).map((o) => o.notation), ['1', '2', '3', '4', '5', '6']);
    assert.deepEqual(V.chanceOutcomes(play(s, 'd4:d4')).map((o) => o.notation), ['1', '2', '3', '4']);
  });
  it('never mixes orthogonal and diagonal steps in one move', () => {
    const s = pos('8/8/8/8/3A4/8/8/3r4 w start - - 0 0');
    const two = targets(s, 'd4:d4', 2);
    assert.ok(!two.includes('-e6') && !two.includes('-c6'), 'd4-e5-e6 would mix');
    assert.ok(two.includes('-f6') && two.includes('-d6') && two.includes('-f4'));
  });
  it('on a 5 or 6 steps orthogonally only, also when it falls back to fewer steps', () => {
    // Orthogonally the Gata on c1 gets no further than c2-d2; diagonally d2-e3-f4-g5-h6 is open.
    const s = pos('8/8/f7/8/8/2RR4/4R3/2AR4 w start - - 0 0');
    assert.deepEqual(movesFor(s, 'c1:d6', 5), ['c1-d2']);
    assert.deepEqual(movesFor(s, 'c1:d6', 6), ['c1-d2']);
    assert.ok(movesFor(s, 'c1:d6', 4).includes('c1-g5'), 'on a 4 the diagonal is allowed');
    assert.ok(movesFor(s, 'c1:d4', 4).includes('c1-g5'));
  });
});

describe('d4d6: the Gato', () => {
  it('steps like a knight through three orthogonal substeps inside the playing area', () => {
    const s = pos('8/8/8/8/3T4/8/8/3r4 w start - - 0 0');
    assert.deepEqual(targets(s, 'd4:d4', 1), ['-b3', '-b5', '-c2', '-c6', '-e2', '-e6', '-f3', '-f5']);
  });
  it('cannot jump: it needs one free order of substeps', () => {
    // Target e6 from d4: orders d5-d6-e6, d5-e5-e6, e4-e5-e6.
    const blockAll = pos('8/8/8/3RR3/3TR3/8/8/3r4 w start - - 0 0');
    assert.ok(!targets(blockAll, 'd4:d4', 1).includes('-e6'));
    const oneOpen = pos('8/8/8/3R4/3T4/8/8/3r4 w start - - 0 0');
    assert.ok(targets(oneOpen, 'd4:d4', 1).includes('-e6'), 'd5 blocked, but e4-e5-e6 is free');
  });
  it('any of the three substep orders may be used', () => {
    // Gato c3 to e4: orders d3-e3-e4 (long-long-short), d3-d4-e4 (long-short-long), c4-d4-e4 (short-long-long).
    const only = (free: string) => {
      const blockers = ['d3', 'e3', 'd4', 'c4'].filter((sq) => !free.split(' ').includes(sq));
      const board = Array.from({ length: 64 }, () => '');
      board[parseSquare('c3')] = 'T';
      board[parseSquare('d8')] = 'r';
      for (const b of blockers) board[parseSquare(b)] = 'R';
      return pos(fromCells(board));
    };
    assert.ok(targets(only('d3 e3'), 'c3:d4', 1).includes('-e4'));
    assert.ok(targets(only('d3 d4'), 'c3:d4', 1).includes('-e4'));
    assert.ok(targets(only('c4 d4'), 'c3:d4', 1).includes('-e4'));
    assert.ok(!targets(only('d3'), 'c3:d4', 1).includes('-e4'));
  });
  it('cannot pass through the waiting area', () => {
    // From c2 to a1/b... e.g. to a3: orders b2-a2-a3 (waiting), b2-b3-a3 (b2 waiting), c3-b3-a3 (allowed).
    const s = pos('8/8/8/8/8/1R6/2T5/3r4 w start - - 0 0');
    assert.ok(!targets(s, 'c2:d4', 1).includes('-a3'), 'only c3-b3-a3 stays in play, and b3 is blocked');
    const t = pos('8/8/8/8/8/8/2T5/3r4 w start - - 0 0');
    assert.ok(targets(t, 'c2:d4', 1).includes('-a3'));
  });
  it('every square of each step counts as visited', () => {
    // A Gato in a narrow corridor: c1 with only one way out; two steps cannot cross the first step's squares.
    const s = pos('8/8/r7/8/8/8/8/2T5 w start - - 0 0');
    for (const m of movesFor(s, 'c1:d4', 2)) {
      const t = after(s, 'c1:d4', 2);
      const a = V.legalActions(t).find((x) => V.formatAction(t, x) === m)!;
      const path = V.actionView(t, a).path!;
      assert.equal(new Set(path).size, path.length, `no repeated square in ${path.join(' ')}`);
      assert.equal(path.length, 7);
    }
  });
  it('captures only with the last substep of the last step', () => {
    const s = pos('8/8/8/8/3r4/8/2T5/3r4 w start - - 0 0');
    assert.ok(movesFor(s, 'c2:d4', 1).includes('c2xd4'));
    assert.ok(!movesFor(s, 'c2:d4', 1).some((m) => m.includes('d1')));
  });
});

function fromCells(cells: string[]): string {
  const ranks: string[] = [];
  for (let r = 7; r >= 0; r--) {
    let row = '', empty = 0;
    for (let f = 0; f < 8; f++) {
      const c = cells[r * 8 + f]!;
      if (!c) { empty++; continue; }
      if (empty) { row += empty; empty = 0; }
      row += c;
    }
    ranks.push(row + (empty ? empty : ''));
  }
  return `${ranks.join('/')} w start - - 0 0`;
}

describe('d4d6: the Cavalo', () => {
  it('moves straight ahead without capturing, captures with a final diagonal step', () => {
    const s = pos('8/8/8/3r4/2r5/3C(n)4/8/8 w start - - 0 0');
    assert.deepEqual(movesFor(s, 'd3:d4', 1), ['d3-d4>n', 'd3xc4>n']);
    // d5 is straight ahead after one step: it blocks, never captured straight on.
    assert.deepEqual(movesFor(s, 'd3:d4', 2), ['d3-d4>n']);
  });
  it('turns east or west on its own sixth rank, also in mid-move (Black: the third rank)', () => {
    const s = pos('8/8/8/3c(s)4/8/8/8/3R4 b start - - 0 0');
    assert.deepEqual(movesFor(s, 'd5:d4', 2), ['d5-d3>e', 'd5-d3>w']);
    assert.deepEqual(movesFor(s, 'd5:d4', 4), ['d5-b3>w', 'd5-f3>e']);
  });
  it('turns vertically towards its own sixth rank on entering the border area', () => {
    const s = pos('8/8/8/8/8/8/4C(w)3/3r4 w start - - 0 0');
    assert.deepEqual(movesFor(s, 'e2:d4', 2), ['e2-c2>n']);
    assert.deepEqual(movesFor(s, 'e2:d4', 3), ['e2-c3>n'], 'd2, c2 (turns north), c3');
    const capture = pos('8/8/8/8/8/8/3C(e)4/4r3 w start - - 0 0');
    assert.deepEqual(movesFor(capture, 'd2:d4', 1), ['d2-e2>e', 'd2xe1>n']);
  });
  it('the turning rules hold even when they prevent n steps', () => {
    // White Cavalo on g5 facing north: g6 forces east/west; g7 is waiting, so straight on is impossible.
    const s = pos('8/8/8/6C(n)1/8/8/8/3r4 w start - - 0 0');
    assert.deepEqual(movesFor(s, 'g5:d4', 2), ['g5-f6>w', 'g5-h6>e']);
    assert.deepEqual(movesFor(s, 'g5:d4', 3), ['g5-e6>w']);
  });
  it('the capture diagonal is taken from the facing at that moment', () => {
    // After turning west on e6 the capture diagonals are d7 and d5, not d7/f7.
    const s = pos('8/3r1r2/8/4C(n)3/8/8/8/8 w start - - 0 0');
    assert.deepEqual(movesFor(s, 'e5:d4', 2), ['e5-d6>w', 'e5-f6>e', 'e5xd7>w', 'e5xf7>s'], 'd7 is not in the border area; f7 is');
  });
  it('a captured Cavalo goes to a waiting-area square of the capturer\'s choice', () => {
    const s = pos('g7/8/8/8/3c(e)4/3F4/8/8 w start - - 0 0');
    const moves = movesFor(s, 'd3:d6', 1).filter((m) => m.startsWith('d3xd4'));
    assert.equal(moves.length, 15, 'every empty waiting square but a8');
    assert.ok(moves.includes('d3xd4@h1'));
    const t = play(after(s, 'd3:d6', 1), 'd3xd4@h1');
    assert.equal(V.view(t).pieces.get('h1')?.kind, 'cavalo');
    assert.equal(V.view(t).pieces.get('h1')?.side, 'black');
    const view = V.actionView(after(s, 'd3:d6', 1), V.parseAction(after(s, 'd3:d6', 1), 'd3xd4@h1'));
    assert.equal(view.choice, 'Cavalo to h1');
  });
  it('a Cavalo in the waiting area cannot be chosen to move', () => {
    const s = pos('8/8/8/8/8/8/8/C(n)2R4 w start - - 0 0');
    assert.ok(!names(s).some((n) => n.startsWith('a1:')));
  });
  it('rejects facings the turning rules forbid in position text', () => {
    assert.throws(() => pos('8/8/6C(n)1/8/8/8/8/3r4 w start - - 0 0'), PositionError);
    assert.throws(() => pos('8/2C(e)5/8/8/8/8/8/3r4 w start - - 0 0'), PositionError);
    assert.throws(() => pos('8/8/8/8/8/6C(s)1/8/3r4 w start - - 0 0'), PositionError);
    assert.doesNotThrow(() => pos('8/8/8/8/8/6C(w)1/8/3r4 w start - - 0 0'));
  });
});

describe('d4d6: the turn and special moves', () => {
  it('a special move may come before the gambling move; then the turn ends after it', () => {
    const s = V.initial();
    const t = play(s, 'Ga1-b2');
    assert.equal(t.stage, 'start');
    assert.ok(!names(t).some((n) => n.startsWith('G')), 'at most one special move');
    const u = play(V.applyChance(play(t, 'c2:d4'), 1), 'c2-b3');
    assert.equal(V.toMove(u), 'black');
  });
  it('a special move may come after the gambling move, or the player ends the turn', () => {
    const s = V.applyChance(play(V.initial(), 'c2:d4'), 1);
    const t = play(s, 'c2-b3');
    assert.equal(t.stage, 'after');
    assert.ok(names(t).includes('end') && names(t).includes('Gh1-g2'));
    assert.equal(V.toMove(play(t, 'Gh1-g2')), 'black');
    assert.equal(V.toMove(play(t, 'end')), 'black');
  });
  it('a special move cannot interrupt a started gambling move', () => {
    const s = play(V.initial(), 'c2:d4');
    assert.equal(V.phase(s), 'chance');
    assert.deepEqual(V.legalActions(s), []);
    const t = V.applyChance(s, 2);
    assert.ok(names(t).every((n) => n.startsWith('c2')));
    assert.throws(() => V.parseAction(t, 'Ga1-b2'), IllegalActionError);
  });
  it('a Guarda moves like a king anywhere on the board and never captures', () => {
    const s = pos('8/8/8/8/8/1rR5/1g6/3r2R1 b start - - 0 0'.replace('3r2R1', '3r4'));
    const guarda = names(s).filter((n) => n.startsWith('Gb2'));
    assert.deepEqual(guarda, ['Gb2-a1', 'Gb2-a2', 'Gb2-a3', 'Gb2-b1', 'Gb2-c1', 'Gb2-c2']);
  });
  it('a Guarda in the teleportation area may be placed on any empty playing square', () => {
    const s = pos('8/8/8/4r3/8/8/8/G2R4 w start - - 0 0');
    const g = names(s).filter((n) => n.startsWith('Ga1'));
    assert.equal(g.length, 3 + 46, 'b1, a2, b2 by stepping; the 46 empty playing squares by placing');
    assert.ok(g.includes('Ga1-h6') && !g.includes('Ga1-d1') && !g.includes('Ga1-g7'));
  });
  it('promotes a Cavalo in the promotion area to any other piece; it goes to a waiting square of choice', () => {
    const s = pos('8/8/C(w)7/8/8/8/8/3r4 w start - - 0 0');
    const promos = names(s).filter((n) => n.startsWith('a6='));
    assert.deepEqual([...new Set(promos.map((n) => n.slice(0, 4)))].sort(), ['a6=A', 'a6=F', 'a6=G', 'a6=R', 'a6=T']);
    assert.equal(promos.length, 5 * 16);
    const t = play(s, 'a6=A@h8');
    assert.equal(V.view(t).pieces.get('a6')?.kind, 'gata');
    assert.equal(V.view(t).pieces.get('h8')?.kind, 'cavalo');
    assert.equal(t.special, true);
    assert.equal(t.counter, 0);
  });
  it('a Cavalo may promote after its move in the same turn', () => {
    const s = pos('8/8/8/1C(w)6/8/8/8/3r4 w start - - 0 0');
    const t = play(after(s, 'b5:d4', 1), 'b5-a5>w');
    assert.equal(t.stage, 'after');
    assert.ok(names(t).includes('a5=F@a1'));
  });
  it('places the third Cavalo when both Cavalos wait and the starting area has room', () => {
    const s = pos('8/8/8/3r4/8/8/C(n)6C(n)/2FR4 w start - - 0 0');
    assert.deepEqual(names(s).filter((n) => n.startsWith('C*')), ['C*e1', 'C*f1']);
    const t = play(s, 'C*e1');
    const v = V.view(t);
    assert.deepEqual(v.pieces.get('e1'), { kind: 'cavalo', side: 'white', facing: 'n' });
    assert.equal([...v.pieces.values()].filter((p) => p.kind === 'cavalo').length, 1);
    const oneInPlay = pos('8/8/8/3r4/8/8/C(n)2C(n)4/2FR4 w start - - 0 0');
    assert.ok(!names(oneInPlay).some((n) => n.startsWith('C*')));
    const full = pos('8/8/8/3r4/8/8/C(n)6C(n)/2RRRR2 w start - - 0 0');
    assert.ok(!names(full).some((n) => n.startsWith('C*')));
  });
});

describe('d4d6: the end of the game', () => {
  it('a player with no gambling piece left in the playing area loses', () => {
    const s = pos('8/8/8/8/3r4/3F4/8/8 w start - - 0 0');
    const t = play(after(s, 'd3:d6', 1), 'd3xd4');
    assert.equal(V.phase(t), 'over');
    assert.deepEqual(V.result(t), { winner: 'white', reason: 'no-gambling-pieces', text: V.result(t)!.text });
    assert.deepEqual(V.legalActions(t), []);
  });
  it('Guardas and waiting Cavalos do not keep a player alive', () => {
    const s = pos('8/8/8/8/8/8/8/gc(s)1R4 w start - - 0 0');
    assert.equal(V.result(s)?.winner, 'white');
  });
  it('a hundred gambling moves without capture, Cavalo step or promotion draw', () => {
    const s = pos('8/8/8/8/3r4/8/8/3R4 w start - - 0 99');
    const t = play(after(s, 'd1:d4', 1), 'd1-c2');
    assert.equal(V.result(t)?.reason, 'hundred-move');
    assert.equal(V.result(t)?.winner, null);
  });
  it('a Cavalo step or a capture resets the counter', () => {
    const s = pos('8/8/8/8/3r4/8/3C(n)4/8 w start - - 0 50');
    assert.equal(play(after(s, 'd2:d4', 1), 'd2-d3>n').counter, 0);
    const t = pos('8/8/8/8/3r4/8/8/3R4 w start - - 0 50');
    assert.equal(play(after(t, 'd1:d4', 1), 'd1-c2').counter, 51);
    const u = pos('8/8/8/8/3r4/3F4/8/3R4 w start - - 0 50');
    assert.equal(play(after(u, 'd3:d6', 1), 'd3xd4').counter, 0);
  });
  it('a draw by agreement through agreeDraw', () => {
    const s = agreeDraw(V.initial());
    assert.equal(V.phase(s), 'over');
    assert.equal(V.result(s)?.reason, 'agreement');
    assert.equal(V.formatPosition(V.parsePosition(V.formatPosition(s))), V.formatPosition(s));
    assert.throws(() => agreeDraw(s), IllegalActionError);
  });
});

describe('d4d6: the fortress', () => {
  // White: Cavalo b6 facing west, Guarda a6, Rato a5. Black is up in material: two Formigas,
  // a Gato, a Rato on a dark square, two Guardas; none can reach a6.
  const FORTRESS = 'g6g/8/GC(w)1f4/R4t2/8/2r2f2/8/8 w start - - 0 0';
  it('White can keep all three pieces put and Black never captures anything', () => {
    const rng = seededRandom(2022);
    let s = pos(FORTRESS);
    const white = (st: D4D6State) => V.formatPosition(st).split(' ')[0]!.split('/').slice(2, 4).join('/').replace(/[a-z]\d*|\d/g, '');
    const whiteBefore = white(s);
    let gamblingMoves = 0;
    while (V.phase(s) !== 'over') {
      if (V.phase(s) === 'chance') {
        const o = V.chanceOutcomes(s);
        s = V.applyChance(s, o[randomInt(rng, o.length)]!.outcome);
        continue;
      }
      if (V.toMove(s) === 'white') {
        if (s.stage === 'start') s = play(s, 'b6:d4');
        else if (s.stage === 'move') { assert.deepEqual(names(s), ['b6-b6>w']); s = play(s, 'b6-b6>w'); gamblingMoves++; }
        else s = play(s, 'end');
      } else {
        const acts = V.legalActions(s);
        for (const a of acts) assert.ok(!V.actionView(s, a).captures?.length, `Black cannot capture: ${V.formatAction(s, a)}`);
        const a = acts[randomInt(rng, acts.length)]!;
        if (a.kind === 'move') gamblingMoves++;
        s = V.apply(s, a);
      }
      assert.equal(V.view(s).pieces.get('b6')?.kind, 'cavalo');
      assert.equal(V.view(s).pieces.get('a6')?.kind, 'guarda');
      assert.equal(V.view(s).pieces.get('a5')?.kind, 'rato');
    }
    assert.equal(V.result(s)?.reason, 'hundred-move');
    assert.equal(gamblingMoves, 100);
    void whiteBefore;
  });
});

describe('d4d6: Rinoceronte variant', () => {
  const R = { rinoceronte: true };
  it('adds a Rinoceronte on g1 and b8, each oriented by a d4 roll', () => {
    const s = V.initial(R);
    assert.equal(V.phase(s), 'chance');
    assert.equal(V.toMove(s), 'white');
    assert.deepEqual(V.chanceOutcomes(s).map((o) => o.probability), [0.25, 0.25, 0.25, 0.25]);
    const t = V.applyChance(s, 1);
    assert.equal(V.view(t).pieces.get('g1')?.facing, 'ne');
    assert.equal(V.toMove(t), 'black');
    const u = V.applyChance(t, 3);
    assert.equal(V.view(u).pieces.get('b8')?.facing, 'sw');
    assert.equal(V.phase(u), 'decision');
    assert.equal(V.toMove(u), 'white');
    assert.ok(names(u).includes('g1:d6'), 'the Rinoceronte rolls the d6 and may start from the waiting area');
    assert.equal(V.parseChance(t, 'sw'), 3);
  });
  it('steps diagonally forward or orthogonally backwards, combined freely', () => {
    const s = pos('8/8/8/8/8/1N(ne)6/8/3r4 w start - - 0 0', true);
    assert.deepEqual(targets(s, 'b3:d6', 1), ['-a3', '-b2', '-c4']);
    const two = targets(s, 'b3:d6', 2);
    assert.ok(two.includes('-d5') && two.includes('-a2') && two.includes('-b4') && two.includes('-c3'));
  });
  it('steps and captures in the waiting area', () => {
    const s = pos('8/8/8/8/3R4/8/6g1/5r1N(nw) w start - - 0 0', true);
    assert.ok(movesFor(s, 'h1:d6', 1).includes('h1xg2'));
    const t = pos('8/8/8/8/3R4/8/8/5rN(ne)1 w start - - 0 0', true);
    assert.ok(movesFor(t, 'g1:d6', 1).includes('g1-h2'));
  });
  it('turns by 90 degrees as a special move', () => {
    const s = pos('8/8/8/8/8/1N(ne)6/8/3r4 w start - - 0 0', true);
    assert.deepEqual(names(s).filter((n) => n.startsWith('N')), ['Nb3>nw', 'Nb3>se']);
    const t = play(s, 'Nb3>se');
    assert.equal(V.view(t).pieces.get('b3')?.facing, 'se');
    assert.equal(t.special, true);
  });
  it('a Cavalo may promote to a Rinoceronte facing any diagonal', () => {
    const s = pos('8/8/C(w)7/8/8/8/8/3r4 w start - - 0 0', true);
    assert.deepEqual(names(s).filter((n) => n.startsWith('a6=N') && n.endsWith('@a1')), ['a6=N>ne@a1', 'a6=N>nw@a1', 'a6=N>se@a1', 'a6=N>sw@a1']);
  });
  it('a last Rinoceronte may pass through the waiting area, but ending there loses', () => {
    // White's only gambling piece: a Rinoceronte on c1 facing northwest (steps nw, s, e).
    const s = pos('8/8/8/8/8/3r4/8/2N(nw)5 w start - - 0 0', true);
    const t = after(s, 'c1:d6', 1);
    assert.deepEqual(names(t), ['c1-b2', 'c1-d1']);
    const lost = play(t, 'c1-b2');
    assert.equal(V.result(lost)?.winner, 'black', 'ending in the waiting area loses');
    const through = after(s, 'c1:d6', 2);
    const a = V.legalActions(through).find((x) => V.formatAction(through, x) === 'c1-a3')!;
    assert.deepEqual(V.actionView(through, a).path, ['c1', 'b2', 'a3'], 'a3 is reached through b2');
    assert.equal(V.result(play(through, 'c1-a3')), null);
  });
  it('rejects a Rinoceronte without the option', () => {
    assert.throws(() => pos('8/8/8/8/8/1N(ne)6/8/3r4 w start - - 0 0'), PositionError);
  });
});

describe('d4d6: notation and records', () => {
  it('position text round-trips and rejects bad fields with the token named', () => {
    for (const text of [EXAMPLE, 'g1ftaf1g/2rc(s)c(s)r2/8/8/8/8/2RC(n)C(n)R2/G1FATF1G b move e7:d4 3 1 12']) {
      assert.equal(V.formatPosition(V.parsePosition(text)), text);
    }
    assert.throws(() => V.parsePosition('8/8/8/8/8/8/8/8 w start - - 0 0'), PositionError);
    assert.throws(() => V.parsePosition(EXAMPLE.replace('start', 'dance')), /dance/);
    assert.throws(() => V.parsePosition(EXAMPLE.replace('C(n)', 'C')), PositionError);
    assert.throws(() => V.parsePosition('3A4/2r2r2/1Ft2a2/rg2C(n)3/8/8/8/8 w move b6:d4 3 0 0'), /b6:d4/);
  });
  it('a record of a game replays', () => {
    const session = new GameSession(V);
    for (const t of ['c2:d4', '1', 'c2-b3', 'end', 'e7:d4', '2', 'e7-e5>s', 'Ga8-b7', 'd1:d6', '4']) {
      if (V.phase(session.state) === 'chance') session.setRoll(t);
      else session.play(t);
    }
    const again = GameSession.fromRecord(V, session.exportRecord());
    assert.equal(V.formatPosition(again.state), V.formatPosition(session.state));
  });
  it('bad tokens name themselves', () => {
    const s = V.initial();
    assert.throws(() => V.parseAction(s, 'z9'), /"z9"/);
    assert.throws(() => V.parseChance(play(s, 'c2:d4'), '5'), RecordError);
    assert.equal(V.formatAction(s, V.parseAction(s, 'c2')), 'c2:d4', 'a bare square chooses a one-die piece');
    assert.throws(() => V.parseAction(s, 'd1'), IllegalActionError, 'the Gata needs its die');
  });
  it('squares name round trip', () => {
    for (let sq = 0; sq < 64; sq++) assert.equal(parseSquare(squareName(sq)), sq);
  });
});

describe('d4d6: the move generator against a plain enumeration of every path', () => {
  // An independent, slow oracle: list every sequence of unit steps, keep the simple ones.
  const FILES = 'abcdefgh';
  const inPlay = (f: number, r: number) => f >= 0 && f < 8 && r >= 0 && r < 8 && (r >= 2 && r <= 5 || f >= 2 && f <= 5);
  const sq = (f: number, r: number) => r * 8 + f;
  const ORTHO = [[0, 1], [1, 0], [0, -1], [-1, 0]];
  const DIAG = [[1, 1], [1, -1], [-1, -1], [-1, 1]];
  function enemyTakeable(s: D4D6State, t: number, me: number): boolean {
    const c = s.board[t]!;
    if (!c || c >> 3 === me) return false;
    if ((c & 7) === 6) return true;
    return !ORTHO.some(([dx, dy]) => {
      const f = (t & 7) + dx!, r = (t >> 3) + dy!;
      return inPlay(f, r) && s.board[sq(f, r)] === (6 | (c & 8));
    });
  }
  /** Endpoints of simple paths of exactly k moves; each move is a list of unit offsets. */
  function endpoints(s: D4D6State, from: number, k: number, moves: number[][][], capture: boolean): Set<string> {
    const me = s.board[from]! >> 3;
    const out = new Set<string>();
    const walk = (at: number, left: number, seen: Set<number>) => {
      for (const move of moves) {
        let f = at & 7, r = at >> 3, ok = true;
        const cells: number[] = [];
        for (const [dx, dy] of move) {
          f += dx!; r += dy!;
          if (!inPlay(f, r) || seen.has(sq(f, r)) || cells.includes(sq(f, r))) { ok = false; break; }
          cells.push(sq(f, r));
        }
        if (!ok) continue;
        const last = cells[cells.length - 1]!;
        if (cells.slice(0, -1).some((c) => s.board[c] !== 0)) continue;
        if (left === 1) {
          if (s.board[last] === 0) out.add(`-${FILES[last & 7]}${(last >> 3) + 1}`);
          else if (capture && enemyTakeable(s, last, me)) out.add(`x${FILES[last & 7]}${(last >> 3) + 1}`);
        } else if (s.board[last] === 0) walk(last, left - 1, new Set([...seen, ...cells]));
      }
    };
    walk(from, k, new Set([from]));
    return out;
  }
  const KNIGHT: number[][][] = [];
  for (const [lx, ly] of ORTHO) for (const [sx, sy] of ORTHO) {
    if (lx === sx && ly === sy || lx === -sx! && ly === -sy!) continue;
    const L = [lx!, ly!], Sh = [sx!, sy!];
    KNIGHT.push([L, L, Sh], [L, Sh, L], [Sh, L, L]);
  }
  const unit = (dirs: number[][]) => dirs.map((d) => [d]);
  function oracle(s: D4D6State, from: number, die: number, roll: number): string[] {
    const type = s.board[from]! & 7;
    const modes = type === 1 ? [unit(DIAG)] : type === 2 ? [unit(ORTHO)] : type === 4 ? [KNIGHT]
      : die === 6 && roll >= 5 ? [unit(ORTHO)] : [unit(ORTHO), unit(DIAG)];
    for (let k = roll; k >= 1; k--) {
      const all = new Set<string>();
      for (const m of modes) for (const e of endpoints(s, from, k, m, k === roll)) all.add(e);
      if (all.size) return [...all].sort();
    }
    return ['stay'];
  }
  it('agrees on every Rato, Formiga, Gata and Gato move of positions reached in random games', () => {
    const rng = seededRandom('oracle');
    let compared = 0;
    for (let game = 0; game < 6; game++) {
      let s = V.initial();
      for (let ply = 0; ply < 300 && V.phase(s) !== 'over'; ply++) {
        if (V.phase(s) === 'chance') {
          const o = V.chanceOutcomes(s);
          s = V.applyChance(s, o[randomInt(rng, o.length)]!.outcome);
          continue;
        }
        if (s.stage === 'start' && ply % 5 === 0) {
          for (let from = 0; from < 64; from++) {
            const c = s.board[from]!;
            if (!c || c >> 3 !== s.side || ![1, 2, 3, 4].includes(c & 7)) continue;
            for (const die of (c & 7) === 3 ? [4, 6] : (c & 7) === 2 ? [6] : [4]) {
              for (let roll = 1; roll <= die; roll++) {
                const t = V.applyChance(play(s, `${squareName(from)}:d${die}`), roll);
                const got = [...new Set(names(t).map((n) => (n.slice(0, 2) === n.slice(3, 5) ? 'stay' : n.slice(2, 5))))].sort();
                assert.deepEqual(got, oracle(s, from, die, roll), `${V.formatPosition(s)} ${squareName(from)} d${die} rolled ${roll}`);
                compared++;
              }
            }
          }
        }
        const acts = V.legalActions(s);
        s = V.apply(s, acts[randomInt(rng, acts.length)]!);
      }
    }
    assert.ok(compared > 200, `compared ${compared}`);
  });
});

describe('d4d6: captured Cavalos and the Rinoceronte', () => {
  it('a Cavalo captured in the waiting area (by a Rinoceronte) leaves the board', () => {
    const s = pos('8/8/r7/8/3R4/8/6c(s)1/7N(nw) w start - - 0 0', true);
    const t = after(s, 'h1:d6', 1);
    assert.deepEqual(names(t).filter((n) => n.includes('xg2')), ['h1xg2']);
    const u = play(t, 'h1xg2');
    assert.equal([...V.view(u).pieces.values()].filter((p) => p.kind === 'cavalo').length, 0);
  });
  it('a Rinoceronte leaving the waiting area to capture a Cavalo may put it on the square it left', () => {
    const s = pos('8/8/8/8/8/3R4/3r1c(n)2/6N(nw)1 w start - - 0 0', true);
    const t = after(s, 'g1:d6', 1);
    assert.ok(names(t).includes('g1xf2@g1'), names(t).join(' '));
    const u = play(t, 'g1xf2@g1');
    assert.equal(V.view(u).pieces.get('g1')?.kind, 'cavalo');
    assert.equal(V.view(u).pieces.get('g1')?.side, 'black');
    assert.equal(V.view(u).pieces.get('f2')?.kind, 'rinoceronte');
  });
});

describe('d4d6: where a Cavalo can promote', () => {
  it('a White Cavalo that never captures reaches the promotion area only on a6 or h6 (Black: a3, h3)', () => {
    for (const [colour, start, expected] of [[0, 'd2', ['a6', 'h6']], [1, 'e7', ['a3', 'h3']]] as const) {
      const board = new Int8Array(64), facing = new Int8Array(64).fill(-1);
      const seen = new Set<string>();
      const queue: [number, number][] = [[parseSquare(start), colour ? 4 : 0]];
      const promo = new Set<string>();
      while (queue.length) {
        const [sq, f] = queue.pop()!;
        const key = `${sq}/${f}`;
        if (seen.has(key)) continue;
        seen.add(key);
        if (PROMOTION[sq]) promo.add(squareName(sq));
        board.fill(0);
        board[sq] = 5 | (colour ? 8 : 0);
        facing[sq] = f;
        for (let roll = 1; roll <= 4; roll++) for (const m of gamblingMoves(board, facing, sq, 4, roll)) queue.push([m.to, m.facing]);
      }
      assert.deepEqual([...promo].sort(), expected);
    }
  });
});

describe('d4d6: the quick test for a special move', () => {
  it('hasSpecialAction says whether specialActions lists any, at every step of random games (both variants)', () => {
    let yes = 0, no = 0;
    for (let g = 0; g < 40; g++) {
      const rng = seededRandom(`special:${g}`);
      let s = variant.initial(g % 2 ? { rinoceronte: true } : {});
      for (let step = 0; step < 400 && variant.phase(s) !== 'over'; step++) {
        const listed = specialActions(s).length > 0;
        assert.equal(hasSpecialAction(s), listed, variant.formatPosition(s));
        if (listed) yes++;
        else no++;
        if (variant.phase(s) === 'chance') {
          const o = variant.chanceOutcomes(s);
          s = variant.applyChance(s, o[randomInt(rng, o.length)]!.outcome);
        } else {
          const acts = variant.legalActions(s);
          s = variant.apply(s, acts[randomInt(rng, acts.length)]!);
        }
      }
    }
    assert.ok(yes > 100 && no > 100, `${yes} with, ${no} without`);
  });
});
