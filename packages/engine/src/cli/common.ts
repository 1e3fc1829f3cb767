import { parseOptions } from '../core/record.js';
import type { AnyVariant, VariantOptions } from '../core/types.js';
import { loadVariant } from '../registry.js';
import { CliUsageError, flagString, type ParsedArgs } from './args.js';

/** Loads the variant named by the first positional and builds the requested state. */
export async function variantAndState(args: ParsedArgs): Promise<{ variant: AnyVariant; state: unknown; options: VariantOptions }> {
  const id = args.positionals[0];
  if (!id) throw new CliUsageError('missing variant');
  const variant = await loadVariant(id);
  const optText = flagString(args, 'options');
  const options = optText ? parseOptions(optText) : {};
  const position = flagString(args, 'position');
  const state = position !== undefined ? variant.parsePosition(position, options) : variant.initial(options);
  return { variant, state, options };
}
