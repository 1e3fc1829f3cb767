/**
 * Dagger Chess: the source's diagrams, drawn exactly as the source draws them (tilted, with
 * flat-topped hexagons), are parsed here and compared with the engine. Every diagram is a test.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { IllegalActionError, OptionError, PositionError } from '../src/core/errors.js';
import { main } from '../src/cli/main.js';
import { CELLS, CELL_NAMES, HAND_ENTRY, RANK_SIZES, RANKS, cellAt, cellIndex } from '../src/variants/dagger/board.js';
import { WHITE, BLACK } from '../src/variants/dagger/board.js';
import { load } from '../src/variants/dagger/state.js';
import { variant, type DaggerState } from '../src/variants/dagger/index.js';

const BOARD = String.raw`
                             n  ___
                         m  ___/ 1 \
                     l  ___/ 1 \___/ n
                  k ___/ 1 \___/ 2 \
                   / 1 \___/ 2 \___/ m
                j  \___/ 2 \___/ 3 \
             h  ___/ 1 \___/ 3 \___/ l
            ___/ 1 \___/ 2 \___/ 4 \
         g / 1 \___/ 2 \___/ 3 \___/ k
           \___/ 2 \___/ 3 \___/ j
         f / 1 \___/ 3 \___/ 4 \
       e   \___/ 2 \___/ 4 \___/ h
        ___/ 1 \___/ 3 \___/ 5 \
    d  / 1 \___/ 2 \___/ 4 \___/ g
       \___/ 2 \___/ 3 \___/
    c  / 1 \___/ 3 \___/    f
       \___/ 2 \___/ 4 \  e
    b  / 1 \___/ 3 \___/d
       \___/ 2 \___/
    a  / 1 \___/   c
       \___/   b
           a
`;

const START = String.raw`
                                ___
                            ___/ k \
                        ___/ r \___/
                    ___/ b \___/ r \
                   / p \___/ b \___/
                   \___/ p \___/ b \
                ___/ p \___/ p \___/
            ___/   \___/ p \___/ p \
           /   \___/   \___/ p \___/
           \___/   \___/   \___/
           /   \___/   \___/   \
           \___/   \___/   \___/
        ___/ P \___/   \___/   \
       / P \___/ P \___/   \___/
       \___/ P \___/ P \___/
       / B \___/ P \___/
       \___/ B \___/ P \
       / R \___/ B \___/
       \___/ R \___/
       / K \___/
       \___/
`;

const ROOK = String.raw`
                ___
            ___/ x \___
        ___/   \___/   \___
    ___/   \___/ x \___/   \___
   / x \___/   \___/   \___/ x \
   \___/ x \___/ x \___/ x \___/
   /   \___/ x \___/ x \___/   \
   \___/   \___/ R \___/   \___/
   /   \___/ x \___/ x \___/   \
   \___/ x \___/ x \___/ x \___/
   / x \___/   \___/   \___/ x \
   \___/   \___/ x \___/   \___/
       \___/   \___/   \___/
           \___/ x \___/
               \___/
`;

const BISHOP = String.raw`
                ___
            ___/   \___
        ___/ x \___/   \___
    ___/   \___/   \___/   \___
   /   \___/   \___/   \___/   \
   \___/   \___/ x \___/ x \___/
   /   \___/   \___/   \___/   \
   \___/   \___/   \___/   \___/
   / x \___/ x \___/ B \___/ x \
   \___/   \___/   \___/   \___/
   /   \___/   \___/   \___/   \
   \___/   \___/ x \___/ x \___/
       \___/   \___/   \___/
           \___/   \___/
               \___/
`;

const KING = String.raw`
                ___
            ___/   \___
        ___/   \___/   \___
    ___/   \___/   \___/   \___
   /   \___/ x \___/ x \___/   \
   \___/   \___/ x \___/   \___/
   /   \___/ x \___/ x \___/   \
   \___/ x \___/ K \___/ x \___/
   /   \___/ x \___/ x \___/   \
   \___/   \___/ x \___/   \___/
   /   \___/ x \___/ x \___/   \
   \___/   \___/   \___/   \___/
       \___/   \___/   \___/
           \___/   \___/
               \___/
`;

const QUEEN = String.raw`
                ___
            ___/ x \___
        ___/   \___/   \___
    ___/   \___/ x \___/   \___
   / x \___/ x \___/ x \___/ x \
   \___/ x \___/ x \___/ x \___/
   /   \___/ x \___/ x \___/   \
   \___/ x \___/ Q \___/ x \___/
   /   \___/ x \___/ x \___/   \
   \___/ x \___/ x \___/ x \___/
   / x \___/ x \___/ x \___/ x \
   \___/   \___/ x \___/   \___/
       \___/   \___/   \___/
           \___/ x \___/
               \___/
`;

const KNIGHT = String.raw`
                ___
            ___/   \___
        ___/ x \___/ x \___
    ___/ x \___/   \___/ x \___
   /   \___/   \___/   \___/   \
   \___/   \___/   \___/   \___/
   / x \___/   \___/   \___/ x \
   \___/   \___/ N \___/   \___/
   / x \___/   \___/   \___/ x \
   \___/   \___/   \___/   \___/
   /   \___/   \___/   \___/   \
   \___/ x \___/   \___/ x \___/
       \___/ x \___/ x \___/
           \___/   \___/
               \___/
`;

const PAWN = String.raw`
           ___
         f/   \___
        e \___/ o \___
       ___/ x \___/   \___
     d/   \___/ x \___/   \
      \___/ P \___/   \___/f
     c/   \___/   \___/e
      \___/   \___/   \
     b/   \___/   \___/d
      \___/   \___/c
     a/   \___/b
      \___/a
`;

const EN_PASSANT = String.raw`
           ___
         f/   \___
        e \___/ o \___
       ___/   \___/*P*\___
     d/   \___/ x \___/   \
      \___/ P \___/   \___/f
     c/   \___/   \___/e
      \___/   \___/   \
     b/   \___/   \___/d
      \___/   \___/c
     a/   \___/b
      \___/a
`;

const ENTRY = String.raw`
           ___
         f/   \___
        e \___/   \___
       ___/   \___/   \___
     d/ z \___/   \___/   \
      \___/ z \___/   \___/f
     c/ x \___/ x \___/e
      \___/   \___/ x \
     b/   \___/ z \___/d
      \___/   \___/c
    N /   \___/b
      \___/
           N
`;

// ---------------------------------------------------------------------------------------------
// Reading the drawings. A cell is drawn as "/ . \" over "\___/"; its text is what is inside.
// Moving one column right (4 characters) and one line down is one step along a rank; two lines
// up is the other edge step towards Black's side (a1 -> b1). In axial coordinates (q along the
// rank, r up the ranks) that makes: q = (dcol + dline) / 2, r = (dcol - dline) / 2.

interface Drawn {
  readonly text: string;
  readonly c: number;
  readonly line: number;
}

function drawnCells(diagram: string): Drawn[] {
  const lines = diagram.split('\n');
  const out: Drawn[] = [];
  for (let L = 0; L + 1 < lines.length; L++) {
    const line = lines[L]!, below = lines[L + 1]!;
    for (let c = 2; c + 2 < line.length; c++) {
      if (line[c - 2] === '/' && line[c + 2] === '\\' && below.slice(c - 2, c + 3) === '\\___/') {
        out.push({ text: line.slice(c - 1, c + 2).trim(), c, line: L });
      }
    }
  }
  return out;
}

/** Axial offset of `b` from `a` in a drawing. */
function offset(a: Drawn, b: Drawn): { dq: number; dr: number } {
  const dcol = (b.c - a.c) / 4, dline = b.line - a.line;
  assert.ok(Number.isInteger(dcol), 'cells sit on the 4-character column grid');
  return { dq: (dcol + dline) / 2, dr: (dcol - dline) / 2 };
}

/** The drawing's lowest cell: a1 in every board drawing of the source. */
function lowest(cells: readonly Drawn[]): Drawn {
  return [...cells].sort((x, y) => y.line - x.line || x.c - y.c)[0]!;
}

/** Board cell named by a drawn cell, with `anchor` drawn at the real cell `anchorName`. */
function cellOf(anchor: Drawn, anchorName: string, d: Drawn): string | undefined {
  const a = CELLS[cellIndex(anchorName)]!;
  const o = offset(anchor, d);
  const at = cellAt(a.q + o.dq, a.r + o.dr);
  return at >= 0 ? CELL_NAMES[at] : undefined;
}

const hexDistance = (dq: number, dr: number) => (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
const dist = (a: number, b: number) => hexDistance(CELLS[a]!.q - CELLS[b]!.q, CELLS[a]!.r - CELLS[b]!.r);

// ---------------------------------------------------------------------------------------------
// Positions and moves.

/** Position text from a map of cell -> piece letter. */
function fen(pieces: Record<string, string>, side = 'w', hand = '-', ep = '-', clocks = '0 1'): string {
  for (const name of Object.keys(pieces)) assert.ok(cellIndex(name) >= 0, `cell ${name}`);
  const ranks: string[] = [];
  let start = CELLS.length;
  for (let r = RANKS - 1; r >= 0; r--) {
    start -= RANK_SIZES[r]!;
    let text = '', empty = 0;
    for (let k = 0; k < RANK_SIZES[r]!; k++) {
      const p = pieces[CELL_NAMES[start + k]!];
      if (!p) empty++;
      else {
        text += (empty || '') + p;
        empty = 0;
      }
    }
    ranks.push(text + (empty || ''));
  }
  return `${ranks.join('/')} ${side} ${hand} ${ep} ${clocks}`;
}

const pos = (pieces: Record<string, string>, side = 'w', hand = '-', ep = '-', clocks = '0 1') =>
  variant.parsePosition(fen(pieces, side, hand, ep, clocks));

const sans = (s: DaggerState) => variant.legalActions(s).map((a) => variant.formatAction(s, a));
const views = (s: DaggerState) => variant.legalActions(s).map((a) => variant.actionView(s, a));
const fromName = (v: ReturnType<typeof variant.actionView>) => (v.from && 'cell' in v.from ? v.from.cell : v.from?.reserve);

/** Cells reached by legal moves from a cell (or a reserve). */
function reach(s: DaggerState, from: string): string[] {
  return [...new Set(views(s).filter((v) => fromName(v) === from).map((v) => v.to!))].sort();
}

function play(s: DaggerState, ...moves: string[]): DaggerState {
  for (const m of moves) s = variant.apply(s, variant.parseAction(s, m));
  return s;
}

const sorted = (xs: Iterable<string>) => [...xs].sort();

// ---------------------------------------------------------------------------------------------

describe('dagger: the board drawing', () => {
  const drawn = drawnCells(BOARD);
  const a1 = lowest(drawn);

  it('has 39 cells whose numbers match the engine cells at the same place', () => {
    assert.equal(drawn.length, 39);
    assert.equal(CELLS.length, 39);
    const seen = new Set<string>();
    for (const d of drawn) {
      const name = cellOf(a1, 'a1', d);
      assert.ok(name, `drawn cell ${d.text} at line ${d.line} lies on the engine board`);
      assert.equal(name.slice(1), d.text, `number of ${name}`);
      seen.add(name);
    }
    assert.equal(seen.size, 39);
  });

  it('letters the ranks a..n without i from White\'s back rank, one cell at each end, five in the middle', () => {
    const ones = drawn.filter((d) => d.text === '1').sort((x, y) => y.line - x.line);
    assert.deepEqual(ones.map((d) => cellOf(a1, 'a1', d)), [...'abcdefghjklmn'].map((l) => `${l}1`));
    assert.deepEqual(RANK_SIZES, [1, 2, 3, 4, 3, 4, 5, 4, 3, 4, 3, 2, 1]);
  });

  it('prints the start position of the source\'s drawing', () => {
    const start = drawnCells(START);
    const k = lowest(start);
    assert.equal(k.text, 'K');
    const expected = new Map<string, string>();
    for (const d of start) if (d.text) expected.set(cellOf(k, 'a1', d)!, d.text);
    const view = variant.view(variant.initial());
    const got = new Map<string, string>();
    for (const [cell, p] of view.pieces) {
      const letter = { king: 'K', queen: 'Q', rook: 'R', bishop: 'B', knight: 'N', pawn: 'P' }[p.kind as string]!;
      got.set(cell, p.side === 'white' ? letter : letter.toLowerCase());
    }
    assert.deepEqual(sorted([...got].map(([c, p]) => `${c}${p}`)), sorted([...expected].map(([c, p]) => `${c}${p}`)));
    assert.equal(got.size, 13 + 13);
    assert.equal(variant.formatPosition(variant.initial()), 'k/rr/bbb/pppp/ppp/4/5/4/PPP/PPPP/BBB/RR/K w a0a2n0n2 - 0 1');
    // Two knights in hand for each side.
    assert.deepEqual(view.reserves.map((r) => `${r.reserve}:${r.side}:${r.kind}:${r.count}`), [
      'a0:white:knight:1', 'a2:white:knight:1', 'n0:black:knight:1', 'n2:black:knight:1',
    ]);
  });

  it('the three bishops stand on the three cell colours', () => {
    const tone = (n: string) => CELLS[cellIndex(n)]!.tone;
    assert.deepEqual(sorted(['c1', 'c2', 'c3'].map(tone).map(String)), ['0', '1', '2']);
    assert.deepEqual(sorted(['l1', 'l2', 'l3'].map(tone).map(String)), ['0', '1', '2']);
  });
});

describe('dagger: geometry for drawing', () => {
  const g = variant.geometry();
  it('39 hex cells named as the source, White at the bottom, three tones', () => {
    assert.equal(g.cells.length, 39);
    assert.deepEqual(g.cells.map((c) => c.id), CELL_NAMES);
    assert.ok(g.cells.every((c) => c.shape === 'hex' && c.x > 0 && c.y > 0 && c.x < g.width && c.y < g.height));
    const y = (id: string) => g.cells.find((c) => c.id === id)!.y;
    const x = (id: string) => g.cells.find((c) => c.id === id)!.x;
    assert.ok(y('a1') > y('g3') && y('g3') > y('n1'), 'White at the bottom');
    assert.ok(x('g1') < x('g2') && Math.abs(y('g1') - y('g5')) < 1e-9, 'ranks run left to right, horizontally');
    assert.ok(Math.abs(x('a1') - x('n1')) < 1e-9 && Math.abs(x('a1') - x('g3')) < 1e-9, 'a1, g3 and n1 on the axis');
    assert.deepEqual(sorted(new Set(g.cells.map((c) => String(c.tone)))), ['0', '1', '2']);
  });
  it('edge neighbours go both ways and sit one cell width apart', () => {
    const opposite: Record<string, string> = { e: 'w', w: 'e', ne: 'sw', sw: 'ne', nw: 'se', se: 'nw' };
    const at = new Map(g.cells.map((c) => [c.id, c]));
    let pairs = 0;
    for (const [id, ns] of Object.entries(g.neighbours)) {
      for (const [dir, other] of Object.entries(ns)) {
        assert.equal(g.neighbours[other]![opposite[dir]!], id);
        const a = at.get(id)!, b = at.get(other)!;
        assert.ok(Math.abs(Math.hypot(a.x - b.x, a.y - b.y) - Math.sqrt(3) * g.cellSize) < 0.01);
        assert.notEqual(a.tone, b.tone, 'edge neighbours differ in colour');
        pairs++;
      }
    }
    assert.equal(pairs % 2, 0);
    assert.deepEqual(g.neighbours['a1'], { ne: 'b2', nw: 'b1' });
  });
  it('labels rank letters and cell numbers; four knight reserves', () => {
    for (const l of 'abcdefghjklmn') assert.ok(g.labels.some((x) => x.text === l));
    assert.ok(g.labels.some((x) => x.text === '5'));
    assert.deepEqual(g.reserves!.map((r) => `${r.id}:${r.side}`), ['a0:white', 'a2:white', 'n0:black', 'n2:black']);
  });
});

/**
 * The piece diagrams show a seven-rank hexagon (radius 3) around its middle cell. Our board is
 * narrower, so the same shape is laid on every cell of the real board in turn: inside the drawn
 * hexagon, the cells the engine lets the piece reach must be exactly the marked ones that exist.
 */
function checkPieceDiagram(diagram: string, letter: string) {
  const drawn = drawnCells(diagram);
  const cs = drawn.map((d) => d.c), ls = drawn.map((d) => d.line);
  const mid = drawn.find((d) => d.c === (Math.min(...cs) + Math.max(...cs)) / 2 && d.line === (Math.min(...ls) + Math.max(...ls)) / 2)!;
  assert.equal(drawn.length, 37, 'a hexagon of radius 3');
  const piece = drawn.find((d) => d.text === letter)!;
  const pieceOff = offset(mid, piece);
  const marks = drawn.filter((d) => d.text === 'x').map((d) => offset(piece, d));
  const coveredMarks = new Set<string>();
  let placements = 0;
  for (const X of CELLS) {
    const cq = X.q - pieceOff.dq, cr = X.r - pieceOff.dr;
    const inRegion = (c: number) => hexDistance(CELLS[c]!.q - cq, CELLS[c]!.r - cr) <= 3;
    const far = letter === 'K' ? 6 : 4;
    const outside = CELLS.filter((c) => hexDistance(c.q - cq, c.r - cr) >= far).map((c) => c.index);
    let state: DaggerState | undefined;
    search: for (const w of letter === 'K' ? [X.index] : outside) {
      for (const b of outside) {
        if (b === w || dist(w, b) < 3) continue;
        const pieces: Record<string, string> = { [CELL_NAMES[w]!]: 'K', [CELL_NAMES[b]!]: 'k' };
        if (letter !== 'K') pieces[X.name] = letter;
        try {
          // The king diagram keeps a knight in hand so that the position is not bare kings.
          state = variant.parsePosition(fen(pieces, 'w', letter === 'K' ? 'a0' : '-'));
          break search;
        } catch {
          // That king would stand in check: try another cell.
        }
      }
    }
    if (!state) continue;
    placements++;
    const expected: string[] = [];
    for (const m of marks) {
      const at = cellAt(X.q + m.dq, X.r + m.dr);
      if (at >= 0) {
        expected.push(CELL_NAMES[at]!);
        coveredMarks.add(`${m.dq},${m.dr}`);
      }
    }
    const got = reach(state, X.name).filter((n) => inRegion(cellIndex(n)));
    assert.deepEqual(got, sorted(expected), `${letter} on ${X.name}`);
  }
  assert.ok(placements >= 30, `the shape was laid on ${placements} cells`);
  assert.equal(coveredMarks.size, marks.length, 'every marked cell of the diagram was checked somewhere on the board');
  return marks;
}

describe('dagger: piece diagrams (source 3.1, 3.2, 6.1-6.3)', () => {
  it('rook: along the six edge lines (18 marks)', () => assert.equal(checkPieceDiagram(ROOK, 'R').length, 18));
  it('bishop: along the six diagonals', () => assert.equal(checkPieceDiagram(BISHOP, 'B').length, 8));
  it('king: one step in all twelve directions', () => assert.equal(checkPieceDiagram(KING, 'K').length, 12));
  it('queen: rook and bishop together', () => assert.equal(checkPieceDiagram(QUEEN, 'Q').length, 24));
  it('knight: twelve Y-shaped leaps', () => assert.equal(checkPieceDiagram(KNIGHT, 'N').length, 12));

  it('full reach on the real board from the middle cell g3', () => {
    // Hand-derived from the cell map in RULES.md.
    const kings = { b1: 'K', m2: 'k' };
    assert.deepEqual(reach(pos({ ...kings, g3: 'R' }), 'g3'), sorted('g1 g2 g4 g5 h3 j3 k4 h2 j1 k1 f2 e1 d1 f3 e3 d4'.split(' ')));
    assert.deepEqual(reach(pos({ ...kings, g3: 'B' }), 'g3'), sorted('j2 l2 n1 e2 c2 a1 h4 h1 f1 f4'.split(' ')));
    assert.deepEqual(reach(pos({ ...kings, g3: 'N' }), 'g3'), sorted('k2 k3 d2 d3'.split(' ')));
  });

  it('sliders stop at the first piece and capture only enemies', () => {
    const s = pos({ b1: 'K', m2: 'k', g3: 'R', g4: 'P', h3: 'p', f2: 'n' });
    assert.deepEqual(reach(s, 'g3'), sorted('g1 g2 h3 h2 j1 k1 f2 f3 e3 d4'.split(' ')));
  });

  it('a bishop is not blocked by the two cells beside its diagonal (ruling)', () => {
    // c2 -> e2 passes between d2 and d3.
    const s = pos({ b1: 'K', m2: 'k', c2: 'B', d2: 'P', d3: 'p' });
    assert.ok(reach(s, 'c2').includes('e2'));
    assert.ok(reach(s, 'c2').includes('g3'));
  });
});

describe('dagger: pawns (source 6.4)', () => {
  const drawn = drawnCells(PAWN);
  const a1 = lowest(drawn);
  const named = (t: string) => drawn.filter((d) => d.text === t).map((d) => cellOf(a1, 'a1', d)!);
  const kings = { a1: 'K', m2: 'k' };

  it('the diagram: a pawn on d2 moves or captures to x (e1, e2), only moves to o (f2)', () => {
    assert.deepEqual(named('P'), ['d2']);
    assert.deepEqual(sorted(named('x')), ['e1', 'e2']);
    assert.deepEqual(named('o'), ['f2']);
    const free = pos({ ...kings, d2: 'P' });
    assert.deepEqual(reach(free, 'd2'), sorted([...named('x'), ...named('o')]));
    const crowded = pos({ ...kings, d2: 'P', e1: 'n', e2: 'r', f2: 'b' });
    assert.deepEqual(reach(crowded, 'd2'), sorted(named('x')));
    assert.ok(views(crowded).filter((v) => fromName(v) === 'd2').every((v) => v.captures?.length === 1));
    const blocked = pos({ ...kings, d2: 'P', f2: 'N' });
    assert.deepEqual(reach(blocked, 'd2'), ['e1', 'e2']);
  });

  it('the straight diagonal step is not blocked by the cells beside it (ruling)', () => {
    assert.ok(reach(pos({ ...kings, d2: 'P', e1: 'N', e2: 'n' }), 'd2').includes('f2'));
  });

  it('Black pawns move the other way: j2 to h2, h3 (move or capture) and g3 (move)', () => {
    const s = pos({ ...kings, j2: 'p', h2: 'N' }, 'b');
    assert.deepEqual(reach(s, 'j2'), ['g3', 'h2', 'h3']);
    assert.deepEqual(views(s).filter((v) => fromName(v) === 'j2' && v.captures).map((v) => v.to), ['h2']);
  });

  it('promotes on the opponent\'s back rank to queen, rook, bishop or knight', () => {
    const s = pos({ b1: 'K', j1: 'k', m1: 'P', l2: 'P' });
    const promos = sans(s).filter((n) => n.includes('='));
    assert.deepEqual(sorted(promos), sorted(['ln1=Q', 'ln1=R', 'ln1=B', 'ln1=N', 'mn1=Q', 'mn1=R', 'mn1=B', 'mn1=N']));
    const choices = views(s).filter((v) => v.to === 'n1').map((v) => `${fromName(v)}:${v.choice}`);
    assert.deepEqual(sorted(choices), sorted(['m1', 'l2'].flatMap((f) => ['queen', 'rook', 'bishop', 'knight'].map((c) => `${f}:${c}`))));
    const after = play(s, 'mn1=N');
    assert.deepEqual(variant.view(after).pieces.get('n1'), { kind: 'knight', side: 'white' });
    assert.throws(() => variant.parseAction(s, 'm1n1'), (e: unknown) => e instanceof IllegalActionError && /promotion/.test(e.message));
    assert.equal(variant.formatAction(s, variant.parseAction(s, 'm1n1q')), 'mn1=Q');
    // Capturing onto the back rank promotes too; Black promotes on a1.
    const cap = pos({ b1: 'K', j1: 'k', m2: 'P', n1: 'r' });
    assert.ok(sans(cap).includes('m2xn1=R'));
    const black = pos({ g1: 'K', n1: 'k', b2: 'p' }, 'b');
    assert.deepEqual(sorted(sans(black).filter((n) => n.includes('='))), sorted(['a1=Q', 'a1=R', 'a1=B', 'a1=N']));
  });
});

describe('dagger: en passant (source 6.5)', () => {
  const drawn = drawnCells(EN_PASSANT);
  const a1 = lowest(drawn);
  const named = (t: string) => drawn.filter((d) => d.text === t).map((d) => cellOf(a1, 'a1', d)!);
  const kings = { b1: 'K', m2: 'k' };
  const [white, black, jump, passed] = [named('P')[0]!, named('*P*')[0]!, named('o')[0]!, named('x')[0]!];

  it('the diagram: d2 jumps to f2, the black pawn on f3 takes it by moving to e2', () => {
    assert.deepEqual([white, black, jump, passed], ['d2', 'f3', 'f2', 'e2']);
    const s = play(pos({ ...kings, [white]: 'P', [black]: 'p' }), `${white}${jump}`);
    assert.match(variant.formatPosition(s), / b - f2 /);
    const ep = views(s).filter((v) => fromName(v) === black && v.to === passed && v.captures);
    assert.equal(ep.length, 1);
    assert.deepEqual(ep[0]!.captures, [jump]);
    assert.equal(ep[0]!.notation, 'f3xe2');
    assert.equal(ep[0]!.choice, 'en passant');
    // Capturing is a choice: the plain step to e2 stays legal, told apart by its choice.
    const plain = views(s).filter((v) => fromName(v) === black && v.to === passed && !v.captures);
    assert.deepEqual(plain.map((v) => `${v.notation}:${v.choice}`), ['e2:no capture']);
    // In long form the capture mark decides between the two.
    assert.equal(variant.formatAction(s, variant.parseAction(s, 'f3e2')), 'e2');
    assert.equal(variant.formatAction(s, variant.parseAction(s, 'f3-e2')), 'e2');
    assert.equal(variant.formatAction(s, variant.parseAction(s, 'f3xe2')), 'f3xe2');
    const after = variant.apply(s, variant.parseAction(s, 'f3xe2'));
    const pieces = variant.view(after).pieces;
    assert.equal(pieces.get(jump), undefined);
    assert.deepEqual(pieces.get(passed), { kind: 'pawn', side: 'black' });
  });

  it('the other passed cell is reachable the same way from the other side (f1 takes on e1)', () => {
    const s = play(pos({ ...kings, d2: 'P', f1: 'p' }), 'd2f2');
    const ep = views(s).filter((v) => fromName(v) === 'f1' && v.to === 'e1' && v.captures);
    assert.deepEqual(ep.map((v) => v.captures), [['f2']]);
  });

  it('no en passant after the single step d2-e1; a normal capture after d2-e2', () => {
    const single = play(pos({ ...kings, d2: 'P', f3: 'p' }), 'd2e1');
    assert.ok(views(single).every((v) => !v.captures));
    const plain = play(pos({ ...kings, d2: 'P', f3: 'p' }), 'd2e2');
    assert.deepEqual(views(plain).filter((v) => v.captures).map((v) => `${v.notation}:${v.captures}`), ['f3xe2:e2']);
  });

  it('anywhere on the board: Black f3 to d3 can be taken by the pawn on d2', () => {
    const s = play(pos({ ...kings, d2: 'P', f3: 'p' }, 'b'), 'f3d3');
    const ep = views(s).filter((v) => v.captures);
    assert.deepEqual(ep.map((v) => `${v.notation}:${v.captures}`), ['d2xe2:d3']);
  });

  it('only on the next turn', () => {
    const s = play(pos({ ...kings, d2: 'P', f3: 'p' }), 'd2f2', 'Kl3', 'Kb2');
    assert.ok(views(s).every((v) => !v.captures));
    assert.match(variant.formatPosition(s), / b - - /);
  });

  it('needs the capture cell to be empty (ruling)', () => {
    // A white knight on e2: f3xe2 takes the knight only.
    const s = play(pos({ ...kings, d2: 'P', f3: 'p', e2: 'N' }), 'd2f2');
    assert.deepEqual(views(s).filter((v) => v.captures).map((v) => `${v.notation}:${v.captures}`), ['f3xe2:e2']);
    // A black piece on e2: no capture onto e2 at all.
    const t = play(pos({ ...kings, d2: 'P', f3: 'p', e2: 'b' }), 'd2f2');
    assert.ok(views(t).every((v) => !(fromName(v) === 'f3' && v.to === 'e2')));
  });
});

describe('dagger: knights in hand (source 7, rulings)', () => {
  const drawn = drawnCells(ENTRY);
  const a1 = lowest(drawn);
  const named = (t: string) => sorted(drawn.filter((d) => d.text === t).map((d) => cellOf(a1, 'a1', d)!));

  it('the diagram: the a0 knight enters on z (d1, d2, c3), the a2 knight on x (d3, d4, c1)', () => {
    assert.deepEqual(named('z'), ['c3', 'd1', 'd2']);
    assert.deepEqual(named('x'), ['c1', 'd3', 'd4']);
    assert.deepEqual(HAND_ENTRY[WHITE]!.map((l) => sorted(l.map((c) => CELL_NAMES[c]!))), [named('z'), named('x')]);
    const s = pos({ a1: 'K', m2: 'k' }, 'w', 'a0a2');
    assert.deepEqual(reach(s, 'a0'), named('z'));
    assert.deepEqual(reach(s, 'a2'), named('x'));
    assert.deepEqual(sorted(sans(s).filter((n) => n.includes('@'))), sorted([...named('z'), ...named('x')].map((c) => `N@${c}`)));
  });

  it('Black mirrored: n0 enters on k1, k2, l3 and n2 on k3, k4, l1', () => {
    const s = pos({ a1: 'K', n1: 'k' }, 'b', 'n0n2');
    assert.deepEqual(reach(s, 'n0'), ['k1', 'k2', 'l3']);
    assert.deepEqual(reach(s, 'n2'), ['k3', 'k4', 'l1']);
  });

  it('entering may capture, is the whole turn, and empties that slot only', () => {
    const s = pos({ a1: 'K', m2: 'k', d1: 'n', c3: 'P' }, 'w', 'a0a2');
    assert.deepEqual(reach(s, 'a0'), ['d1', 'd2']);
    const v = views(s).find((x) => fromName(x) === 'a0' && x.to === 'd1')!;
    assert.equal(v.notation, 'N@xd1');
    assert.deepEqual(v.captures, ['d1']);
    const after = variant.apply(s, variant.parseAction(s, 'N@xd1'));
    assert.equal(variant.toMove(after), 'black');
    assert.deepEqual(variant.view(after).reserves.map((r) => r.count), [0, 1, 0, 0]);
    assert.deepEqual(variant.view(after).pieces.get('d1'), { kind: 'knight', side: 'white' });
  });

  it('in hand they attack their entry cells: they give check there and protect pieces there', () => {
    // Black king on d2 (an a0 entry cell): in check from the knight in hand.
    const s = pos({ h1: 'K', d2: 'k' }, 'b', 'a0');
    assert.deepEqual(variant.view(s).check, ['d2']);
    assert.ok(reach(s, 'd2').every((c) => !['d1', 'c3'].includes(c)), 'nor may it step onto another a0 entry cell');
    // With the a2 knight alone the same king is not in check.
    assert.deepEqual(variant.view(pos({ h1: 'K', d2: 'k' }, 'b', 'a2')).check, []);
    // The white pawn on d4 is protected by the a2 knight: the black king may not take it.
    const t = pos({ h1: 'K', e3: 'k', d4: 'P' }, 'b', 'a2');
    assert.ok(!reach(t, 'e3').includes('d4'));
    assert.ok(reach(pos({ h1: 'K', e3: 'k', d4: 'P' }, 'b', 'a0'), 'e3').includes('d4'));
    // At the start the knights in hand protect White's fourth-rank pawns d1..d4.
    const start = load(variant.initial());
    for (const c of ['d1', 'd2', 'd3', 'd4']) assert.ok(start.attacked(cellIndex(c), WHITE), c);
    for (const c of ['k1', 'k2', 'k3', 'k4']) assert.ok(start.attacked(cellIndex(c), BLACK), c);
  });

  it('a position where the side not to move is in check from a knight in hand is rejected', () => {
    assert.throws(() => pos({ h1: 'K', c3: 'k' }, 'w', 'a0'), PositionError);
  });

  it('an entry can give checkmate, and an entry can capture the checking piece', () => {
    // Black king n1, white king l1 covers m1, m2, l2; a knight on k2 checks n1.
    const mate = pos({ l1: 'K', n1: 'k', k2: 'N' }, 'b');
    assert.equal(variant.result(mate)?.reason, 'checkmate');
    assert.equal(variant.result(mate)?.winner, 'white');
    // With its n0 knight in hand Black takes the checker by entering on k2.
    const saved = pos({ l1: 'K', n1: 'k', k2: 'N' }, 'b', 'n0');
    assert.equal(variant.result(saved), null);
    assert.deepEqual(sans(saved), ['N@xk2']);
  });

  it('cannot be captured: no move ever targets an imaginary square or empties the enemy hand', () => {
    let s = pos({ b1: 'K', g3: 'q', m2: 'k' }, 'b', 'a0a2');
    for (const v of views(s)) assert.ok(CELL_NAMES.includes(v.to!));
    s = play(s, 'Qg1');
    assert.deepEqual(variant.view(s).reserves.map((r) => r.count), [1, 1, 0, 0]);
  });

  it('may be placed on its own empty king cell: one move per knight in hand, not an attack on a1', () => {
    const s = pos({ b1: 'K', m2: 'k' }, 'w', 'a0a2');
    const placements = views(s).filter((v) => v.to === 'a1' && v.from && 'reserve' in v.from);
    assert.deepEqual(sorted(placements.map((v) => v.notation)), ['N0@a1', 'N2@a1']);
    const after = play(s, 'N2@a1');
    assert.deepEqual(variant.view(after).reserves.map((r) => r.count), [1, 0, 0, 0]);
    assert.deepEqual(variant.view(after).pieces.get('a1'), { kind: 'knight', side: 'white' });
    assert.equal(variant.toMove(after), 'black');
    // Ambiguous without the marker while both are in hand, fine with one left.
    assert.throws(() => variant.parseAction(s, 'N@a1'), IllegalActionError);
    assert.equal(variant.formatAction(s, variant.parseAction(s, 'a0a1')), 'N0@a1');
    const one = pos({ b1: 'K', m2: 'k' }, 'w', 'a2');
    assert.equal(variant.formatAction(one, variant.parseAction(one, 'N@a1')), 'N2@a1');
    // Not while the king cell is occupied.
    assert.ok(!sans(pos({ a1: 'K', m2: 'k' }, 'w', 'a0a2')).some((n) => n.endsWith('@a1')));
    // A knight in hand does not attack a1, nor what a knight on a1 would attack (d2, d3).
    const e = load(pos({ h2: 'K', m2: 'k' }, 'w', 'a0'));
    assert.ok(!e.attacked(cellIndex('a1'), WHITE));
    assert.ok(!e.attacked(cellIndex('d3'), WHITE));
    // So a black king may step onto the empty a1 although White has knights in hand.
    assert.ok(reach(pos({ h2: 'K', b1: 'k' }, 'b', 'a0a2'), 'b1').includes('a1'));
  });
});

describe('dagger: end of the game', () => {
  it('stalemate is a draw', () => {
    const s = pos({ l1: 'K', n1: 'k', e1: 'P' }, 'b');
    assert.equal(variant.phase(s), 'over');
    assert.deepEqual(variant.result(s), { winner: null, reason: 'stalemate', text: variant.result(s)!.text });
  });
  it('a lone bishop or knight can mate with its king (why only bare kings are a dead draw)', () => {
    assert.equal(variant.result(pos({ l1: 'K', n1: 'k', j2: 'B' }, 'b'))?.reason, 'checkmate');
    assert.equal(variant.result(pos({ l1: 'K', n1: 'k', k2: 'N' }, 'b'))?.reason, 'checkmate');
  });
  it('checkmate on the hundredth half-move stands', () => {
    const s = pos({ l1: 'K', n1: 'k', g2: 'N' }, 'w', '-', '-', '99 80');
    assert.equal(variant.result(play(s, 'Nk2'))?.reason, 'checkmate');
  });
  it('bare kings are a draw, but not while a knight is in hand', () => {
    const s = play(pos({ a1: 'K', h1: 'k', g1: 'R' }, 'b'), 'Kxg1');
    assert.equal(variant.result(s)?.reason, 'insufficient-material');
    const t = play(pos({ a1: 'K', h1: 'k', g1: 'R' }, 'b', 'a2'), 'Kxg1');
    assert.equal(variant.result(t), null);
  });
  it('fifty moves without pawn move, capture or entry is a draw', () => {
    const s = pos({ a1: 'K', m2: 'k', g3: 'R', j3: 'r', e2: 'P' }, 'w', 'a0', '-', '99 80');
    assert.equal(variant.result(s), null);
    const quiet = play(s, 'Rg4');
    assert.equal(variant.result(quiet)?.reason, 'fifty-move');
    assert.equal(variant.phase(quiet), 'over');
    // A capture, a pawn move or a knight entering from hand starts the count again.
    for (const reset of ['Rxj3', 'f3', 'N@d1']) {
      const after = play(s, reset);
      assert.equal(variant.result(after), null, reset);
      assert.match(variant.formatPosition(after), / 0 80$/, reset);
    }
  });
  it('the third occurrence of a position is a draw by repetition', () => {
    let s = pos({ a1: 'K', n1: 'k', g3: 'R', j2: 'r' });
    const cycle = ['Rg4', 'Rj1', 'Rg3', 'Rj2'];
    s = play(s, ...cycle);
    assert.equal(variant.result(s), null);
    s = play(s, ...cycle.slice(0, 3));
    assert.equal(variant.result(s), null);
    s = play(s, cycle[3]!);
    assert.equal(variant.result(s)?.reason, 'repetition');
    assert.deepEqual(variant.legalActions(s), []);
  });
});

describe('dagger: notation and position text', () => {
  it('SAN with disambiguation, long form and check marks', () => {
    const s = variant.initial();
    const n = sans(s);
    assert.equal(new Set(n).size, n.length);
    assert.ok(n.includes('e2f2') && n.includes('df2') && n.includes('1f2'));
    assert.equal(variant.formatAction(s, variant.parseAction(s, 'd2f2')), 'df2');
    assert.equal(variant.formatAction(s, variant.parseAction(s, 'd2-f2')), 'df2');
    const r = pos({ a1: 'K', m2: 'k', b1: 'R', c1: 'R', h4: 'N' });
    const rn = sans(r);
    assert.ok(rn.includes('Rbc2') && rn.includes('Rcc2') && rn.includes('Rd1'), rn.join(' '));
    assert.equal(variant.formatAction(r, variant.parseAction(r, 'b1c2')), 'Rbc2');
    const check = pos({ a1: 'K', m2: 'k', g3: 'R' });
    assert.ok(sans(check).includes('Rg1+'));
    assert.equal(variant.formatAction(check, variant.parseAction(check, 'Rg1')), 'Rg1+');
    const mate = pos({ l1: 'K', n1: 'k', g2: 'N' });
    assert.ok(sans(mate).includes('Nk2#'));
    assert.equal(variant.result(play(mate, 'Nk2'))?.reason, 'checkmate');
  });
  it('accepts the documented alternative forms of knight entries', () => {
    const s = pos({ a1: 'K', m2: 'k' }, 'w', 'a0a2');
    const forms: [string, string][] = [
      ['N@d1', 'N@d1'], ['N0@d1', 'N@d1'], ['Na0@d1', 'N@d1'], ['a0d1', 'N@d1'], ['a0-d1', 'N@d1'], ['N@c1', 'N@c1'], ['a2c1', 'N@c1'],
    ];
    for (const [text, san] of forms) assert.equal(variant.formatAction(s, variant.parseAction(s, text)), san, text);
    for (const bad of ['N2@d1', 'Nn0@d1', 'N@a1', 'a0c1', 'N@xd1']) assert.throws(() => variant.parseAction(s, bad), IllegalActionError, bad);
  });
  it('rejects bad moves with a typed error naming the token', () => {
    const s = variant.initial();
    for (const bad of ['', 'Rc9', 'zz', 'd2f3', 'N@d1', 'a0d1', 'Kb1', 'e1e2=Q']) {
      assert.throws(() => variant.parseAction(s, bad), (e: unknown) => e instanceof IllegalActionError && e.message.includes(JSON.stringify(bad)));
    }
    assert.throws(() => variant.apply(s, 12345678), IllegalActionError);
  });
  it('rejects bad position text with a typed error', () => {
    const bad = [
      'k/rr/bbb/pppp/ppp/4/5/4/PPP/PPPP/BBB/RR w a0a2n0n2 - 0 1',
      'k/rr/bbb/pppp/ppp/4/5/4/PPP/PPPP/BBB/RR/K x a0a2n0n2 - 0 1',
      'k/rr/bbb/pppp/ppp/4/5/4/PPP/PPPP/BBB/RR/K w a0a0 - 0 1',
      'k/rr/bbb/pppp/ppp/4/5/4/PPP/PPPP/BBB/RR/K w a0a2n0n2 d2 0 1',
      'k/rr/bbb/pppp/ppp/4/5/4/PPP/PPPP/BBB/RR/K w a0a2n0n2 - -1 1',
      'k/rr/bbb/pppp/ppp/4/6/4/PPP/PPPP/BBB/RR/K w a0a2n0n2 - 0 1',
      'k/rr/bbb/pppp/ppp/4/5/4/PPP/PPPP/BBX/RR/K w a0a2n0n2 - 0 1',
      'K/rr/bbb/pppp/ppp/4/5/4/PPP/PPPP/BBB/RR/K w a0a2n0n2 - 0 1',
      'P/rr/bbb/pppp/ppp/4/5/4/PPP/PPPP/BBB/RR/K w a0a2n0n2 - 0 1',
    ];
    for (const text of bad) assert.throws(() => variant.parsePosition(text), PositionError, text);
    assert.throws(() => variant.initial({ size: 3 }), OptionError);
  });
  it('position text round-trips and keeps the en passant cell only while it can be used', () => {
    const s = play(pos({ b1: 'K', m2: 'k', d2: 'P', f3: 'p' }), 'd2f2');
    const text = variant.formatPosition(s);
    assert.equal(text, '1/1k/3/4/3/4/5/1Pp1/3/4/3/K1/1 b - f2 0 1');
    assert.equal(variant.formatPosition(variant.parsePosition(text)), text);
    assert.equal(variant.key(variant.parsePosition(text)), variant.key(s));
    // With no black pawn ready to take, the jump leaves no en passant mark.
    const lone = play(pos({ b1: 'K', m2: 'k', d2: 'P' }), 'd2f2');
    assert.equal(variant.formatPosition(lone), '1/1k/3/4/3/4/5/1P2/3/4/3/K1/1 b - - 0 1');
    // Black's move numbers count up after Black moves.
    assert.match(variant.formatPosition(play(lone, 'Kl3')), / w - - 1 2$/);
  });
});

describe('dagger: long games', () => {
  it('hundreds of moves in a row keep notation and rules intact (no state kept between calls)', () => {
    let s = variant.initial();
    let seed = 7;
    for (let ply = 0; ply < 1200; ply++) {
      if (variant.phase(s) === 'over') s = variant.initial();
      const actions = variant.legalActions(s);
      seed = (seed * 1103515245 + 12345) % 2147483648;
      const a = actions[seed % actions.length]!;
      const text = variant.formatAction(s, a);
      assert.ok(/^[NBRQK]?[a-n0-9@x]+(=[QRBN])?[+#]?$/.test(text), text);
      // A clicking UI tells every move apart by origin, destination and choice.
      const clicks = views(s).map((v) => `${fromName(v)}>${v.to}:${v.choice ?? ''}`);
      assert.equal(new Set(clicks).size, clicks.length, clicks.join(' '));
      assert.equal(variant.parseAction(s, text), a);
      s = variant.apply(s, a);
    }
  });
});

describe('dagger: perft', () => {
  it('`variant-board perft dagger N` answers for depths 1 to 3 and agrees with the variant', async () => {
    const start = variant.initial();
    for (const depth of [1, 2, 3]) {
      const out: string[] = [];
      const code = await main(['perft', 'dagger', String(depth)], {
        out: (l) => out.push(l), err: (l) => out.push(l), readStdin: async () => '', readFile: async () => '',
      });
      assert.equal(code, 0);
      assert.equal(Number(out[0]), variant.perft!(start, depth));
    }
  });
  it('the fast perft agrees with walking legalActions/apply', () => {
    let s = variant.initial();
    s = play(s, 'df2', 'k2h2', 'ef4');
    const walk = (x: DaggerState, d: number): number =>
      d === 0 ? 1 : variant.phase(x) === 'over' ? 0 : variant.legalActions(x).reduce((n, a) => n + walk(variant.apply(x, a), d - 1), 0);
    for (const d of [1, 2]) assert.equal(variant.perft!(s, d), walk(s, d));
  });
});

