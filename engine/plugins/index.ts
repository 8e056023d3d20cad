/** Every plugin family the engine ships, in registration order. */
import type { PluginSet } from './types.js';
import { CORE_FORMATTERS } from './core-formatters.js';
import { CORE_PREDICATES } from './core-predicates.js';
import { NOT_IMPLEMENTED_FORMATTERS, NOT_IMPLEMENTED_PREDICATES } from './not-implemented.js';

export const CORE_PLUGINS: PluginSet = {
  formatters: [...CORE_FORMATTERS, ...NOT_IMPLEMENTED_FORMATTERS],
  predicates: [...CORE_PREDICATES, ...NOT_IMPLEMENTED_PREDICATES],
};

export const ALL_PLUGINS: readonly PluginSet[] = [CORE_PLUGINS];
