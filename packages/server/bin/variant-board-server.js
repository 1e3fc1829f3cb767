#!/usr/bin/env node
// The server's command. Installed from npm it runs the built modules in dist/; inside the
// repository (where src/ is present and tsx is installed) it runs the TypeScript sources.
import { existsSync } from 'node:fs';

const source = new URL('../src/cli.ts', import.meta.url);
let entry = new URL('../dist/cli.js', import.meta.url);
if (existsSync(source)) {
  const { register } = await import('tsx/esm/api');
  register();
  entry = source;
}
const { main } = await import(entry.href);
process.exitCode = await main(process.argv.slice(2));
