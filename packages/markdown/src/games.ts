/**
 * The games the synchronous renderers can use. The engine loads each game's rules with a
 * dynamic import (so a page with one game never downloads the others), which a synchronous
 * renderer such as markdown-it's cannot wait for: `prepare()` loads them beforehand and keeps
 * them here.
 */
import { VARIANT_IDS, loadVariant } from './deps.js';
import type { AnyVariant } from './deps.js';

const loaded = new Map<string, AnyVariant>();

/**
 * Loads games for synchronous rendering: all five by default, or the ids given. Await it once
 * before markdown-it renders (an Eleventy or VitePress config can await at its top level).
 * Throws the engine's UnknownVariantError for an id that is not a game.
 */
export async function prepare(ids: readonly string[] = VARIANT_IDS): Promise<void> {
  for (const id of ids) loaded.set(id, await loadVariant(id));
}

/** A game loaded by `prepare()` or by an earlier asynchronous render, else undefined. */
export function preparedGame(id: string): AnyVariant | undefined {
  return loaded.get(id);
}

/** Loads one game (asynchronous renderers) and keeps it for the synchronous ones. */
export async function loadGame(id: string): Promise<AnyVariant> {
  let v = loaded.get(id);
  if (!v) loaded.set(id, (v = await loadVariant(id)));
  return v;
}
