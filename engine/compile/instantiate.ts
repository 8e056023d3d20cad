/** Turns generated source into a render function, handing it the runtime helpers. */
import { Frame, type MacroFn } from '../runtime/frame.js';
import { toOutput, isTruthy, getMember } from '../runtime/values.js';
import { lookupKey, lookupKeyPast, lookupName, nameLocal } from '../runtime/lookup.js';
import { escapeAttr, escapeHtml } from '../plugins/util.js';
import type { Generated } from './codegen.js';

const RUNTIME = Object.freeze({
  Frame,
  out: toOutput,
  truthy: isTruthy,
  member: getMember,
  name: lookupName,
  key: lookupKey,
  keyPast: lookupKeyPast,
  nameLocal,
  escapeHtml,
  escapeAttr,
});

export function instantiate(gen: Generated): MacroFn {
  // The source is built from the tree by codegen.ts, with every template
  // string escaped through JSON.stringify; this is the one place it runs.
  const factory = new Function('K', 'R', gen.code) as (k: unknown[], r: typeof RUNTIME) => MacroFn;
  return factory(gen.constants, RUNTIME);
}
