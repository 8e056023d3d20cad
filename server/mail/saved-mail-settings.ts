/**
 * The owner's mail settings (Settings → Mail, editor/mail-settings.ts) as
 * the server uses them: read from the store's commerce preferences
 * (namespace `mail`), one primary-key read. The sender is read per mail,
 * so every process uses a save at once. The public address is needed
 * where links are written without waiting (PublicUrl is synchronous), so
 * it is kept in memory: loaded at start, after each save in this process
 * and every MAIL_SETTINGS_REFRESH_MS, which bounds how long another
 * process of a cluster keeps the old address.
 */
import type { Kysely } from 'kysely';
import { editorDb } from '../editor/tables.js';
import { checkMailSettings, cleanMailSettings, EMPTY_MAIL_SETTINGS, MAIL_SETTINGS_NAMESPACE, senderOf, type MailSettings } from '../../editor/mail-settings.js';

/** How often each process reads the saved public address again. */
export const MAIL_SETTINGS_REFRESH_MS = 10_000;

export class SavedMailSettings {
  private current: MailSettings = EMPTY_MAIL_SETTINGS;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly db: Kysely<any>,
    private readonly websiteId: string,
  ) {}

  /** The saved settings (a field saved before its rule and no longer valid reads empty); kept for `cached`. */
  async load(): Promise<MailSettings> {
    const row = await editorDb(this.db).selectFrom('commerce_preferences').select('value').where('website_id', '=', this.websiteId).where('namespace', '=', MAIL_SETTINGS_NAMESPACE).executeTakeFirst();
    let value: Record<string, unknown> = {};
    try {
      value = row ? (JSON.parse(row.value) as Record<string, unknown>) : {};
    } catch {
      value = {};
    }
    const bad = new Set(checkMailSettings(value).map((i) => i.field));
    const clean = cleanMailSettings(value);
    this.current = { publicUrl: bad.has('publicUrl') ? '' : clean.publicUrl, senderName: bad.has('senderName') ? '' : clean.senderName, senderAddress: bad.has('senderAddress') ? '' : clean.senderAddress };
    return this.current;
  }

  /** The settings last loaded. */
  cached(): MailSettings {
    return this.current;
  }

  /** The saved sender's From header, or null: read now, for the mail being written. */
  async sender(): Promise<string | null> {
    return senderOf(await this.load());
  }

  /** Saves checked settings (the caller ran checkMailSettings) and keeps them. */
  async save(settings: MailSettings, now = new Date()): Promise<MailSettings> {
    const value = JSON.stringify(settings);
    const updated_at = now.toISOString();
    await editorDb(this.db)
      .insertInto('commerce_preferences')
      .values({ website_id: this.websiteId, namespace: MAIL_SETTINGS_NAMESPACE, value, updated_at })
      .onConflict((oc) => oc.columns(['website_id', 'namespace']).doUpdateSet({ value, updated_at }))
      .execute();
    this.current = settings;
    return settings;
  }

  /** Loads now and every MAIL_SETTINGS_REFRESH_MS until `stop`. */
  async start(onError: (e: unknown) => void): Promise<void> {
    await this.load();
    this.timer ??= setInterval(() => void this.load().catch(onError), MAIL_SETTINGS_REFRESH_MS);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }
}
