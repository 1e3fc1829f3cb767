/**
 * The set-up hook every game offers its editor: positions round-trip through a Setup, and each
 * kind of bad setup is refused with the engine's own PositionError (the same message
 * `parsePosition` gives for the same position text).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { PositionError } from '../src/core/errors.js';
import { seededRandom, randomInt } from '../src/core/random.js';
import { loadVariant } from '../src/registry.js';
import type { AnyVariant, PieceView, Setup, SetupHooks, VariantId, VariantOptions } from '../src/core/types.js';
import { VARIANT_IDS } from '../src/core/types.js';

/** Every game's hooks, loaded once (the hook loads them on first use). */
const loadedHooks = new Map<AnyVariant, SetupHooks<unknown>>();
for (const id of VARIANT_IDS) {
  const v = await loadVariant(id);
  assert.ok(v.setup, `${v.id} has a setup hook`);
  const h = await v.setup!();
  assert.equal(await v.setup!(), h, 'loaded once');
  loadedHooks.set(v, h);
}
const hooks = (v: AnyVariant): SetupHooks<unknown> => loadedHooks.get(v)!;

/** A state's setup, changed by `edit`. */
function edited(v: AnyVariant, text: string, edit: (s: { pieces: Record<string, PieceView>; reserves: Record<string, number>; fields: Record<string, string>; toMove: Setup['toMove'] }) => void, options?: VariantOptions): Setup {
  const s = hooks(v).toSetup(v.parsePosition(text, options));
  const copy = { pieces: { ...s.pieces }, reserves: { ...s.reserves }, fields: { ...s.fields }, toMove: s.toMove };
  edit(copy);
  return copy;
}

/** fromSetup refuses with a PositionError whose message matches, and equals parsePosition's on `text` when given. */
function refuses(v: AnyVariant, setup: Setup, pattern: RegExp, text?: string, options?: VariantOptions) {
  assert.throws(() => hooks(v).fromSetup(setup, options), (e: unknown) => {
    assert.ok(e instanceof PositionError, `a PositionError, got ${String(e)}`);
    assert.match(e.message, pattern);
    if (text !== undefined) {
      assert.throws(() => v.parsePosition(text, options), (p: unknown) => (p as Error).message === e.message);
    }
    return true;
  });
}

const START: Record<VariantId, VariantOptions[]> = { dart: [{}], dice: [{}], sixstone: [{}], dagger: [{}], d4d6: [{}, { rinoceronte: true }] };

describe('setup hook: round trips', () => {
  for (const id of VARIANT_IDS) {
    for (const options of START[id]) {
      it(`${id} ${JSON.stringify(options)}: the start and 40 plies of a random game round-trip`, async () => {
        const v = await loadVariant(id);
        const h = hooks(v);
        const spec = h.describe(options);
        const geometryReserves = (v.geometry(options).reserves ?? []).map((r) => r.id).sort();
        assert.deepEqual(spec.reserves.map((r) => r.reserve).sort(), geometryReserves, 'the editor offers every reserve the board draws');
        const rng = seededRandom(`setup-${id}`);
        let state = v.initial(options);
        for (let ply = 0; ply <= 40 && v.phase(state) !== 'over'; ply++) {
          const setup = h.toSetup(state);
          // Through JSON, as an editor's event would carry it.
          const back = h.fromSetup(JSON.parse(JSON.stringify(setup)) as Setup, options);
          assert.equal(v.formatPosition(back), v.formatPosition(state));
          for (const p of Object.values(setup.pieces)) {
            assert.ok(spec.palette.some((q) => q.kind === p.kind && q.side === p.side), `${p.side} ${p.kind} is in the palette`);
          }
          if (v.phase(state) === 'chance') {
            const outs = v.chanceOutcomes(state);
            state = v.applyChance(state, outs[randomInt(rng, outs.length)]!.outcome);
          } else {
            const acts = v.legalActions(state);
            state = v.apply(state, acts[randomInt(rng, acts.length)]);
          }
        }
      });
    }
  }
  it('fields left out take their blank values', async () => {
    const v = await loadVariant('dice');
    const s = hooks(v).toSetup(v.initial());
    const state = hooks(v).fromSetup({ ...s, fields: { castling: 'KQkq' } });
    assert.equal(v.formatPosition(state), 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1');
  });
});

describe('setup hook: every kind of bad setup gets the engine\'s message', () => {
  it('dart: two kings, a pawn on its last rank, a dart outside the centre, a fourth dart', async () => {
    const v = await loadVariant('dart');
    const start = v.formatPosition(v.initial());
    refuses(v, edited(v, start, (s) => { s.pieces['f1'] = { kind: 'king', side: 'white' }; s.pieces['e1'] = { kind: 'king', side: 'white' }; }),
      /exactly one White king \(found 2\)/, 'knrppp/nbp3/rp3P/p3PR/3PBN/PPPRKK[DDDddd] w 0 1');
    refuses(v, edited(v, start, (s) => { s.pieces['f6'] = { kind: 'pawn', side: 'white' }; }), /no pawn on its own last rank/);
    refuses(v, edited(v, start, (s) => { s.pieces['a4'] = { kind: 'dart', side: 'white' }; delete s.pieces['a4']; s.pieces['f4'] = { kind: 'dart', side: 'black' }; s.reserves['black-darts'] = 2; }),
      /darts only on the central squares/);
    refuses(v, edited(v, start, (s) => { s.pieces['c3'] = { kind: 'dart', side: 'white' }; }), /at most 3 darts per side/);
    refuses(v, edited(v, start, (s) => { s.reserves['white-darts'] = 4; }), /0 to 3 White darts/);
  });

  it('dice: two kings, a pawn on the last rank, castling without the rook, a false en passant square, bad fields', async () => {
    const v = await loadVariant('dice');
    const start = v.formatPosition(v.initial());
    refuses(v, edited(v, start, (s) => { s.pieces['d4'] = { kind: 'king', side: 'black' }; }), /one king per side at most/);
    refuses(v, edited(v, start, (s) => { s.pieces['a8'] = { kind: 'pawn', side: 'white' }; }), /no pawn on the first or last rank/);
    refuses(v, edited(v, start, (s) => { delete s.pieces['h1']; }), /castling right "K" only with the king and that rook/,
      'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN1 w KQkq - 0 1');
    refuses(v, edited(v, start, (s) => { s.fields['enPassant'] = 'e3'; }), /en passant/);
    refuses(v, edited(v, start, (s) => { s.fields['castling'] = 'QK'; }), /Castling rights/);
    refuses(v, edited(v, start, (s) => { s.fields['roll'] = '77'; }), /Dice on the table/);
    refuses(v, edited(v, start, (s) => { s.fields['fullmove'] = '0'; }), /a whole number from 1 up/);
  });

  it('sixstone: seven stones, too few stones for the side that moved, a piece it does not have', async () => {
    const v = await loadVariant('sixstone');
    const start = v.formatPosition(v.initial());
    refuses(v, edited(v, start, (s) => { s.pieces['B3'] = { kind: 'stone', side: 'black' }; s.pieces['C3'] = { kind: 'stone', side: 'black' }; }),
      /at most six stones for Black/);
    refuses(v, edited(v, start, (s) => { for (const c of ['A1', 'B1', 'C1', 'D1', 'A2']) delete s.pieces[c]; s.toMove = 'black'; }), /.+/,
      'BBBB/B..B/...W/.... b');
    refuses(v, edited(v, start, (s) => { s.pieces['B2'] = { kind: 'king', side: 'white' }; }), /"white king"; expected a piece of this game/);
    refuses(v, edited(v, start, (s) => { s.pieces['E5'] = { kind: 'stone', side: 'white' }; }), /"E5"; expected a cell of this board/);
  });

  it('dagger: no king, a pawn on its promotion cell, a false en passant cell, two knights on one imaginary square', async () => {
    const v = await loadVariant('dagger');
    const start = v.formatPosition(v.initial());
    refuses(v, edited(v, start, (s) => { delete s.pieces['a1']; }), /exactly one white king \(found 0\)/);
    refuses(v, edited(v, start, (s) => { s.pieces['n1'] = { kind: 'pawn', side: 'white' }; }), /no white pawn on its promotion cell/);
    refuses(v, edited(v, start, (s) => { s.fields['enPassant'] = 'c2'; }), /en passant/);
    refuses(v, edited(v, start, (s) => { s.reserves['a0'] = 2; }), /0 to 1 White knights/);
    refuses(v, edited(v, start, (s) => { s.fields['enPassant'] = 'z9'; }), /"-" or a cell of this board/);
  });

  it('d4d6: a Cavalo facing the turning rules forbid, a Rato in the waiting area, a Rinoceronte without the option, a bad stage', async () => {
    const v = await loadVariant('d4d6');
    const start = v.formatPosition(v.initial());
    refuses(v, edited(v, start, (s) => { s.pieces['c2'] = { kind: 'cavalo', side: 'white', facing: 'e' }; }), /a facing the turning rules allow on this square/);
    refuses(v, edited(v, start, (s) => { s.pieces['a4'] = { kind: 'cavalo', side: 'white', facing: 'ne' }; }), /expected a facing: n, e, s, w/);
    refuses(v, edited(v, start, (s) => { s.pieces['b2'] = { kind: 'rato', side: 'white' }; }), /only Guardas, Cavalos and Rinocerontes in the waiting area/);
    refuses(v, edited(v, start, (s) => { s.pieces['b2'] = { kind: 'rinoceronte', side: 'white', facing: 'ne' }; }), /expected a piece of this game/);
    refuses(v, edited(v, start, (s) => { s.fields['stage'] = 'move'; }), /chosen piece and die in this stage/);
    // With the option: an unrolled facing only while orienting.
    const rino = v.formatPosition(v.initial({ rinoceronte: true }));
    refuses(v, edited(v, rino, (s) => { s.fields['stage'] = 'start'; }, { rinoceronte: true }), /a known facing/, undefined, { rinoceronte: true });
    const ok = hooks(v).fromSetup(edited(v, rino, (s) => { s.pieces['d4'] = { kind: 'cavalo', side: 'black', facing: 'w' }; }, { rinoceronte: true }), { rinoceronte: true });
    assert.match(v.formatPosition(ok), /3c\(w\)4/);
  });
});
