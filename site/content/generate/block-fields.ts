/**
 * Content for the folder's block fields (DEVELOPER-MODE 3.3): a heading and
 * text, an image and a button, in rows of columns (or one column when the
 * field has `columns="1"`).
 */
import type { Json } from '../types.js';
import type { BlockData, BlockFieldData } from '../../tags/types.js';
import { GenContext, escapeHtml } from './context.js';
import { GENERATED_IMAGES_PREFIX, IMAGE_HEIGHT, IMAGE_WIDTH } from './images.js';
import * as W from './words.js';

export interface BlockFieldOptions {
  /** The field's `label` attribute, used as its heading when given. */
  label: string;
  columns: number;
  /** Where the button points. */
  link: string;
}

export function blockField(g: GenContext, key: string, opts: BlockFieldOptions): Json {
  const heading = opts.label && !opts.label.includes('{') ? opts.label : g.rnd.pick(W.BLOCK_HEADINGS);
  const image = g.image();
  const html: BlockData = {
    id: `${key}-text`,
    type: 'html',
    html: `<h3>${escapeHtml(heading)}</h3><p>${escapeHtml(g.rnd.pick(W.SENTENCES))}</p>`,
  };
  const picture: BlockData = {
    id: `${key}-image`,
    type: 'image',
    assetUrl: `${GENERATED_IMAGES_PREFIX}${image.name}.jpg`,
    originalSize: `${IMAGE_WIDTH}x${IMAGE_HEIGHT}`,
    altText: image.alt,
    link: opts.link,
  };
  const button: BlockData = { id: `${key}-button`, type: 'button', buttonText: g.rnd.pick(W.BUTTON_LABELS), buttonLink: opts.link, newWindow: false };
  const field: BlockFieldData =
    opts.columns === 1
      ? { updatedOn: g.now, rows: [{ columns: [{ span: 12, blocks: [html, picture, button] }] }] }
      : {
          updatedOn: g.now,
          rows: [
            {
              columns: [
                { span: 7, blocks: [picture] },
                { span: 5, blocks: [html, button] },
              ],
            },
          ],
        };
  return field as Json;
}

/** Ids and urlIds of the generated collections and items, for block-field ids built from them. */
export interface IdSources {
  collectionIds: string[];
  collectionUrlIds: string[];
  itemIds: string[];
  itemUrlIds: string[];
}

/**
 * The keys a block-field id stands for: itself when literal, else one per
 * collection or item the placeholder may take (`{collection.id}_intro`,
 * `{item.id}-x`, `{id}`, `{urlId}-footer`); none for other JSON-T.
 */
export function expandBlockFieldId(id: string, src: IdSources): string[] {
  if (!id.includes('{')) return [id];
  const placeholders = [...id.matchAll(/\{([^}]*)\}/g)].map((m) => m[1]!.trim());
  if (placeholders.length !== 1) return [];
  const m = /^(?:(collection|item)\.)?(id|urlId)$/.exec(placeholders[0]!);
  if (!m) return [];
  const [, owner, key] = m;
  const collections = key === 'id' ? src.collectionIds : src.collectionUrlIds;
  const items = key === 'id' ? src.itemIds : src.itemUrlIds;
  const values = owner === 'item' ? items : owner === 'collection' ? collections : [...collections, ...items];
  return [...new Set(values)].map((v) => id.replace(/\{[^}]*\}/, v));
}
