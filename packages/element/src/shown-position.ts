/**
 * A diagram's position without its game's history (game.ts not loaded): the start the attributes describe
 * (`position`, `options`) and a fixed dice result (`roll`), applied as a session would apply it.
 */
import type { AnyVariant, VariantOptions } from './engine.js';
import type { ShownPosition } from './host.js';
import { BAD_OPTIONS, safeOptions } from './model.js';

/**
 * The position the attributes describe. Throws (the engine's error) for bad options or a bad position; a bad
 * roll is returned as `badRoll`, the position shown without it.
 */
export function shownPosition(v: AnyVariant, attrs: { options: VariantOptions; position: string | undefined; fixedRoll: string | undefined }): { shown: ShownPosition; badRoll: unknown } {
  const bad = (attrs.options as { [BAD_OPTIONS]?: Error })?.[BAD_OPTIONS];
  if (bad) throw bad;
  const options = attrs.options ?? {};
  const text = attrs.position?.trim();
  const start = text ? v.parsePosition(text, options) : v.initial(options);
  const startText = text ? v.formatPosition(start) : undefined;
  let state = start, roll: string | undefined, badRoll: unknown = null;
  const r = attrs.fixedRoll?.trim();
  if (r && v.phase(start) === 'chance') {
    try {
      state = v.applyChance(start, v.parseChance(start, r));
      roll = r;
    } catch (e) {
      badRoll = e;
    }
  }
  return { shown: { variant: v, options, startText, state, ...(roll ? { rolled: roll } : {}) }, badRoll };
}

/** The game's own start, under a message when nothing valid is left to show (null if even that fails). */
export function fallbackPosition(v: AnyVariant, options: VariantOptions): ShownPosition | null {
  try {
    const safe = safeOptions(v, options);
    return { variant: v, options: safe, startText: undefined, state: v.initial(safe) };
  } catch {
    return null;
  }
}
