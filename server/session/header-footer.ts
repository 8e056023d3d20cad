/**
 * The site header and footer the owner edits (SPEC section 7:
 * GET and PUT /api/site-header-footer with header and footer), kept per
 * website as JSON text; `{}` each until first saved.
 */
import type { Store } from '../store/index.js';
import { sessionError } from './errors.js';
import { MAX_HEADER_FOOTER_CHARS } from './limits.js';

export interface HeaderFooter {
  header: Record<string, unknown>;
  footer: Record<string, unknown>;
}

function object(text: string): Record<string, unknown> {
  try {
    const v = JSON.parse(text) as unknown;
    return typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

export async function readHeaderFooter(store: Store, websiteId: string): Promise<HeaderFooter> {
  const row = await store.db.selectFrom('site_header_footer').selectAll().where('website_id', '=', websiteId).executeTakeFirst();
  return row ? { header: object(row.header), footer: object(row.footer) } : { header: {}, footer: {} };
}

/** Saves both; the site must have a main navigation to hang them on (SPEC section 5). */
export async function saveHeaderFooter(store: Store, websiteId: string, value: { header: unknown; footer: unknown }, hasMainNavigation: boolean): Promise<HeaderFooter> {
  const isObject = (v: unknown) => typeof v === 'object' && v !== null && !Array.isArray(v);
  if (!isObject(value.header) || !isObject(value.footer)) throw sessionError('HEADER_FOOTER_INVALID');
  const header = JSON.stringify(value.header);
  const footer = JSON.stringify(value.footer);
  if (header.length + footer.length > MAX_HEADER_FOOTER_CHARS) throw sessionError('HEADER_FOOTER_INVALID');
  if (!hasMainNavigation) throw sessionError('NO_MAIN_NAVIGATION');
  const updated_at = new Date().toISOString();
  await store.change((tx) =>
    tx
      .insertInto('site_header_footer')
      .values({ website_id: websiteId, header, footer, updated_at })
      .onConflict((oc) => oc.column('website_id').doUpdateSet({ header, footer, updated_at }))
      .execute(),
  );
  return { header: object(header), footer: object(footer) };
}
