/**
 * Typed views into the content document (the fixture shape): its
 * collections, navigations, tweaks and languages, created empty when
 * missing so a change can write into them.
 */
import { randomBytes } from 'node:crypto';
import type { Json } from './content-store.js';

export interface DocCollection extends Json {
  id: string;
  urlId: string;
  typeName: string;
}

export type DocNavLink = { collection: string } | { folder: string } | { externalLink: { url: string; title: string; newWindow?: boolean } };

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

export function collectionsOf(doc: Json): DocCollection[] {
  if (!Array.isArray(doc.collections)) doc.collections = [];
  return (doc.collections as unknown[]).filter((c): c is DocCollection => isObject(c) && typeof c.urlId === 'string' && typeof c.typeName === 'string').map((c) => {
    if (typeof c.id !== 'string') c.id = c.urlId;
    return c;
  });
}

export function navigationsOf(doc: Json): Record<string, DocNavLink[]> {
  if (!isObject(doc.navigations)) doc.navigations = {};
  return doc.navigations as Record<string, DocNavLink[]>;
}

export function tweaksOf(doc: Json): Record<string, string | number | boolean> {
  if (!isObject(doc.tweaks)) doc.tweaks = {};
  return doc.tweaks as Record<string, string | number | boolean>;
}

export function blockFieldsOf(doc: Json): Record<string, Json> {
  if (!isObject(doc.blockFields)) doc.blockFields = {};
  return doc.blockFields as Record<string, Json>;
}

export function websiteOf(doc: Json): Json {
  if (!isObject(doc.website)) doc.website = {};
  return doc.website as Json;
}

/** Every url id the site's routes already use. */
export function takenUrlIds(doc: Json): Set<string> {
  return new Set(collectionsOf(doc).map((c) => c.urlId));
}

/** A new content id: 24 hex digits, the platform's id form. */
export const newContentId = (): string => randomBytes(12).toString('hex');

export { isObject };
