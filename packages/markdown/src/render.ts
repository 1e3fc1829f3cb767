/**
 * One block, from its text to its HTML: parse, load or look up the game, check every value with
 * the engine, draw the static SVG with the element's renderer, write the markup. The plugins
 * (remark, markdown-it, Astro's Sätteri) only find the blocks and put the result in place.
 */
import { blockVariant, parseBlock } from './block.js';
import { checkBlock } from './board.js';
import type { BoardSpec } from './board.js';
import { UnknownVariantError, VARIANT_IDS, isVariantId, renderLoadedBoardSvg } from './deps.js';
import type { AnyVariant } from './deps.js';
import { VariantBoardBlockError } from './errors.js';
import type { BlockLocation } from './errors.js';
import { loadGame, preparedGame } from './games.js';
import { boardHtml, errorBoxHtml } from './html.js';

/** The fence language the plugins look for. */
export const LANGUAGE = 'variant-board';

export interface VariantBoardOptions {
  /**
   * What a bad block does. `'throw'` (default): the build fails with a VariantBoardBlockError
   * naming the line and the engine's reason. `'box'`: the page shows a visible error box in the
   * board's place (`<div class="vb-block-error">`) and the error goes to `report`.
   */
  onError?: 'throw' | 'box';
  /** Called with each error shown as a box (default: `console.warn` of its message). */
  report?: (error: VariantBoardBlockError) => void;
}

/** A block's pieces, for processors that write the markup their own way. */
export interface RenderedBoard {
  readonly spec: BoardSpec;
  readonly svg: string;
}

/** Checks and draws a block with a game already at hand. Throws VariantBoardBlockError. */
function draw(text: string, where: BlockLocation, game: (id: string) => AnyVariant): RenderedBoard {
  const block = parseBlock(text, where);
  const entry = block.get('variant');
  if (!entry) {
    throw new VariantBoardBlockError(`no game is named: add a line such as "variant: ${VARIANT_IDS[0]}"`, { blockLine: 0 }, where);
  }
  const at = { blockLine: entry.line, key: 'variant', source: entry.lines[0]?.text ?? '' };
  if (!isVariantId(entry.value)) throw new VariantBoardBlockError(new UnknownVariantError(entry.value, VARIANT_IDS).message, at, where);
  const v = game(entry.value);
  const spec = checkBlock(block, v, where);
  let svg: string;
  try {
    svg = renderLoadedBoardSvg(v, spec.drawing);
  } catch (err) {
    throw new VariantBoardBlockError(err instanceof Error ? err.message : String(err), { blockLine: 0 }, where);
  }
  return { spec, svg };
}

/** Turns a block's error into the box, or passes it on, as the options say. */
function settle(text: string, options: VariantBoardOptions, run: () => string): string {
  try {
    return run();
  } catch (err) {
    if (options.onError !== 'box' || !(err instanceof VariantBoardBlockError)) throw err;
    (options.report ?? ((e) => console.warn(e.message)))(err);
    return errorBoxHtml(err, text);
  }
}

/**
 * Synchronous: for games loaded beforehand by `prepare()` (or by an earlier asynchronous
 * render). A block for a game not loaded is an error saying so.
 */
export function drawBlockSync(text: string, where: BlockLocation = {}): RenderedBoard {
  return draw(text, where, (id) => {
    const v = preparedGame(id);
    if (!v) {
      throw new VariantBoardBlockError(
        `the rules of "${id}" are not loaded yet: await prepare() from @variant-board/markdown before rendering`,
        { blockLine: 0 },
        where,
      );
    }
    return v;
  });
}

/** Asynchronous: loads the block's game first. */
export async function drawBlock(text: string, where: BlockLocation = {}): Promise<RenderedBoard> {
  const id = blockVariant(text);
  if (id && isVariantId(id)) await loadGame(id);
  return drawBlockSync(text, where);
}

/** A block's HTML, synchronously (games from `prepare()`). */
export function renderBlockSync(text: string, where: BlockLocation = {}, options: VariantBoardOptions = {}): string {
  return settle(text, options, () => {
    const { spec, svg } = drawBlockSync(text, where);
    return boardHtml(spec, svg);
  });
}

/** A block's HTML, loading its game as needed. */
export async function renderBlock(text: string, where: BlockLocation = {}, options: VariantBoardOptions = {}): Promise<string> {
  const id = blockVariant(text);
  if (id && isVariantId(id)) await loadGame(id);
  return renderBlockSync(text, where, options);
}
