/** The page context's feature flags (`Static.SQUARESPACE_CONTEXT.featureFlags`), or none. */
export function pageFeatureFlags(win: Window = window): Record<string, unknown> {
  const ctx = (win as unknown as { Static?: { SQUARESPACE_CONTEXT?: { featureFlags?: unknown } } }).Static?.SQUARESPACE_CONTEXT;
  const flags = ctx?.featureFlags;
  return typeof flags === 'object' && flags !== null ? (flags as Record<string, unknown>) : {};
}
