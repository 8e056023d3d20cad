/**
 * The tags and categories of a blog's posts or a store's products, as the
 * owner's Tags and categories screen manages them (issue 42): the rules a
 * rename or a removal follows, shared by the screen and its API
 * (server/editor/routes/taxonomies.ts). A collection keeps its names in a
 * list of its own (`tags`, `categories`) and each item in its own lists;
 * a rename or a removal changes both, everywhere in the collection.
 *
 * Two SPEC section 5 messages belong here: 'This {tagType} already exists'
 * (a rename onto another name of the same list: merging is refused) and
 * 'You may only edit one {tagType} at a time' (the screen opens one editor
 * at a time). {tagType} is 'tag' or 'category'; the French catalogue has
 * each filled message whole, since the two words differ in gender.
 */
import { CATEGORY_MAX_LENGTH, TAG_MAX_LENGTH } from './limits.js';

export const TAG_TYPES = ['tag', 'category'] as const;
export type TagType = (typeof TAG_TYPES)[number];

/** The collection types whose items carry tags and categories. */
export const TAGGED_COLLECTION_TYPES = ['blog', 'products', 'events'] as const;

/** Each kind's list in a collection and in its items. */
export const TAG_LIST_KEY: Readonly<Record<TagType, 'tags' | 'categories'>> = { tag: 'tags', category: 'categories' };

/** SPEC section 9: "Tag max length 50. Category max length 25." */
export const TAG_NAME_MAX: Readonly<Record<TagType, number>> = { tag: TAG_MAX_LENGTH, category: CATEGORY_MAX_LENGTH };

export const isTagType = (v: unknown): v is TagType => (TAG_TYPES as readonly unknown[]).includes(v);

export const TAXONOMY_MESSAGES = {
  /** SPEC section 5. */
  exists: (tagType: TagType) => `This ${tagType} already exists`,
  /** SPEC section 5. */
  oneAtATime: (tagType: TagType) => `You may only edit one ${tagType} at a time`,
  nameNeeded: 'Enter a name.',
  notFound: (tagType: TagType) => `This ${tagType} is not used in this collection.`,
  checkName: 'Check the new name.',
  tooLong: { tag: `A tag can be at most ${TAG_MAX_LENGTH} characters long.`, category: `A category name can be at most ${CATEGORY_MAX_LENGTH} characters long.` } as Readonly<Record<TagType, string>>,
} as const;

/** The same name for a list: case and surrounding spaces aside ("Studio" and "studio " are one). */
export const sameName = (a: string, b: string): boolean => a.trim().toLocaleLowerCase('en') === b.trim().toLocaleLowerCase('en');

export type NameCheck = { ok: true; name: string } | { ok: false; message: string; exists?: true };

/**
 * A new name for `current` in a list of `names`: trimmed, not empty, within
 * its kind's limit, and no other name of the list (a change of case of the
 * name itself is a rename, not a merge).
 */
export function checkNewName(tagType: TagType, raw: string, current: string, names: readonly string[]): NameCheck {
  const name = raw.trim();
  if (name === '') return { ok: false, message: TAXONOMY_MESSAGES.nameNeeded };
  if (name.length > TAG_NAME_MAX[tagType]) return { ok: false, message: TAXONOMY_MESSAGES.tooLong[tagType] };
  if (names.some((n) => n !== current && sameName(n, name))) return { ok: false, message: TAXONOMY_MESSAGES.exists(tagType), exists: true };
  return { ok: true, name };
}

/** One name of a collection's list, and how many of its items carry it. */
export interface TagCount {
  name: string;
  count: number;
}

/** A collection's tags and categories as the screen lists them. */
export interface TaxonomyCollection {
  id: string;
  urlId: string;
  title: string;
  typeName: string;
  /** Its language tag when it is not in the site's default language. */
  language: string | null;
  itemCount: number;
  tags: TagCount[];
  categories: TagCount[];
}
