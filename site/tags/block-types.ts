/** Block types of layouts and block fields by name and number (DEVELOPER-MODE §3.3). */

export const BLOCK_TYPE_NUMBERS: Readonly<Record<string, number>> = {
  html: 2,
  image: 5,
  spacer: 21,
  embed: 22,
  code: 23,
  markdown: 44,
  horizontalrule: 47,
  button: 53,
};

const NAMES_BY_NUMBER = new Map(Object.entries(BLOCK_TYPE_NUMBERS).map(([k, v]) => [v, k]));

/** The type name and number of a block's `type` (name or number) and optional `blockType`. */
export function blockType(type: unknown, explicit: unknown): { name: string; number: number | undefined } {
  const given = typeof explicit === 'number' && Number.isInteger(explicit) ? explicit : undefined;
  if (typeof type === 'number') return { name: NAMES_BY_NUMBER.get(type) ?? `type-${type}`, number: given ?? type };
  const name = String(type ?? '').trim().toLowerCase().replace(/[^a-z0-9-]+/g, '-') || 'unknown';
  return { name, number: given ?? BLOCK_TYPE_NUMBERS[name] };
}
