/**
 * markdown-it plugin (Eleventy, VitePress, anything built on markdown-it):
 *
 *   await prepare();                       // load the games' rules once: markdown-it cannot wait
 *   md.use(markdownItVariantBoard, { onError: 'throw' });
 *
 * A fence of language `variant-board` becomes the board's HTML; every other fence is left to
 * the renderer it had.
 */
import type { MarkdownIt } from 'markdown-it';
import { LANGUAGE, renderBlockSync } from './render.js';
import type { VariantBoardOptions } from './render.js';

export interface MarkdownItVariantBoardOptions extends VariantBoardOptions {
  /**
   * The file being rendered, for error messages, from markdown-it's `env` (default: Eleventy's
   * `env.page.inputPath`, or `env.path` / `env.relativePath` as VitePress sets them).
   */
  file?: (env: unknown) => string | undefined;
}

function fileFromEnv(env: unknown): string | undefined {
  const e = env as { page?: { inputPath?: unknown }; path?: unknown; relativePath?: unknown } | undefined;
  const found = e?.page?.inputPath ?? e?.relativePath ?? e?.path;
  return typeof found === 'string' ? found : undefined;
}

export function markdownItVariantBoard(md: MarkdownIt, options: MarkdownItVariantBoardOptions = {}): void {
  const fence = md.renderer.rules.fence;
  md.renderer.rules.fence = (tokens, idx, mdOptions, env, self) => {
    const token = tokens[idx]!;
    const lang = token.info.trim().split(/\s+/)[0];
    if (lang !== LANGUAGE) return fence ? fence(tokens, idx, mdOptions, env, self) : self.renderToken(tokens, idx, mdOptions);
    const file = (options.file ?? fileFromEnv)(env);
    const where = { ...(file ? { file } : {}), ...(token.map ? { fenceLine: token.map[0] + 1 } : {}) };
    return `${renderBlockSync(token.content, where, options)}\n`;
  };
}
