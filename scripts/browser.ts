/** Headless Chromium as the tests and scripts launch it (Debian's chromium, no network use of its own). */
import { createRequire } from 'node:module';
import type * as Playwright from 'playwright-core';

/**
 * playwright-core's Chromium, loaded with `require`: the package is a
 * CommonJS bundle, and importing it from an ES module makes Node scan its
 * source for export names first, about 0.25 s of CPU in every process that
 * drives a browser (measured: 0.52 s to require it, 0.79 s to import it).
 */
export const chromium: typeof Playwright.chromium = (createRequire(import.meta.url)('playwright-core') as typeof Playwright).chromium;

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  // Headless Chromium 156 preloads the address bar's two popups (WebUI pages,
  // a renderer process of their own) in every new window, that is every
  // browser context: about 0.7 s of CPU each, more than loading a store page.
  // Chromium merges this list with the one playwright passes.
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup',
];
