/** The i18n plugin family, with the core `date` formatter that shares its locale and zone code. */
import type { PluginSet } from './types.js';
import { I18N_FORMATTERS } from './i18n-formatters.js';
import { DATE_FORMATTER } from './i18n-date.js';

export const I18N_PLUGINS: PluginSet = {
  formatters: [...I18N_FORMATTERS, DATE_FORMATTER],
  predicates: [],
};
