import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/browser.js';
const dir = mkdtempSync(join(tmpdir(), 'pos-'));
const port = 4890 + Math.floor(Math.random() * 100);
const child = spawn(process.execPath, ['dist/server/main.js'], { env: { PATH: process.env.PATH!, PORT: String(port), HOST: '127.0.0.1', VITRINE_DATABASE_FILE: join(dir, 's.sqlite'), VITRINE_LOG_LEVEL: 'warn' }, stdio: 'ignore' });
const base = `http://127.0.0.1:${port}`;
while (!(await fetch(`${base}/readyz`).then((r) => r.ok, () => false))) await new Promise((r) => setTimeout(r, 100));
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  const ctx = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true, baseURL: base });
  const page = await ctx.newPage();
  for (const p of ['/', '/shop/stoneware-mug', '/shop']) {
    await page.goto(p, { waitUntil: 'load' });
    console.log(p, await page.evaluate(() => [...document.querySelectorAll('[data-widget]')].map((e) => `${e.getAttribute('data-widget')}@${Math.round(e.getBoundingClientRect().top)}`).join(' ')));
  }
} finally {
  await browser.close();
  child.kill();
}
