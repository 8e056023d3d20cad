/**
 * The captcha providers a site may choose (VITRINE_CAPTCHA_PROVIDER), each a
 * CaptchaVerifier that asks the provider's verify endpoint about a token:
 *
 *   test                  the local test widget's tokens (captcha.ts; the default)
 *   turnstile             Cloudflare Turnstile: POST siteverify, form secret + response
 *   hcaptcha              hCaptcha: POST siteverify, form secret + response (+ sitekey)
 *   recaptcha-v3          reCAPTCHA v3: POST siteverify; success, the action, a score at least the minimum
 *   recaptcha-enterprise  reCAPTCHA Enterprise: POST an assessment (API key, project); valid token, the action, the score
 *
 * Every answer is checked as data (a provider that answers anything else,
 * times out or cannot be reached fails the token: the visitor is asked
 * again, never let through). VITRINE_CAPTCHA_VERIFY_URL replaces the
 * provider's endpoint (a proxy; the tests' local fakes).
 */
import { TestCaptchaVerifier, type CaptchaAction, type CaptchaVerifier } from './captcha.js';

export const CAPTCHA_PROVIDERS = ['test', 'turnstile', 'hcaptcha', 'recaptcha-v3', 'recaptcha-enterprise'] as const;
export type CaptchaProvider = (typeof CAPTCHA_PROVIDERS)[number];

export const CAPTCHA_VERIFY_URLS: Record<Exclude<CaptchaProvider, 'test'>, string> = {
  turnstile: 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
  hcaptcha: 'https://api.hcaptcha.com/siteverify',
  'recaptcha-v3': 'https://www.google.com/recaptcha/api/siteverify',
  'recaptcha-enterprise': 'https://recaptchaenterprise.googleapis.com/v1/projects/{project}/assessments',
};

/** reCAPTCHA's score below which a token is refused (0 bot .. 1 person). */
export const DEFAULT_CAPTCHA_MIN_SCORE = 0.5;
/** How long a verify call may take before the token fails. */
export const CAPTCHA_VERIFY_TIMEOUT_MS = 5000;
/** Longest token sent to a provider (theirs are about 2 KiB). */
export const MAX_CAPTCHA_TOKEN_CHARS = 4096;

export interface CaptchaSettings {
  provider: CaptchaProvider;
  /** The provider's secret (Turnstile, hCaptcha, reCAPTCHA v3) or API key (Enterprise). */
  secret: string | null;
  /** The site key (hCaptcha checks it; Enterprise needs it). */
  siteKey: string | null;
  /** Google Cloud project of reCAPTCHA Enterprise. */
  project: string | null;
  minScore: number;
  /** Replaces the provider's verify endpoint. */
  verifyUrl: string | null;
  /** Replaces the provider's browser script (captcha-browser.ts). */
  scriptUrl?: string | null;
}

type Json = Record<string, unknown>;

async function post(url: string, body: string, contentType: string): Promise<Json | null> {
  try {
    const res = await fetch(url, { method: 'POST', headers: { 'content-type': contentType, accept: 'application/json' }, body, signal: AbortSignal.timeout(CAPTCHA_VERIFY_TIMEOUT_MS) });
    if (!res.ok) return null;
    const data = (await res.json()) as unknown;
    return typeof data === 'object' && data !== null && !Array.isArray(data) ? (data as Json) : null;
  } catch {
    return null;
  }
}

const form = (fields: Record<string, string | null>) => new URLSearchParams(Object.entries(fields).filter((e): e is [string, string] => e[1] !== null)).toString();

/** Turnstile, hCaptcha and reCAPTCHA v3 share the siteverify shape. */
class SiteVerifyCaptcha implements CaptchaVerifier {
  constructor(
    private readonly settings: CaptchaSettings & { secret: string },
    private readonly url: string,
  ) {}

  async verify(token: string, action: CaptchaAction): Promise<boolean> {
    if (token.length > MAX_CAPTCHA_TOKEN_CHARS) return false;
    const { provider, secret, siteKey } = this.settings;
    const answer = await post(this.url, form({ secret, response: token, ...(provider === 'hcaptcha' ? { sitekey: siteKey } : {}) }), 'application/x-www-form-urlencoded');
    if (answer?.success !== true) return false;
    if (provider !== 'recaptcha-v3') return true;
    // v3 scores every request: the action the page named, and a score high enough.
    return answer.action === action && typeof answer.score === 'number' && answer.score >= this.settings.minScore;
  }
}

class EnterpriseCaptcha implements CaptchaVerifier {
  constructor(
    private readonly settings: CaptchaSettings & { secret: string; siteKey: string; project: string },
    private readonly url: string,
  ) {}

  async verify(token: string, action: CaptchaAction): Promise<boolean> {
    if (token.length > MAX_CAPTCHA_TOKEN_CHARS) return false;
    const url = `${this.url.replace('{project}', encodeURIComponent(this.settings.project))}?key=${encodeURIComponent(this.settings.secret)}`;
    const answer = await post(url, JSON.stringify({ event: { token, siteKey: this.settings.siteKey, expectedAction: action } }), 'application/json');
    const props = answer?.tokenProperties as Json | undefined;
    const risk = answer?.riskAnalysis as Json | undefined;
    return props?.valid === true && props.action === action && typeof risk?.score === 'number' && risk.score >= this.settings.minScore;
  }
}

/** The verifier `settings` choose; throws (a start-up error) when a provider lacks what it needs. */
export function captchaVerifierFor(settings: CaptchaSettings): CaptchaVerifier {
  if (settings.provider === 'test') return new TestCaptchaVerifier();
  const { secret, siteKey, project } = settings;
  if (!secret) throw new Error(`VITRINE_CAPTCHA_SECRET is needed for the ${settings.provider} captcha`);
  const url = settings.verifyUrl ?? CAPTCHA_VERIFY_URLS[settings.provider];
  if (settings.provider === 'recaptcha-enterprise') {
    if (!siteKey || !project) throw new Error('VITRINE_CAPTCHA_SITE_KEY and VITRINE_CAPTCHA_PROJECT are needed for the recaptcha-enterprise captcha');
    return new EnterpriseCaptcha({ ...settings, secret, siteKey, project }, url);
  }
  return new SiteVerifyCaptcha({ ...settings, secret }, url);
}

type Env = Record<string, string | undefined>;

/** Reads the captcha settings (VITRINE_CAPTCHA_*), a line in `problems` per bad value. */
export function loadCaptchaSettings(env: Env, problems: string[]): CaptchaSettings {
  const get = (name: string) => env[name]?.trim() || null;
  const provider = get('VITRINE_CAPTCHA_PROVIDER') ?? 'test';
  if (!(CAPTCHA_PROVIDERS as readonly string[]).includes(provider)) problems.push(`VITRINE_CAPTCHA_PROVIDER must be one of ${CAPTCHA_PROVIDERS.join(', ')}, got ${JSON.stringify(provider)}`);
  const rawScore = get('VITRINE_CAPTCHA_MIN_SCORE');
  const minScore = rawScore === null ? DEFAULT_CAPTCHA_MIN_SCORE : Number(rawScore);
  if (!(minScore >= 0 && minScore <= 1)) problems.push(`VITRINE_CAPTCHA_MIN_SCORE must be a number from 0 to 1, got ${JSON.stringify(rawScore)}`);
  const verifyUrl = get('VITRINE_CAPTCHA_VERIFY_URL');
  if (verifyUrl !== null && !/^https?:\/\//.test(verifyUrl)) problems.push('VITRINE_CAPTCHA_VERIFY_URL must be an http:// or https:// URL');
  const scriptUrl = get('VITRINE_CAPTCHA_SCRIPT_URL');
  if (scriptUrl !== null && !/^https?:\/\/[^/\s]+/.test(scriptUrl)) problems.push('VITRINE_CAPTCHA_SCRIPT_URL must be an http:// or https:// URL');
  const settings: CaptchaSettings = {
    provider: (CAPTCHA_PROVIDERS as readonly string[]).includes(provider) ? (provider as CaptchaProvider) : 'test',
    secret: get('VITRINE_CAPTCHA_SECRET'),
    siteKey: get('VITRINE_CAPTCHA_SITE_KEY'),
    project: get('VITRINE_CAPTCHA_PROJECT'),
    minScore: minScore >= 0 && minScore <= 1 ? minScore : DEFAULT_CAPTCHA_MIN_SCORE,
    verifyUrl,
    scriptUrl: scriptUrl !== null && /^https?:\/\/[^/\s]+/.test(scriptUrl) ? scriptUrl : null,
  };
  try {
    captchaVerifierFor(settings);
  } catch (e) {
    problems.push((e as Error).message);
  }
  return settings;
}
