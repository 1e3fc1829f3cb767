/**
 * Keyboard chords and viewport sizes in every browser lane, WebKit's WebDriver one included
 * (scripts/test-commands.mjs carries them out; @web/test-runner-commands' own cannot there).
 */
import { emulateMedia, executeServerCommand } from '@web/test-runner-commands';

/** Presses the keys together and lets them go, e.g. pressTogether('Shift', 'Tab'). */
export const pressTogether = async (...keys: string[]): Promise<void> => { await executeServerCommand('vb-press-together', { keys }); };

/** Sizes the page's viewport; rejects when the browser cannot show that size. */
export const setViewport = async (size: { width: number; height: number }): Promise<void> => { await executeServerCommand('vb-set-viewport', size); };

/**
 * Emulates media features (colour scheme, reduced motion, forced colours) where the lane can: true then,
 * false where it cannot. Puppeteer emulates them over the DevTools protocol only: over WebDriver BiDi
 * (Firefox) it answers "CDP support is required", and classic WebDriver (WebKit's lane) has no media
 * emulation at all. Any other failure is thrown.
 */
export async function tryEmulateMedia(features: Parameters<typeof emulateMedia>[0]): Promise<boolean> {
  try {
    await emulateMedia(features);
    return true;
  } catch (e) {
    if (!/CDP support is required|not supported for browser type webdriver/.test(String(e))) throw e;
    return false;
  }
}

/**
 * Whether this is WebKit (Safari's engine): tests that WebKit's lane cannot run are skipped
 * there by name, each saying why.
 */
export const isWebKit = /AppleWebKit/.test(navigator.userAgent) && !/Chrome|Chromium|Edg\//.test(navigator.userAgent);
