/** Headless Chromium as the tests and scripts launch it (Debian's packages, no network use of its own). */
import { createRequire } from 'node:module';
import type * as Playwright from 'playwright-core';
import { SHARED_BROWSER_ENV } from './chromium.mjs';

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

/**
 * playwright-core's Chromium, its launched browsers with generous limits
 * (withGenerousLimits). Under the test runner, which starts one browser for
 * the whole run and hands its endpoint through SHARED_BROWSER_ENV
 * (scripts/browser-server.mjs), `launch` connects to that browser instead of
 * starting one: a browser's start and its first pages cost each file about
 * a second of CPU. The browser it returns is the file's connection: its
 * `close()` closes the contexts the file opened and disconnects, leaving the
 * browser to the other files. Run alone, a file launches its own.
 */
export const chromium: typeof Playwright.chromium = Object.assign(Object.create(playwrightChromium) as typeof Playwright.chromium, {
  launch: async (options?: Parameters<typeof Playwright.chromium.launch>[0]) => {
    const shared = process.env[SHARED_BROWSER_ENV];
    if (shared) return withGenerousLimits(await playwrightChromium.connect(shared, { timeout: BROWSER_WAIT_MS }));
    return withGenerousLimits(await playwrightChromium.launch(options));
  },
});

/** Where Chromium is and its flags (scripts/chromium.mjs, which the test runner reads too). */
export { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';
