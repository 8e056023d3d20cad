/** Every plugin family the engine ships, in registration order. */
import type { Family, PluginSet } from './types.js';
import { CORE_FORMATTERS } from './core-formatters.js';
import { CORE_PREDICATES } from './core-predicates.js';
import { NOT_IMPLEMENTED_FORMATTERS, NOT_IMPLEMENTED_PREDICATES } from './not-implemented.js';
import { CONTENT_FORMATTERS } from './content-formatters.js';
import { CONTENT_PREDICATES } from './content-predicates.js';
import { SOCIAL_FORMATTERS } from './social-formatters.js';
import { SOCIAL_PREDICATES } from './social-predicates.js';
import { SLIDE_PREDICATES } from './slide-predicates.js';
import { I18N_PLUGINS } from './i18n.js';
import { COMMERCE_PLUGINS } from './commerce/index.js';

export const CORE_PLUGINS: PluginSet = {
  formatters: [...CORE_FORMATTERS, ...NOT_IMPLEMENTED_FORMATTERS],
  predicates: [...CORE_PREDICATES, ...NOT_IMPLEMENTED_PREDICATES],
};

export const CONTENT_PLUGINS: PluginSet = { formatters: CONTENT_FORMATTERS, predicates: CONTENT_PREDICATES };
export const SOCIAL_PLUGINS: PluginSet = { formatters: SOCIAL_FORMATTERS, predicates: SOCIAL_PREDICATES };
export const SLIDE_PLUGINS: PluginSet = { formatters: [], predicates: SLIDE_PREDICATES };

export const ALL_PLUGINS: readonly PluginSet[] = [CORE_PLUGINS, COMMERCE_PLUGINS, CONTENT_PLUGINS, SOCIAL_PLUGINS, SLIDE_PLUGINS, I18N_PLUGINS];

export interface PluginListing {
  kind: 'formatter' | 'predicate';
  name: string;
  family: Family;
  summary: string;
}

/** Every formatter and predicate of the sets (default: all the engine ships), by kind then name. */
export function listPlugins(sets: readonly Partial<PluginSet>[] = ALL_PLUGINS): PluginListing[] {
  const out: PluginListing[] = [];
  for (const set of sets) {
    for (const f of set.formatters ?? []) out.push({ kind: 'formatter', name: f.name, family: f.family, summary: f.summary });
    for (const p of set.predicates ?? []) out.push({ kind: 'predicate', name: p.name, family: p.family, summary: p.summary });
  }
  return out.sort((a, b) => (a.kind === b.kind ? a.name.localeCompare(b.name) : a.kind === 'formatter' ? -1 : 1));
}
