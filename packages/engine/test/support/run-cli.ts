import { main, type CliIO } from '../../src/cli/main.js';

/** Runs the CLI in-process, capturing its output. */
export async function runCli(argv: string[], stdin = ''): Promise<{ code: number; out: string[]; err: string[] }> {
  const out: string[] = [], err: string[] = [];
  const io: CliIO = {
    out: (l) => out.push(l),
    err: (l) => err.push(l),
    readStdin: async () => stdin,
    readFile: async (p) => (await import('node:fs/promises')).readFile(p, 'utf8'),
  };
  const code = await main(argv, io);
  return { code, out, err };
}
