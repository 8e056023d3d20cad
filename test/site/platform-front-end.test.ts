// Vitrine's stand-in for the platform's front-end layer in Chromium
// (DEVELOPER-MODE.md 7): block-field columns laid out, images loaded and
// sized by the ImageLoader stand-in, and the YUI subset template scripts
// call, on a folder of our own served by `vitrine serve`.
import t from 'tap';
import type { Browser } from 'playwright-core';
import { chromium, CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/browser.js';
import { startVitrine } from '../cli/run-cli.js';

// A serve process and Chromium: minutes on a busy machine, never ten (the suite-wide limit).
t.setTimeout(240_000);

const FOLDER = 'test/fixtures/devmode/platform';

async function serve(): Promise<{ url: string; stop: () => Promise<void> }> {
  const child = startVitrine(['serve', `${FOLDER}/template`, '--fixtures', `${FOLDER}/content.json`, '--port', '0']);
  let out = '';
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`serve did not start:\n${out}`)), 60_000);
    const look = (s: string) => {
      out += s;
      const m = /listening on (http:\/\/\S+?)\/? /.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve(m[1]!);
      }
    };
    child.stdout.setEncoding('utf8').on('data', look);
    child.stderr.setEncoding('utf8').on('data', (s: string) => (out += s));
    child.on('exit', () => reject(new Error(`serve exited:\n${out}`)));
  }).catch(async (e: unknown) => {
    await stop();
    throw e;
  });
  return { url, stop };
}

let browser: Browser;
let url: string;

t.before(async () => {
  const served = await serve();
  url = served.url;
  t.teardown(served.stop);
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  t.teardown(() => browser.close());
});

for (const [name, viewport] of [
  ['desktop', { width: 1280, height: 800 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  t.test(`${name}: columns, images and template scripts work as on the platform`, async (t) => {
    const page = await browser.newPage({ viewport });
    t.teardown(() => page.close());
    const problems: string[] = [];
    page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
    page.on('console', (m) => {
      if (m.type() === 'error') problems.push(`console: ${m.text()}`);
    });
    await page.goto(`${url}/`, { waitUntil: 'load' });
    await page.waitForFunction(() => document.querySelector('.banner img')?.getAttribute('src') && (document.querySelector('.banner img') as HTMLImageElement).style.width);

    // The platform CSS comes before the site's, so the template's rules win.
    const sheets = await page.$$eval('link[rel="stylesheet"]', (ls) => ls.map((l) => new URL((l as HTMLLinkElement).href).pathname));
    t.ok(sheets.indexOf('/__vitrine/platform.css') >= 0 && sheets.indexOf('/__vitrine/platform.css') < sheets.indexOf('/site.css'), 'platform.css before site.css');

    // Block-field columns: 8 and 4 of 12 side by side; stacked on a phone.
    const cols = await page.$$eval('.sqs-layout [class*="sqs-col-"]', (cs) => cs.map((c) => c.getBoundingClientRect()).map((r) => ({ x: r.x, y: r.y, w: r.width })));
    t.equal(cols.length, 2);
    if (name === 'desktop') {
      t.ok(Math.abs(cols[0]!.w - 2 * cols[1]!.w) < 2, `sqs-col-8 is twice sqs-col-4 (${cols[0]!.w} / ${cols[1]!.w})`);
      t.equal(Math.round(cols[0]!.y), Math.round(cols[1]!.y), 'one row');
    } else {
      t.equal(Math.round(cols[0]!.w), Math.round(cols[1]!.w), 'full width each');
      t.ok(cols[1]!.y > cols[0]!.y, 'stacked');
    }

    // A fill container: the image covers it, placed at its focal point, at a fitting width.
    const fill = await page.$eval('.banner img', (img) => {
      const box = img.parentElement!.getBoundingClientRect();
      const r = img.getBoundingClientRect();
      return { src: img.getAttribute('src'), covers: r.left <= box.left && r.top <= box.top && r.right >= box.right - 0.5 && r.bottom >= box.bottom - 0.5, top: r.top - box.top, width: r.width };
    });
    t.ok(fill.covers, 'the fill image covers its container');
    t.match(fill.src, /^\/assets\/banner\.jpg\?format=\d+w$/, 'a format width, not the original');
    if (name === 'desktop') t.equal(Math.round(fill.top), -220, 'vertical focal point 0.5 of a 1280x640 image in 200px');
    const inline = await page.$eval('.inline img', (img) => ({ src: img.getAttribute('src'), width: img.getBoundingClientRect().width, box: img.parentElement!.getBoundingClientRect().width }));
    t.match(inline.src, /\?format=\d+w$/);
    t.ok(inline.width <= inline.box, 'an inline image never overflows its container');
    const blockImage = await page.$eval('.sqs-block-image img', (img) => ({ w: img.getBoundingClientRect().width, col: img.closest('[class*="sqs-col-"]')!.getBoundingClientRect().width }));
    t.ok(blockImage.w <= blockImage.col, 'an image block stays in its column');

    // The template's YUI calls ran.
    t.equal(await page.textContent('#y-report'), '2,true,true', 'Y.all / Y.one / size / hasClass / null for no match');
    t.equal(await page.$eval('.menu .a', (li) => [li.getAttribute('data-x'), getComputedStyle(li).color].join(' ')), '1 rgb(1, 2, 3)');
    await page.click('.menu .b');
    t.ok(await page.$eval('.menu .b', (li) => li.classList.contains('clicked')), 'delegate');
    t.ok(await page.$eval('body', (b) => b.classList.contains('initialized')), 'Squarespace.onInitialize');
    t.same(problems, [], 'no script error, no failed request');
  });
}
