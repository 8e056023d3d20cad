/**
 * The picture of the provenance overlay in docs/cli.md (docs/serve-provenance.png):
 * runs `vitrine serve fixtures/themes/store/template --provenance` on a free
 * port, opens /shop/sencha in headless Chromium, turns the overlay on,
 * hovers the first variant's price and takes the page.
 *   node scripts/build.mjs && npx tsx scripts/screenshot-provenance.ts
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { chromium, CHROMIUM_ARGS, CHROMIUM_PATH } from './browser.js';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const OUT = fileURLToPath(new URL('../docs/serve-provenance.png', import.meta.url));
const VIEWPORT = { width: 1100, height: 760 };
const START_TIMEOUT_MS = 30_000;
const HOVERED = 'li.variant-price[data-sku="SEN-50"]';

const serve = spawn(process.execPath, ['bin/vitrine.js', 'serve', 'fixtures/themes/store/template', '--provenance', '--port', '0'], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
let output = '';
serve.stderr.setEncoding('utf8').on('data', (s: string) => (output += s));
try {
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`serve did not start:\n${output}`)), START_TIMEOUT_MS);
    serve.stdout.setEncoding('utf8').on('data', (s: string) => {
      output += s;
      const m = /listening on (http:\/\/\S+?)\/? /.exec(output);
      if (m) {
        clearTimeout(timer);
        resolve(m[1]!);
      }
    });
    serve.on('exit', () => reject(new Error(`serve exited:\n${output}`)));
  });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({ viewport: VIEWPORT });
    await page.goto(`${url}/shop/sencha`, { waitUntil: 'networkidle' });
    await page.locator('#vitrine-provenance-toggle').click();
    await page.hover(HOVERED);
    await page.waitForFunction(() => (document.getElementById('vitrine-provenance-panel')?.textContent ?? '').includes('SEN-50'));
    await page.screenshot({ path: OUT });
  } finally {
    await browser.close();
  }
} finally {
  serve.kill('SIGTERM');
}
