/**
 * §3.7 `<squarespace:related collectionId="{collection.id}" itemId="{item.id}" limit="5">…</squarespace:related>`.
 * `items`: the collection's other items sharing a category or tag with the item, ranked by the
 * number shared, then collection order, then limited.
 */
import type { TagCall } from './call.js';
import { stringList } from './item-filters.js';
import { RELATED_DEFAULT_LIMIT, RELATED_LIMIT_MAX } from './limits.js';
import { isObject, stringAt, tagScope } from './scope.js';

function labels(item: unknown): Set<string> {
  const s = new Set<string>();
  for (const c of stringList(item, 'categories')) s.add(`c:${c.toLowerCase()}`);
  for (const t of stringList(item, 'tags')) s.add(`t:${t.toLowerCase()}`);
  return s;
}

/** The related items of `itemId` among `items` (collection order), best first. */
export function rankRelated(items: readonly unknown[], itemId: string, limit: number): unknown[] {
  const self = items.find((i) => stringAt(i, 'id') === itemId);
  if (!self) return [];
  const mine = labels(self);
  const scored: { item: unknown; shared: number; index: number }[] = [];
  items.forEach((item, index) => {
    if (item === self || !isObject(item)) return;
    let shared = 0;
    for (const l of labels(item)) if (mine.has(l)) shared++;
    if (shared > 0) scored.push({ item, shared, index });
  });
  scored.sort((a, b) => b.shared - a.shared || a.index - b.index);
  return scored.slice(0, limit).map((s) => s.item);
}

export function relatedTag(call: TagCall): string {
  const collectionId = (call.attr('collectionId') ?? '').trim();
  const itemId = (call.attr('itemId') ?? '').trim();
  const limit = call.clampedAttr('limit', RELATED_LIMIT_MAX) ?? RELATED_DEFAULT_LIMIT;
  const found = collectionId === '' ? null : call.host.collectionById(collectionId);
  const items = found ? rankRelated(found.items, itemId, limit) : [];
  if (!found || !found.items.some((i) => stringAt(i, 'id') === itemId)) call.report('RELATED_NOT_FOUND', collectionId, itemId);
  return call.renderBody(tagScope(call.host.root, { items }));
}
