/**
 * The animations panel's rule: how a page's content enters (a dropdown
 * tweak, body class `page-animation-fade` and so on) and how long it
 * takes (a value tweak in milliseconds). The default duration is the
 * SPEC's default tween (section 9, 300 ms); the options and the range are
 * Vitrine's, the SPEC giving none. Shoppers who ask for reduced motion get
 * none (the theme's stylesheet). Pure.
 */
import type { ChoiceSetting, ChoiceCheck } from './design-buttons.js';

/** SPEC section 9: default tween. */
export const DEFAULT_TWEEN_MS = 300;
export const ANIMATION_MIN_MS = 100;
export const ANIMATION_MAX_MS = 2000;

export const PAGE_ANIMATION: ChoiceSetting = { title: 'Page Animation', options: ['None', 'Fade', 'Slide', 'Scale'], default: 'None' };
export const ANIMATION_DURATION = { title: 'Animation Duration', min: ANIMATION_MIN_MS, max: ANIMATION_MAX_MS, default: DEFAULT_TWEEN_MS } as const;

/** Tweak keys (the titles' slugs). */
export const ANIMATION_KEYS = { style: 'page-animation', duration: 'animation-duration' } as const;

export const ANIMATION_MESSAGES = {
  duration: `Animation duration must be a whole number of milliseconds from ${ANIMATION_MIN_MS} to ${ANIMATION_MAX_MS}.`,
} as const;

export function checkDuration(value: unknown): { ok: true; value: number } | { ok: false; message: string } {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isInteger(n) && n >= ANIMATION_MIN_MS && n <= ANIMATION_MAX_MS ? { ok: true, value: n } : { ok: false, message: ANIMATION_MESSAGES.duration };
}

export type { ChoiceCheck };
