import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { main, type CliIO } from '../src/cli/main.js';

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

describe('command line', () => {
  it('prints usage without a command and fails', async () => {
    const r = await runCli([]);
    assert.equal(r.code, 2);
    assert.match(r.out.join('\n'), /perft <variant> <depth>/);
  });
  it('names an unknown command', async () => {
    const r = await runCli(['frobnicate']);
    assert.equal(r.code, 2);
    assert.match(r.err.join('\n'), /Unknown command "frobnicate"/);
  });
  it('names an unknown variant with the list of known ones', async () => {
    const r = await runCli(['perft', 'chess960', '2']);
    assert.equal(r.code, 1);
    assert.match(r.err.join('\n'), /Unknown variant "chess960": expected one of dart, dice, sixstone, dagger, d4d6/);
  });
  it('rejects a bad depth with usage', async () => {
    const r = await runCli(['perft', 'sixstone', 'deep']);
    assert.equal(r.code, 2);
    assert.match(r.err.join('\n'), /depth must be a whole number/);
  });
  it('replay needs a file', async () => {
    const r = await runCli(['replay', 'sixstone']);
    assert.equal(r.code, 2);
  });
});
