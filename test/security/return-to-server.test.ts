// The returnTo rule on the server (editor/return-to.ts): the shared table
// of hostile values against the rule itself, the account page's plain
// forms, the sign-in form post and the unlock form.
import t from 'tap';
import { safeReturnPath } from '../../editor/return-to.js';
import { Browser, siteApp } from '../session/helpers.js';
import { HOSTILE, SAFE } from './return-to-cases.js';

t.setTimeout(120_000);

/** The value as a test name: every non-ASCII or control character escaped (TAP reads lines). */
const show = (v: string) => JSON.stringify(v).replace(/[\u007f-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

t.test('the rule', async (t) => {
  for (const v of HOSTILE) t.equal(safeReturnPath(v), undefined, `refused: ${show(v)}`);
  for (const v of SAFE) t.equal(safeReturnPath(v), v, `kept: ${show(v)}`);
  t.equal(safeReturnPath(undefined), undefined);
  t.equal(safeReturnPath(42), undefined);
});

const { app } = await siteApp(t);
const PASSWORD = 'returning-home-77';

/** The crumb of a fresh browser's account page. */
async function crumbOf(b: Browser): Promise<string> {
  const page = await b.request('GET', '/account');
  return /name="crumb" value="([^"]+)"/.exec(page.body)![1]!;
}

t.test('the account page and the sign-in form post', async (t) => {
  const owner = await new Browser(app).start();
  t.equal((await owner.signUp('wren@example.com', PASSWORD)).statusCode, 201);
  for (const v of [...HOSTILE, ...SAFE]) {
    const b = await new Browser(app).start();
    const page = await b.request('GET', `/account?returnTo=${encodeURIComponent(v)}`);
    t.equal(page.statusCode, 200);
    const carried = /name="returnTo" value="([^"]*)"/.exec(page.body)?.[1];
    if (SAFE.includes(v)) t.ok(carried, `the form carries ${show(v)}`);
    else t.equal(carried, undefined, `the form does not carry ${show(v)}`);
    const crumb = /name="crumb" value="([^"]+)"/.exec(page.body)![1]!;
    const res = await b.form('/account/sign-in', { email: 'wren@example.com', password: PASSWORD, crumb, page: '/account', returnTo: v });
    const location = String(res.headers.location ?? '');
    if (SAFE.includes(v)) t.equal(location, v, `signed in, on to ${show(v)}`);
    else t.ok(res.statusCode === 400 || location === '/account', `signed in, not to ${show(v)} (${res.statusCode} ${location})`);
  }
});

t.test('a wrong password keeps only a safe returnTo in the page it goes back to', async (t) => {
  for (const v of HOSTILE) {
    const b = await new Browser(app).start();
    const res = await b.form('/account/sign-in', { email: 'wren@example.com', password: 'not-the-password', crumb: await crumbOf(b), page: '/account', returnTo: v });
    if (res.statusCode === 400) continue;
    const back = new URL(String(res.headers.location), 'http://site.invalid');
    t.equal(back.searchParams.get('returnTo'), null, `not carried back: ${show(v)}`);
  }
});
