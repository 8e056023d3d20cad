/**
 * The rules `vitrine check` and the language server report: every
 * diagnostic code, each documented in docs/rules.md with a bad and a good
 * example (test/cli/lint-config.test.ts holds the two together). The
 * configuration (lint-config.ts) names them; editors link each finding to
 * its section.
 */
import { pathToFileURL } from 'node:url';
import { ERROR_CODES } from '../../engine/index.js';
import { TAG_CODES } from '../../site/tags/codes.js';
import { fromRoot } from '../../site/project-root.js';

/** The codes of the folder checks (the loader, .conf schemas, layouts, views, stylesheets, content) and of check's own checks. */
const SITE_RULES = [
  'BLOCK_MISSING',
  'COLLECTION_NO_VIEW',
  'CONF_DUPLICATE_KEY',
  'CONF_DUPLICATE_NAVIGATION',
  'CONF_MISSING_KEY',
  'CONF_SYNTAX',
  'CONF_TRAILING_TEXT',
  'CONF_TYPE',
  'CONF_UNKNOWN_KEY',
  'LAYOUT_UNKNOWN',
  'LESS_ERROR',
  'LESS_ISOLATED',
  'LINK_UNSAFE',
  'PARTIAL_MISSING',
  'REGION_MISSING',
  'RENDER_FAILED',
  'STYLESHEET_INVALID_PATH',
  'STYLESHEET_MISSING',
  'SYSTEM_PARTIAL_UNDECLARED',
  'THEME_NO_CONF',
  'THEME_NO_LAYOUT',
  'TWEAK_NO_MIXIN',
  'TWEAK_NO_TITLE',
  'TWEAK_NO_VARIABLE',
  'TWEAK_UNPARSEABLE',
  'TWEAK_VALUE_INVALID',
  'VARIABLE_UNKNOWN',
  'VIEW_MISSING',
  'VIEW_SYSTEM_FALLBACK',
] as const;

export const RULE_IDS: ReadonlySet<string> = new Set<string>([...ERROR_CODES, ...Object.keys(TAG_CODES), ...SITE_RULES]);

/** docs/rules.md as the package ships it: editors open the rule's section. */
export const RULES_DOC = fromRoot('docs', 'rules.md');

/** The link to a rule's section (its anchor is the id in lower case). */
export function ruleDocLink(id: string): string {
  return `${pathToFileURL(RULES_DOC).href}#${id.toLowerCase().replace(/_/g, '-')}`;
}
