/**
 * The site-owner editor (issue 20): the content store, the site that
 * follows its revisions, the editor API and the /config app.
 * `registerEditor` wires them into the server, after site users (it signs
 * owners in through their sessions) and before the site routes (which
 * serve `live.loadedSite()` and call `live.refresh()` per request).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Store } from '../store/index.js';
import type { AccountService } from '../session/account-service.js';
import type { SiteRendererOptions } from '../../site/site-renderer.js';
import { ContentStore, type Json } from './content-store.js';
import { ContentSignal } from './content-signal.js';
import { fixtureDocument } from './fixture-document.js';
import { LiveSite } from './live-site.js';
import { editorRoutes } from './routes.js';
import { configPage } from './config-page.js';
import { editorUser } from './auth.js';
import { UploadStore } from './uploads/upload-store.js';
import { uploadedFileRoutes } from './uploads/uploaded-files.js';
import { UploadJobs, type UploadJobOptions } from './uploads/upload-jobs.js';

export { ContentStore } from './content-store.js';
export { LiveSite } from './live-site.js';
export { EDITOR_ERRORS, EDITOR_ERROR_CODES, EditorError } from './errors.js';
import { vimeoOEmbedProvider } from './video-hosts/oembed.js';
export { CONFIG_PATH } from './config-page.js';

/** Whether a request is a signed-in site owner's, who may preview pages not live yet (never throws). */
export const ownerPreview = (accounts: AccountService) => (request: FastifyRequest): Promise<boolean> => editorUser(accounts, request, 'read').then(() => true, () => false);

export interface EditorSettings {
  store: Store;
  accounts: AccountService;
  websiteId: string;
  /** The site fixture imported on first start. */
  contentPath: string;
  themeDir: string;
  siteOptions: Omit<SiteRendererOptions, 'tweakClasses' | 'tweakJSON'>;
  maxBodyBytes: number;
  /** Where the owner's uploaded images are kept (the data folder's `uploads`). */
  uploadsDir: string;
  /** PostgreSQL: where every process hears of new revisions (content-signal.ts) instead of reading the revision per request. */
  database?: { url: string | null; schema: string };
  /** Where Vimeo videos' accounts are looked up (video-hosts/oembed.ts); absent or null: the local provider, offline. */
  vimeoOEmbedUrl?: string | null;
  /** The upload jobs' timings (tests). */
  uploadJobs?: UploadJobOptions;
}

export interface EditorServices {
  content: ContentStore;
  live: LiveSite;
  /** Uploaded images' processing jobs (uploads/upload-jobs.ts). */
  uploadJobs: UploadJobs;
}

/** Same JSON, whatever the key order. */
const sameJson = (a: unknown, b: unknown): boolean => JSON.stringify(sorted(a)) === JSON.stringify(sorted(b));
function sorted(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(sorted);
  if (v && typeof v === 'object') return Object.fromEntries(Object.keys(v).sort().map((k) => [k, sorted((v as Json)[k])]));
  return v;
}

export async function registerEditor(app: FastifyInstance, settings: EditorSettings): Promise<EditorServices> {
  const pgUrl = settings.store.dialect === 'postgres' ? (settings.database?.url ?? null) : null;
  const content = new ContentStore(settings.store, settings.websiteId, pgUrl ? settings.database!.schema : undefined);
  const fixture = fixtureDocument(settings.contentPath);
  if (await content.importIfEmpty(fixture)) app.log.info({ fixture: settings.contentPath }, 'site content imported into the store');
  else if (await content.untouched()) {
    // No owner has changed the content: a fixture edited since the import is taken in (development).
    const { revision } = await content.change({ accountId: null, summary: 'took in the changed site fixture' }, (doc) => {
      if (sameJson(doc, fixture)) return false;
      for (const k of Object.keys(doc)) delete doc[k];
      Object.assign(doc, fixture);
      return true;
    });
    app.log.info({ revision }, 'site content follows the fixture (no owner changes yet)');
  }
  const live = await LiveSite.open(content, settings.themeDir, settings.siteOptions);
  if (pgUrl) {
    const signal = await ContentSignal.open(pgUrl, settings.database!.schema, settings.websiteId, (e) => app.log.warn({ err: e }, 'content signal lost; reading the revision per request until it is back'));
    content.useSignal(signal);
    // A revision heard of is loaded at once, before the next request asks for it.
    signal.onRevision(() => void live.refresh().catch((e: unknown) => app.log.error({ err: e }, 'the newest site content could not be loaded')));
    app.addHook('onClose', () => signal.close());
  }
  const uploads = new UploadStore(settings.uploadsDir);
  // Uploaded images' metadata stripped by a job (uploads/upload-jobs.ts): this process works the queue from start, the jobs left unfinished first.
  const uploadJobs = new UploadJobs(settings.store, settings.uploadsDir, { removeUpload: (id) => uploads.remove(id), log: app.log, ...settings.uploadJobs });
  app.addHook('onReady', async () => uploadJobs.start());
  app.addHook('onClose', () => uploadJobs.stop());
  const context = { content, live, store: settings.store, websiteId: settings.websiteId, uploads, uploadJobs, videoHost: vimeoOEmbedProvider(settings.vimeoOEmbedUrl ?? null) };
  await app.register(uploadedFileRoutes, { dir: settings.uploadsDir, unfinished: (id) => uploadJobs.unfinished(id) });
  await app.register(editorRoutes, { ...context, accounts: settings.accounts, maxBodyBytes: settings.maxBodyBytes });
  await app.register(async (scope) => {
    await scope.register((await import('@fastify/cookie')).default);
    await scope.register(configPage, {
      ...context,
      user: (request, need) => editorUser(settings.accounts, request, need),
      firstRun: async () => ({ hasOwner: await settings.accounts.hasOwner(), ownerEmailsConfigured: settings.accounts.ownerEmailsConfigured }),
    });
  });
  return { content, live, uploadJobs };
}
