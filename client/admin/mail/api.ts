/** Settings → Mail as it calls the owner commerce API (server/commerce/owner/routes.ts; docs/mail.md). */
import { get, send } from '../../editor/api.js';
import { OWNER_API, queryOf } from '../commerce/api.js';
import type { MailSettings, OutboxEntry } from '../../../editor/mail-settings.js';

export interface MailSettingsView {
  settings: MailSettings;
  /** What mail uses now: the saved values, else the server's. */
  inEffect: { publicUrl: string; sender: string };
}

export type { MailState, OutboxEntry } from '../../../editor/mail-settings.js';

export const getMailSettings = () => get<MailSettingsView>(`${OWNER_API}/mail-settings`);
export const saveMailSettings = (settings: MailSettings) => send<MailSettingsView>('PUT', `${OWNER_API}/mail-settings`, settings);
export const listOutbox = (cursor: string | null) => get<{ mails: OutboxEntry[]; hasNextPage: boolean; nextPageCursor: string | null }>(`${OWNER_API}/mail-outbox?${queryOf({ cursor })}`);
/** The preview frame's address of one mail (sandboxed by the server's CSP). */
export const outboxMailHref = (id: string) => `${OWNER_API}/mail-outbox/${encodeURIComponent(id)}`;
