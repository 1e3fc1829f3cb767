import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { runCli } from './support/run-cli.js';

export { runCli };

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
  it('verify needs a file, and names a file that is no game', async () => {
    assert.equal((await runCli(['verify'])).code, 2);
    const r = await runCli(['verify', '-'], 'not a link at all');
    assert.equal(r.code, 1);
    assert.match(r.err.join("\n"), /Play by post, bad field "not a link ": expected only A-Z a-z 0-9 - _ . ~ in a link \(found " " at character 4\)/);
  });
  it('replay needs a file', async () => {
    const r = await runCli(['replay', 'sixstone']);
    assert.equal(r.code, 2);
  });
});
