/**
 * Diagnostic codes and message texts of the platform tags: one catalogue.
 * Every tag diagnostic is recorded through `tagDiagnostic` with one of these.
 */
import type { SiteSeverity } from '../diagnostics.js';

export const TAG_CODES = {
  TAG_UNKNOWN: { severity: 'warning', text: (name: string) => `unknown tag <squarespace:${name}> removed with its body` },
  TAG_STRAY_CLOSE: { severity: 'warning', text: (name: string) => `stray </squarespace:${name}> removed` },
  TAG_MALFORMED: { severity: 'warning', text: (name: string) => `<squarespace:${name}> has no closing '>'; removed to the end of the file` },
  TAG_DEPTH: { severity: 'error', text: (name: string, max: number) => `<squarespace:${name}> nested deeper than ${max} levels; not rendered` },
  TAG_MARKER_UNKNOWN: { severity: 'error', text: (id: string) => `tag marker ${id} has no prepared source (internal)` },
  TAG_MARKER_BROKEN: { severity: 'error', text: (name: string) => `the attributes of <squarespace:${name}> did not render into one piece; tag dropped` },
  TAG_ATTR_MISSING: { severity: 'warning', text: (name: string, attr: string) => `<squarespace:${name}> needs a ${attr} attribute; nothing rendered` },
  TAG_ATTR_INVALID: { severity: 'warning', text: (name: string, attr: string, value: string) => `<squarespace:${name}> ${attr}="${value}" is not a number; ignored` },
  TAG_ATTR_CLAMPED: { severity: 'warning', text: (name: string, attr: string, from: string, to: number) => `<squarespace:${name}> ${attr}="${from}" clamped to ${to}` },
  TAG_TEMPLATE_MISSING: { severity: 'warning', text: (block: string) => `tag template blocks/${block} not found; rendered empty` },
  NAVIGATION_UNDECLARED: { severity: 'warning', text: (id: string) => `navigation "${id}" is not declared; rendered with no items` },
  NAVIGATION_EMPTY: { severity: 'warning', text: (id: string) => `navigation "${id}" has no items` },
  BLOCK_FIELD_DUPLICATE_ID: { severity: 'warning', text: (id: string) => `block field id "${id}" is used more than once on this page` },
  BLOCK_FIELD_NESTING: { severity: 'warning', text: (id: string) => `block field "${id}" nests rows deeper than one level; deeper rows dropped` },
  QUERY_LIMIT_PER_PAGE: { severity: 'warning', text: (max: number) => `more than ${max} queries on this page; this one renders nothing` },
  QUERY_COLLECTION_UNKNOWN: { severity: 'warning', text: (urlId: string) => `query collection "${urlId}" not found; items are empty` },
  CATEGORY_COLLECTION_UNKNOWN: { severity: 'warning', text: (urlId: string) => `category collection "${urlId}" not found; categories are empty` },
  RELATED_NOT_FOUND: { severity: 'warning', text: (collectionId: string, itemId: string) => `related: item "${itemId}" of collection "${collectionId}" not found; items are empty` },
  SCRIPT_MISSING: { severity: 'warning', text: (src: string) => `script scripts/${src} not found; tag kept` },
} as const satisfies Record<string, { severity: SiteSeverity; text: (...args: never[]) => string }>;

export type TagCode = keyof typeof TAG_CODES;
