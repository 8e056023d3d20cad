/**
 * Where headless Chromium is and the flags it runs with, for the tests and
 * scripts (scripts/browser.ts) and for the test runner, which starts one
 * browser that the test files share (scripts/browser-server.mjs). Plain
 * JavaScript, as scripts/run-tests.mjs, which reads it.
 */
import { existsSync } from 'node:fs';

/**
 * Chromium's headless shell (Debian's chromium-headless-shell): the same
 * engine and version as the browser, without its windows and their UI, and
 * what playwright itself runs for headless pages. Each new page costs the
 * browser process about 60 % less CPU than in the full browser's headless
 * mode, and the browser tests as a whole about a quarter less (measured on
 * the whole test/browser folder: 322 s of CPU against 427 s, all passing in
 * both). The full browser stands in where the shell is not installed.
 */
const HEADLESS_SHELL_PATH = '/usr/bin/chromium-headless-shell';
const FULL_BROWSER_PATH = '/usr/bin/chromium';
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL_PATH) ? HEADLESS_SHELL_PATH : FULL_BROWSER_PATH);
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  // The full browser's headless mode (Chromium 156) preloads the address
  // bar's two popups (WebUI pages, a renderer process of their own) in every
  // new window, that is every browser context: about 0.7 s of CPU each, more
  // than loading a store page. Chromium merges this list with the one
  // playwright passes; the headless shell has no address bar and ignores it.
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup',
];

/**
 * The environment variable that hands a test process the endpoint of the
 * browser the runner started (a playwright `launchServer` websocket URL):
 * where it is set, scripts/browser.ts connects to that browser instead of
 * launching one of its own.
 */
export const SHARED_BROWSER_ENV = 'VITRINE_BROWSER_WS';
