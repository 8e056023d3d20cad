/**
 * Set-up of the editor tests: the demo store on a fresh store (session
 * helpers), and browsers signed in as the owner (ADMIN, by the owner
 * email), a website manager (WEBSITE_MANAGER, set in the store; the
 * Permissions API's own test grants it through the API) or a shopper. Each browser gets its crumb from a page.
 */
import type { Test } from 'tap';
import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../../server/config.js';
import { SITE_USER_ROLE } from '../../server/session/index.js';
import { Browser, OWNER_EMAIL, siteApp } from '../session/helpers.js';

export const PASSWORD = 'kiln-opening-42';

export async function editorApp(t: Test, overrides: Partial<ServerConfig> = {}): Promise<FastifyInstance> {
  const { app } = await siteApp(t, overrides);
  if (!app.vitrine.editor) throw new Error('the editor is not registered');
  return app;
}

/** A browser that has loaded a page (and so holds a crumb the server signed). */
export async function visitor(app: FastifyInstance): Promise<Browser> {
  const b = new Browser(app);
  await b.request('GET', '/');
  if (!b.cookies.crumb) throw new Error('the page set no crumb');
  return b;
}

export async function owner(app: FastifyInstance): Promise<Browser> {
  const b = await visitor(app);
  const res = await b.signUp(OWNER_EMAIL, PASSWORD);
  if (res.statusCode !== 201 && (await b.signIn(OWNER_EMAIL, PASSWORD)).statusCode !== 200) throw new Error(`owner sign-in failed: ${res.body}`);
  return b;
}

export async function shopper(app: FastifyInstance, email = 'shopper@example.com'): Promise<Browser> {
  const b = await visitor(app);
  if ((await b.signUp(email, PASSWORD)).statusCode !== 201) throw new Error('shopper sign-up failed');
  return b;
}

export async function manager(app: FastifyInstance, email = 'manager@example.com'): Promise<Browser> {
  const b = await shopper(app, email);
  await app.vitrine.commerce!.store.db.updateTable('site_users').set({ roles: JSON.stringify([SITE_USER_ROLE.WEBSITE_MANAGER]) }).where('email', '=', email).execute();
  return b;
}

export { Browser, body } from '../session/helpers.js';
