// Element tests in a real Chromium (the system's, never a downloaded one).
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { chromeLauncher } from '@web/test-runner-chrome';
import { findChromium, CHROMIUM_ARGS } from './scripts/chromium.mjs';

const executablePath = findChromium();
if (!executablePath) throw new Error('No Chromium found: run `node scripts/chromium.mjs --install` or set CHROME_PATH.');

/** axe-core ships as a UMD script that sets window.axe; give it a default export. */
const axeAsModule = {
  name: 'axe-core-esm',
  transform(context) {
    if (/\/axe-core\/axe(\.min)?\.js$/.test(context.path)) {
      return { body: `${context.body}\nexport default window.axe;\n` };
    }
  },
};

export default {
  files: ['packages/element/test/**/*.test.ts'],
  nodeResolve: { exportConditions: ['browser', 'development'] },
  plugins: [esbuildPlugin({ ts: true, target: 'es2022', tsconfig: './tsconfig.json' }), axeAsModule],
  browsers: [chromeLauncher({ launchOptions: { executablePath, headless: true, args: CHROMIUM_ARGS } })],
  concurrency: 1,
  testFramework: { config: { timeout: 20000 } },
  testsFinishTimeout: 600000,
};
