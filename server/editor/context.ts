/** What every editor route module gets (routes.ts builds it). */
import type { FastifyRequest } from 'fastify';
import type { EditorUser, Need } from './auth.js';
import type { ContentStore } from './content-store.js';
import type { LiveSite } from './live-site.js';
import type { Store } from '../store/index.js';
import type { UploadStore } from './uploads/upload-store.js';
import type { UploadJobs } from './uploads/upload-jobs.js';
import type { OEmbedProvider } from './video-hosts/oembed.js';

export interface EditorContext {
  content: ContentStore;
  live: LiveSite;
  store: Store;
  websiteId: string;
  /** The owner's uploaded images. */
  uploads: UploadStore;
  /** Uploaded images' processing jobs (uploads/upload-jobs.ts). */
  uploadJobs: UploadJobs;
  /** What a video host says of a video page (its account's plan): video-hosts/oembed.ts. */
  videoHost: OEmbedProvider;
  /** The signed-in owner allowed `need`, or the failure (auth.ts). */
  user(request: FastifyRequest, need: Need): Promise<EditorUser>;
  /** The admin's first run: whether an owner exists yet, and whether VITRINE_SITE_OWNER_EMAILS is set. */
  firstRun?(): Promise<{ hasOwner: boolean; ownerEmailsConfigured: boolean }>;
}
