// The forms' honeypot in Chromium (engine/forms/honeypot.ts), at desktop and
// phone widths, with and without JavaScript: nobody sees it (off screen),
// the keyboard never reaches it (Tab walks the form past it), the
// accessibility tree does not hold it, axe-core finds nothing; a bot that
// fills it sees the form accepted, and nothing is stored.
import t from 'tap';
import type { Page } from 'playwright-core';
import { countRows, journeyContent } from '../forms/helpers.js';
import { WAIT_MS } from './cart-helpers.js';
import { axeViolations, DESKTOP, PHONE, startFormsSite, violationsWithoutScripts } from './forms-helpers.js';
import { HONEYPOT_FIELD } from '../../engine/forms/honeypot.js';

t.setTimeout(240_000);
const site = await startFormsSite(t, journeyContent(t));
const CONTACT = '#block-form-form-contact';
const TRAP = `${CONTACT} input[name=${HONEYPOT_FIELD}]`;
const field = (id: string) => `${CONTACT} [data-field-id=${id}]`;

async function fillContact(page: Page): Promise<void> {
  const name = page.locator(`${field('name')} input`);
  await name.nth(0).fill('Ada');
  await name.nth(1).fill('Lovelace');
  await page.fill(`${field('email')} input`, 'ada@example.com');
  await page.fill(`${field('message')} textarea`, 'Hello');
}

/** Names of the fields focused by Tab from the form's first input to its submit button. */
async function tabStops(page: Page): Promise<string[]> {
  await page.focus(`${field('name')} input >> nth=0`);
  const stops: string[] = [];
  for (let i = 0; i < 40; i++) {
    const at = await page.evaluate(() => {
      const el = document.activeElement as HTMLInputElement | null;
      return { name: el?.name || el?.className || '', submit: el?.matches('.form-block__submit') ?? false };
    });
    stops.push(at.name);
    if (at.submit) break;
    await page.keyboard.press('Tab');
  }
  return stops;
}

for (const [width, viewport] of [['desktop', DESKTOP], ['phone', PHONE]] as const) {
  for (const javaScript of [true, false]) {
    t.test(`${width}, JavaScript ${javaScript ? 'on' : 'off'}: out of sight, reach and the accessibility tree`, async (t) => {
      const { page } = await site.newPage(t, { viewport, javaScript });
      await page.goto('/contact');
      if (javaScript) await page.waitForSelector(`${CONTACT}[data-island-mounted] .form-block__submit`, { timeout: WAIT_MS });
      t.equal(await page.locator(TRAP).count(), 1, 'the form has its honeypot');
      const box = await page.locator(TRAP).boundingBox();
      t.ok(box === null || box.x + box.width <= 0 || box.y + box.height <= 0, `off screen (${JSON.stringify(box)})`);
      const stops = await tabStops(page);
      t.ok(stops.at(-1)?.includes('form-block__submit'), 'Tab reaches the submit button');
      t.notOk(stops.includes(HONEYPOT_FIELD), `and never the honeypot (${stops.join(', ')})`);
      const tree = await page.locator(CONTACT).ariaSnapshot();
      t.notMatch(tree, 'Leave this field empty', 'the accessibility tree does not hold it');
      t.match(tree, /textbox/, 'while it holds the form');
      if (javaScript) t.same(await axeViolations(page, CONTACT), [], 'no axe violation');
      else t.same(await violationsWithoutScripts(t, site, page), [], 'no axe violation without JavaScript');
    });
  }
}

for (const javaScript of [true, false]) {
  t.test(`a bot that fills it, JavaScript ${javaScript ? 'on' : 'off'}: thanked, not stored`, async (t) => {
    const { page } = await site.newPage(t, { javaScript });
    await page.goto('/contact');
    if (javaScript) await page.waitForSelector(`${CONTACT}[data-island-mounted] .form-block__submit`, { timeout: WAIT_MS });
    const before = await countRows(site.app, 'form_submissions');
    await fillContact(page);
    await page.fill(TRAP, 'http://spam.example', { force: true });
    await page.click(`${CONTACT} .form-block__submit`);
    await page.waitForSelector(`${CONTACT} .form-block__success`, { timeout: WAIT_MS });
    t.equal((await page.textContent(`${CONTACT} .form-block__success`))?.trim(), 'Thank you! We will be in touch soon.', 'the bot is thanked');
    t.equal(await countRows(site.app, 'form_submissions'), before, 'and nothing is stored');
  });
}
