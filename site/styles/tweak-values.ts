/**
 * Effective tweak values: the site's setting (looked up by key, title or
 * variable name) when it is valid for the type, else the default. Values
 * that reach LESS source are checked so a setting cannot end a declaration.
 */
import type { DiagnosticList } from '../diagnostics.js';
import { parseLenientObject } from './lenient-object.js';
import { slug } from './slug.js';
import { toBoolean } from './tweak-definitions.js';
import type { TweakDefinition, TweakValue } from './types.js';

export interface ResolvedTweak {
  value: TweakValue;
  /** LESS text of the controlled variable (color, value, image). */
  css?: string;
  /** Declarations of the controlled font mixin (font). */
  font?: Record<string, string>;
}

export function settingFor(def: TweakDefinition, settings: Record<string, TweakValue>): TweakValue | undefined {
  const names = [def.key, def.title, def.variable, def.variable?.slice(1), def.mixin];
  for (const name of names) {
    if (name !== undefined && Object.hasOwn(settings, name)) return settings[name];
  }
  return undefined;
}

export function resolveTweak(def: TweakDefinition, settings: Record<string, TweakValue>, diags: DiagnosticList): ResolvedTweak {
  const setting = settingFor(def, settings);
  const invalid = (why: string): void =>
    diags.warn('TWEAK_VALUE_INVALID', def.file, def.line, 1, `setting ${JSON.stringify(setting)} for tweak "${def.title}" ignored: ${why}`);
  switch (def.type) {
    case 'color':
    case 'value':
    case 'image': {
      const fallback = { value: def.default, css: String(def.default) };
      if (setting === undefined) return fallback;
      const css = def.type === 'image' ? imageCss(setting) : valueCss(setting, String(def.default));
      if (css === undefined) {
        invalid('not a safe CSS value');
        return fallback;
      }
      return { value: setting, css };
    }
    case 'font': {
      const base = def.fontProperties ?? {};
      const override = setting === undefined ? {} : fontOverride(setting);
      if (override === undefined) invalid('not a font family or an object of font declarations');
      const font = { ...base, ...(override ?? {}) };
      return { value: JSON.stringify(font), font };
    }
    case 'checkbox': {
      const on = setting === undefined ? undefined : toBoolean(setting);
      if (setting !== undefined && on === undefined) invalid('not a boolean');
      return { value: on ?? def.default };
    }
    case 'dropdown': {
      if (setting === undefined || typeof setting === 'boolean') {
        if (typeof setting === 'boolean') invalid('not an option');
        return { value: def.default };
      }
      const option = String(setting);
      if (def.options && !def.options.includes(option)) {
        invalid(`not one of ${def.options.map((o) => JSON.stringify(o)).join(', ')}`);
        return { value: def.default };
      }
      return { value: option };
    }
    default:
      return { value: setting ?? def.default };
  }
}

/** The body class a checkbox or dropdown tweak contributes, if any. */
export function bodyClassOf(def: TweakDefinition, value: TweakValue): string | undefined {
  if (def.type === 'checkbox') return value === true ? def.key : undefined;
  if (def.type === 'dropdown' && value !== '') return `${def.key}-${slug(String(value))}`;
  return undefined;
}

const UNSAFE = /[;{}\n\r\\]|\/\*|\/\/|@import|@plugin/i;

/** A CSS value that stays one declaration value, else undefined. */
export function safeCss(text: string): string | undefined {
  const s = text.trim();
  if (s === '' || UNSAFE.test(s) || !balancedQuotesAndParens(s)) return undefined;
  return s;
}

function valueCss(setting: TweakValue, declared: string): string | undefined {
  if (typeof setting === 'boolean') return undefined;
  if (typeof setting === 'number') {
    if (!Number.isFinite(setting)) return undefined;
    const unit = /^-?(?:\d*\.)?\d+([a-z%]+)$/i.exec(declared.trim())?.[1] ?? '';
    return `${setting}${unit}`;
  }
  return safeCss(setting);
}

function imageCss(setting: TweakValue): string | undefined {
  if (typeof setting !== 'string') return undefined;
  const s = setting.trim();
  if (s === 'none' || /^url\(/i.test(s)) return safeCss(s);
  if (/["\\\n\r]/.test(s) || s === '') return undefined;
  return `url("${s}")`;
}

function fontOverride(setting: TweakValue): Record<string, string> | undefined {
  if (typeof setting !== 'string') return undefined;
  const s = setting.trim();
  if (!s.startsWith('{')) {
    const family = safeCss(s);
    return family === undefined ? undefined : { 'font-family': family };
  }
  const obj = parseLenientObject(s);
  if (!obj) return undefined;
  const out: Record<string, string> = {};
  for (const [name, v] of Object.entries(obj)) {
    if (!/^[a-z-]+$/.test(name) || (typeof v !== 'string' && typeof v !== 'number')) return undefined;
    const css = safeCss(String(v));
    if (css === undefined) return undefined;
    out[name] = css;
  }
  return out;
}

function balancedQuotesAndParens(s: string): boolean {
  let depth = 0;
  let quote = '';
  for (const c of s) {
    if (quote) {
      if (c === quote) quote = '';
    } else if (c === '"' || c === "'") {
      quote = c;
    } else if (c === '(') {
      depth++;
    } else if (c === ')' && --depth < 0) {
      return false;
    }
  }
  return depth === 0 && quote === '';
}
