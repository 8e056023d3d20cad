/**
 * Commerce preferences (SPEC section 7): one JSON object per namespace.
 *
 *   GET /api/v1/commerce-preferences/:namespace   the object, with the websiteId (the editor drops it)
 *   PUT /api/v1/commerce-preferences/:namespace   the whole object (admin); a websiteId sent is ignored
 *
 * The namespace `store` holds the settings the store reads
 * (editor/store-preferences.ts); a bad one is refused with 400
 * PREFERENCES_INVALID, each problem in `messages`.
 *
 * A save that changes no value writes nothing (SPEC section 5: such a save
 * is skipped); the answer is the same either way.
 */
import type { FastifyInstance } from 'fastify';
import type { EditorContext } from '../context.js';
import { editorDb } from '../tables.js';
import { editorError } from '../errors.js';
import type { Json } from '../content-store.js';
import { MAX_PREFERENCE_KEYS, PREFERENCE_NAMESPACE_MAX_LENGTH } from '../../../editor/limits.js';
import { ADMIN_ROUTE } from '../auth.js';
import { checkStorePreferences, storePreferenceMessage, STORE_PREFERENCES_NAMESPACE } from '../../../editor/store-preferences.js';
import { checkMailSettings, MAIL_SETTINGS_NAMESPACE } from '../../../editor/mail-settings.js';
import { MAIL_TEXTS } from '../../../editor/mail-texts.js';

export { MAX_PREFERENCE_KEYS };
/** Characters of one namespace's JSON, at most. */
export const MAX_PREFERENCES_CHARS = 64 * 1024;

const params = { type: 'object', required: ['namespace'], properties: { namespace: { type: 'string', pattern: `^[a-zA-Z][a-zA-Z0-9_-]{0,${PREFERENCE_NAMESPACE_MAX_LENGTH - 1}}$` } } } as const;
const putSchema = { params, body: { type: 'object', maxProperties: MAX_PREFERENCE_KEYS + 1 } } as const;

/** JSON with object keys sorted, so equal settings compare equal whatever their order. */
function canonical(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(canonical).join(',')}]`;
  if (v && typeof v === 'object') return `{${Object.keys(v).sort().map((k) => `${JSON.stringify(k)}:${canonical((v as Json)[k])}`).join(',')}}`;
  return JSON.stringify(v);
}

export async function preferenceRoutes(app: FastifyInstance, ctx: EditorContext): Promise<void> {
  const read = async (namespace: string): Promise<Json> => {
    const row = await editorDb(ctx.store.db).selectFrom('commerce_preferences').select('value').where('website_id', '=', ctx.websiteId).where('namespace', '=', namespace).executeTakeFirst();
    return row ? (JSON.parse(row.value) as Json) : {};
  };

  app.get<{ Params: { namespace: string } }>('/api/v1/commerce-preferences/:namespace', { schema: { params } }, async (request) => {
    await ctx.user(request, 'read');
    return { ...(await read(request.params.namespace)), websiteId: ctx.websiteId };
  });

  app.put<{ Params: { namespace: string }; Body: Json }>('/api/v1/commerce-preferences/:namespace', { config: ADMIN_ROUTE, schema: putSchema }, async (request) => {
    await ctx.user(request, 'admin');
    const { websiteId: _dropped, ...value } = request.body;
    if (Object.keys(value).length > MAX_PREFERENCE_KEYS) throw editorError('INVALID_REQUEST');
    const text = canonical(value);
    if (text.length > MAX_PREFERENCES_CHARS) throw editorError('INVALID_REQUEST');
    const { namespace } = request.params;
    if (namespace === STORE_PREFERENCES_NAMESPACE) {
      const issues = checkStorePreferences(value);
      if (issues.length) throw editorError('PREFERENCES_INVALID', {}, issues.map((i) => storePreferenceMessage(i)));
    }
    // The mail settings have their own screen and route (Settings → Mail); this one refuses what that one would.
    if (namespace === MAIL_SETTINGS_NAMESPACE) {
      const issues = checkMailSettings(value);
      if (issues.length) throw editorError('PREFERENCES_INVALID', {}, issues.map((i) => `${i.field}: ${MAIL_TEXTS.errors[i.problem]}`));
    }
    await ctx.store.change(async (tx) => {
      const db = editorDb(tx);
      const row = await db.selectFrom('commerce_preferences').select('value').where('website_id', '=', ctx.websiteId).where('namespace', '=', namespace).executeTakeFirst();
      if (row && canonical(JSON.parse(row.value)) === text) return;
      const updated_at = new Date().toISOString();
      await db
        .insertInto('commerce_preferences')
        .values({ website_id: ctx.websiteId, namespace, value: text, updated_at })
        .onConflict((oc) => oc.columns(['website_id', 'namespace']).doUpdateSet({ value: text, updated_at }))
        .execute();
    });
    return { ...value, websiteId: ctx.websiteId };
  });
}
