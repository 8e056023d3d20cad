/** The owner's video and lesson collections API as the Videos and lessons screen calls it (server/editor/routes/media-collections.ts). */
import { get, send, sendFile } from '../../editor/api.js';
import type { CollectionGate, ItemAccess, ItemInput, MediaKind, MediaStatus } from '../../../editor/media-collections.js';

const BASE = '/api/editor/media-collections';

export interface MediaItem {
  id: string;
  urlId: string;
  title: string;
  path: string;
  description: string;
  body: string;
  video: { url: string; durationSeconds: number | null } | null;
  posterId: string | null;
  posterUrl: string | null;
  access: ItemAccess;
  productId: string | null;
  status: MediaStatus;
}

export interface MediaCollection {
  id: string;
  urlId: string;
  kind: MediaKind;
  title: string;
  description: string;
  path: string;
  status: MediaStatus;
  language: string | null;
  gate: { kind: CollectionGate; productIds: string[] };
  itemCount: number;
}

export interface MediaProduct {
  id: string;
  title: string;
  paywall: boolean;
}

export interface SiteLanguage {
  tag: string;
  displayName: string;
  default: boolean;
}

export const listCollections = (): Promise<{ collections: MediaCollection[]; languages: SiteLanguage[] }> => get(BASE);
export const createCollection = (input: { kind: MediaKind; title: string; urlId?: string; description?: string; language?: string }): Promise<{ collection: MediaCollection }> => send('POST', BASE, input);
export const readCollection = (id: string): Promise<{ revision: number; collection: MediaCollection & { items: MediaItem[] }; products: MediaProduct[] }> => get(`${BASE}/${encodeURIComponent(id)}`);
export const saveCollection = (id: string, input: { title: string; urlId?: string; description?: string; gate?: MediaCollection['gate']; status?: MediaStatus }): Promise<{ collection: MediaCollection & { items: MediaItem[] } }> =>
  send('PUT', `${BASE}/${encodeURIComponent(id)}`, input);
export const addItem = (id: string, input: ItemInput): Promise<{ item: MediaItem }> => send('POST', `${BASE}/${encodeURIComponent(id)}/items`, input);
export const saveItem = (id: string, itemId: string, input: ItemInput): Promise<{ item: MediaItem }> => send('PUT', `${BASE}/${encodeURIComponent(id)}/items/${encodeURIComponent(itemId)}`, input);
export const removeItem = (id: string, itemId: string): Promise<void> => send('DELETE', `${BASE}/${encodeURIComponent(id)}/items/${encodeURIComponent(itemId)}`);
export const orderItems = (id: string, itemIds: string[]): Promise<{ itemIds: string[] }> => send('PUT', `${BASE}/${encodeURIComponent(id)}/order`, { itemIds });
export const uploadFile = (file: File, kind: 'image' | 'video'): Promise<{ image?: { id: string; assetUrl: string }; file?: { id: string; assetUrl: string } }> =>
  sendFile(`/api/editor/uploads${kind === 'video' ? '?kind=video' : ''}`, file);
