/** Game options as records and attributes write them: `name=value,name=value`. */
import { RecordError } from './errors.js';
import type { VariantOptions } from './types.js';

export function formatOptions(options: VariantOptions): string {
  return Object.entries(options)
    .map(([k, v]) => `${k}=${v}`)
    .join(',');
}

export function parseOptions(text: string): VariantOptions {
  const out: Record<string, string | number | boolean> = {};
  for (const part of text.split(/[,;\s]+/).filter(Boolean)) {
    const m = /^([A-Za-z][\w-]*)(?:=(.*))?$/.exec(part);
    if (!m) throw new RecordError(part, 'an option as name=value');
    const raw = m[2];
    out[m[1]!] =
      raw === undefined || raw === 'true' ? true : raw === 'false' ? false : /^-?\d+$/.test(raw) ? Number(raw) : raw;
  }
  return out;
}
