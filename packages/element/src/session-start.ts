/** Where a board's game starts: shared by game.ts and replay.ts (not in model.ts: diagrams never need it). No DOM. */
import type { VariantOptions } from './engine.js';
import { BAD_OPTIONS } from './model.js';

/** The start of a board's game from its attributes; throws the options' error if they were bad. */
export function sessionStart(options: VariantOptions, position: string | undefined): { options: VariantOptions; position?: string } {
  const bad = (options as { [BAD_OPTIONS]?: Error })?.[BAD_OPTIONS];
  if (bad) throw bad;
  return { options: options ?? {}, ...(position && position.trim() ? { position } : {}) };
}
