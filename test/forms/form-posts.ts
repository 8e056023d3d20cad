// A browser without JavaScript, as the tests of the plain forms drive it:
// a cookie jar, pages opened with it, the crumb a page's form carries, and
// urlencoded posts.
import type { FastifyInstance } from 'fastify';

export type Jar = Record<string, string>;

export function keep(jar: Jar, setCookie: string | string[] | undefined): void {
  for (const c of [setCookie ?? []].flat()) {
    const [pair] = c.split(';');
    const i = pair!.indexOf('=');
    const name = pair!.slice(0, i);
    const value = pair!.slice(i + 1);
    if (/Max-Age=0|Expires=Thu, 01 Jan 1970/i.test(c) || value === '') delete jar[name];
    else jar[name] = value;
  }
}
export const cookieHeader = (jar: Jar) => Object.entries(jar).map(([k, v]) => `${k}=${v}`).join('; ');

/** Opens a page as a browser does (keeping its cookies); returns its HTML. */
export async function open(app: FastifyInstance, jar: Jar, url: string): Promise<string> {
  const res = await app.inject({ url, headers: { cookie: cookieHeader(jar) } });
  keep(jar, res.headers['set-cookie']);
  return res.body;
}

/** The crumb the page put in its form (the one of its crumb cookie). */
export function crumbOf(html: string): string {
  const m = /name="crumb" value="([^"]+)"/.exec(html);
  if (!m) throw new Error('no crumb field');
  return m[1]!;
}

export async function post(app: FastifyInstance, jar: Jar, url: string, fields: Record<string, string>) {
  const res = await app.inject({
    method: 'POST',
    url,
    payload: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: cookieHeader(jar) },
  });
  keep(jar, res.headers['set-cookie']);
  return res;
}
