/**
 * The sign-in form of /config for someone not signed in as an owner: signs
 * in through the site-user API (with the crumb the page set) and reloads,
 * so the server decides what the account may see. On a first run (no
 * owner yet) the page also has the form creating the owner's account:
 * the account is made, then signed in, the same way; on the one-time
 * setup link's page, the key in the address's fragment goes with the
 * email and password to the setup API, which signs the new owner in.
 */
import { EDITOR_TEXTS } from '../../editor/texts.js';
import { brokenAnswer } from '../../editor/fetch-state.js';

function crumb(): string {
  const hit = document.cookie.split('; ').find((c) => c.startsWith('crumb='));
  return hit ? decodeURIComponent(hit.slice(6)) : '';
}

const post = (url: string, body: unknown) =>
  fetch(url, { method: 'POST', credentials: 'same-origin', headers: { 'content-type': 'application/json', 'x-csrf-token': crumb() }, body: JSON.stringify(body) });

/** The server's message of a refused call; 'Network error' when the answer is not the server's or broke (editor/fetch-state.ts). */
const messageOf = async (res: Response) => {
  const text = await res.text().catch(() => null);
  if (text === null) return EDITOR_TEXTS.networkError;
  let body: { message?: unknown; code?: unknown } = {};
  try {
    body = (JSON.parse(text) as typeof body | null) ?? {};
  } catch {
    // Not JSON: a gateway's page, or nothing.
  }
  if (brokenAnswer(res.status, typeof body.code === 'string')) return EDITOR_TEXTS.networkError;
  return typeof body.message === 'string' ? body.message : EDITOR_TEXTS.somethingWrong;
};

function wire(formId: string, statusId: string, steps: (data: { email: unknown; password: unknown }) => Promise<Response>, done: () => void = () => location.reload()): void {
  const form = document.getElementById(formId) as HTMLFormElement | null;
  const status = document.getElementById(statusId);
  form?.addEventListener('submit', (event) => {
    event.preventDefault();
    const data = new FormData(form);
    void steps({ email: data.get('email'), password: data.get('password') })
      .then(async (res) => {
        if (res.ok) return done();
        if (status) status.textContent = await messageOf(res);
      })
      // fetch rejects only when the request never reached the server.
      .catch(() => {
        if (status) status.textContent = EDITOR_TEXTS.unableToConnect;
      });
  });
}

const signIn = (who: { email: unknown; password: unknown }) => post('/api/site-users/account/session', { ...who, rememberMe: false });

wire('config-sign-in-form', 'config-sign-in-status', signIn);
// The one-time setup link (/config/setup#<key>): the key leaves the address bar at once, and goes only in the request body.
const setupKey = document.getElementById('config-setup-form') ? location.hash.slice(1) : '';
if (setupKey) history.replaceState(null, '', location.pathname + location.search);
wire('config-setup-form', 'config-setup-status', (who) => post('/api/site-users/account/owner-setup', { key: setupKey, ...who }), () => location.assign('/config'));
wire('config-sign-up-form', 'config-sign-up-status', async (who) => {
  const made = await post('/api/site-users/account', who);
  return made.ok ? signIn(who) : made;
});
