/**
 * The owner's mail settings (Settings → Mail): the site's public address
 * for the links in mail, and the sender's name and address. Saved in the
 * commerce-preferences namespace `mail`; one rule for the admin form and
 * the server, so the form shows a field's problem before sending and the
 * server refuses the same value with 400 MAIL_SETTINGS_INVALID.
 *
 * A field left empty falls back to the server's environment
 * (VITRINE_PUBLIC_URL, VITRINE_MAIL_FROM; server/mail/mail-config.ts).
 */
import { isValidEmail } from '../engine/forms/rules.js';

export const MAIL_SETTINGS_NAMESPACE = 'mail';
/** Characters of the site's public address, at most. */
export const MAX_PUBLIC_URL_LENGTH = 2048;
/** Characters of the sender's name, at most. */
export const MAX_SENDER_NAME_LENGTH = 100;

export interface MailSettings {
  /** An http(s) origin with an optional path, no query, fragment or credentials; '' = the environment's. */
  publicUrl: string;
  /** The name the customer sees ("Hearth & Clay"); '' = none. */
  senderName: string;
  /** The address mail comes from; '' = the environment's. */
  senderAddress: string;
}

export const EMPTY_MAIL_SETTINGS: MailSettings = { publicUrl: '', senderName: '', senderAddress: '' };

export type MailSettingField = keyof MailSettings;
export type MailSettingProblem = 'notText' | 'invalidUrl' | 'tooLong' | 'invalidEmail' | 'invalidName' | 'nameWithoutAddress';

export interface MailSettingIssue {
  field: MailSettingField;
  problem: MailSettingProblem;
}

/** The address kept: the URL's origin and path without its trailing slash; null when it is not a public http(s) address. */
export function normalisePublicUrl(text: string): string | null {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return null;
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.search || url.hash || url.username || url.password || text.trim().length > MAX_PUBLIC_URL_LENGTH) return null;
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

/** Control characters, and the characters that would end a display name in a From header. */
const BAD_NAME = /[\u0000-\u001f\u007f<>"\\]/;

/** The problems of the mail settings in `value`. */
export function checkMailSettings(value: Record<string, unknown>): MailSettingIssue[] {
  const issues: MailSettingIssue[] = [];
  const text = (field: MailSettingField): string | null => {
    const v = value[field] ?? '';
    if (typeof v !== 'string') {
      issues.push({ field, problem: 'notText' });
      return null;
    }
    return v.trim();
  };
  const url = text('publicUrl');
  if (url) {
    if (url.length > MAX_PUBLIC_URL_LENGTH) issues.push({ field: 'publicUrl', problem: 'tooLong' });
    else if (normalisePublicUrl(url) === null) issues.push({ field: 'publicUrl', problem: 'invalidUrl' });
  }
  const name = text('senderName');
  if (name) {
    if (name.length > MAX_SENDER_NAME_LENGTH) issues.push({ field: 'senderName', problem: 'tooLong' });
    else if (BAD_NAME.test(name)) issues.push({ field: 'senderName', problem: 'invalidName' });
  }
  const address = text('senderAddress');
  if (address && !isValidEmail(address)) issues.push({ field: 'senderAddress', problem: 'invalidEmail' });
  if (name && address === '') issues.push({ field: 'senderAddress', problem: 'nameWithoutAddress' });
  return issues;
}

/** The settings as saved: trimmed, the address normalised (call after checkMailSettings found nothing). */
export function cleanMailSettings(value: Record<string, unknown>): MailSettings {
  const s = (k: MailSettingField) => (typeof value[k] === 'string' ? (value[k] as string).trim() : '');
  const url = s('publicUrl');
  return { publicUrl: url ? (normalisePublicUrl(url) ?? '') : '', senderName: s('senderName'), senderAddress: s('senderAddress') };
}

/** The From header of the saved sender ("Hearth & Clay" <shop@example.com>), or null without a saved address. */
export function senderOf(s: MailSettings): string | null {
  if (!s.senderAddress) return null;
  return s.senderName ? `"${s.senderName}" <${s.senderAddress}>` : s.senderAddress;
}

/** A mail's delivery state in the outbox (the store's `mail_outbox.state`). */
export type MailState = 'kept' | 'pending' | 'sent' | 'failed';

/** One mail of Settings → Mail's list, as the owner API answers it (server/commerce/owner/mail-outbox.ts). */
export interface OutboxEntry {
  id: string;
  kind: string;
  to: string;
  /** The sender written with it; null: the server's VITRINE_MAIL_FROM. */
  from: string | null;
  subject: string;
  createdAt: string;
  state: MailState;
  /** Its text is not shown (WITHHELD_MAIL_KINDS). */
  withheld: boolean;
}
