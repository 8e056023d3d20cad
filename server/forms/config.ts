/**
 * Settings of the forms, restock and captcha APIs, from the environment
 * (read by server/config.ts with every other setting):
 *
 *   VITRINE_FORMS_RATE_LIMIT_MAX        submissions, keys, checks and sign-ups per client address and window (20)
 *   VITRINE_FORMS_RATE_LIMIT_WINDOW_MS  the window (60000)
 *   VITRINE_FORM_KEY_TTL_MS             how long a submission key stays usable (1800000)
 *   VITRINE_FORM_QUOTA_PER_ADDRESS      submissions one address stores in one form per quota window (50; form-quota.ts)
 *   VITRINE_FORM_QUOTA_PER_FORM         submissions one form stores per quota window from everyone (5000)
 *   VITRINE_FORM_QUOTA_WINDOW_MS        the quota window (86400000, a day)
 *   VITRINE_FORM_MAX_STORED             form submissions and restock sign-ups the site stores at most (1000000)
 *   VITRINE_CAPTCHA_PROVIDER            test, turnstile, hcaptcha, recaptcha-v3, recaptcha-enterprise (captcha-providers.ts)
 *   VITRINE_CAPTCHA_SECRET, _SITE_KEY, _PROJECT, _MIN_SCORE, _VERIFY_URL   the provider's settings
 *
 * The owner APIs (submissions, restock lists and sends) take a signed-in
 * owner's session or the bearer token VITRINE_OWNER_TOKEN, which
 * server/config.ts reads and checks once for them and the dashboard; unset =
 * sessions only.
 */
import { loadCaptchaSettings, type CaptchaSettings } from './captcha-providers.js';
import { DEFAULT_FORM_MAX_STORED, DEFAULT_FORM_QUOTA_PER_ADDRESS, DEFAULT_FORM_QUOTA_PER_FORM, DEFAULT_FORM_QUOTA_WINDOW_MS, type FormQuotaSettings } from './form-quota.js';

export const DEFAULT_FORMS_RATE_LIMIT_MAX = 20;
export const DEFAULT_FORMS_RATE_LIMIT_WINDOW_MS = 60_000;
export const DEFAULT_FORM_KEY_TTL_MS = 30 * 60_000;
export interface FormsConfig {
  rateLimitMax: number;
  rateLimitWindowMs: number;
  keyTtlMs: number;
  /** Per-form submission quotas (form-quota.ts). */
  quota: FormQuotaSettings;
  ownerToken: string | null;
  /** The captcha provider (captcha-providers.ts: VITRINE_CAPTCHA_*); the local test one by default. */
  captcha: CaptchaSettings;
}

type Env = Record<string, string | undefined>;

export function loadFormsConfig(env: Env, problems: string[], ownerToken: string | null): FormsConfig {
  const read = (name: string, fallback: number): number => {
    const v = env[name]?.trim();
    if (!v) return fallback;
    const n = /^\d+$/.test(v) ? Number(v) : NaN;
    if (!Number.isSafeInteger(n) || n < 1 || n > 2 ** 31 - 1) {
      problems.push(`${name} must be a positive integer of at most 2147483647, got ${JSON.stringify(env[name])}`);
      return fallback;
    }
    return n;
  };
  return {
    rateLimitMax: read('VITRINE_FORMS_RATE_LIMIT_MAX', DEFAULT_FORMS_RATE_LIMIT_MAX),
    rateLimitWindowMs: read('VITRINE_FORMS_RATE_LIMIT_WINDOW_MS', DEFAULT_FORMS_RATE_LIMIT_WINDOW_MS),
    keyTtlMs: read('VITRINE_FORM_KEY_TTL_MS', DEFAULT_FORM_KEY_TTL_MS),
    quota: {
      perAddress: read('VITRINE_FORM_QUOTA_PER_ADDRESS', DEFAULT_FORM_QUOTA_PER_ADDRESS),
      perForm: read('VITRINE_FORM_QUOTA_PER_FORM', DEFAULT_FORM_QUOTA_PER_FORM),
      windowMs: read('VITRINE_FORM_QUOTA_WINDOW_MS', DEFAULT_FORM_QUOTA_WINDOW_MS),
      maxStored: read('VITRINE_FORM_MAX_STORED', DEFAULT_FORM_MAX_STORED),
    },
    ownerToken,
    captcha: loadCaptchaSettings(env, problems),
  };
}
