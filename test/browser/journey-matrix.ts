// The combinations the journeys of issue 36 run in: each width (1280 and
// 390 px) with each language (English, French) with JavaScript on and
// off, eight in all; one table, so a journey is written once and run in
// each (checkout-money*.test.ts, delivery-account.test.ts,
// account-journeys.test.ts).
import { DESKTOP, PHONE } from './checkout-helpers.js';

export type Lang = 'en' | 'fr';

export interface Combination {
  /** '1280 px, French, without JavaScript'. */
  name: string;
  viewport: { width: number; height: number };
  width: number;
  lang: Lang;
  /** The page's `lang`. */
  tag: string;
  /** The language's path prefix ('' or '/fr'), and the other language's. */
  prefix: string;
  otherPrefix: string;
  js: boolean;
  /** A money amount ('25.00') as the page writes it. */
  money: (amount: string) => string;
}

export const COMBINATIONS: readonly Combination[] = [DESKTOP, PHONE].flatMap((viewport) =>
  (['en', 'fr'] as const).flatMap((lang) =>
    [true, false].map((js): Combination => ({
      name: `${viewport.width} px, ${lang === 'fr' ? 'French' : 'English'}, ${js ? 'with' : 'without'} JavaScript`,
      viewport,
      width: viewport.width,
      lang,
      tag: lang === 'fr' ? 'fr-FR' : 'en-US',
      prefix: lang === 'fr' ? '/fr' : '',
      otherPrefix: lang === 'fr' ? '' : '/fr',
      js,
      money: lang === 'fr' ? (s) => `${s.replace('.', ',')} $US` : (s) => `$${s}`,
    })),
  ),
);
