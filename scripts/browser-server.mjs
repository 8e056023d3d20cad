#!/usr/bin/env node
/**
 * One headless Chromium for a whole test run: scripts/run-tests.mjs starts
 * this process, reads the browser's websocket endpoint from its first line
 * of output and hands it to every test file (scripts/chromium.mjs
 * SHARED_BROWSER_ENV), whose scripts/browser.ts connects to it instead of
 * launching a browser of its own. Each file still opens contexts of its own
 * and closes them; a file that ends, even killed, has its contexts closed by
 * the server when its connection drops.
 *
 * It ends, closing the browser, when its standard input ends: the runner
 * closes it when the run is over, and the pipe closes by itself however the
 * runner ends (a failure, a signal, even SIGKILL), so no browser outlives
 * the run.
 */
import { createRequire } from 'node:module';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

const { chromium } = createRequire(import.meta.url)('playwright-core');
const server = await chromium.launchServer({
  executablePath: CHROMIUM_PATH,
  args: CHROMIUM_ARGS,
  // This process decides when the browser ends (below), not playwright's signal handlers.
  handleSIGINT: false,
  handleSIGTERM: false,
  handleSIGHUP: false,
});

let closing = false;
function close() {
  if (closing) return;
  closing = true;
  server.close().then(
    () => process.exit(0),
    () => {
      server.kill().finally(() => process.exit(1));
    },
  );
}
process.stdin.on('end', close);
process.stdin.on('error', close);
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, close);
process.stdin.resume();
server.process().on('exit', () => {
  // The browser ended by itself (a crash): the runner sees this process end and starts another.
  if (!closing) process.exit(2);
});
process.stdout.write(`${server.wsEndpoint()}\n`);
