/**
 * The dice layer and the chess rules under it, from chosen positions.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { IllegalActionError, OptionError, PhaseError, PositionError, RecordError } from '../src/core/errors.js';
import { GameSession } from '../src/core/session.js';
import { variant, PASS, type DiceState } from '../src/variants/dice/index.js';

const V = variant;
const ORDERED = Array.from({ length: 36 }, (_, i) => `${Math.floor(i / 6) + 1}${(i % 6) + 1}`);

function rolled(fen: string, roll: string): DiceState {
  const s = V.parsePosition(fen);
  return V.applyChance(s, V.parseChance(s, roll));
}
function sans(s: DiceState): string[] {
  return V.legalActions(s).map((a) => V.formatAction(s, a)).sort();
}
const movesFor = (fen: string, roll: string) => sans(rolled(fen, roll));
function playSan(s: DiceState, text: string): DiceState {
  return V.apply(s, V.parseAction(s, text));
}
/** Plays "roll move roll move ..." from a position. */
function line(fen: string, tokens: string): DiceState {
  const session = new GameSession<DiceState>(V, { position: fen });
  session.playTokens(tokens.split(/\s+/).filter(Boolean));
  return session.state;
}

const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';

describe('dice: the roll chooses the piece types', () => {
  it('every turn starts at a chance point with 21 rolls (36 ordered outcomes merged)', () => {
    const s = V.initial();
    assert.equal(V.phase(s), 'chance');
    assert.deepEqual(V.legalActions(s), []);
    const outcomes = V.chanceOutcomes(s);
    assert.equal(outcomes.length, 21);
    assert.ok(Math.abs(outcomes.reduce((t, o) => t + o.probability, 0) - 1) < 1e-12);
    assert.equal(outcomes.find((o) => o.notation === '33')!.probability, 1 / 36);
    assert.equal(outcomes.find((o) => o.notation === '23')!.probability, 2 / 36);
    assert.equal(V.parseChance(s, '32'), V.parseChance(s, '23'), '32 and 23 are the same roll');
    for (const bad of ['7', '07', '123', '2 3', 'ab', '']) assert.throws(() => V.parseChance(s, bad), RecordError);
  });

  it('1 pawn, 2 knight, 3 bishop, 4 rook, 5 queen, 6 king: either die\'s piece may move', () => {
    const fen = 'r3k2r/8/8/8/8/8/3P4/RN1QKB1R w KQkq - 0 1';
    // What each single face allows here (doubles aside), checked against the full move list.
    const all = movesFor(fen, '11');
    const kind = (m: string) => (m.startsWith('O-O') ? 'castle' : /^[NBRQK]/.test(m) ? m[0]! : 'P');
    for (const roll of ORDERED) {
      const [a, b] = [Number(roll[0]), Number(roll[1])];
      const got = movesFor(fen, roll);
      if (a === b) { assert.deepEqual(got, all, `doubles ${roll} allow any legal move`); continue; }
      const letters = new Set([a, b].map((d) => ' PNBRQK'[d]!));
      const want = all.filter((m) => (kind(m) === 'castle' ? letters.has('R') || letters.has('K') : letters.has(kind(m))));
      assert.deepEqual(got, want.length ? want : ['pass'], `roll ${roll}`);
    }
  });

  it('no legal move for either indicated piece: the only action is a pass, recorded with the roll', () => {
    const s = rolled(START, '34');
    assert.deepEqual(V.legalActions(s), [PASS]);
    assert.equal(V.formatAction(s, PASS), 'pass');
    const after = V.apply(s, PASS);
    assert.equal(V.toMove(after), 'black');
    assert.equal(V.phase(after), 'chance');
    const session = new GameSession(V);
    session.setRoll('43');
    session.play('pass');
    assert.match(session.exportRecord(), /\n34 pass\n/);
  });

  it('a pass is refused when the roll allows a move, and a move when it does not', () => {
    assert.throws(() => V.parseAction(rolled(START, '12'), 'pass'), IllegalActionError);
    assert.throws(() => V.parseAction(rolled(START, '34'), 'e4'), /roll is 3 and 4: bishop or rook/);
    assert.throws(() => V.parseAction(rolled(START, '23'), 'e4'), /not a legal move here/);
  });
});

describe('dice: castling needs a four, a six or doubles', () => {
  const FEN = 'r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1';
  it('rolled with a 4 (rook) or a 6 (king) or doubles; not otherwise', () => {
    for (const roll of ORDERED) {
      const moves = movesFor(FEN, roll);
      const allowed = roll.includes('4') || roll.includes('6') || roll[0] === roll[1];
      assert.equal(moves.includes('O-O') && moves.includes('O-O-O'), allowed, `roll ${roll}`);
      if (!allowed) assert.ok(!moves.some((m) => m.startsWith('O-O')), `roll ${roll}`);
    }
  });
  it('counts as a king move and as a rook move at once', () => {
    assert.deepEqual(movesFor(FEN, '14').filter((m) => /^[KO]/.test(m)), ['O-O', 'O-O-O'], 'a 4 alone: castling, no plain king move');
    assert.ok(movesFor(FEN, '16').includes('Kd1') && movesFor(FEN, '16').includes('O-O'));
  });
  it('still obeys the chess conditions: not out of, through or into check, path empty, rights kept', () => {
    assert.ok(!movesFor('r3k2r/8/8/8/8/8/8/R3R1K1 b kq - 0 1', '66').some((m) => m.startsWith('O-O')), 'in check');
    assert.deepEqual(movesFor('r3k2r/8/8/8/8/8/8/R2K1R2 b kq - 0 1', '44').filter((m) => m.startsWith('O-O')), ['O-O-O+'], 'f8 attacked');
    assert.deepEqual(movesFor('rn2k2r/8/8/8/8/8/8/R3K2R b kq - 0 1', '66').filter((m) => m.startsWith('O-O')), ['O-O'], 'b8 occupied');
    const afterRook = line('r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1', '44 Rh2 44 Rh7 44 Rh1 44 Rh8');
    assert.equal(V.formatPosition(afterRook).split(' ')[2], 'Qq', 'a rook that moved loses its side');
  });
  it('long algebraic e1g1 is accepted for castling', () => {
    const s = rolled(FEN, '46');
    assert.equal(V.formatAction(s, V.parseAction(s, 'e1g1')), 'O-O');
    assert.equal(V.formatAction(s, V.parseAction(s, '0-0-0')), 'O-O-O');
  });
});

describe('dice: en passant needs a one or doubles, right away', () => {
  const FEN = '4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2';
  it('with a 1 or doubles the capture is there; otherwise not', () => {
    for (const roll of ORDERED) {
      const allowed = roll.includes('1') || roll[0] === roll[1];
      assert.equal(movesFor(FEN, roll).includes('exd6'), allowed, `roll ${roll}`);
    }
    const s = rolled(FEN, '15');
    const ep = V.parseAction(s, 'e5d6');
    assert.deepEqual(V.actionView(s, ep).captures, ['d5']);
    assert.equal(V.formatPosition(V.apply(s, ep)), '4k3/8/3P4/8/8/8/8/4K3 b - - 0 2');
  });
  it('a pass ends the opportunity', () => {
    const s = line(FEN, '23 pass 23 pass');
    assert.equal(V.formatPosition(s), '4k3/8/8/3pP3/8/8/8/4K3 w - - 0 3', 'the pass cleared d6');
    assert.ok(!sans(V.applyChance(s, 11)).includes('exd6'));
  });
  it('so does any other move', () => {
    const s = line(FEN, '66 Kd2 66 Ke7');
    assert.ok(!sans(V.applyChance(s, 11)).includes('exd6'));
  });
  it('the double step that creates it can be made with a 1', () => {
    const s = line('4k3/3p4/8/4P3/8/8/8/4K3 b - - 0 1', '16 d5');
    assert.equal(V.formatPosition(s), '4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2');
  });
});

describe('dice: check, passes in check, king capture, checkmate', () => {
  it('a player in check may only answer it; with no answer for the roll, a pass', () => {
    // Black king e8 checked by a rook on e1; a knight can block on e7 (from g8 or c6) or... 
    const fen = '4k3/8/2n5/8/8/8/8/4R1K1 b - - 0 1';
    assert.deepEqual(movesFor(fen, '23'), ['Ne7', 'Ne5'].sort(), 'knight moves that block the e-file');
    assert.deepEqual(movesFor(fen, '13'), ['pass']);
    assert.deepEqual(movesFor(fen, '16'), ['Kd7', 'Kd8', 'Kf7', 'Kf8']);
  });

  it('after a pass in check the opponent may take the king with any piece the roll allows, even a pinned one', () => {
    // Black passed in check: the knight on e2 attacks the black king on d4 but is pinned by the rook on e8.
    const fen = '4r3/8/8/8/3k4/8/4N3/4K3 w - - 0 1';
    assert.deepEqual(V.view(V.parsePosition(fen)).check, ['d4'], 'the capturable king is marked');
    assert.deepEqual(movesFor(fen, '24'), ['Nxd4'], 'the pinned knight may take the king, and only that');
    const s = rolled(fen, '24');
    const over = V.apply(s, V.legalActions(s)[0]!);
    assert.equal(V.phase(over), 'over');
    assert.deepEqual(V.result(over), { winner: 'white', reason: 'king-captured', text: 'White wins by capturing the black king' });
    const text = V.formatPosition(over);
    assert.equal(text, '4r3/8/8/8/3N4/8/8/4K3 b - - 0 1');
    assert.equal(V.result(V.parsePosition(text))?.reason, 'king-captured', 'the position text keeps the result');
  });

  it('the side that may take the king may also make any other legal move instead', () => {
    const fen = '4r3/8/8/8/3k4/8/4N3/4K3 w - - 0 1';
    assert.deepEqual(movesFor(fen, '16'), ['Kd1', 'Kd2', 'Kf1', 'Kf2']);
    const all = movesFor(fen, '22');
    assert.ok(all.includes('Nxd4') && all.includes('Kd2'));
    assert.ok(!all.includes('Nc3'), 'the pinned knight still may not make other moves');
    const s = playSan(rolled(fen, '16'), 'Kd2');
    assert.equal(V.phase(s), 'chance');
    assert.deepEqual(V.view(s).check, ['d4'], 'Black is still in check and must answer it');
  });

  it('a check that the opponent cannot answer with this roll is not checkmate', () => {
    const s = V.parsePosition('4k3/8/2n5/8/8/8/8/4R1K1 b - - 0 1');
    assert.equal(V.result(s), null);
  });

  it('checkmate: in check with no legal move for any roll', () => {
    const s = V.parsePosition('R5k1/5ppp/8/8/8/8/8/6K1 b - - 0 1');
    assert.deepEqual(V.result(s), { winner: 'white', reason: 'checkmate', text: 'White wins by checkmate' });
    assert.equal(V.phase(s), 'over');
    const mate = rolled('6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1', '45');
    assert.ok(sans(mate).includes('Ra8#'));
  });

  it('a check that persists after a pass is not marked again, a new one is', () => {
    const s = rolled('4k3/8/2n5/8/8/8/8/4R1K1 b - - 0 1', '13');
    const after = V.apply(s, PASS);
    const w = V.applyChance(after, 66);
    assert.ok(sans(w).includes('Kf2'), 'no + after Kf2 although Black is still in check');
    assert.ok(sans(w).includes('Rxe8'), 'taking the king carries no mark');
    assert.ok(sans(V.applyChance(V.parsePosition('4k3/8/8/8/8/8/8/3R2K1 w - - 0 1'), 44)).includes('Re1+'));
  });
});

describe('dice: chess rules underneath', () => {
  it('promotion is a pawn move, to queen, rook, bishop or knight', () => {
    const fen = '7k/4P3/8/8/8/8/8/4K3 w - - 0 1';
    assert.deepEqual(movesFor(fen, '12'), ['e8=B', 'e8=N', 'e8=Q+', 'e8=R+']);
    assert.deepEqual(movesFor(fen, '23'), ['pass']);
    const s = rolled(fen, '15');
    const q = V.parseAction(s, 'e7e8q');
    assert.equal(V.formatAction(s, q), 'e8=Q+');
    assert.equal(V.actionView(s, q).choice, 'queen');
    assert.equal(V.formatAction(s, V.parseAction(s, 'e8N')), 'e8=N');
    assert.throws(() => V.parseAction(s, 'e8'), /must promote/);
  });

  it('stalemate: not in check and no legal move for any roll is a draw', () => {
    const s = V.parsePosition('7k/5Q2/6K1/8/8/8/8/8 b - - 0 1');
    assert.equal(V.result(s)?.reason, 'stalemate');
    assert.equal(V.result(s)?.winner, null);
  });

  it('bare kings are a draw; a king with one more piece can still win by capturing', () => {
    assert.equal(V.result(V.parsePosition('8/8/4k3/8/8/3K4/8/8 w - - 0 1'))?.reason, 'insufficient-material');
    // K+N v K: the knight checks, Black rolls no six and passes, White rolls a two and takes the king.
    const s = line('8/8/4k3/8/8/3K4/8/6N1 w - - 0 1', '26 Nf3 13 pass 22 Nd4');
    assert.equal(V.result(s), null);
    const end = line('8/8/4k3/8/8/3K4/8/6N1 w - - 0 1', '26 Nf3 13 pass 12 Ng5+ 35 pass 23 Nxe6');
    assert.equal(V.result(end)?.reason, 'king-captured');
  });

  it('fifty moves without a capture or pawn move draw; passes do not count as moves', () => {
    const fen = '4k3/8/8/8/8/8/8/R3K3 w - - 98 60';
    const s1 = line(fen, '44 Ra2');
    assert.equal(V.result(s1), null);
    const passed = line(fen, '44 Ra2 23 pass');
    assert.equal(V.formatPosition(passed).split(' ')[4], '99', 'the pass left the clock alone');
    assert.equal(V.result(line(fen, '44 Ra2 23 pass 44 Ra3'))?.reason, 'fifty-move');
  });

  it('threefold repetition of a position reached by moves draws', () => {
    const s = line(START, '22 Nf3 22 Nf6 22 Ng1 22 Ng8 22 Nf3 22 Nf6 22 Ng1');
    assert.equal(V.result(s), null);
    assert.equal(V.result(playSan(V.applyChance(s, 22), 'Ng8'))?.reason, 'repetition');
  });

  it('positions repeated by passes do not count (the dice force a pass, nobody chooses it)', () => {
    const s = line(START, '34 pass 34 pass 34 pass 34 pass 34 pass 34 pass');
    assert.equal(V.result(s), null);
    assert.equal(V.formatPosition(s), 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 4');
  });

  it('SAN disambiguates by file, then rank, then both', () => {
    const fen = '4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1';
    assert.ok(movesFor(fen, '22').includes('Nbd2') && movesFor(fen, '22').includes('Nfd2'));
    const rooks = 'k7/8/8/R7/8/8/8/R3K3 w - - 0 1';
    assert.ok(movesFor(rooks, '44').includes('R1a3') && movesFor(rooks, '44').includes('R5a3'));
    const s = rolled(fen, '22');
    assert.throws(() => V.parseAction(s, 'Nd2'), /ambiguous/);
  });
});

describe('dice: position text', () => {
  it('is FEN, plus " roll 23" while the dice are on the table', () => {
    const s = V.applyChance(V.initial(), V.parseChance(V.initial(), '32'));
    assert.equal(V.formatPosition(s), `${START} roll 23`);
    assert.equal(V.formatPosition(V.parsePosition(`${START} roll 32`)), `${START} roll 23`);
    assert.equal(V.phase(V.parsePosition(`${START} roll 66`)), 'decision');
    assert.notEqual(V.key(s), V.key(V.initial()), 'the roll is part of the key');
    assert.equal(V.formatPosition(V.parsePosition('r3k2r/8/8/8/8/8/8/R3K2R w KQkq -')), 'r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1');
  });
  it('rejects bad text naming the offending part', () => {
    const bad: [string, RegExp][] = [
      ['rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w KQkq - 0 1', /8 ranks/],
      ['rnbqkbnr/ppppppxp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1', /"x"/],
      ['rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1', /"9"/],
      ['rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1', /"x"/],
      ['rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN1 w KQkq - 0 1', /castling right "K"/],
      ['rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e3 0 1', /"e3"/],
      ['rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 roll 7', /"7"/],
      ['rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 roll', /roll/],
      ['rnbq1bnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQ - 0 1', /black king/],
      ['4k3/8/8/8/8/8/8/4K2P w - - 0 1', /no pawn on the first or last rank/],
      ['4k3/4R3/8/8/8/8/4r3/4K3 w - - 0 1', /at most one king in check/],
    ];
    for (const [text, re] of bad) assert.throws(() => V.parsePosition(text), (e: unknown) => e instanceof PositionError && re.test(e.message), text);
  });
  it('has no options', () => {
    assert.throws(() => V.initial({ rinoceronte: true }), OptionError);
  });
});

describe('dice: interface details', () => {
  it('actions are small numbers; apply refuses foreign and wrong-phase actions', () => {
    const s = rolled(START, '12');
    for (const a of V.legalActions(s)) assert.equal(typeof a, 'number');
    assert.throws(() => V.apply(s, 12345), IllegalActionError);
    assert.throws(() => V.apply(V.initial(), V.legalActions(s)[0]!), PhaseError);
    assert.throws(() => V.applyChance(s, 23), PhaseError);
    assert.throws(() => V.parseAction(V.initial(), 'e4'), PhaseError);
  });
  it('view shows pieces, the dice and the status; actionView gives from and to', () => {
    const v0 = V.view(V.initial());
    assert.equal(v0.pieces.size, 32);
    assert.deepEqual(v0.pieces.get('e1'), { kind: 'king', side: 'white' });
    assert.deepEqual(v0.dice.map((d) => d.value), [null, null]);
    assert.equal(v0.status, 'White to roll');
    const s = rolled(START, '12');
    assert.deepEqual(V.view(s).dice.map((d) => d.value), [1, 2]);
    assert.equal(V.view(s).status, 'White rolled 1 and 2: pawn or knight');
    const nf3 = V.parseAction(s, 'Nf3');
    assert.deepEqual(V.actionView(s, nf3), { notation: 'Nf3', from: { cell: 'g1' }, to: 'f3' });
    assert.deepEqual(V.actionView(rolled(START, '34'), PASS), { notation: 'pass', choice: 'pass' });
    assert.match(V.view(rolled(START, '34')).status!, /pass/);
  });
  it('geometry: 64 squares, a1 dark at the bottom left, labels and neighbours', () => {
    const g = V.geometry();
    assert.equal(g.cells.length, 64);
    const a1 = g.cells.find((c) => c.id === 'a1')!;
    assert.deepEqual([a1.x, a1.y, a1.tone], [0.5, 7.5, 1]);
    assert.deepEqual(g.neighbours['a1'], { n: 'a2', e: 'b1', ne: 'b2' });
    assert.equal(g.labels.length, 16);
  });
});

describe('dice: search hooks', () => {
  it('hash is equal for equal positions and differs with the roll; isCapture reads the action', () => {
    const a = line(START, '22 Nf3 22 Nf6 22 Ng1 22 Ng8');
    assert.equal(V.hash!(a), V.hash!(V.initial()));
    assert.equal(V.key(a), V.key(V.initial()));
    assert.notEqual(V.hash!(V.applyChance(a, 12)), V.hash!(V.applyChance(a, 13)));
    const s = rolled('4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1', '11');
    const caps = V.legalActions(s).filter((x) => V.isCapture!(s, x)).map((x) => V.formatAction(s, x));
    assert.deepEqual(caps, ['exd5']);
  });
  it('evaluate counts material for the side to move and fears an unanswerable check', () => {
    const up = V.parsePosition('4k3/8/8/8/8/8/8/Q3K3 w - - 0 1');
    assert.ok(V.evaluate!(up) > 8);
    assert.ok(V.evaluate!(V.parsePosition('4k3/8/8/8/8/8/8/Q3K3 b - - 0 1')) < -8);
    // Black in check with only king moves as answers (6 or doubles) versus not in check.
    const checked = V.evaluate!(V.parsePosition('4k3/8/8/8/8/8/8/4R1K1 b - - 0 1'));
    const quiet = V.evaluate!(V.parsePosition('4k3/8/8/8/8/8/8/3R2K1 b - - 0 1'));
    assert.ok(checked < quiet - 3);
  });
  it('evaluate credits the side about to roll with the captures its dice may allow', () => {
    const ev = (fen: string) => V.evaluate!(V.parsePosition(fen));
    const none = ev('4k3/8/8/3q4/8/8/8/N3K3 w - - 0 1'); // the knight on a1 reaches nothing
    const knight = ev('4k3/8/8/3q4/8/2N5/8/4K3 w - - 0 1'); // Nxd5 on a two or doubles: 16 rolls in 36
    const two = ev('4k3/8/8/3q4/8/1BN5/8/4K3 w - - 0 1'); // a two or a three or doubles: 24 in 36
    const defended = ev('4k3/8/4p3/3q4/8/2N5/8/4K3 w - - 0 1'); // the pawn takes back: a queen for a knight
    assert.ok(knight - none > 2, `${knight} against ${none}`);
    assert.ok(two - 3.2 > knight, 'a second attacker (and its bishop) is worth more than the bishop alone');
    assert.ok(defended < knight && defended > none - 1.5, `${defended}`);
    // The side that just moved gets less for its threats: the opponent rolls first and may save its
    // queen. Black to roll, the knight on c3 rather than a1 costs Black 0.3 of the 4-pawn mean (1.2),
    // and the knight's better square a little more.
    const threatened = ev('4k3/8/8/3q4/8/2N5/8/4K3 b - - 0 1') - ev('4k3/8/8/3q4/8/8/8/N3K3 b - - 0 1');
    assert.ok(threatened < -1.2 && threatened > -1.7, `${threatened}`);
  });
});
