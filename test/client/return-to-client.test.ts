// The returnTo rule in the browser: the account island, signed out on
// `/account?returnTo=…`, signs the visitor in and goes on only to a path of
// this site. The same table of hostile values as the server's test
// (test/security/return-to-cases.ts).
import t from 'tap';
import { $, click, mockFetch, mount, navigations, page, settle, type } from './helpers.js';
import { accountTexts } from '../../server/session/account-texts.js';
import { resetAccountTexts } from '../../client/account-texts.js';
import { safeReturn } from '../../client/widgets/account-page.js';
import { HOSTILE, SAFE } from '../security/return-to-cases.js';
import { dom } from './dom.js';

// The island reads its form with FormData: jsdom's, which knows jsdom's forms (Node has its own).
(globalThis as Record<string, unknown>).FormData = dom.window.FormData;

const ACCOUNT = { id: 'u1', email: 'wren@example.com', memberAreas: [], createdOn: 0 };

function server(): void {
  mockFetch((call) => {
    if (call.url.startsWith('/api/site-users/texts')) return { body: accountTexts('en-US') };
    if (call.url === '/api/site-users/account/session' && call.method === 'POST') return { body: { xsrfToken: 'x', account: ACCOUNT } };
    if (call.url === '/api/site-users/account') return { status: 401, body: { code: 'NOT_SIGNED_IN', message: 'no' } };
    return { body: { sessions: [], addresses: [] } };
  });
}

/** Signs in on the account page at `url`; where the island then sends the browser. */
async function signInAt(url: string): Promise<string[]> {
  resetAccountTexts();
  server();
  await page('<div data-widget="account" data-props="{}"></div>', { url });
  await mount();
  await settle();
  await type($('.vitrine-account__sign-in input[name="email"]'), ACCOUNT.email);
  await type($('.vitrine-account__sign-in input[name="password"]'), 'returning-home-77');
  await click($('.vitrine-account__sign-in button[type="submit"]'));
  await settle();
  return [...navigations];
}

/** The value as a test name: every non-ASCII or control character escaped (TAP reads lines). */
const show = (v: string) => JSON.stringify(v).replace(/[\u007f-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

t.test('the island’s rule is the shared one', async (t) => {
  for (const v of HOSTILE) t.equal(safeReturn(v), undefined, `refused: ${show(v)}`);
  for (const v of SAFE) t.equal(safeReturn(v), v, `kept: ${show(v)}`);
});

t.test('signed in, the island goes on only to a path of this site', async (t) => {
  for (const v of SAFE) t.same(await signInAt(`https://shop.example/account?returnTo=${encodeURIComponent(v)}`), [v], `on to ${show(v)}`);
  for (const v of HOSTILE) t.same(await signInAt(`https://shop.example/account?returnTo=${encodeURIComponent(v)}`), [], `stays: ${show(v)}`);
  // As an attacker writes the link: the tab and newline encoded once, in the page's own query.
  for (const raw of ['/%09/evil.example/phish', '/%0a/evil.example', '/%0d%0a/evil.example', '%2f%2fevil.example', '/%5cevil.example']) {
    t.same(await signInAt(`https://shop.example/account?returnTo=${raw}`), [], `stays: ?returnTo=${raw}`);
  }
});
