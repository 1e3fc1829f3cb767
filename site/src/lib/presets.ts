/**
 * Positions the playground offers, taken from the games' pages and checked by the engine at build
 * time (each is parsed and written back in the game's own position text).
 */
import { replay, variantOf } from './engine.ts';
import type { VariantId } from './engine.ts';
import { dagger, d4d6 } from './diagrams.ts';
import { writePosition } from './positions.ts';
import type { PositionSpec } from './positions.ts';
import { DICE_SAMPLE, SIXSTONE_THREAD_GAME } from './records.ts';

export interface Preset {
  variant: VariantId;
  label: string;
  position: string;
}

type Source = { label: string } & ({ setup: PositionSpec } | { moves: string });

const SOURCES: Record<VariantId, Source[]> = {
  dart: [
    { label: 'Four darts freeze a knight', setup: { pieces: { f1: 'K', a6: 'k', c3: 'N', c4: 'D', d3: 'd', b3: 'D', c2: 'd' } } },
    { label: 'A dart answers a check', setup: { pieces: { b1: 'K', b6: 'r', f6: 'k', a3: 'R' } } },
  ],
  dice: [{ label: 'Sample game, before 3. Bxf7+', moves: DICE_SAMPLE.split(' ').slice(0, 8).join(' ') }],
  sixstone: [
    { label: 'Double capture example', setup: { pieces: { B4: 'S', D3: 'S', A3: 's', B2: 's', C3: 's' }, toMove: 'black' } },
    { label: 'Thread game after 5... C3B3', moves: SIXSTONE_THREAD_GAME.split(/\s+/).filter((t) => !/^\d+\.$/.test(t)).slice(0, 10).join(' ') },
  ],
  dagger: [
    { label: 'Knights entering from hand', setup: dagger.knightEntry() },
    { label: 'En passant', setup: dagger.enPassant() },
  ],
  d4d6: [
    { label: 'The worked example', setup: d4d6.example() },
    { label: 'The fortress', setup: d4d6.fortress() },
  ],
};

export async function playgroundPresets(): Promise<Preset[]> {
  const out: Preset[] = [];
  for (const [variant, sources] of Object.entries(SOURCES) as [VariantId, Source[]][]) {
    const v = await variantOf(variant);
    for (const src of sources) {
      const state = 'setup' in src
        ? v.parsePosition(writePosition(variant, src.setup) ?? '', {})
        : replay(v, { moves: src.moves }).state;
      out.push({ variant, label: src.label, position: v.formatPosition(state) });
    }
  }
  return out;
}
