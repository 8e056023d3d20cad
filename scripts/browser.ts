/** Headless Chromium as the tests and scripts launch it (Debian's packages, no network use of its own). */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import type * as Playwright from 'playwright-core';

/**
 * playwright-core's Chromium, loaded with `require`: the package is a
 * CommonJS bundle, and importing it from an ES module makes Node scan its
 * source for export names first, about 0.25 s of CPU in every process that
 * drives a browser (measured: 0.52 s to require it, 0.79 s to import it).
 */
const playwrightChromium = (createRequire(import.meta.url)('playwright-core') as typeof Playwright).chromium;

/**
 * Every action's and navigation's time limit in the browsers launched here,
 * where no other is given: playwright's own is 30 s, and on a machine at
 * load average 20 and more a step that takes a second when quiet has taken
 * over 10 s. A ceiling, not a wait: steps end when their condition holds.
 */
export const BROWSER_WAIT_MS = 120_000;

/** The browser with BROWSER_WAIT_MS as the default limit of its contexts (browser.newPage makes one through newContext too). */
function withGenerousLimits(browser: Playwright.Browser): Playwright.Browser {
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    context.setDefaultTimeout(BROWSER_WAIT_MS);
    return context;
  };
  return browser;
}

/** playwright-core's Chromium, its launched browsers with generous limits (withGenerousLimits). */
export const chromium: typeof Playwright.chromium = Object.assign(Object.create(playwrightChromium) as typeof Playwright.chromium, {
  launch: async (options?: Parameters<typeof Playwright.chromium.launch>[0]) => withGenerousLimits(await playwrightChromium.launch(options)),
});

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
