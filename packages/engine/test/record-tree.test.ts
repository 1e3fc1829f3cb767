import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { GameSession } from '../src/core/session.js';
import { RecordNode } from '../src/core/record-tree.js';
import { parseArrowSpec, parseBody, parseCellSpec, splitComment, tokenizeRecord } from '../src/core/record-read.js';
import type { MarkColour } from '../src/core/record-tree.js';
import { RecordError } from '../src/core/errors.js';
import { seededRandom, randomInt } from '../src/core/random.js';
import type { RandomSource } from '../src/core/random.js';
import { loadVariant } from '../src/registry.js';
import type { AnyVariant } from '../src/core/types.js';

const FIXTURE = new URL('./fixtures/dice-annotated.txt', import.meta.url);
const dice = await loadVariant('dice');
const dagger = await loadVariant('dagger');
const sixstone = await loadVariant('sixstone');
const COLOURS: MarkColour[] = ['G', 'R', 'Y', 'B'];

/** A tree as plain data, to compare what was written with what is read back. */
function plain(n: RecordNode<unknown>): unknown {
  return {
    event: n.event?.notation ?? null,
    comment: n.comment,
    intro: n.intro,
    arrows: n.arrows.map((a) => `${a.colour}${a.from}>${a.to}`),
    highlights: n.highlights.map((h) => `${h.colour}${h.cell}`),
    children: n.children.map(plain),
  };
}

/** Plays one random legal event from a state (a roll at a chance point), or null at the end. */
function randomStep(v: AnyVariant, state: unknown, rng: RandomSource): { notation: string; kind: 'action' | 'chance'; state: unknown } | null {
  const phase = v.phase(state);
  if (phase === 'over') return null;
  if (phase === 'chance') {
    const outs = v.chanceOutcomes(state);
    const o = outs[randomInt(rng, outs.length)]!;
    return { kind: 'chance', notation: o.notation, state: v.applyChance(state, o.outcome) };
  }
  const acts = v.legalActions(state);
  const a = acts[randomInt(rng, acts.length)];
  return { kind: 'action', notation: v.formatAction(state, a), state: v.apply(state, a) };
}

/** Comments with everything that could confuse a reader: braces, backslashes, parentheses, markup. */
const commentText = fc
  .array(fc.constantFrom('a', 'b', ' ', '{', '}', '\\', ';', '(', ')', '<script>alert(1)</script>', '\n', 'é', '[', ']', '%', '"', '1-0', '12.'), { maxLength: 12 })
  .map((parts) => parts.join('').trim());

/**
 * Builds a random annotated tree on a real game: a main line, side lines (nested to depth 2)
 * with random legal events, and comments, intros, arrows and marks on random nodes.
 */
function randomTree(v: AnyVariant, seed: number, comments: string[]): GameSession {
  const rng = seededRandom(seed);
  const session = new GameSession(v);
  const cells = v.geometry({}).cells.map((c) => c.id);
  let c = 0;
  const annotate = (n: RecordNode<unknown>) => {
    if (randomInt(rng, 2)) n.comment = comments[c++ % Math.max(1, comments.length)] ?? '';
    if (!randomInt(rng, 3)) {
      for (let k = randomInt(rng, 3); k >= 0; k--) {
        const from = cells[randomInt(rng, cells.length)]!, to = cells[randomInt(rng, cells.length)]!;
        n.arrows.push({ from, to, colour: COLOURS[randomInt(rng, 4)]! });
      }
    }
    if (!randomInt(rng, 3)) n.highlights.push({ cell: cells[randomInt(rng, cells.length)]!, colour: COLOURS[randomInt(rng, 4)]! });
  };
  const grow = (parent: RecordNode<unknown>, length: number, depth: number) => {
    for (let i = 0; i < length; i++) {
      const step = randomStep(v, parent.state, rng);
      if (!step) return;
      const node = new RecordNode<unknown>({ kind: step.kind, notation: step.notation }, step.state, parent);
      parent.children.push(node);
      annotate(node);
      if (depth < 2 && !randomInt(rng, 4)) {
        const before = parent.children.length;
        grow(parent, 1 + randomInt(rng, 4), depth + 1);
        const alt = parent.children[before];
        if (alt && randomInt(rng, 2)) alt.intro = comments[c++ % Math.max(1, comments.length)] ?? '';
      }
      parent = node;
    }
  };
  annotate(session.root);
  grow(session.root as RecordNode<unknown>, 6 + randomInt(rng, 20), 0);
  session.showNode(session.root.chain().at(-1)!);
  return session;
}

describe('annotated records: reading and writing', () => {
  it('the annotated Dice Chess fixture replays legally with its comments, marks and side lines', () => {
    const s = GameSession.fromRecord(dice, readFileSync(FIXTURE, 'utf8'));
    assert.equal(s.result()?.reason, 'checkmate');
    assert.match(s.root.comment, /^White rolls a double/);
    assert.deepEqual(s.root.highlights, [{ cell: 'e4', colour: 'Y' }, { cell: 'd4', colour: 'Y' }]);
    const e4 = s.line[1]!;
    assert.equal(e4.event?.notation, 'e4');
    assert.deepEqual(e4.arrows.map((a) => `${a.colour}${a.from}${a.to}`), ['Ge2e4', 'Bf1c4', 'Bd1h5']);
    // The side line is an alternative to Black's roll 45 after 2. Bc4.
    const bc4 = s.line[5]!;
    assert.equal(bc4.event?.notation, 'Bc4');
    assert.deepEqual(bc4.children.map((n) => n.event?.notation), ['45', '26']);
    const side = bc4.children[1]!.chain().map((n) => n.event?.notation);
    assert.deepEqual(side, ['26', 'Nf6', '55', 'd4', '12', 'Nxe4']);
    const d4 = bc4.children[1]!.chain()[3]!;
    assert.deepEqual(d4.parent!.children.map((n) => n.event?.notation), ['d4', 'Qe2'], 'nested side line');
    assert.equal(d4.parent!.children[1]!.comment, 'A quieter move: a double allows it too.');
  });

  it('property: writing any annotated tree and reading it back gives the same tree (three games)', () => {
    for (const v of [dice, dagger, sixstone]) {
      fc.assert(
        fc.property(fc.integer(), fc.array(commentText, { maxLength: 20 }), (seed, comments) => {
          const s = randomTree(v, seed, comments);
          const text = s.exportRecord({ Event: 'x' });
          const back = GameSession.fromRecord(v, text);
          assert.deepEqual(plain(back.root), plain(s.root), text);
          assert.equal(back.exportRecord({ Event: 'x' }), text);
          assert.equal(back.ply, s.ply);
        }),
        { numRuns: 60 },
      );
    }
  });

  it('braces, backslashes and markup inside comments are text', () => {
    const s = GameSession.fromMoves(dice, '66 e4 {a {nested} brace, an escaped \\} and \\{, a backslash \\\\ and C:\\path} 23 {<script>alert(1)</script> (not a side line); nor a comment}');
    assert.equal(s.line[1]!.comment, 'a {nested} brace, an escaped } and {, a backslash \\ and C:\\path');
    assert.equal(s.line[2]!.comment, '<script>alert(1)</script> (not a side line); nor a comment');
    const again = GameSession.fromRecord(dice, s.exportRecord());
    assert.deepEqual(plain(again.root), plain(s.root));
  });

  it('a comment before the first event, and ; comments, are kept', () => {
    const s = GameSession.fromMoves(dice, '{Before anything. [%csl Gd4]} 66 e4 ; to the end of the line\n23');
    assert.equal(s.root.comment, 'Before anything.');
    assert.deepEqual(s.root.highlights, [{ cell: 'd4', colour: 'G' }]);
    assert.equal(s.line[1]!.comment, 'to the end of the line');
    assert.equal(s.events.length, 3);
    assert.match(s.exportRecord(), /^\{\[%csl Gd4\] Before anything\.\}$/m);
  });

  it('marks: colours G R Y B, default green, cell names of any game, longest first', () => {
    const cells = (v: AnyVariant) => new Set(v.geometry({}).cells.map((c) => c.id));
    assert.deepEqual(parseArrowSpec('Rg1f3', cells(dice)), { from: 'g1', to: 'f3', colour: 'R' });
    assert.deepEqual(parseArrowSpec('e2e4', cells(dice)), { from: 'e2', to: 'e4', colour: 'G' });
    assert.deepEqual(parseArrowSpec('Ya1k1', cells(dagger)), { from: 'a1', to: 'k1', colour: 'Y' });
    // Six Stone's points are A1..D4: the colour comes first, and B1 alone is a point.
    assert.deepEqual(parseCellSpec('BB1', cells(sixstone)), { cell: 'B1', colour: 'B' });
    assert.deepEqual(parseCellSpec('B1', cells(sixstone)), { cell: 'B1', colour: 'G' });
    assert.deepEqual(parseArrowSpec('GA1B2', cells(sixstone)), { from: 'A1', to: 'B2', colour: 'G' });
    assert.throws(() => parseArrowSpec('Gz9e4', cells(dice)), (e: unknown) => e instanceof RecordError && e.token === 'Gz9e4');
    assert.throws(() => parseCellSpec('Ri9', cells(dice)), (e: unknown) => e instanceof RecordError && e.token === 'Ri9');
    assert.deepEqual(splitComment('one [%cal Ge2e4, Rg1f3] two [%clk 0:01] [%csl Ye4]'), { text: 'one two [%clk 0:01]', cal: ['Ge2e4', 'Rg1f3'], csl: ['Ye4'] });
  });

  it('a bad mark names its spec; with sideLineErrors keep the game loads without it', () => {
    const text = '[Variant "dice"]\n66 e4 {[%cal Ge2e9]} 23';
    assert.throws(() => GameSession.fromRecord(dice, text), (e: unknown) => e instanceof RecordError && e.token === 'Ge2e9');
    const s = GameSession.fromRecord(dice, text, { sideLineErrors: 'keep' });
    assert.equal(s.events.length, 3);
    assert.equal(s.recordErrors[0]?.token, 'Ge2e9');
  });
});

describe('annotated records: side lines', () => {
  it('a bad token inside a side line (nested too) is an error naming it; kept errors lose nothing else', () => {
    const good = readFileSync(FIXTURE, 'utf8');
    for (const [bad, token] of [[good.replace('Nf6 {With', 'Nf7 {With'), 'Nf7'], [good.replace('(Qe2', '(Qz2'), 'Qz2'], [good.replace('12 Nxe4', '77 Nxe4'), '77']] as const) {
      assert.throws(() => GameSession.fromRecord(dice, bad), (e: unknown) => e instanceof RecordError && e.token === token && /side line/.test(e.message) && e.message.includes(`"${token}"`));
      const s = GameSession.fromRecord(dice, bad, { sideLineErrors: 'keep' });
      assert.equal(s.recordErrors.length, 1);
      assert.equal(s.recordErrors[0]!.token, token);
      assert.equal(s.events.length, 18, 'the whole main line is there');
      assert.equal(s.result()?.reason, 'checkmate');
      assert.equal(s.line[11]!.comment, 'A knight or a rook cannot answer the check: Black loses the turn.');
    }
    // What came before the bad token in its side line stays.
    const s = GameSession.fromRecord(dice, good.replace('12 Nxe4', '12 Nxe9'), { sideLineErrors: 'keep' });
    assert.deepEqual(s.line[5]!.children[1]!.chain().map((n) => n.event?.notation), ['26', 'Nf6', '55', 'd4', '12']);
  });

  it('a bad main-line token still throws, naming it', () => {
    const bad = readFileSync(FIXTURE, 'utf8').replace('Bc4 {[%cal', 'Bc5 {[%cal');
    assert.throws(() => GameSession.fromRecord(dice, bad, { sideLineErrors: 'keep' }), (e: unknown) => e instanceof RecordError && e.token === 'Bc5');
  });

  it('unbalanced parentheses and braces are errors naming them', () => {
    assert.throws(() => parseBody('66 e4 (23 Nc6'), (e: unknown) => e instanceof RecordError && e.token === '(');
    assert.throws(() => parseBody('66 e4 23 Nc6)'), (e: unknown) => e instanceof RecordError && e.token === ')');
    assert.throws(() => parseBody('(66 e4)'), (e: unknown) => e instanceof RecordError && e.token === '(');
    assert.throws(() => parseBody('66 e4 {open'), (e: unknown) => e instanceof RecordError && !!e.token?.startsWith('{open'));
    assert.throws(() => parseBody('66 e4 }'), (e: unknown) => e instanceof RecordError && e.token === '}');
  });

  it('the plain token list skips side lines and comments', () => {
    assert.deepEqual(tokenizeRecord('[Variant "dice"]\n1. 66 e4 (1. 55 d4 {x} (Nf3)) 23 {y (z)} Nc6 1-0').tokens, ['66', 'e4', '23', 'Nc6']);
  });

  it('stepping into a side line: back and forward stay in it, and its export replays to the shown position', () => {
    const s = GameSession.fromRecord(dice, readFileSync(FIXTURE, 'utf8'));
    const nf6 = s.line[5]!.children[1]!.children[0]!;
    s.showNode(nf6);
    assert.equal(s.node, nf6);
    assert.equal(s.ply, 8);
    assert.equal(s.onMainLine, false);
    assert.deepEqual(s.allEvents.slice(6).map((e) => e.notation), ['26', 'Nf6', '55', 'd4', '12', 'Nxe4']);
    assert.ok(s.forward() && s.forward());
    assert.equal(s.node.event?.notation, 'd4');
    assert.ok(s.back() && s.back() && s.back());
    assert.equal(s.node.event?.notation, '26');
    s.forward();
    // What the computer player receives: a record whose main line ends at the shown position.
    const replay = GameSession.fromRecord(dice, s.exportRecord());
    assert.equal(dice.formatPosition(replay.state), dice.formatPosition(s.state));
    // Back to the main line: the tree is unchanged.
    s.showNode(s.root.chain().at(-1)!);
    assert.equal(s.onMainLine, true);
    assert.equal(s.events.length, 18);
    assert.deepEqual(plain(GameSession.fromRecord(dice, s.exportRecord()).root), plain(s.root));
  });

  it('playing a new move mid-line adds a side line and keeps the line it left', () => {
    const s = GameSession.fromRecord(dice, readFileSync(FIXTURE, 'utf8'));
    const d4 = s.line[5]!.children[1]!.chain()[3]!;
    s.showNode(d4.parent!);
    s.play('Nc3');
    assert.deepEqual(d4.parent!.children.map((n) => n.event?.notation), ['d4', 'Qe2', 'Nc3']);
    assert.equal(s.node.event?.notation, 'Nc3');
    s.showNode(s.root.chain().at(-1)!);
    assert.equal(s.events.length, 18, 'the main line is untouched');
    s.goto(3);
    s.play('Nf6');
    assert.equal(s.length, 4, 'the session shows the new line');
    assert.equal(s.root.chain().length - 1, 18, 'the main line is still there');
    assert.deepEqual(s.line[2]!.children.map((n) => n.event?.notation), ['Nc6', 'Nf6']);
    assert.equal(s.line[1]!.comment, 'The king\'s pawn frees the queen and the light bishop.');
  });
});

const EXAMPLE = '[Variant "dice"]\n\n11 e4 {A free move.} 23 Nc6 (Nf6 {also fine}) 34 Bc4 {aiming at f7} 45 Rb8 {slow} 36 Bxf7+ {the point}';

describe('nothing in a record is lost', () => {
  it('the issue\'s example: goto(4), roll 34, Bb5 exports Bc4 with its comments and Bb5 as a side line', () => {
    const s = GameSession.fromRecord(dice, EXAMPLE);
    s.goto(4);
    s.setRoll('34');
    assert.equal(s.ply, 5, 'the roll that is there already is followed');
    assert.ok(s.canForward(), 'and the line after it is kept');
    s.play('Bb5');
    const text = s.exportRecord();
    assert.match(text, /\(23 Nc6|Nc6 \(Nf6 \{also fine\}\)/);
    assert.match(text, /34 Bc4 \(Bb5\) \{aiming at f7\}|34 Bc4 \{aiming at f7\} \(Bb5\) 45 Rb8 \{slow\} 36 Bxf7\+ \{the point\}/);
    const back = GameSession.fromRecord(dice, text);
    assert.equal(back.node.event?.notation, 'Bb5', 'the record shows again where the board was');
    const main = back.root.chain().map((n) => n.event?.notation ?? null);
    assert.deepEqual(main, [null, '11', 'e4', '23', 'Nc6', '34', 'Bc4', '45', 'Rb8', '36', 'Bxf7+']);
    assert.deepEqual(back.root.chain().map((n) => n.comment), ['', '', 'A free move.', '', '', '', 'aiming at f7', '', 'slow', '', 'the point']);
    assert.deepEqual(back.root.chain()[5]!.children.map((n) => n.event?.notation), ['Bc4', 'Bb5']);
    // An ordinary reading of that record (with its Shown tag dropped) still ends at the main line's end.
    const plainText = text.replace(/^\[Shown .*\]\n/m, '');
    assert.equal(GameSession.fromRecord(dice, plainText).node.event?.notation, 'Bxf7+');
  });

  it('undo: at the end of a line it deletes the last move only; in the middle it steps back and keeps the rest', () => {
    const s = GameSession.fromRecord(dice, EXAMPLE);
    assert.ok(s.undo());
    assert.equal(s.length, 9, 'Bxf7+ and its comment went, the roll before it stays');
    assert.equal(s.node.event?.notation, '36');
    s.goto(4);
    assert.ok(s.undo());
    assert.equal(s.ply, 3, 'back to before Nc6, the roll 23 kept');
    assert.equal(s.length, 9, 'undo in the middle drops nothing');
    assert.ok(s.forward());
    assert.equal(s.node.event?.notation, 'Nc6');
    assert.equal(s.exportRecord().includes('(Nf6 {also fine})'), true);
  });

  it('undo at the end of a line keeps side lines that hang off it (it only steps back)', () => {
    const s = GameSession.fromRecord(dice, '[Variant "dice"]\n\n11 e4 23 Nc6 34 (36 {another roll})');
    assert.ok(s.undo());
    assert.equal(s.ply, 3);
    assert.deepEqual(s.line[3]!.children.map((n) => n.event?.notation), ['34', '36']);
    assert.ok(s.canForward());
    // Deleting a move that has an alternative makes the alternative the continuation, with its words.
    const t = GameSession.fromRecord(dice, '[Variant "dice"]\n\n11 e4 23 Nc6 ({first} Nf6 {alt})');
    assert.ok(t.undo());
    assert.equal(t.line[2]!.children.length, 1);
    assert.equal(t.line[2]!.children[0]!.comment, 'first alt');
    assert.match(t.exportRecord(), /23 \{first alt\}|Nf6 \{first alt\}/);
  });

  it('a side line\'s opening comment is kept when exporting from inside it', () => {
    const s = GameSession.fromRecord(dice, '[Variant "dice"]\n\n11 e4 23 Nc6 ({Or the other knight:} Nf6 {also fine}) 34 Bc4');
    const nf6 = s.line[2]!.children[1]!;
    s.showNode(nf6);
    const text = s.exportRecord();
    assert.match(text, /\(\{Or the other knight:\} Nf6 \{also fine\}\)/);
    const back = GameSession.fromRecord(dice, text);
    assert.equal(back.node.intro, 'Or the other knight:');
    assert.equal(back.node.event?.notation, 'Nf6');
  });

  it('a bad Shown tag is a RecordError naming it (kept as a record error with sideLineErrors keep)', () => {
    assert.throws(() => GameSession.fromRecord(dice, '[Variant "dice"]\n[Shown "9"]\n\n11 e4'), (e: RecordError) => e.token === '9');
    assert.throws(() => GameSession.fromRecord(dice, '[Variant "dice"]\n[Shown "2 x"]\n\n11 e4'), (e: RecordError) => e.token === 'x');
    const kept = GameSession.fromRecord(dice, '[Variant "dice"]\n[Shown "2 1:3"]\n\n11 e4', { sideLineErrors: 'keep' });
    assert.equal(kept.recordErrors[0]?.token, '1:3');
    assert.equal(kept.ply, 2);
  });

  it('property: any goto / play / roll / undo / redo never loses a comment, mark or side line not deleted by undo', () => {
    const games: [AnyVariant, string][] = [[dice, readFileSync(FIXTURE, 'utf8')], [dice, EXAMPLE]];
    const step = fc.record({ kind: fc.constantFrom('goto', 'play', 'play', 'undo', 'redo', 'back', 'show'), pick: fc.nat(), at: fc.nat() });
    fc.assert(
      fc.property(fc.constantFrom(0, 1), fc.array(step, { maxLength: 30 }), (which, steps) => {
        const [v, text] = games[which]!;
        const s = GameSession.fromRecord(v, text);
        const original = allNodes(s.root).filter((n) => n !== s.root);
        const snapshot = new Map(original.map((n) => [n, notes(n)]));
        const deleted = new Set<RecordNode<unknown>>();
        for (const st of steps) {
          if (st.kind === 'goto') s.goto(st.at % (s.length + 1));
          else if (st.kind === 'back') s.back();
          else if (st.kind === 'redo') s.forward();
          else if (st.kind === 'show') {
            const nodes = allNodes(s.root);
            s.showNode(nodes[st.at % nodes.length]!);
          } else if (st.kind === 'play') {
            const phase = v.phase(s.state);
            if (phase === 'over') continue;
            if (phase === 'chance') {
              const outs = v.chanceOutcomes(s.state);
              s.setRoll(outs[st.pick % outs.length]!.notation);
            } else {
              const acts = v.legalActions(s.state);
              s.play(v.formatAction(s.state, acts[st.pick % acts.length]));
            }
          } else {
            const before = new Set(allNodes(s.root));
            const atEnd = !s.canForward();
            s.undo();
            const after = new Set(allNodes(s.root));
            const gone = [...before].filter((n) => !after.has(n));
            if (gone.length) {
              assert.ok(atEnd, 'undo deletes only at the end of a line');
              // What went is one move with the rolls after it, none of them with side lines.
              assert.ok(gone.filter((n) => n.event!.kind === 'action').length === 1, 'undo deletes one move');
              for (const n of gone) assert.ok(n.children.length <= 1);
              gone.forEach((n) => deleted.add(n));
            }
          }
        }
        const alive = new Set(allNodes(s.root));
        for (const n of original) {
          if (deleted.has(n)) continue;
          assert.ok(alive.has(n), `${n.event!.notation} at ply ${n.ply} is still in the tree`);
          const was = snapshot.get(n)!;
          const now = notes(n);
          // A side line promoted by an undo keeps its opening words at the front of its move's comment.
          assert.equal(now.comment, [was.intro && !now.intro ? was.intro : '', was.comment].filter(Boolean).join(' '));
          assert.deepEqual(now.marks, was.marks);
        }
        // And the written record holds it all: reading it back gives the same tree.
        const again = GameSession.fromRecord(v, s.exportRecord());
        assert.deepEqual(plain(again.root), plain(s.root));
        assert.equal(v.formatPosition(again.state), v.formatPosition(s.state), 'the record shows the same position');
      }),
      { numRuns: 150 },
    );
  });
});

function allNodes(root: RecordNode<unknown>): RecordNode<unknown>[] {
  const out: RecordNode<unknown>[] = [];
  const stack = [root];
  while (stack.length) {
    const n = stack.pop()!;
    out.push(n);
    stack.push(...n.children);
  }
  return out;
}

function notes(n: RecordNode<unknown>) {
  return {
    comment: n.comment,
    intro: n.intro,
    marks: [...n.arrows.map((a) => `${a.colour}${a.from}${a.to}`), ...n.highlights.map((h) => `${h.colour}${h.cell}`)],
  };
}
