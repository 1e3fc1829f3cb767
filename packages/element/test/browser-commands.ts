/**
 * Keyboard chords and viewport sizes in every browser lane, WebKit's WebDriver one included
 * (scripts/test-commands.mjs carries them out; @web/test-runner-commands' own cannot there).
 */
import { executeServerCommand } from '@web/test-runner-commands';

/** Presses the keys together and lets them go, e.g. pressTogether('Shift', 'Tab'). */
export const pressTogether = async (...keys: string[]): Promise<void> => { await executeServerCommand('vb-press-together', { keys }); };

/** Sizes the page's viewport; rejects when the browser cannot show that size. */
export const setViewport = async (size: { width: number; height: number }): Promise<void> => { await executeServerCommand('vb-set-viewport', size); };

/**
 * Whether this is WebKit (Safari's engine): tests that WebKit's lane cannot run are skipped
 * there by name, each saying why.
 */
export const isWebKit = /AppleWebKit/.test(navigator.userAgent) && !/Chrome|Chromium|Edg\//.test(navigator.userAgent);
