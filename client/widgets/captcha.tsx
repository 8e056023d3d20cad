/**
 * Captcha in the browser behind one interface (SPEC sections 4, 5, 8): used
 * only when the site has a captcha site key; compact under a 320 px wide
 * container; not rendered, then rendered (widget id kept), with execute,
 * reset and destroy. The provider is the page's (its settings name it:
 * Turnstile, hCaptcha, reCAPTCHA v3 or Enterprise, whose script
 * captcha-script.ts loads), else the local one (no script is loaded,
 * nothing leaves the page): a checkbox whose token the server's test
 * verifier accepts once. setCaptchaProvider replaces either.
 */
import { useEffect, useRef, useState } from 'react';
import type { FormTexts } from '../../engine/forms/texts.js';
import { pageConfig } from '../page-config.js';
import { SCRIPT_PROVIDERS, ScriptCaptchaProvider, type ScriptProviderName } from './captcha-script.js';

export type CaptchaAction = 'FORM_BLOCK' | 'NEWSLETTER_BLOCK' | 'PRODUCT_WAITLIST' | 'PROMO_POPUP';
export type CaptchaSize = 'compact' | 'normal';

/** Containers narrower than this get the compact widget (SPEC section 5). */
export const COMPACT_BELOW_PX = 320;

export interface CaptchaRenderOptions {
  siteKey: string;
  size: CaptchaSize;
  action: CaptchaAction;
  label: string;
}

export interface CaptchaProvider {
  /** Renders a widget into the container; returns its id. */
  render(container: HTMLElement, options: CaptchaRenderOptions): string;
  /** The token of a completed widget, '' when the visitor has not completed it. */
  execute(widgetId: string): Promise<string>;
  reset(widgetId: string): void;
  destroy(widgetId: string): void;
}

// The logged texts of SPEC section 8.
export const NOT_SET_UP = 'ReCaptcha has not been set up!';
export const DOCUMENT_DESTROYED = 'Document was destroyed';
export const RENDER_ERROR = 'Error rendering captcha into node';

/** The local provider: a labelled checkbox; its token names the action and a fresh nonce. */
export class TestCaptchaProvider implements CaptchaProvider {
  private next = 0;
  private readonly widgets = new Map<string, { box: HTMLInputElement; root: HTMLElement; action: CaptchaAction }>();

  render(container: HTMLElement, options: CaptchaRenderOptions): string {
    const id = `test-captcha-${++this.next}`;
    const root = container.ownerDocument.createElement('label');
    root.className = `test-captcha test-captcha--${options.size}`;
    const box = container.ownerDocument.createElement('input');
    box.type = 'checkbox';
    box.className = 'test-captcha__box';
    root.append(box, ` ${options.label}`);
    container.appendChild(root);
    this.widgets.set(id, { box, root, action: options.action });
    return id;
  }

  async execute(widgetId: string): Promise<string> {
    const w = this.widgets.get(widgetId);
    if (!w) throw new Error(DOCUMENT_DESTROYED);
    if (!w.box.checked) return '';
    const nonce = Array.from(crypto.getRandomValues(new Uint8Array(12)), (b) => b.toString(16).padStart(2, '0')).join('');
    return `test-pass.${w.action}.${nonce}`;
  }

  reset(widgetId: string): void {
    const w = this.widgets.get(widgetId);
    if (w) w.box.checked = false;
  }

  destroy(widgetId: string): void {
    this.widgets.get(widgetId)?.root.remove();
    this.widgets.delete(widgetId);
  }
}

/** The provider chosen, or undefined before the first form asks (then the page's settings choose). */
let chosen: CaptchaProvider | null | undefined;

/** Replaces the provider (null: none, as if not set up); undefined lets the page's settings choose again. */
export function setCaptchaProvider(p: CaptchaProvider | null | undefined): void {
  chosen = p;
}

function currentProvider(): CaptchaProvider | null {
  if (chosen !== undefined) return chosen;
  const c = pageConfig().captcha;
  chosen = c && (SCRIPT_PROVIDERS as readonly string[]).includes(c.provider) && typeof c.script === 'string' ? new ScriptCaptchaProvider(c.provider as ScriptProviderName, c.script) : new TestCaptchaProvider();
  return chosen;
}

export interface CaptchaHandle {
  /** Whether a widget is rendered (a site key and a provider). */
  active: boolean;
  /** The token; '' when not completed; throws when the provider fails. */
  token(): Promise<string>;
  reset(): void;
}

/**
 * Renders the captcha into `container` when the site has a key; the handle
 * gives its token and resets it. Logged, never thrown: a missing provider,
 * a render failure, a container gone before rendering.
 */
export function useCaptcha(siteKey: string | undefined, action: CaptchaAction, texts: FormTexts): { ref: React.RefObject<HTMLDivElement | null>; handle: CaptchaHandle } {
  const ref = useRef<HTMLDivElement | null>(null);
  const widget = useRef<string | null>(null);
  const [active, setActive] = useState(false);

  const provider = currentProvider();
  useEffect(() => {
    if (!siteKey) return;
    const container = ref.current;
    if (!provider) {
      console.error(NOT_SET_UP);
      return;
    }
    if (!container || !container.isConnected) {
      console.error(DOCUMENT_DESTROYED);
      return;
    }
    const p = provider;
    try {
      const size: CaptchaSize = container.getBoundingClientRect().width < COMPACT_BELOW_PX && container.getBoundingClientRect().width > 0 ? 'compact' : 'normal';
      widget.current = p.render(container, { siteKey, size, action, label: texts.captchaLabel });
      setActive(true);
    } catch (e) {
      console.error(RENDER_ERROR, e);
    }
    return () => {
      if (widget.current) p.destroy(widget.current);
      widget.current = null;
    };
  }, [siteKey, action, texts.captchaLabel, provider]);

  return {
    ref,
    handle: {
      active,
      token: async () => (provider && widget.current ? provider.execute(widget.current) : ''),
      reset: () => {
        if (provider && widget.current) provider.reset(widget.current);
      },
    },
  };
}

/** The captcha badge: hidden by default, shown while a field of its form has focus (SPEC section 4). */
export function CaptchaBadge({ shown, texts }: { shown: boolean; texts: FormTexts }) {
  return <div className="captcha-badge" hidden={!shown}>{texts.captchaBadge}</div>;
}
