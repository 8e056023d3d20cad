/**
 * The editor's tables (migration-editor.ts). They are typed here, beside
 * the code that uses them, and reached through `editorDb`.
 */
import type { Kysely } from 'kysely';

/** The site's content, one JSON document per website in the fixture shape (site/content/types.ts). */
export interface SiteContentTable {
  website_id: string;
  /** Starts at 1 (the imported fixture); every change adds 1. */
  revision: number;
  content: string;
  updated_at: string;
}

/** One row per change: who made which revision, and what it was. */
export interface SiteContentRevisionsTable {
  website_id: string;
  revision: number;
  account_id: string | null;
  summary: string;
  changed_at: string;
}

/** Commerce preferences (SPEC section 7), one JSON object per namespace. */
export interface CommercePreferencesTable {
  website_id: string;
  namespace: string;
  value: string;
  updated_at: string;
}

export interface EditorDatabase {
  site_content: SiteContentTable;
  site_content_revisions: SiteContentRevisionsTable;
  commerce_preferences: CommercePreferencesTable;
}

/** The store's handle (or a transaction's) typed for the editor's tables. */
export function editorDb(db: Kysely<unknown> | Kysely<any>): Kysely<EditorDatabase> {
  return db as unknown as Kysely<EditorDatabase>;
}
