/**
 * The captcha providers whose widget is their own script (the page's
 * settings name it: server/forms/captcha-browser.ts): Cloudflare Turnstile,
 * hCaptcha, reCAPTCHA v3 and Enterprise, behind the CaptchaProvider
 * interface of captcha.tsx. The script is loaded once, when the first form
 * with a captcha mounts, with the page's script nonce (the pages' Content
 * Security Policy allows the provider's hosts). Turnstile and hCaptcha
 * render a widget the visitor completes; reCAPTCHA v3 and Enterprise render
 * nothing and score the visitor when the form is sent.
 */
import type { CaptchaProvider, CaptchaRenderOptions } from './captcha.js';

export type ScriptProviderName = 'turnstile' | 'hcaptcha' | 'recaptcha-v3' | 'recaptcha-enterprise';
export const SCRIPT_PROVIDERS: readonly ScriptProviderName[] = ['turnstile', 'hcaptcha', 'recaptcha-v3', 'recaptcha-enterprise'];

/** How long a provider's script may take to load before a submit fails ('reCAPTCHA failed…'). */
export const SCRIPT_LOAD_TIMEOUT_MS = 15_000;

interface WidgetApi {
  render(el: HTMLElement, options: Record<string, unknown>): string | number;
  getResponse(id: string | number): string | undefined | null;
  reset(id: string | number): void;
  remove(id: string | number): void;
}
interface ScoreApi {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}
type ProviderWindow = Window & { turnstile?: WidgetApi; hcaptcha?: WidgetApi; grecaptcha?: ScoreApi & { enterprise?: ScoreApi } };

const loading = new Map<string, Promise<void>>();

/** The page's script nonce (browsers hide the attribute; the property keeps it). */
function pageNonce(doc: Document): string {
  for (const s of doc.querySelectorAll('script')) if (s.nonce) return s.nonce;
  return '';
}

/** Loads `src` once per page. */
function loadScript(doc: Document, src: string): Promise<void> {
  const known = loading.get(src);
  if (known) return known;
  const done = new Promise<void>((resolve, reject) => {
    const el = doc.createElement('script');
    el.src = src;
    el.async = true;
    const nonce = pageNonce(doc);
    if (nonce) el.nonce = nonce;
    const timer = setTimeout(() => reject(new Error(`${src} did not load`)), SCRIPT_LOAD_TIMEOUT_MS);
    el.onload = () => {
      clearTimeout(timer);
      resolve();
    };
    el.onerror = () => {
      clearTimeout(timer);
      loading.delete(src);
      reject(new Error(`${src} failed to load`));
    };
    doc.head.appendChild(el);
  });
  loading.set(src, done);
  return done;
}

/** Resolves once `ready` holds (a script's API can appear a moment after its load event). */
function until<T>(ready: () => T | undefined, ms = SCRIPT_LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise((resolve, reject) => {
    const end = Date.now() + ms;
    const look = () => {
      const v = ready();
      if (v !== undefined) return resolve(v);
      if (Date.now() > end) return reject(new Error('the captcha script did not start'));
      setTimeout(look, 20);
    };
    look();
  });
}

interface Widget {
  /** The provider's widget id once rendered (widget providers), or undefined (score providers). */
  rendered: Promise<string | number | undefined>;
  action: string;
  siteKey: string;
  root: HTMLElement;
}

export class ScriptCaptchaProvider implements CaptchaProvider {
  private next = 0;
  private readonly widgets = new Map<string, Widget>();

  constructor(
    private readonly name: ScriptProviderName,
    /** The script's address; `{siteKey}` is replaced by the site key. */
    private readonly script: string,
  ) {}

  private get scores(): boolean {
    return this.name === 'recaptcha-v3' || this.name === 'recaptcha-enterprise';
  }

  private api(win: ProviderWindow): WidgetApi | ScoreApi | undefined {
    if (this.name === 'turnstile') return win.turnstile;
    if (this.name === 'hcaptcha') return win.hcaptcha;
    if (this.name === 'recaptcha-enterprise') return win.grecaptcha?.enterprise;
    return win.grecaptcha;
  }

  render(container: HTMLElement, options: CaptchaRenderOptions): string {
    const doc = container.ownerDocument;
    const win = doc.defaultView as ProviderWindow;
    const id = `${this.name}-captcha-${++this.next}`;
    const root = doc.createElement('div');
    root.className = `provider-captcha provider-captcha--${this.name}`;
    container.appendChild(root);
    const src = this.script.replace('{siteKey}', encodeURIComponent(options.siteKey));
    const rendered = loadScript(doc, src)
      .then(() => until(() => this.api(win)))
      .then(async (api) => {
        if (this.scores) {
          await new Promise<void>((resolve) => (api as ScoreApi).ready(resolve));
          return undefined;
        }
        // Turnstile's sizes are normal and compact too; hCaptcha's likewise.
        return (api as WidgetApi).render(root, { sitekey: options.siteKey, size: options.size, ...(this.name === 'turnstile' ? { action: options.action } : {}) });
      });
    rendered.catch(() => undefined);
    this.widgets.set(id, { rendered, action: options.action, siteKey: options.siteKey, root });
    return id;
  }

  async execute(widgetId: string): Promise<string> {
    const w = this.widgets.get(widgetId);
    if (!w) throw new Error('Document was destroyed');
    const providerId = await w.rendered;
    const api = this.api(w.root.ownerDocument.defaultView as ProviderWindow);
    if (!api) throw new Error('the captcha script is gone');
    if (this.scores) return (api as ScoreApi).execute(w.siteKey, { action: w.action });
    return (api as WidgetApi).getResponse(providerId!) ?? '';
  }

  reset(widgetId: string): void {
    const w = this.widgets.get(widgetId);
    if (!w || this.scores) return;
    void w.rendered.then((id) => (this.api(w.root.ownerDocument.defaultView as ProviderWindow) as WidgetApi | undefined)?.reset(id!), () => undefined);
  }

  destroy(widgetId: string): void {
    const w = this.widgets.get(widgetId);
    if (!w) return;
    this.widgets.delete(widgetId);
    if (!this.scores) void w.rendered.then((id) => (this.api(w.root.ownerDocument.defaultView as ProviderWindow) as WidgetApi | undefined)?.remove(id!), () => undefined);
    w.root.remove();
  }
}
