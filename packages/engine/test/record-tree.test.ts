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

  it('playing a new move mid-line replaces that line\'s continuation and keeps the other lines', () => {
    const s = GameSession.fromRecord(dice, readFileSync(FIXTURE, 'utf8'));
    const d4 = s.line[5]!.children[1]!.chain()[3]!;
    s.showNode(d4.parent!);
    s.play('Nc3');
    assert.deepEqual(d4.parent!.children.map((n) => n.event?.notation), ['Nc3', 'Qe2']);
    s.showNode(s.root.chain().at(-1)!);
    assert.equal(s.events.length, 18, 'the main line is untouched');
    // The linear API is unchanged: undo and play on the main line forget the rest of it.
    s.goto(3);
    s.play('Nf6');
    assert.equal(s.length, 4);
    assert.equal(s.line[1]!.comment, 'The king\'s pawn frees the queen and the light bishop.');
  });
});
