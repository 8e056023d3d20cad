// Posting the unlock form as a browser does: the crumb cookie and field from the lock page it was shown.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

export interface LockForm {
  crumb: string;
  cookie: string;
  target: string;
  returnTo: string;
}

/** Opens `path` (a lock page) and reads its unlock form. */
export async function lockForm(app: FastifyInstance, path: string, cookie = ''): Promise<LockForm> {
  const page = await app.inject({ url: path, headers: cookie ? { cookie } : {} });
  const field = (name: string) => new RegExp(`name="${name}" value="([^"]*)"`).exec(page.body)?.[1] ?? '';
  const set = [page.headers['set-cookie'] ?? []].flat().map((c) => String(c).split(';')[0]!);
  return { crumb: field('crumb'), cookie: [cookie, ...set].filter(Boolean).join('; '), target: field('target'), returnTo: field('returnTo').replace(/&#x2F;|&#47;/g, '/') };
}

export function postUnlock(app: FastifyInstance, form: LockForm, fields: Record<string, string>): Promise<LightMyRequestResponse> {
  const body = new URLSearchParams({ target: form.target, returnTo: form.returnTo, crumb: form.crumb, ...fields }).toString();
  return app.inject({ method: 'POST', url: '/api/site/unlock', payload: body, headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: form.cookie } });
}

/** The cookie header after a response: what it set, over what was sent. */
export function withSetCookies(cookie: string, res: LightMyRequestResponse): string {
  const jar = new Map(cookie.split('; ').filter(Boolean).map((c) => [c.split('=')[0]!, c] as const));
  for (const c of [res.headers['set-cookie'] ?? []].flat()) {
    const pair = String(c).split(';')[0]!;
    jar.set(pair.split('=')[0]!, pair);
  }
  return [...jar.values()].join('; ');
}
