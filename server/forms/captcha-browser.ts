/**
 * The browser side of the captcha providers (VITRINE_CAPTCHA_PROVIDER):
 * which script the pages load for the widget, told to the islands in the
 * page's settings (site/render/system-values.ts, `captcha`), and the hosts
 * the pages' Content Security Policy must then allow (site-http/csp.ts).
 * VITRINE_CAPTCHA_SCRIPT_URL replaces the provider's script (a proxy; the
 * tests' local stand-in of each provider, test/fixtures/captcha/), and its
 * origin is allowed instead. The local `test` provider loads nothing.
 */
import type { CspSources } from '../site-http/csp.js';
import type { CaptchaProvider, CaptchaSettings } from './captcha-providers.js';

type Remote = Exclude<CaptchaProvider, 'test'>;

/** Each provider's script; `{siteKey}` is filled in by the page (reCAPTCHA names the key in its script's address). */
export const CAPTCHA_SCRIPT_URLS: Record<Remote, string> = {
  turnstile: 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit',
  hcaptcha: 'https://js.hcaptcha.com/1/api.js?render=explicit&recaptchacompat=off',
  'recaptcha-v3': 'https://www.google.com/recaptcha/api.js?render={siteKey}',
  'recaptcha-enterprise': 'https://www.google.com/recaptcha/enterprise.js?render={siteKey}',
};

const RECAPTCHA: CspSources = { script: ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'], frame: ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'] };
const HCAPTCHA_HOSTS = ['https://hcaptcha.com', 'https://*.hcaptcha.com'];

/** What each provider's documentation asks a Content Security Policy to allow. */
export const CAPTCHA_CSP_SOURCES: Record<Remote, CspSources> = {
  turnstile: { script: ['https://challenges.cloudflare.com'], frame: ['https://challenges.cloudflare.com'] },
  hcaptcha: { script: HCAPTCHA_HOSTS, frame: HCAPTCHA_HOSTS, style: HCAPTCHA_HOSTS, connect: HCAPTCHA_HOSTS },
  'recaptcha-v3': RECAPTCHA,
  'recaptcha-enterprise': RECAPTCHA,
};

/** What the islands need to load the provider's widget; null for the local test widget. */
export interface CaptchaPageSettings {
  provider: Remote;
  script: string;
}

export function captchaPageSettings(settings: CaptchaSettings): CaptchaPageSettings | null {
  if (settings.provider === 'test') return null;
  return { provider: settings.provider, script: settings.scriptUrl ?? CAPTCHA_SCRIPT_URLS[settings.provider] };
}

/** The sources the pages' policy adds for the provider's script, frames, styles and calls; none for the test widget. */
export function captchaCspSources(settings: CaptchaSettings): CspSources {
  if (settings.provider === 'test') return {};
  if (!settings.scriptUrl) return CAPTCHA_CSP_SOURCES[settings.provider];
  const origin = new URL(settings.scriptUrl).origin;
  return { script: [origin], frame: [origin], style: [origin], connect: [origin] };
}
