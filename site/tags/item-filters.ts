/** Item filters shared by the query and related tags. */
import { isObject } from './scope.js';

/** The item's strings under `key` (`tags`, `categories`), trimmed. */
export function stringList(item: unknown, key: string): string[] {
  if (!isObject(item)) return [];
  const v = item[key];
  if (!Array.isArray(v)) return [];
  return v.filter((x): x is string => typeof x === 'string').map((x) => x.trim());
}

/** Comma-separated attribute values, trimmed, empty ones dropped. */
export function splitList(value: string | undefined): string[] {
  if (value === undefined) return [];
  return value.split(',').map((x) => x.trim()).filter((x) => x !== '');
}

/** Whether the item has any of `wanted` under `key` (case-insensitive; unverified). */
export function hasAny(item: unknown, key: string, wanted: readonly string[]): boolean {
  const have = new Set(stringList(item, key).map((x) => x.toLowerCase()));
  return wanted.some((w) => have.has(w.toLowerCase()));
}

export function isStarred(item: unknown): boolean {
  return isObject(item) && item.starred === true;
}
