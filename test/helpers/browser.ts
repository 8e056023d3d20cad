/** One headless Chromium per test file, shared by its tests (a launch costs seconds of CPU). */
import tap from 'tap';
import type { Browser } from 'playwright-core';
import { chromium, CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/browser.js';

let shared: Promise<Browser> | undefined;

/** The file's browser, launched on first use and closed when the file's tests end. Tests open contexts of their own in it. */
export function fileBrowser(): Promise<Browser> {
  if (!shared) {
    const launched = chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    shared = launched;
    tap.teardown(async () => (await launched).close());
  }
  return shared;
}
