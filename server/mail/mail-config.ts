/**
 * Settings of outgoing mail, the site's public address and digital
 * downloads, from the environment (read by server/config.ts with every
 * other setting):
 *
 *   VITRINE_SMTP_URL            smtp:// or smtps:// URL of the relay (user and password in it); unset = mail stays in the outbox table
 *   VITRINE_MAIL_FROM           the sender ("Shop <shop@example.com>"; default no-reply@ the public URL's host)
 *   VITRINE_PUBLIC_URL          the site's address for absolute links in mail and feeds (https://shop.example.com)
 *   VITRINE_DOWNLOAD_TTL_HOURS  how long a download link works (24)
 *   VITRINE_DOWNLOAD_MAX        downloads one link allows (5)
 *
 * In production (NODE_ENV=production) with SMTP on, VITRINE_PUBLIC_URL is
 * required: without it every link in a mail would point at the fixture's
 * http://localhost:3000.
 */
export const DEFAULT_DOWNLOAD_TTL_HOURS = 24;
export const DEFAULT_DOWNLOAD_MAX = 5;
/** A download link lives a year at most. */
export const MAX_DOWNLOAD_TTL_HOURS = 24 * 365;
export const MAX_DOWNLOAD_COUNT = 1000;

export interface MailConfig {
  /** null: no transport, every mail is kept in `mail_outbox` only. */
  smtpUrl: string | null;
  from: string;
}

export interface DownloadConfig {
  ttlHours: number;
  maxDownloads: number;
}

type Env = Record<string, string | undefined>;

const read = (env: Env, name: string): string | undefined => {
  const v = env[name]?.trim();
  return v ? v : undefined;
};

/** VITRINE_PUBLIC_URL: an http(s) origin with an optional path, kept without its trailing slash; null when unset. */
export function loadPublicUrl(env: Env, problems: string[]): string | null {
  const v = read(env, 'VITRINE_PUBLIC_URL');
  if (v === undefined) return null;
  let url: URL;
  try {
    url = new URL(v);
  } catch {
    problems.push(`VITRINE_PUBLIC_URL must be an absolute http:// or https:// URL, got ${JSON.stringify(v)}`);
    return null;
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.search || url.hash || url.username || url.password) {
    problems.push(`VITRINE_PUBLIC_URL must be an absolute http:// or https:// URL without query, fragment or credentials, got ${JSON.stringify(v)}`);
    return null;
  }
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

export function loadMailConfig(env: Env, problems: string[], publicUrl: string | null): MailConfig {
  const smtpUrl = read(env, 'VITRINE_SMTP_URL') ?? null;
  if (smtpUrl !== null && !/^smtps?:\/\/[^/\s]+/.test(smtpUrl)) problems.push('VITRINE_SMTP_URL must be an smtp:// or smtps:// URL');
  if (smtpUrl !== null && publicUrl === null && env.NODE_ENV === 'production') {
    problems.push('VITRINE_PUBLIC_URL must be set when VITRINE_SMTP_URL is set in production (NODE_ENV=production): the links in mail (order status, password reset, downloads) would point at http://localhost:3000');
  }
  const host = publicUrl ? new URL(publicUrl).hostname : 'localhost';
  const from = read(env, 'VITRINE_MAIL_FROM') ?? `no-reply@${host}`;
  if (/[\r\n]/.test(from) || !/@/.test(from)) problems.push(`VITRINE_MAIL_FROM must be an address ("Shop <shop@example.com>"), got ${JSON.stringify(env.VITRINE_MAIL_FROM)}`);
  return { smtpUrl: smtpUrl !== null && /^smtps?:\/\//.test(smtpUrl) ? smtpUrl : null, from };
}

export function loadDownloadConfig(env: Env, problems: string[]): DownloadConfig {
  const int = (name: string, fallback: number, max: number): number => {
    const v = read(env, name);
    if (v === undefined) return fallback;
    const n = /^\d+$/.test(v) ? Number(v) : NaN;
    if (!Number.isSafeInteger(n) || n < 1 || n > max) {
      problems.push(`${name} must be an integer from 1 to ${max}, got ${JSON.stringify(env[name])}`);
      return fallback;
    }
    return n;
  };
  return { ttlHours: int('VITRINE_DOWNLOAD_TTL_HOURS', DEFAULT_DOWNLOAD_TTL_HOURS, MAX_DOWNLOAD_TTL_HOURS), maxDownloads: int('VITRINE_DOWNLOAD_MAX', DEFAULT_DOWNLOAD_MAX, MAX_DOWNLOAD_COUNT) };
}
