/**
 * Turns found annotations into tweak definitions: key, type, default,
 * options, and the variable or font mixin each one controls.
 */
import type { DiagnosticList } from '../diagnostics.js';
import type { Lenient } from './lenient-object.js';
import { tweakKey } from './slug.js';
import type { FoundTweak } from './tweak-annotations.js';
import type { TweakDefinition, TweakValue } from './types.js';

export function defineTweak(found: FoundTweak, file: string, diags: DiagnosticList): TweakDefinition | undefined {
  const a = found.annotation;
  const title = typeof a.title === 'string' ? a.title : undefined;
  if (!title) {
    diags.warn('TWEAK_NO_TITLE', file, found.line, 1, 'tweak annotation ignored: it has no "title"');
    return undefined;
  }
  const type = typeof a.type === 'string' ? a.type : 'value';
  const def: TweakDefinition = { key: tweakKey(title), title, type, default: '', file, line: found.line, annotation: a };
  if (typeof a.category === 'string') def.category = a.category;
  const options = Array.isArray(a.options) ? a.options.filter(isScalar).map(String) : undefined;
  if (options) def.options = options;
  const d = found.declaration;
  switch (type) {
    case 'color':
    case 'value':
    case 'image':
      if (d?.kind === 'variable') {
        def.variable = `@${d.name}`;
        def.default = d.value;
      } else if (type === 'image') {
        // The platform's usual pattern: an image tweak before the rule holding its background-image.
        def.default = isScalar(a.default) ? String(a.default) : '';
      } else {
        def.default = isScalar(a.default) ? String(a.default) : '';
        diags.warn('TWEAK_NO_VARIABLE', file, found.line, 1, `tweak "${title}" is not followed by a @variable declaration`);
      }
      break;
    case 'font':
      if (d?.kind === 'mixin') {
        def.mixin = d.name;
        def.fontProperties = Object.fromEntries(d.properties.map((p) => [p.name, p.value]));
        def.default = JSON.stringify(def.fontProperties);
      } else {
        diags.warn('TWEAK_NO_MIXIN', file, found.line, 1, `font tweak "${title}" is not followed by a .class { … } mixin`);
      }
      break;
    case 'checkbox':
      def.default = toBoolean(a.default) ?? false;
      break;
    case 'dropdown':
      def.default = isScalar(a.default) ? String(a.default) : (options?.[0] ?? '');
      break;
    default:
      def.default = isScalar(a.default) ? (a.default as TweakValue) : '';
  }
  return def;
}

function isScalar(v: Lenient | undefined): v is string | number | boolean {
  return typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean';
}

/** true/false, "true"/"false"/"on"/"off"/"yes"/"no"/"1"/"0", numbers; else undefined. */
export function toBoolean(v: unknown): boolean | undefined {
  if (typeof v === 'boolean') return v;
  if (typeof v === 'number') return v !== 0;
  if (typeof v !== 'string') return undefined;
  const s = v.trim().toLowerCase();
  if (['true', 'on', 'yes', '1'].includes(s)) return true;
  if (['false', 'off', 'no', '0', ''].includes(s)) return false;
  return undefined;
}
