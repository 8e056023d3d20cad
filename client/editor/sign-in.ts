/**
 * The sign-in form of /config for someone not signed in as an owner: signs
 * in through the site-user API (with the crumb the page set) and reloads,
 * so the server decides what the account may see.
 */
import { EDITOR_TEXTS } from '../../editor/texts.js';

const form = document.getElementById('config-sign-in-form') as HTMLFormElement | null;
const status = document.getElementById('config-sign-in-status');

function crumb(): string {
  const hit = document.cookie.split('; ').find((c) => c.startsWith('crumb='));
  return hit ? decodeURIComponent(hit.slice(6)) : '';
}

form?.addEventListener('submit', (event) => {
  event.preventDefault();
  const data = new FormData(form);
  void fetch('/api/site-users/account/session', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', 'x-csrf-token': crumb() },
    body: JSON.stringify({ email: data.get('email'), password: data.get('password'), rememberMe: false }),
  })
    .then(async (res) => {
      if (res.ok) return location.reload();
      const body = (await res.json().catch(() => ({}))) as { message?: unknown };
      if (status) status.textContent = typeof body.message === 'string' ? body.message : '';
    })
    .catch(() => {
      if (status) status.textContent = EDITOR_TEXTS.networkError;
    });
});
