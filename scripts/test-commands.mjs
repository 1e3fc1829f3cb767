// Test-runner commands that every browser lane can run, WebKit's WebDriver one included.
// @web/test-runner-commands' sendKeys cannot hold a key down over WebDriver (only press and type),
// and its setViewport and emulateMedia answer only puppeteer and playwright; its plugins come first
// and throw for other launchers, so these have names of their own
// (packages/element/test/browser-commands.ts calls them).

/** The window's own size minus its page's, so that the page gets the size asked for. */
async function resizeWebDriverWindow(driver, width, height) {
  const [dx, dy] = await driver.execute(() => [window.outerWidth - window.innerWidth, window.outerHeight - window.innerHeight]);
  await driver.setWindowSize(width + dx, height + dy);
  const [w, h] = await driver.execute(() => [window.innerWidth, window.innerHeight]);
  if (w !== width || h !== height) {
    throw new Error(`the browser window cannot show a ${width}×${height} px page: it shows ${w}×${h} px (its narrowest window is wider)`);
  }
}

export function browserCommandsPlugin() {
  return {
    name: 'vb-browser-commands',
    async executeCommand({ command, payload, session }) {
      const { browser } = session;
      if (command === 'vb-press-together') {
        const { keys } = payload;
        if (!Array.isArray(keys) || !keys.every((k) => typeof k === 'string')) throw new Error('vb-press-together: keys must be a list of key names');
        if (browser.type === 'puppeteer') {
          const page = browser.getPage(session.id);
          for (const key of keys) await page.keyboard.down(key);
          for (const key of [...keys].reverse()) await page.keyboard.up(key);
          return true;
        }
        // webdriverio's keys() presses every key of the list down, then lets them all go: a chord.
        if (browser.type === 'webdriver') {
          await browser.sendKeys(session.id, keys);
          return true;
        }
        throw new Error(`vb-press-together: no way to press keys in a ${browser.type} browser`);
      }
      if (command === 'vb-set-viewport') {
        const { width, height } = payload;
        if (!Number.isInteger(width) || !Number.isInteger(height)) throw new Error('vb-set-viewport: width and height must be whole numbers');
        if (browser.type === 'puppeteer') {
          await browser.getPage(session.id).setViewport({ width, height });
          return true;
        }
        if (browser.type === 'webdriver') {
          await resizeWebDriverWindow(browser.driver, width, height);
          return true;
        }
        throw new Error(`vb-set-viewport: no way to size a ${browser.type} browser`);
      }
      return undefined;
    },
  };
}
