/** Dart 6x6 Chess: every rule of the source and of the project rulings. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { IllegalActionError, OptionError, PositionError, RecordError } from '../src/core/errors.js';
import { GameSession } from '../src/core/session.js';
import { variant, type DartState } from '../src/variants/dart/index.js';

/** Builds position text from a map of square -> letter (D/d for darts). */
function place(pieces: Record<string, string>, hand = '', side: 'w' | 'b' = 'w', half = 0, full = 1): DartState {
  const rows: string[] = [];
  for (let r = 6; r >= 1; r--) {
    let row = '', gap = 0;
    for (const f of 'abcdef') {
      const p = pieces[f + r];
      if (!p) { gap++; continue; }
      if (gap) row += gap;
      gap = 0;
      row += p;
    }
    rows.push(row + (gap ? gap : ''));
  }
  return variant.parsePosition(`${rows.join('/')}[${hand}] ${side} ${half} ${full}`);
}

const san = (s: DartState) => variant.legalActions(s).map((a) => variant.formatAction(s, a));
const play = (s: DartState, ...moves: string[]) => moves.reduce((st, m) => variant.apply(st, variant.parseAction(st, m)), s);
/** Destinations of the legal moves starting on a square. */
function targets(s: DartState, from: string): string[] {
  return variant.legalActions(s)
    .map((a) => variant.actionView(s, a))
    .filter((v) => v.from && 'cell' in v.from && v.from.cell === from)
    .map((v) => v.to!)
    .sort();
}
function throws(s: DartState): string[] {
  return variant.legalActions(s)
    .map((a) => variant.actionView(s, a))
    .filter((v) => v.from && 'reserve' in v.from)
    .map((v) => v.to!)
    .sort();
}

describe('dart: start position', () => {
  // The source's ASCII diagram, first line = rank 6, lowercase = Black.
  const DIAGRAM = ['knrppp', 'nbp...', 'rp...P', 'p...PR', '...PBN', 'PPPRNK'];
  const KIND: Record<string, string> = { k: 'king', n: 'knight', r: 'rook', b: 'bishop', p: 'pawn' };

  it('matches the drawing square by square', () => {
    const view = variant.view(variant.initial());
    DIAGRAM.forEach((row, i) => {
      [...row].forEach((ch, f) => {
        const cell = 'abcdef'[f]! + (6 - i);
        const piece = view.pieces.get(cell);
        if (ch === '.') assert.equal(piece, undefined, cell);
        else assert.deepEqual(piece, { kind: KIND[ch.toLowerCase()], side: ch === ch.toUpperCase() ? 'white' : 'black' }, cell);
      });
    });
    assert.equal(view.pieces.size, 24);
  });

  it('prints as the documented text, White to move, three darts each in reserve', () => {
    const s = variant.initial();
    assert.equal(variant.formatPosition(s), 'knrppp/nbp3/rp3P/p3PR/3PBN/PPPRNK[DDDddd] w 0 1');
    const view = variant.view(s);
    assert.equal(view.toMove, 'white');
    assert.deepEqual(view.reserves, [
      { reserve: 'white-darts', side: 'white', kind: 'dart', count: 3 },
      { reserve: 'black-darts', side: 'black', kind: 'dart', count: 3 },
    ]);
    assert.deepEqual(view.check, []);
  });

  it('each side has king, two knights, two rooks, one bishop, six pawns; the bishops attack each other', () => {
    const s = variant.initial();
    const count = (side: string, kind: string) => [...variant.view(s).pieces.values()].filter((p) => p.side === side && p.kind === kind).length;
    for (const side of ['white', 'black']) {
      assert.deepEqual(['king', 'knight', 'rook', 'bishop', 'pawn'].map((k) => count(side, k)), [1, 2, 2, 1, 6]);
    }
    assert.ok(san(s).includes('Bxb5+'));
    assert.ok(san(play(s, 'a2')).includes('Bxe2+'));
  });

  it('has exactly the expected first moves', () => {
    assert.deepEqual(san(variant.initial()).sort(), [
      'Bc4', 'Bd3', 'Bxb5+', 'D@b2', 'D@b3', 'D@c2', 'D@c3', 'D@c4', 'D@d3', 'D@d4', 'D@d5', 'D@e4', 'D@e5',
      'Nc2', 'Ne4', 'Ned3', 'Nfd3', 'a2', 'b2', 'c2', 'd3', 'e4', 'f5',
    ]);
  });

  it('accepts no options', () => {
    assert.throws(() => variant.initial({ darts: 5 }), OptionError);
    assert.throws(() => variant.parsePosition(variant.formatPosition(variant.initial()), { x: true }), OptionError);
  });
});

describe('dart: geometry', () => {
  const g = variant.geometry();
  it('has 36 chequered squares a1-f6 with a1 dark, and the central 4x4 marked', () => {
    assert.equal(g.cells.length, 36);
    const cell = (id: string) => g.cells.find((c) => c.id === id)!;
    assert.equal(cell('a1').tone, 1);
    assert.equal(cell('b1').tone, 0);
    assert.equal(cell('a2').tone, 0);
    assert.equal(cell('f6').tone, 1);
    assert.ok(cell('a1').y > cell('a6').y, 'White at the bottom');
    assert.ok(cell('f1').x > cell('a1').x);
    const zone = g.cells.filter((c) => c.areas?.includes('dart-zone')).map((c) => c.id).sort();
    assert.deepEqual(zone, ['b2', 'b3', 'b4', 'b5', 'c2', 'c3', 'c4', 'c5', 'd2', 'd3', 'd4', 'd5', 'e2', 'e3', 'e4', 'e5']);
  });
  it('labels files a-f and ranks 1-6; neighbours in eight directions; two dart reserves', () => {
    assert.deepEqual(g.labels.map((l) => l.text).sort(), ['1', '2', '3', '4', '5', '6', 'a', 'b', 'c', 'd', 'e', 'f']);
    assert.deepEqual(g.neighbours['c3'], { n: 'c4', s: 'c2', e: 'd3', w: 'b3', ne: 'd4', nw: 'b4', se: 'd2', sw: 'b2' });
    assert.deepEqual(g.neighbours['a1'], { n: 'a2', e: 'b1', ne: 'b2' });
    assert.deepEqual(g.reserves?.map((r) => [r.id, r.side]), [['white-darts', 'white'], ['black-darts', 'black']]);
  });
});

describe('dart: pawns', () => {
  it('step one square only, even from the first rank (no double step)', () => {
    const s = variant.initial();
    assert.deepEqual(targets(s, 'a1'), ['a2']);
    assert.deepEqual(targets(s, 'c1'), ['c2']);
    const b = play(s, 'a2');
    assert.deepEqual(targets(b, 'd6'), ['d5']);
    assert.deepEqual(targets(b, 'c5'), ['c4']);
  });

  it('capture diagonally forward only, never en passant', () => {
    const u = place({ a6: 'k', f1: 'K', c3: 'P', d4: 'p', b4: 'n' }, '', 'w');
    assert.deepEqual(targets(u, 'c3'), ['b4', 'c4', 'd4']);
    const w = place({ a6: 'k', f1: 'K', c3: 'P', d3: 'p', b2: 'n' }, '', 'w');
    assert.deepEqual(targets(w, 'c3'), ['c4'], 'no sideways or backward capture');
    // Black's pawn steps d5-d4 beside White's c4 pawn: the square it passed (d5) cannot be taken.
    const s = place({ a6: 'k', f1: 'K', c4: 'P', d5: 'p' }, '', 'b');
    const t = play(s, 'd4');
    assert.deepEqual(targets(t, 'c4'), ['c5']);
    assert.throws(() => variant.parseAction(t, 'cxd5'), IllegalActionError);
  });

  it('are stopped by a dart in front and cannot capture a dart', () => {
    const s = place({ a6: 'k', f1: 'K', c3: 'P', c4: 'D', d4: 'd', b4: 'D' }, '', 'w');
    assert.deepEqual(targets(s, 'c3'), []);
  });

  it('may capture diagonally between two diagonally adjacent darts', () => {
    const s = place({ a6: 'k', f1: 'K', c3: 'P', d4: 'n', c4: 'D', d3: 'd' }, '', 'w');
    assert.deepEqual(targets(s, 'c3'), ['d4']);
    assert.ok(san(s).includes('cxd4'));
  });

  it('must promote on the last rank, to rook, knight or bishop only', () => {
    const s = place({ a1: 'k', f1: 'K', b5: 'P', c6: 'r' }, '', 'w');
    const promos = variant.legalActions(s).map((a) => variant.actionView(s, a)).filter((v) => v.from && 'cell' in v.from && v.from.cell === 'b5');
    assert.deepEqual(promos.map((v) => `${v.to}:${v.choice}`).sort(), ['b6:bishop', 'b6:knight', 'b6:rook', 'c6:bishop', 'c6:knight', 'c6:rook']);
    assert.deepEqual(promos.filter((v) => v.to === 'c6').map((v) => v.captures), [['c6'], ['c6'], ['c6']]);
    assert.deepEqual(promos.map((v) => v.notation).sort(), ['b6=B', 'b6=N', 'b6=R', 'bxc6=B', 'bxc6=N', 'bxc6=R']);
    assert.throws(() => variant.parseAction(s, 'b6'), /promotion choice/);
    assert.throws(() => variant.parseAction(s, 'b5b6'), /promotion choice/);
    assert.throws(() => variant.parseAction(s, 'b6=Q'), IllegalActionError);
    assert.throws(() => variant.parseAction(s, 'b6=K'), IllegalActionError);
    assert.equal(variant.view(play(s, 'b6=N')).pieces.get('b6')?.kind, 'knight');
    assert.equal(variant.view(play(s, 'b5b6b')).pieces.get('b6')?.kind, 'bishop');
    assert.equal(variant.view(play(s, 'bxc6=R')).pieces.get('c6')?.kind, 'rook');
  });

  it('Black promotes on rank 1', () => {
    const s = place({ a6: 'k', f5: 'K', d2: 'p' }, '', 'b');
    assert.deepEqual(san(s).filter((m) => m.startsWith('d1')).sort(), ['d1=B', 'd1=N', 'd1=R']);
    assert.deepEqual(variant.view(play(s, 'd1=R')).pieces.get('d1'), { kind: 'rook', side: 'black' });
  });
});

describe('dart: pieces and no castling', () => {
  it('the king steps one square in any direction; there is no castling', () => {
    const s = place({ c5: 'k', d1: 'K', a1: 'R', f1: 'R' }, '', 'w');
    assert.deepEqual(targets(s, 'd1'), ['c1', 'c2', 'd2', 'e1', 'e2']);
  });
  it('rook, bishop and knight move as in chess on an empty board', () => {
    const s = place({ a6: 'k', f1: 'K', c3: 'N', b2: 'B', d4: 'R' }, '', 'w');
    assert.deepEqual(targets(s, 'c3'), ['a2', 'a4', 'b1', 'b5', 'd1', 'd5', 'e2', 'e4']);
    assert.deepEqual(targets(s, 'b2'), ['a1', 'a3', 'c1']);
    assert.deepEqual(targets(s, 'd4'), ['a4', 'b4', 'c4', 'd1', 'd2', 'd3', 'd5', 'd6', 'e4', 'f4']);
  });
});

describe('dart: throwing darts', () => {
  it('a throw goes onto any empty square of b2-e5 and uses up a dart', () => {
    const s = variant.initial();
    assert.deepEqual(throws(s), ['b2', 'b3', 'c2', 'c3', 'c4', 'd3', 'd4', 'd5', 'e4', 'e5']);
    const a = variant.legalActions(s).find((x) => variant.formatAction(s, x) === 'D@c3')!;
    assert.deepEqual(variant.actionView(s, a), { notation: 'D@c3', from: { reserve: 'white-darts' }, to: 'c3' });
    const t = variant.apply(s, a);
    assert.deepEqual(variant.view(t).pieces.get('c3'), { kind: 'dart', side: 'white' });
    assert.equal(variant.view(t).reserves[0]!.count, 2);
    assert.equal(variant.formatPosition(t), 'knrppp/nbp3/rp3P/p1D1PR/3PBN/PPPRNK[DDddd] b 0 1');
    const u = variant.apply(t, variant.parseAction(t, '@d4'));
    assert.deepEqual(variant.actionView(t, variant.parseAction(t, 'd@d4')).from, { reserve: 'black-darts' });
    assert.deepEqual(variant.view(u).pieces.get('d4'), { kind: 'dart', side: 'black' });
  });

  it('never onto an edge square or an occupied square', () => {
    const s = variant.initial();
    for (const bad of ['D@a1', 'D@a3', 'D@f5', 'D@c6', 'D@e3', 'D@b5']) {
      assert.throws(() => variant.parseAction(s, bad), IllegalActionError, bad);
    }
  });

  it('after three throws a side has no more', () => {
    let s = variant.initial();
    s = play(s, 'D@c3', 'D@d4', 'D@c4', 'D@d3', 'D@e4', 'D@b3');
    assert.deepEqual(variant.view(s).reserves.map((r) => r.count), [0, 0]);
    assert.deepEqual(throws(s), []);
    assert.throws(() => variant.parseAction(s, 'D@b2'), IllegalActionError);
    const one = place({ a6: 'k', f1: 'K', a1: 'P' }, 'd', 'w');
    assert.deepEqual(throws(one), []);
    assert.equal(throws(play(one, 'a2')).length, 16);
  });
});

describe('dart: darts block', () => {
  it('rooks and bishops stop before a dart; nothing captures it', () => {
    const s = place({ a6: 'k', f1: 'K', b1: 'R', b3: 'D', a1: 'B', e5: 'd', d3: 'N', e1: 'P' }, '', 'w');
    // Rook b1 up the b-file stops at b2.
    assert.deepEqual(targets(s, 'b1'), ['b2', 'c1', 'd1']);
    // Bishop a1 along the long diagonal stops at d4 (dart on e5).
    assert.deepEqual(targets(s, 'a1'), ['b2', 'c3', 'd4']);
    // The knight on d3 may not land on e5 (a dart).
    assert.ok(!targets(s, 'd3').includes('e5'));
    // The king cannot step onto a dart.
    const k = place({ a6: 'k', c2: 'K', c3: 'D', b3: 'd', f4: 'P' }, '', 'w');
    assert.deepEqual(targets(k, 'c2'), ['b1', 'b2', 'c1', 'd1', 'd2', 'd3']);
  });

  it('a knight leap (0,0)->(1,2) crosses (0,1) and (1,1); (0,0)->(2,1) crosses (1,0) and (1,1)', () => {
    // Knight b2; leap to c4 crosses b3 and c3; leap to d3 crosses c2 and c3.
    const base = { a6: 'k', f1: 'K', b2: 'N' };
    const reach = (dart: string) => targets(place({ ...base, [dart]: 'D' }, '', 'w'), 'b2');
    assert.deepEqual(targets(place(base, '', 'w'), 'b2'), ['a4', 'c4', 'd1', 'd3']);
    assert.deepEqual(reach('b3'), ['d1', 'd3'], 'b3 blocks b2-c4 (and b2-a4)');
    assert.deepEqual(reach('c3'), ['a4', 'd1'], 'c3 blocks both b2-c4 and b2-d3');
    assert.deepEqual(reach('c2'), ['a4', 'c4'], 'c2 blocks b2-d3 (and b2-d1), not b2-c4');
    assert.deepEqual(reach('d2'), ['a4', 'c4', 'd1', 'd3'], 'd2 is not crossed by any leap from b2');
  });

  it('the knight diagrams: a dart beside a knight blocks exactly the leaps across it', () => {
    const base = { a6: 'k', f1: 'K', c3: 'N' };
    const all = ['a2', 'a4', 'b1', 'b5', 'd1', 'd5', 'e2', 'e4'];
    const without = (...xs: string[]) => all.filter((x) => !xs.includes(x));
    assert.deepEqual(targets(place({ ...base, c4: 'D' }, '', 'w'), 'c3'), without('b5', 'd5'));
    assert.deepEqual(targets(place({ ...base, d4: 'D' }, '', 'w'), 'c3'), without('d5', 'e4'));
    assert.deepEqual(targets(place({ ...base, d3: 'D' }, '', 'w'), 'c3'), without('e4', 'e2'));
    assert.deepEqual(targets(place({ ...base, b2: 'D' }, '', 'w'), 'c3'), without('b1', 'a2'));
    assert.deepEqual(targets(place({ ...base, c4: 'D', b2: 'd' }, '', 'w'), 'c3'), without('b5', 'd5', 'b1', 'a2'));
    // Pieces (not darts) on the crossed squares do not block.
    assert.deepEqual(targets(place({ ...base, c4: 'P', d4: 'p', b3: 'P', d3: 'p' }, '', 'w'), 'c3'), all);
  });

  it('four darts completely immobilise a knight', () => {
    const orth = place({ a6: 'k', f1: 'K', c3: 'N', c4: 'D', c2: 'D', b3: 'd', d3: 'd' }, 'Dd', 'w');
    assert.deepEqual(targets(orth, 'c3'), []);
    const diag = place({ a6: 'k', f1: 'K', c3: 'N', b2: 'D', d2: 'D', b4: 'd', d4: 'd' }, 'Dd', 'w');
    assert.deepEqual(targets(diag, 'c3'), []);
    // Three are not enough.
    assert.deepEqual(targets(place({ a6: 'k', f1: 'K', c3: 'N', c4: 'D', c2: 'D', b3: 'd' }, '', 'w'), 'c3'), ['e2', 'e4']);
  });

  it('diagonal moves pass between two diagonally adjacent darts', () => {
    // Darts on c3 and d2: the c2-d3 diagonal runs between them.
    const s = place({ a6: 'k', f1: 'K', c2: 'B', c3: 'D', d2: 'd' }, '', 'w');
    assert.deepEqual(targets(s, 'c2'), ['b1', 'b3', 'a4', 'd1', 'd3', 'e4', 'f5'].sort());
    const k = place({ a6: 'k', c2: 'R', d3: 'K', c3: 'D', d2: 'd' }, '', 'w');
    const king = place({ a6: 'k', f1: 'R', c2: 'K', c3: 'D', d2: 'd' }, '', 'w');
    assert.ok(targets(king, 'c2').includes('d3'), 'the king steps between the darts');
    // Orthogonal neighbours (not diagonal) do block a slider: rook on c2, darts c3 and d2.
    assert.deepEqual(targets(k, 'c2'), ['a2', 'b2', 'c1']);
  });
});

describe('dart: check and darts', () => {
  it('a knight blocked by a dart gives no check', () => {
    // White knight c3 and Black king b5: the leap c3-b5 crosses c4 and b4.
    const open = place({ b5: 'k', f1: 'K', c3: 'N' }, '', 'b');
    assert.deepEqual(variant.view(open).check, ['b5']);
    const shut = place({ b5: 'k', f1: 'K', c3: 'N', c4: 'D' }, '', 'b');
    assert.deepEqual(variant.view(shut).check, []);
    const shut2 = place({ b5: 'k', f1: 'K', c3: 'N', b4: 'd' }, '', 'b');
    assert.deepEqual(variant.view(shut2).check, []);
    // And a king may step next to a knight whose leap to it is blocked.
    const step = place({ a6: 'k', f1: 'K', c3: 'N', c4: 'D' }, '', 'b');
    assert.ok(targets(step, 'a6').includes('b5'));
    assert.ok(!targets(place({ a6: 'k', f1: 'K', c3: 'N' }, '', 'b'), 'a6').includes('b5'));
  });

  it('a dart shields from a rook or bishop', () => {
    assert.deepEqual(variant.view(place({ a6: 'k', b1: 'K', b6: 'r' }, '', 'w')).check, ['b1']);
    assert.deepEqual(variant.view(place({ a6: 'k', b1: 'K', b6: 'r', b4: 'd' }, '', 'w')).check, []);
    assert.deepEqual(variant.view(place({ a6: 'k', a1: 'K', e5: 'b', c3: 'D' }, '', 'w')).check, []);
    // But two darts beside the diagonal do not.
    assert.deepEqual(variant.view(place({ a6: 'k', a1: 'K', e5: 'b', c2: 'D', b3: 'd' }, '', 'w')).check, ['a1']);
  });

  it('in check, the legal throws are exactly those that block the check', () => {
    // Bishop e5 checks a1 along b2, c3, d4.
    const s = place({ a6: 'k', a1: 'K', e5: 'b' }, 'D', 'w');
    assert.deepEqual(variant.view(s).check, ['a1']);
    assert.deepEqual(throws(s), ['b2', 'c3', 'd4']);
    const t = play(s, 'D@c3');
    assert.deepEqual(variant.view(t).check, []);
    assert.throws(() => variant.parseAction(s, 'D@e2'), IllegalActionError);
  });

  it('no throw answers a double check', () => {
    // Rook b6 down the b-file and bishop e4 along d3-c2 both check b1.
    const s = place({ a6: 'k', b1: 'K', b6: 'r', e4: 'b', f4: 'P' }, 'D', 'w');
    assert.deepEqual(variant.view(s).check, ['b1']);
    assert.deepEqual(throws(s), []);
    assert.deepEqual(san(s).sort(), ['Ka1', 'Ka2', 'Kc1']);
  });

  it('out of check every throw onto an empty central square is legal, even beside a pinned piece', () => {
    const s = place({ a6: 'k', b1: 'K', b3: 'N', b6: 'r', f4: 'P' }, 'D', 'w');
    assert.deepEqual(targets(s, 'b3'), [], 'the knight is pinned');
    assert.equal(throws(s).length, 15);
  });

  it('a throw onto a crossed square answers a knight check', () => {
    // Black knight c3 checks b1; the leap crosses c2 and b2.
    const s = place({ a6: 'k', b1: 'K', c3: 'n', f4: 'P' }, 'D', 'w');
    assert.deepEqual(variant.view(s).check, ['b1']);
    assert.deepEqual(throws(s), ['b2', 'c2']);
  });

  it('the check marks + and # appear in notation', () => {
    const s = place({ a6: 'k', f1: 'K', c1: 'R', b2: 'R' }, '', 'w');
    assert.ok(san(s).includes('Ra1#'));
    assert.ok(san(s).includes('Rc6+'));
  });
});

describe('dart: end of the game', () => {
  it('checkmate wins', () => {
    const s = place({ a6: 'k', f1: 'K', a1: 'R', b2: 'R' }, 'd', 'b');
    assert.equal(variant.phase(s), 'over');
    assert.deepEqual(variant.legalActions(s), []);
    assert.deepEqual(variant.result(s), { winner: 'white', reason: 'checkmate', text: 'White wins: black is checkmated' });
    assert.deepEqual(variant.view(s).check, ['a6']);
  });

  it('a throw that blocks can save a king from mate', () => {
    // Bishop b2 checks f6 along c3-d4-e5; rook e1 holds the e-file, rook a5... the king has no square.
    const s = place({ f6: 'k', a1: 'K', b2: 'B', e1: 'R', a5: 'R' }, 'd', 'b');
    assert.equal(variant.phase(s), 'decision');
    assert.deepEqual(san(s).sort(), ['D@c3', 'D@d4', 'D@e5']);
    const none = place({ f6: 'k', a1: 'K', b2: 'B', e1: 'R', a5: 'R' }, '', 'b');
    assert.equal(variant.result(none)?.reason, 'checkmate');
  });

  it('stalemate is a draw; a dart in hand is a move', () => {
    const s = place({ a6: 'k', f1: 'K', b1: 'R', c4: 'N' }, '', 'b');
    assert.deepEqual(variant.result(s), { winner: null, reason: 'stalemate', text: 'Draw: black has no legal move and is not in check (stalemate)' });
    const withDart = place({ a6: 'k', f1: 'K', b1: 'R', c4: 'N' }, 'd', 'b');
    assert.equal(variant.phase(withDart), 'decision');
    assert.equal(throws(withDart).length, 15);
  });

  it('fifty moves without pawn move, capture or throw draw; each of those resets the clock', () => {
    const s = place({ c6: 'k', f1: 'K', a1: 'R', d2: 'P', e5: 'p' }, 'Dd', 'w', 99, 70);
    assert.equal(variant.result(play(s, 'Rb1'))?.reason, 'fifty-move');
    const pawn = play(s, 'd3');
    assert.equal(pawn.halfmove, 0);
    assert.equal(variant.result(pawn), null);
    assert.equal(play(s, 'D@c3').halfmove, 0);
    assert.equal(play(s, 'Ra5').halfmove, 100);
    assert.equal(play(place({ a6: 'k', f1: 'K', a1: 'R', a5: 'n', d2: 'P' }, '', 'w', 40), 'Rxa5').halfmove, 0);
    assert.equal(play(s, 'Rb1').fullmove, 70);
    assert.equal(play(s, 'Rb1', ).side, 1);
  });

  it('a mate on the hundredth ply still wins', () => {
    const s = place({ a6: 'k', f1: 'K', c1: 'R', b2: 'R' }, '', 'w', 99);
    assert.equal(variant.result(play(s, 'Ra1'))?.reason, 'checkmate');
  });

  it('the third occurrence of a position is a draw by repetition', () => {
    let s = variant.initial();
    const cycle = ['e1c2', 'b6d5', 'c2e1', 'd5b6'];
    for (const m of cycle) s = play(s, m);
    assert.equal(variant.result(s), null, 'second occurrence');
    for (const m of cycle.slice(0, 3)) s = play(s, m);
    assert.equal(variant.result(s), null);
    s = play(s, cycle[3]!);
    assert.equal(variant.result(s)?.reason, 'repetition');
    assert.equal(variant.phase(s), 'over');
  });

  it('repetition counts from the last throw, with the darts in hand as part of the position', () => {
    let s = play(variant.initial(), 'e1c2', 'b6d5', 'c2e1', 'd5b6'); // start position, second time
    s = play(s, 'D@c3');
    const cycle = ['b6d5', 'e1c2', 'd5b6', 'c2e1'];
    for (const m of cycle) s = play(s, m);
    assert.equal(variant.result(s), null);
    for (const m of cycle) s = play(s, m);
    assert.equal(variant.result(s)?.reason, 'repetition');
  });

  it('bare kings are a draw; king and knight against king is not declared drawn', () => {
    const s = place({ a6: 'k', f1: 'K', e2: 'p' }, 'Dd', 'w');
    assert.equal(variant.result(play(s, 'Kxe2'))?.reason, 'insufficient-material');
    const n = place({ a6: 'k', f1: 'K', e2: 'p', b1: 'N' }, 'Dd', 'w');
    assert.equal(variant.result(play(n, 'Kxe2')), null);
  });

  it('with darts, king and knight (or bishop) can mate a lone king, so those endings are played on', () => {
    // Black king c3 walled in by five darts; the knight's leap b1-c3 crosses b2 and c2.
    const knight = variant.parsePosition('6/6/1DDD2/1dkd2/6/1NK3[] b 0 40');
    assert.equal(variant.result(knight)?.reason, 'checkmate');
    // With a dart in hand Black blocks the leap on one of the two crossed squares.
    const saved = variant.parsePosition('6/6/1DDD2/1dkd2/6/1NK3[d] b 0 40');
    assert.deepEqual(san(saved).sort(), ['D@b2', 'D@c2']);
    // Bishop e1 checks c3 through d2; White's king on a1 holds b2.
    const bishop = variant.parsePosition('6/6/2DD2/1dkd2/2d3/K3B1[] b 0 40');
    assert.equal(variant.result(bishop)?.reason, 'checkmate');
  });

  it('apply refuses every move once the game is over', () => {
    const s = place({ a6: 'k', f1: 'K', a1: 'R', b2: 'R' }, 'd', 'b');
    assert.throws(() => variant.parseAction(s, 'Kb7'), IllegalActionError);
    assert.throws(() => variant.apply(s, 0), IllegalActionError);
  });
});

describe('dart: move notation', () => {
  const s = variant.initial();
  it('disambiguates by file, then rank, then square', () => {
    assert.ok(san(s).includes('Ned3') && san(s).includes('Nfd3'));
    const r = place({ a6: 'k', f1: 'K', b2: 'R', b4: 'R', d4: 'R' }, '', 'w');
    assert.ok(san(r).includes('R2b3') && san(r).includes('R4b3'));
    assert.ok(san(r).includes('Rbc4') && san(r).includes('Rdc4'));
    const n = place({ d1: 'k', f6: 'K', a4: 'N', e4: 'N', a6: 'N' }, '', 'w');
    assert.deepEqual(san(n).filter((m) => m.endsWith('c5')).sort(), ['N6c5', 'Na4c5', 'Nec5']);
  });

  it('reads SAN, long algebraic and throws in several spellings', () => {
    const same = (a: string, b: string) => assert.equal(variant.parseAction(s, a), variant.parseAction(s, b), `${a} = ${b}`);
    same('Ned3', 'e1d3');
    same('Ned3', 'Ne1d3');
    same('Ned3', 'e1-d3');
    same('Bxb5+', 'Bxb5');
    same('Bxb5', 'e2xb5');
    same('Bxb5', 'Bb5');
    same('D@c3', '@c3');
    same('D@c3', 'd@c3');
    same('e4', 'e3e4');
    for (const a of variant.legalActions(s)) assert.equal(variant.parseAction(s, variant.formatAction(s, a)), a);
  });

  it('rejects bad, ambiguous and illegal moves with a typed error naming the token', () => {
    for (const bad of ['Nd3', 'Qd3', 'e5', 'Bxd3', 'a3', 'z9', '', 'D@', '@a1', 'Kf2', 'b1c3', 'N', 'exd4']) {
      assert.throws(() => variant.parseAction(s, bad), (e: unknown) => e instanceof IllegalActionError && e.message.includes(JSON.stringify(bad)), bad);
    }
    assert.throws(() => variant.parseAction(s, 'Nd3'), /ambiguous: could be Ned3 or Nfd3/);
    assert.throws(() => variant.apply(s, 12345), IllegalActionError);
    assert.throws(() => variant.parseChance(s, '3'), RecordError);
  });

  it('a game record with throws and promotions replays', () => {
    const session = new GameSession<DartState>(variant);
    for (const m of ['D@c3', 'd@d4', 'Bxb5+']) session.play(m);
    session.play(san(session.state)[0]!);
    const replay = GameSession.fromRecord(variant, session.exportRecord());
    assert.equal(variant.formatPosition(replay.state as DartState), variant.formatPosition(session.state));
    const promo = new GameSession<DartState>(variant, { position: 'k5/2P3/6/6/6/5K[Dd] w 0 1' });
    promo.play('c6=N');
    promo.play('@c3');
    const again = GameSession.fromRecord(variant, promo.exportRecord());
    assert.equal(variant.formatPosition(again.state as DartState), 'k1N3/6/6/2d3/6/5K[D] w 0 2');
  });
});

describe('dart: position text', () => {
  it('round-trips, and the key ignores the clocks', () => {
    const texts = ['knrppp/nbp3/rp3P/p3PR/3PBN/PPPRNK[DDDddd] w 0 1', 'k5/1D4/2d1D1/6/6/5K[d] b 12 40', 'k5/6/6/6/6/5K[] w 0 1'];
    for (const t of texts) assert.equal(variant.formatPosition(variant.parsePosition(t)), t);
    assert.equal(variant.key(variant.parsePosition('k5/6/6/6/6/5K[] w 3 9')), variant.key(variant.parsePosition('k5/6/6/6/6/5K[] w 0 1')));
    assert.notEqual(variant.key(variant.parsePosition('k5/6/6/6/6/5K[D] w 0 1')), variant.key(variant.parsePosition('k5/6/6/6/6/5K[] w 0 1')));
  });

  it('hash agrees with key: equal for equal positions, different for different ones', () => {
    const a = play(variant.initial(), 'e1c2', 'b6d5', 'c2e1', 'd5b6');
    assert.equal(variant.hash!(a), variant.hash!(variant.initial()));
    const seen = new Map<number, string>();
    let s = variant.initial();
    for (let i = 0; i < 40 && variant.phase(s) === 'decision'; i++) {
      for (const x of variant.legalActions(s)) {
        const t = variant.apply(s, x);
        const k = seen.get(variant.hash!(t));
        assert.ok(k === undefined || k === variant.key(t));
        seen.set(variant.hash!(t), variant.key(t));
        assert.equal(variant.isCapture!(s, x), Boolean(variant.actionView(s, x).captures));
      }
      s = variant.apply(s, variant.legalActions(s)[(i * 7) % variant.legalActions(s).length]!);
    }
  });

  it('rejects malformed text with a PositionError naming the token', () => {
    const cases: [string, string][] = [
      ['k5/6/6/6/6/5K w 0 1', 'k5/6/6/6/6/5K'],
      ['k5/6/6/6/6/6/5K[] w 0 1', 'k5/6/6/6/6/6/5K'],
      ['k5/6/6/6/6/4QK[] w 0 1', 'Q'],
      ['k5/6/6/6/6/D4K[] w 0 1', 'D'],
      ['k5/6/6/6/6/5K[DDDD] w 0 1', 'DDDD'],
      ['k5/1D4/6/6/6/5K[DDD] w 0 1', 'DDD'],
      ['k5/6/6/6/6/5K[X] w 0 1', 'X'],
      ['k4K/6/6/6/6/5K[] w 0 1', 'k4K/6/6/6/6/5K'],
      ['k4P/6/6/6/6/5K[] w 0 1', 'P'],
      ['k5/6/6/6/6/p4K[] w 0 1', 'p'],
      ['k5/6/6/6/6/5K[] x 0 1', 'x'],
      ['k5/6/6/6/6/5K[] w z 1', 'z'],
      ['k5/6/6/6/6/5K[] w 0 0', '0'],
      ['k5/6/6/6/6/7[] w 0 1', '7'],
      ['kR4/6/6/6/6/5K[] w 0 1', 'kR4/6/6/6/6/5K'],
      ['k5/6/6/6/6/5K[]', 'k5/6/6/6/6/5K[]'],
    ];
    for (const [text, token] of cases) {
      assert.throws(() => variant.parsePosition(text), (e: unknown) => e instanceof PositionError && e.token === token, text);
    }
  });
});
