import t from 'tap';
import { appendFileSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { liveOpen, servedPage, until } from './serve-helpers.js';

// Serve processes and Chromium: minutes on a busy machine, never ten (the suite-wide limit).
t.setTimeout(240_000);

type Win = Window & { __marker?: string };

t.test('serve: live reload, stylesheet swap, error overlay', async (t) => {
  const { served, page, pageErrors } = await servedPage(t, 'store');
  const response = await page.goto(`${served.url}/`);
  t.equal(response?.status(), 200);
  t.match(await page.title(), 'Tin & Leaf');
  await liveOpen(page);
  t.notOk(await page.$('#vitrine-overlay'), 'no overlay on a clean page');

  const template = join(served.dir, 'template');
  const footer = join(template, 'footer.region');
  const original = readFileSync(footer, 'utf8');

  // A region edit: the page reloads by itself and shows it.
  writeFileSync(footer, original.replace('</footer>', '<p id="live-edit">edited once</p></footer>'));
  t.ok(await until(page, () => document.getElementById('live-edit')?.textContent === 'edited once', 'the region edit'), 'the edit shows without a manual reload');
  await liveOpen(page);

  // A stylesheet edit: the style changes, the page stays (the marker survives).
  await page.evaluate(() => ((window as Win).__marker = 'kept'));
  appendFileSync(join(template, 'styles/shop.less'), '\n#live-edit { color: rgb(1, 2, 3); }\n');
  await until(page, () => getComputedStyle(document.getElementById('live-edit')!).color === 'rgb(1, 2, 3)', 'the new style');
  t.equal(await page.evaluate(() => (window as Win).__marker), 'kept', 'no full reload for a stylesheet change');

  // A syntax error: the overlay names file:line:col.
  const broken = original.replace('</footer>', '{.section website}<p id="live-edit">unclosed</p></footer>');
  writeFileSync(footer, broken);
  const before = broken.slice(0, broken.indexOf('{.section website}'));
  const at = `footer.region:${before.split('\n').length}:${before.length - before.lastIndexOf('\n')}`;
  const overlay = await until(page, () => document.getElementById('vitrine-overlay')?.textContent ?? '', 'the overlay');
  t.match(overlay, at, `the overlay shows ${at}`);
  t.match(overlay, 'Reached end of input in the middle of {.section website}');
  await liveOpen(page);

  // Fixed: the overlay goes.
  writeFileSync(footer, original);
  await until(page, () => !document.getElementById('vitrine-overlay') && !!document.querySelector('footer'), 'the overlay to go');
  await liveOpen(page);

  // A LESS error shows without a reload, and goes when fixed.
  const less = join(template, 'styles/shop.less');
  const style = readFileSync(less, 'utf8');
  await page.evaluate(() => ((window as Win).__marker = 'still'));
  writeFileSync(less, `${style}.oops { color: @nosuchvariable; }\n`);
  const lessOverlay = await until(page, () => document.getElementById('vitrine-overlay')?.textContent ?? '', 'the LESS overlay');
  t.match(lessOverlay, `styles/shop.less:${style.split('\n').length}:`);
  writeFileSync(less, style);
  await until(page, () => !document.getElementById('vitrine-overlay'), 'the LESS overlay to go');
  t.equal(await page.evaluate(() => (window as Win).__marker), 'still', 'the page was not reloaded for the LESS error');
  t.same(pageErrors, [], 'no script errors in the page');
});

t.test('serve: a fatal load error is an error page until fixed', async (t) => {
  const { served, page } = await servedPage(t, 'minimal');
  await page.goto(`${served.url}/`);
  await liveOpen(page);
  const conf = join(served.dir, 'template/template.conf');
  const text = readFileSync(conf, 'utf8');
  writeFileSync(conf, `${text.slice(0, text.indexOf('"layouts"'))}"layouts": {,\n}`);
  const listed = await until(page, () => document.querySelector('.vitrine-load-errors')?.textContent ?? '', 'the error page');
  t.match(listed, /template\.conf:\d+:\d+/);
  t.match(await page.title(), 'cannot be loaded');
  await liveOpen(page);
  writeFileSync(conf, text);
  await until(page, () => !document.querySelector('.vitrine-load-errors') && document.title === 'Plain', 'the site again');
  t.pass('the site is back');
});

/** Saves like vim, JetBrains safe write or `sed -i`: a new file renamed over the old one. */
function saveByRename(file: string, text: string): void {
  const tmp = `${file}.vitrine-tmp`;
  writeFileSync(tmp, text);
  renameSync(tmp, file);
}

t.test('serve: saves by rename keep reloading, and a template.conf broken and fixed that way recovers', async (t) => {
  const { served, page, pageErrors } = await servedPage(t, 'minimal');
  await page.goto(`${served.url}/`);
  await liveOpen(page);
  const template = join(served.dir, 'template');
  const region = readdirSync(template).find((f) => f.endsWith('.region'))!;
  const file = join(template, region);
  const original = readFileSync(file, 'utf8');
  const mark = (n: number) => original.replace(/<\/body>/i, `<p id="renamed">save ${n}</p></body>`);
  for (const n of [1, 2, 3]) {
    saveByRename(file, mark(n));
    await until(page, new Function(`return document.getElementById('renamed')?.textContent === 'save ${n}'`) as () => boolean, `rename save ${n}`);
    await liveOpen(page);
  }
  t.pass('every save by rename reached the page');

  const conf = join(template, 'template.conf');
  const text = readFileSync(conf, 'utf8');
  saveByRename(conf, `${text.slice(0, text.indexOf('"layouts"'))}"layouts": {,\n}`);
  await until(page, () => document.querySelector('.vitrine-load-errors')?.textContent ?? '', 'the error page');
  await liveOpen(page);
  saveByRename(conf, text);
  await until(page, () => !document.querySelector('.vitrine-load-errors') && document.getElementById('renamed')?.textContent === 'save 3', 'the site again');
  t.same(pageErrors, []);
});
