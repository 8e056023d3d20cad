/**
 * The editor app at /config (its own bundle, never on shopper pages):
 *
 *   GET /config/setup         the first run's one-time setup link (server/session/owner-setup.ts)
 *   GET /config, /config/*    a signed-in owner gets the app's page; anyone
 *                             else a sign-in page (401, or 403 for a
 *                             signed-in account without an owner role)
 *                             that loads only the sign-in script
 *   GET /config/editor.js     the app's entry module, owners only
 *   GET /config/chunks/*.js   its chunks (each screen's code, loaded on first visit), owners only
 *   GET /config/editor.css    its stylesheet, owners only
 *   GET /config/editor-preview.js  the page editor's preview module (site renderer and engine), owners only
 *   GET /config/sign-in.js    the sign-in script
 *
 * Bundles are built on first use and kept. The app's page names the entry
 * and the stylesheet with their content's hash (`?v=`): asked for with the
 * current hash they are cached for good, so an owner coming back to /config
 * loads them from the browser's cache rather than the server (which on a
 * busy machine made some loads of the page list slower than 1 s). The page
 * also starts the first screen's data fetch (the page list) itself, beside
 * the scripts, rather than after they ran (client/editor/api.ts takes it).
 * Pages carry the site's CSP with a fresh nonce; the crumb cookie comes
 * with them, as with site pages.
 */
import { createHash } from 'node:crypto';
import { firstScreenChunks } from '../../client-build/first-screen.js';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ensureCrumb } from '../commerce/cookies.js';
import { newNonce, siteCsp } from '../site-http/csp.js';
import { escapeAttr, escapeText } from '../../site/tags/html.js';
import { accountTexts } from '../session/account-texts.js';
import { SETUP_PATH } from '../session/owner-setup.js';
import { editorBundle as loadEditorBundle, editorPreviewScript, editorSignInScript } from '../client-bundles.js';
import { EditorError } from './errors.js';
import type { EditorContext } from './context.js';
import { EDITOR_TEXTS } from '../../editor/texts.js';
import type { OwnerRole } from '../../editor/permissions.js';
import { translateMessage, type EditorLanguage } from '../../editor/catalogue.js';
import { FR_EDITOR_TEXTS } from '../../editor/catalogue-fr.js';
import { requestLanguage } from './request-language.js';
import { ADMIN_TEXTS } from '../../editor/admin-texts.js';
import { FR_ADMIN_TEXTS } from '../../editor/admin-texts-fr.js';

const adminTextsOf = (language: EditorLanguage) => (language === 'fr' ? FR_ADMIN_TEXTS : ADMIN_TEXTS);

/** The sign-in and first-run page's own styles (the admin's stylesheet is for owners only). */
const SIGN_IN_CSS =
  'body{margin:0;background:#f4f5f7;color:#1a1d23;font:14px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif}' +
  'main{max-width:28rem;margin:48px auto;padding:24px;background:#fff;border:1px solid #d5d9e0;border-radius:12px}' +
  'h1{font-size:1.5rem;margin:0 0 16px}h2{font-size:1rem;margin:24px 0 8px}form{display:flex;flex-direction:column;gap:12px;margin:12px 0}' +
  'label{display:flex;flex-direction:column;gap:4px;font-weight:550}input{font:inherit;min-height:36px;padding:4px 12px;border:1px solid #7d8591;border-radius:8px}' +
  'button{font:inherit;font-weight:550;min-height:36px;border-radius:8px;border:1px solid #2b54c4;background:#2b54c4;color:#fff;cursor:pointer}' +
  'code,pre{font-family:ui-monospace,Menlo,Consolas,monospace}pre{background:#f4f5f7;padding:8px 12px;border-radius:8px;white-space:pre-wrap}' +
  '[role=alert]{color:#a3221b}:focus-visible{outline:none;box-shadow:0 0 0 2px #fff,0 0 0 4px #2b54c4}' +
  '#config-first-run{border-bottom:1px solid #d5d9e0;padding-bottom:8px;margin-bottom:8px}[role=status]:empty{margin:0}';

export interface FirstRun {
  hasOwner: boolean;
  ownerEmailsConfigured: boolean;
}

/** What /config says while the site has no owner: how to make one (the env key), and the form to create the account once it is set. */
function firstRunSection(language: EditorLanguage, state: FirstRun): string {
  const f = adminTextsOf(language).firstRun;
  const t = accountTexts(language);
  const link = `<p id="config-setup-link-note">${escapeText(f.setupLink)}</p>`;
  const how = state.ownerEmailsConfigured
    ? `<p>${escapeText(f.createHere)}</p><form id="config-sign-up-form"><label>${escapeText(t.email)} <input type="email" name="email" autocomplete="username" required></label>` +
      `<label>${escapeText(t.password)} <input type="password" name="password" autocomplete="new-password" required></label>` +
      `<button type="submit">${escapeText(f.create)}</button><p role="status" id="config-sign-up-status"></p></form>${link}<h2>${escapeText(f.orSignIn)}</h2>`
    : `<p>${escapeText(f.setKey)}</p><pre><code>VITRINE_SITE_OWNER_EMAILS=you@example.com npm start</code></pre><p>${escapeText(f.thenCreate)}</p>${link}`;
  return `<section id="config-first-run" aria-labelledby="config-first-run-title"><h2 id="config-first-run-title">${escapeText(f.title)}</h2><p>${escapeText(f.noOwner)}</p>${how}</section>`;
}

/**
 * The one-time setup link's page (/config/setup#<key>, server/session/owner-setup.ts):
 * the sign-in script moves the key from the fragment into the form and
 * posts it with the email and password. The key never reaches this page.
 */
function setupSection(language: EditorLanguage): string {
  const f = adminTextsOf(language).firstRun;
  const t = accountTexts(language);
  return (
    `<section id="config-first-run" aria-labelledby="config-first-run-title"><h2 id="config-first-run-title">${escapeText(f.setupTitle)}</h2><p>${escapeText(f.setupIntro)}</p>` +
    `<form id="config-setup-form"><label>${escapeText(t.email)} <input type="email" name="email" autocomplete="username" required></label>` +
    `<label>${escapeText(t.password)} <input type="password" name="password" autocomplete="new-password" required minlength="8"></label>` +
    `<button type="submit">${escapeText(f.setupCreate)}</button><p role="status" id="config-setup-status"></p></form><h2>${escapeText(f.orSignIn)}</h2></section>`
  );
}

const catalogueOf = (language: EditorLanguage) => (language === 'fr' ? FR_EDITOR_TEXTS : EDITOR_TEXTS);

export const CONFIG_PATH = '/config';
export const EDITOR_SCRIPT_PATH = '/config/editor.js';
export const EDITOR_STYLE_PATH = '/config/editor.css';
export const SIGN_IN_SCRIPT_PATH = '/config/sign-in.js';
export const EDITOR_PREVIEW_SCRIPT_PATH = '/config/editor-preview.js';
/** Where the app's chunks are served: the entry imports them as ./chunks/<name>. */
export const EDITOR_CHUNKS_PATH = '/config/chunks/';

/** The page in the owner's language (the app reads it from `lang`, client/editor/language.ts). */
function shell(nonce: string, language: EditorLanguage, title: string, head: string, body: string): string {
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeText(title)}</title>${head}</head><body>${body}</body></html>`.replaceAll('{nonce}', nonce);
}

function signInPage(nonce: string, language: EditorLanguage, message: string | null, firstRun: FirstRun | null = null, setupPage = false): string {
  const t = accountTexts(language);
  const texts = catalogueOf(language);
  const noOwner = firstRun !== null && !firstRun.hasOwner;
  const alert = message ? `<p role="alert" id="config-denied">${escapeText(message)}</p>` : setupPage && !noOwner ? `<p role="alert" id="config-denied">${escapeText(adminTextsOf(language).firstRun.setupDone)}</p>` : '';
  const setup = !noOwner ? '' : setupPage ? setupSection(language) : firstRunSection(language, firstRun);
  const form =
    `<main id="config-sign-in"><h1>${escapeText(adminTextsOf(language).appTitle)}</h1>${alert}${setup}` +
    `<form id="config-sign-in-form"><label>${escapeText(t.email)} <input type="email" name="email" autocomplete="username" required></label>` +
    `<label>${escapeText(t.password)} <input type="password" name="password" autocomplete="current-password" required></label>` +
    `<button type="submit">${escapeText(t.signIn)}</button><p role="status" id="config-sign-in-status"></p></form></main>`;
  return shell(nonce, language, texts.appTitle, `<style nonce="{nonce}">${SIGN_IN_CSS}</style>`, `${form}<script src="${escapeAttr(SIGN_IN_SCRIPT_PATH)}" nonce="{nonce}"></script>`);
}

/** The API reads the page list screen starts with (client/admin/screens.ts: Pages at /config and /config/pages). */
const PAGES_SCREEN = /^\/config(\/pages)?\/?$/;
const PAGE_LIST_API = '/api/editor/pages';
/** The global the app takes prefetched answers from (client/editor/api.ts). */
const PREFETCH_GLOBAL = '__vitrinePrefetch';

/** The hash of a bundle file's text, as its `?v=` (16 hex digits). */
export const bundleVersion = (text: string): string => createHash('sha256').update(text).digest('hex').slice(0, 16);

/** The app's page; `role` tells the app which screens to show (the API refuses the rest anyway). */
function appPage(nonce: string, language: EditorLanguage, websiteId: string, role: OwnerRole, preload: readonly string[], versions: { js: string; css: string }, path: string): string {
  const script = `${EDITOR_SCRIPT_PATH}?v=${versions.js}`;
  // The first screen's chunks fetched at once, beside the entry (client-build/first-screen.ts).
  const preloads = [script, ...preload.map((c) => `${EDITOR_CHUNKS_PATH}${c}`)].map((href) => `<link rel="modulepreload" href="${escapeAttr(href)}">`).join('');
  // The page list's answer asked for now, with the headers the app's own call sends (its language), taken once by the app.
  const prefetch = PAGES_SCREEN.test(path)
    ? `<script nonce="{nonce}">window.${PREFETCH_GLOBAL}={${JSON.stringify(PAGE_LIST_API)}:fetch(${JSON.stringify(PAGE_LIST_API)},{credentials:"same-origin",headers:{"accept-language":${JSON.stringify(language)}}})};</script>`
    : '';
  const head = `<link rel="stylesheet" href="${escapeAttr(`${EDITOR_STYLE_PATH}?v=${versions.css}`)}">${prefetch}${preloads}`;
  const body = `<div id="vitrine-editor" data-website-id="${escapeAttr(websiteId)}" data-role="${escapeAttr(role)}"></div><script type="module" src="${escapeAttr(script)}" nonce="{nonce}"></script>`;
  return shell(nonce, language, catalogueOf(language).appTitle, head, body);
}

export async function configPage(app: FastifyInstance, ctx: EditorContext): Promise<void> {
  let editor: Promise<{ js: string; css: string; chunks: Record<string, string>; versions: { js: string; css: string } }> | null = null;
  let signIn: Promise<string> | null = null;
  let preview: Promise<string> | null = null;
  const editorBundle = () =>
    (editor ??= loadEditorBundle().then(
      (b) => ({ ...b, versions: { js: bundleVersion(b.js), css: bundleVersion(b.css) } }),
      (e: unknown) => ((editor = null), Promise.reject(e)),
    ));

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
    const setupPage = request.url.split('?')[0] === SETUP_PATH;
    if (!who.ok) {
      const language = requestLanguage(request);
      const firstRun = who.status === 401 && ctx.firstRun ? await ctx.firstRun() : null;
      return reply.code(who.status).send(signInPage(nonce, language, who.message === null ? null : translateMessage(who.message, language), firstRun, setupPage));
    }
    // An owner on the setup page has nothing to set up: the admin.
    if (setupPage) return reply.redirect(CONFIG_PATH, 303);
    const account = await ctx.store.db.selectFrom('site_users').select('locale').where('id', '=', who.accountId).executeTakeFirst();
    const bundle = await editorBundle();
    return reply.send(appPage(nonce, requestLanguage(request, account?.locale), ctx.websiteId, who.role, firstScreenChunks(bundle), bundle.versions, request.url.split('?')[0] ?? ''));
  };
  app.get(CONFIG_PATH, page);
  app.get(`${CONFIG_PATH}/*`, async (request, reply) => {
    const path = request.url.split('?')[0];
    if (path === SIGN_IN_SCRIPT_PATH) return reply.header('cache-control', 'no-cache').type('text/javascript; charset=utf-8').send(await (signIn ??= editorSignInScript()));
    const chunk = path?.startsWith(EDITOR_CHUNKS_PATH) ? path.slice(EDITOR_CHUNKS_PATH.length) : null;
    if (path === EDITOR_SCRIPT_PATH || path === EDITOR_STYLE_PATH || path === EDITOR_PREVIEW_SCRIPT_PATH || chunk !== null) {
      const who = await owner(request);
      if (!who.ok) return reply.code(who.status).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send(translateMessage(who.message ?? EDITOR_TEXTS.signInFirst, requestLanguage(request)));
      if (path === EDITOR_PREVIEW_SCRIPT_PATH) {
        const js = await (preview ??= editorPreviewScript().catch((e: unknown) => ((preview = null), Promise.reject(e))));
        return reply.header('cache-control', 'private, no-cache').type('text/javascript; charset=utf-8').send(js);
      }
      const b = await editorBundle();
      if (chunk !== null) {
        const code = Object.hasOwn(b.chunks, chunk) ? b.chunks[chunk] : undefined;
        if (code === undefined) return reply.code(404).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send('Not found');
        // Chunk names carry their content's hash: a new build names new files.
        return reply.header('cache-control', 'private, max-age=31536000, immutable').type('text/javascript; charset=utf-8').send(code);
      }
      // Asked for by the current hash (the app's page names it so): kept for good; otherwise checked each time.
      const asked = (request.query as { v?: unknown }).v;
      const current = path === EDITOR_SCRIPT_PATH ? b.versions.js : b.versions.css;
      reply.header('cache-control', asked === current ? 'private, max-age=31536000, immutable' : 'private, no-cache');
      return path === EDITOR_SCRIPT_PATH ? reply.type('text/javascript; charset=utf-8').send(b.js) : reply.type('text/css; charset=utf-8').send(b.css);
    }
    return page(request, reply);
  });
}
