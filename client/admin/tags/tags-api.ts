/** The tags and categories API as the Tags and categories screen calls it (server/editor/routes/taxonomies.ts). */
import { get, send } from '../../editor/api.js';
import type { TagType, TaxonomyCollection } from '../../../editor/taxonomy.js';

const BASE = '/api/editor/taxonomies';
const path = (collectionId: string, tagType: TagType) => `${BASE}/${encodeURIComponent(collectionId)}/${tagType}`;

export const listTaxonomies = (): Promise<{ revision: number; collections: TaxonomyCollection[] }> => get(BASE);
export const renameTag = (collectionId: string, tagType: TagType, name: string, newName: string): Promise<{ collection: TaxonomyCollection }> => send('PUT', path(collectionId, tagType), { name, newName });
export const removeTag = (collectionId: string, tagType: TagType, name: string): Promise<{ removedFrom: number; collection: TaxonomyCollection }> =>
  send('DELETE', `${path(collectionId, tagType)}?name=${encodeURIComponent(name)}`);
