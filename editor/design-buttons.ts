/**
 * The buttons panel's rule: style, shape and size of the site's buttons,
 * each a dropdown tweak of the theme (body class `button-style-outline`
 * and so on). The SPEC names the panel (sections 1 and 2) but not its
 * options: these are Vitrine's. An unknown value gets the SPEC's
 * '{val} is not one of the expected options'. Pure.
 */
import { notAnOption } from './colour.js';

export interface ChoiceSetting {
  /** The tweak's title in the theme (its key is the title's slug). */
  title: string;
  options: readonly string[];
  default: string;
}

export const BUTTON_SETTINGS = {
  'button-style': { title: 'Button Style', options: ['Solid', 'Outline', 'Raised'], default: 'Solid' },
  'button-shape': { title: 'Button Shape', options: ['Square', 'Rounded', 'Pill'], default: 'Rounded' },
  'button-size': { title: 'Button Size', options: ['Small', 'Medium', 'Large'], default: 'Medium' },
} as const satisfies Record<string, ChoiceSetting>;
export type ButtonSettingKey = keyof typeof BUTTON_SETTINGS;

export type ChoiceCheck = { ok: true; value: string } | { ok: false; message: string };

/** One of a choice's options, exactly as written. */
export function checkChoice(setting: ChoiceSetting, value: unknown): ChoiceCheck {
  return typeof value === 'string' && setting.options.includes(value) ? { ok: true, value } : { ok: false, message: notAnOption(String(value)) };
}
