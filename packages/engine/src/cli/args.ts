/** A small argv parser: positionals plus `--flag` and `--name value` options. */
export interface ParsedArgs {
  positionals: string[];
  flags: Map<string, string | true>;
}

export function parseArgs(argv: readonly string[], valued: readonly string[]): ParsedArgs {
  const positionals: string[] = [];
  const flags = new Map<string, string | true>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg.startsWith('--')) {
      const eq = arg.indexOf('=');
      const name = eq >= 0 ? arg.slice(2, eq) : arg.slice(2);
      if (eq >= 0) flags.set(name, arg.slice(eq + 1));
      else if (valued.includes(name)) {
        const value = argv[++i];
        if (value === undefined) throw new CliUsageError(`--${name} needs a value`);
        flags.set(name, value);
      } else flags.set(name, true);
    } else positionals.push(arg);
  }
  return { positionals, flags };
}

export class CliUsageError extends Error {}

export function flagString(args: ParsedArgs, name: string): string | undefined {
  const v = args.flags.get(name);
  return typeof v === 'string' ? v : undefined;
}
