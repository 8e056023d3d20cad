/**
 * Captcha behind one interface (SPEC sections 5 and 8): a site with a
 * captcha site key (website.captchaSettings.siteKey) needs a token on every
 * submission and sign-up, checked by the verifier for the form's action. A
 * real provider plugs in here; the shipped one is local and checks the
 * tokens the browser's test widget makes (client/widgets/captcha.tsx), so no
 * request leaves the machine.
 */
export const CAPTCHA_ACTIONS = ['FORM_BLOCK', 'NEWSLETTER_BLOCK', 'PRODUCT_WAITLIST', 'PROMO_POPUP'] as const;
export type CaptchaAction = (typeof CAPTCHA_ACTIONS)[number];

export interface CaptchaVerifier {
  /** Whether the token proves a person for this action; a token is good once. */
  verify(token: string, action: CaptchaAction): Promise<boolean>;
}

/** The test widget's tokens: `test-pass.<action>.<nonce>`; anything else fails. */
export const TEST_TOKEN = /^test-pass\.([A-Z_]+)\.([A-Za-z0-9-]{8,64})$/;
/** Nonces remembered against replay; the oldest are forgotten past this. */
export const TEST_CAPTCHA_MEMORY = 10_000;

export class TestCaptchaVerifier implements CaptchaVerifier {
  private readonly used = new Set<string>();

  async verify(token: string, action: CaptchaAction): Promise<boolean> {
    const m = TEST_TOKEN.exec(token);
    if (!m || m[1] !== action || this.used.has(m[2]!)) return false;
    this.used.add(m[2]!);
    if (this.used.size > TEST_CAPTCHA_MEMORY) this.used.delete(this.used.values().next().value as string);
    return true;
  }
}
