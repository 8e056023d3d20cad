/** Headless Chromium as the tests and scripts launch it (Debian's chromium, no network use of its own). */
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
