/** What every editor route module gets (routes.ts builds it). */
import type { FastifyRequest } from 'fastify';
import type { EditorUser, Need } from './auth.js';
import type { ContentStore } from './content-store.js';
import type { LiveSite } from './live-site.js';
import type { Store } from '../store/index.js';

export interface EditorContext {
  content: ContentStore;
  live: LiveSite;
  store: Store;
  websiteId: string;
  /** The signed-in owner allowed `need`, or the failure (auth.ts). */
  user(request: FastifyRequest, need: Need): Promise<EditorUser>;
}
