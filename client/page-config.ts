/**
 * Page-level commerce settings the islands read: a JSON script element
 * `<script type="application/json" id="vitrine-commerce">` (all optional),
 * and the page language.
 */
import type { MoneyTexts } from '../editor/money-texts.js';

export interface PageConfig {
  /** Express checkout: a successful add goes straight to checkout; no cart pill. */
  expressCheckout?: boolean;
  /** A custom cart: no cart pill. */
  customCart?: boolean;
  /** Store setting (SPEC section 3); true when absent. */
  multipleQuantityAllowedForServices?: boolean;
  /** Smallest subtotal that may check out, in cents. */
  minimumSubtotalCents?: number;
  currency?: string;
  locale?: string;
  /** The page language's path prefix ('' or '/fr'): checkout links stay in the shopper's language. */
  pathPrefix?: string;
  /** The widgets' texts in the page language (the theme's `widgetTexts` strings); English when absent. */
  texts?: Record<string, unknown>;
  /** The captcha provider whose widget script the islands load (client/widgets/captcha-script.ts); the local test widget when absent. */
  captcha?: { provider: string; script: string };
  /** The amounts a product page's widgets show first, formatted by the server (site/render/product-money-texts.ts; read by money.ts). */
  moneyTexts?: MoneyTexts;
}

export const PAGE_CONFIG_ID = 'vitrine-commerce';

let cached: PageConfig | undefined;

export function pageConfig(): PageConfig {
  if (cached) return cached;
  let config: PageConfig = {};
  const el = typeof document === 'undefined' ? null : document.getElementById(PAGE_CONFIG_ID);
  if (el?.textContent) {
    try {
      const v = JSON.parse(el.textContent) as unknown;
      if (typeof v === 'object' && v !== null) config = v as PageConfig;
    } catch {
      config = {};
    }
  }
  cached = config;
  return config;
}

/** Forgets the cached settings (a new document in tests). */
export function resetPageConfig(): void {
  cached = undefined;
}

export function pageLocale(): string {
  return pageConfig().locale || (typeof document !== 'undefined' ? document.documentElement.lang : '') || 'en-US';
}
