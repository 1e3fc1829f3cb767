/** Game-side helpers shared by the element and the static renderer (no DOM). */
import { VariantBoardError, parseOptions } from './engine.js';
import type { AnyVariant, BoardGeometry, VariantOptions } from './engine.js';

const geometries = new WeakMap<AnyVariant, Map<string, BoardGeometry>>();
/** A game's geometry for these options, computed once (boards redraw often). */
export function geometryOf(v: AnyVariant, options: VariantOptions = {}): BoardGeometry {
  let byOpts = geometries.get(v);
  if (!byOpts) geometries.set(v, (byOpts = new Map()));
  const key = JSON.stringify(options);
  let g = byOpts.get(key);
  if (!g) byOpts.set(key, (g = v.geometry(options)));
  return g;
}

const diceUse = new WeakMap<AnyVariant, Map<string, boolean>>();

/**
 * Marks an `options` attribute that did not parse. An attribute converter must not throw
 * (the error would escape attributeChangedCallback), so the error travels with the value
 * and is raised, as an `error` event, when the session is built.
 */
export const BAD_OPTIONS = Symbol('bad-options');

export function optionsFromAttribute(text: string | null): VariantOptions {
  if (!text) return {};
  try {
    return text.trim().startsWith('{') ? (JSON.parse(text) as VariantOptions) : parseOptions(text);
  } catch (err) {
    const bad = err instanceof VariantBoardError ? err : new VariantBoardError('bad-option', `Bad options ${JSON.stringify(text)}: expected name=value pairs or a JSON object.`, { token: text });
    return { [BAD_OPTIONS]: bad } as unknown as VariantOptions;
  }
}

/** The text of a board's `moves` (a string, or a list of tokens); empty when it has none. */
export function movesText(moves: string | readonly string[] | null | undefined): string {
  return (Array.isArray(moves) ? moves.join(' ') : (moves as string | null | undefined) ?? '').trim();
}

export function safeOptions(v: AnyVariant, options: VariantOptions): VariantOptions {
  if ((options as { [BAD_OPTIONS]?: Error })?.[BAD_OPTIONS]) return {};
  try {
    v.initial(options);
    return options;
  } catch {
    return {};
  }
}

/** Whether the game uses dice: a chance point at the start or right after a first action. */
export function probeDice(v: AnyVariant, options: VariantOptions): boolean {
  let byOpts = diceUse.get(v);
  if (!byOpts) diceUse.set(v, (byOpts = new Map()));
  const key = JSON.stringify(options ?? {});
  let known = byOpts.get(key);
  if (known === undefined) byOpts.set(key, (known = probeDiceNow(v, options)));
  return known;
}

function probeDiceNow(v: AnyVariant, options: VariantOptions): boolean {
  try {
    const s0 = v.initial(options);
    if (v.phase(s0) === 'chance') return true;
    const acts = v.legalActions(s0);
    for (const a of acts) if (v.phase(v.apply(s0, a)) === 'chance') return true;
  } catch {
    /* an unusual start: no dice tray */
  }
  return false;
}
