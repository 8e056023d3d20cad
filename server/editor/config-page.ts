/**
 * The editor app at /config (its own bundle, never on shopper pages):
 *
 *   GET /config, /config/*    a signed-in owner gets the app's page; anyone
 *                             else a sign-in page (401, or 403 for a
 *                             signed-in account without an owner role)
 *                             that loads only the sign-in script
 *   GET /config/editor.js     the app's script, owners only
 *   GET /config/editor.css    its stylesheet, owners only
 *   GET /config/editor-preview.js  the page editor's preview module (site renderer and engine), owners only
 *   GET /config/sign-in.js    the sign-in script
 *
 * Bundles are built on first use and kept. Pages carry the site's CSP with
 * a fresh nonce; the crumb cookie comes with them, as with site pages.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ensureCrumb } from '../commerce/cookies.js';
import { newNonce, siteCsp } from '../site-http/csp.js';
import { escapeAttr, escapeText } from '../../site/tags/html.js';
import { accountTexts } from '../session/account-texts.js';
import { editorBundle as loadEditorBundle, editorPreviewScript, editorSignInScript } from '../client-bundles.js';
import { EditorError } from './errors.js';
import type { EditorContext } from './context.js';
import { EDITOR_TEXTS } from '../../editor/texts.js';
import type { OwnerRole } from '../../editor/permissions.js';
import { translateMessage, type EditorLanguage } from '../../editor/catalogue.js';
import { FR_EDITOR_TEXTS } from '../../editor/catalogue-fr.js';
import { requestLanguage } from './request-language.js';

const catalogueOf = (language: EditorLanguage) => (language === 'fr' ? FR_EDITOR_TEXTS : EDITOR_TEXTS);

export const CONFIG_PATH = '/config';
export const EDITOR_SCRIPT_PATH = '/config/editor.js';
export const EDITOR_STYLE_PATH = '/config/editor.css';
export const SIGN_IN_SCRIPT_PATH = '/config/sign-in.js';
export const EDITOR_PREVIEW_SCRIPT_PATH = '/config/editor-preview.js';

/** The page in the owner's language (the app reads it from `lang`, client/editor/language.ts). */
function shell(nonce: string, language: EditorLanguage, title: string, head: string, body: string): string {
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeText(title)}</title>${head}</head><body>${body}</body></html>`.replaceAll('{nonce}', nonce);
}

function signInPage(nonce: string, language: EditorLanguage, message: string | null): string {
  const t = accountTexts(language);
  const texts = catalogueOf(language);
  const alert = message ? `<p role="alert" id="config-denied">${escapeText(message)}</p>` : '';
  const form =
    `<main id="config-sign-in"><h1>${escapeText(texts.appTitle)}</h1>${alert}` +
    `<form id="config-sign-in-form"><label>${escapeText(t.email)} <input type="email" name="email" autocomplete="username" required></label>` +
    `<label>${escapeText(t.password)} <input type="password" name="password" autocomplete="current-password" required></label>` +
    `<button type="submit">${escapeText(t.signIn)}</button><p role="status" id="config-sign-in-status"></p></form></main>`;
  return shell(nonce, language, texts.appTitle, '', `${form}<script src="${escapeAttr(SIGN_IN_SCRIPT_PATH)}" nonce="{nonce}"></script>`);
}

/** The app's page; `role` tells the app which screens to show (the API refuses the rest anyway). */
function appPage(nonce: string, language: EditorLanguage, websiteId: string, role: OwnerRole): string {
  const head = `<link rel="stylesheet" href="${EDITOR_STYLE_PATH}">`;
  const body = `<div id="vitrine-editor" data-website-id="${escapeAttr(websiteId)}" data-role="${escapeAttr(role)}"></div><script src="${EDITOR_SCRIPT_PATH}" nonce="{nonce}"></script>`;
  return shell(nonce, language, catalogueOf(language).appTitle, head, body);
}

export async function configPage(app: FastifyInstance, ctx: EditorContext): Promise<void> {
  let editor: Promise<{ js: string; css: string }> | null = null;
  let signIn: Promise<string> | null = null;
  let preview: Promise<string> | null = null;
  const editorBundle = () => (editor ??= loadEditorBundle().catch((e: unknown) => ((editor = null), Promise.reject(e))));

  /** The owner, or null with the reason shown on the sign-in page. */
  const owner = async (request: FastifyRequest): Promise<{ ok: true; role: OwnerRole; accountId: string } | { ok: false; status: number; message: string | null }> => {
    try {
      const user = await ctx.user(request, 'read');
      return { ok: true, role: user.admin ? 'ADMIN' : 'WEBSITE_MANAGER', accountId: user.accountId };
    } catch (e) {
      if (e instanceof EditorError && e.statusCode < 500) return { ok: false, status: e.statusCode, message: e.code === 'NOT_SIGNED_IN' ? null : e.message };
      throw e;
    }
  };

  const page = async (request: FastifyRequest, reply: FastifyReply) => {
    const nonce = newNonce();
    reply.header('content-security-policy', siteCsp(nonce)).header('cache-control', 'no-store').type('text/html; charset=utf-8');
    ensureCrumb(request, reply);
    const who = await owner(request);
    if (!who.ok) {
      const language = requestLanguage(request);
      return reply.code(who.status).send(signInPage(nonce, language, who.message === null ? null : translateMessage(who.message, language)));
    }
    const account = await ctx.store.db.selectFrom('site_users').select('locale').where('id', '=', who.accountId).executeTakeFirst();
    return reply.send(appPage(nonce, requestLanguage(request, account?.locale), ctx.websiteId, who.role));
  };
  app.get(CONFIG_PATH, page);
  app.get(`${CONFIG_PATH}/*`, async (request, reply) => {
    const path = request.url.split('?')[0];
    if (path === SIGN_IN_SCRIPT_PATH) return reply.header('cache-control', 'no-cache').type('text/javascript; charset=utf-8').send(await (signIn ??= editorSignInScript()));
    if (path === EDITOR_SCRIPT_PATH || path === EDITOR_STYLE_PATH || path === EDITOR_PREVIEW_SCRIPT_PATH) {
      const who = await owner(request);
      if (!who.ok) return reply.code(who.status).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send(translateMessage(who.message ?? EDITOR_TEXTS.signInFirst, requestLanguage(request)));
      if (path === EDITOR_PREVIEW_SCRIPT_PATH) {
        const js = await (preview ??= editorPreviewScript().catch((e: unknown) => ((preview = null), Promise.reject(e))));
        return reply.header('cache-control', 'private, no-cache').type('text/javascript; charset=utf-8').send(js);
      }
      const b = await editorBundle();
      reply.header('cache-control', 'private, no-cache');
      return path === EDITOR_SCRIPT_PATH ? reply.type('text/javascript; charset=utf-8').send(b.js) : reply.type('text/css; charset=utf-8').send(b.css);
    }
    return page(request, reply);
  });
}
