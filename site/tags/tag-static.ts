/**
 * §3.8 hosted services, offline: static containers. Values come from the tag's attributes
 * when given, else from the page's item (else its collection) (unverified).
 */
import type { TagCall } from './call.js';
import { escapeAttr } from './html.js';
import { stringAt } from './scope.js';

function fromPage(call: TagCall, key: string): string {
  const root = call.host.root;
  return stringAt(root, 'item', key) ?? stringAt(root, 'collection', key) ?? '';
}

export function socialShareTag(call: TagCall): string {
  const title = call.attr('title') ?? fromPage(call, 'title');
  const url = call.attr('fullUrl') ?? call.attr('full-url') ?? call.attr('url') ?? fromPage(call, 'fullUrl');
  return `<div class="squarespace-social-share" data-title="${escapeAttr(title)}" data-full-url="${escapeAttr(url)}"></div>`;
}

export function commentsTag(call: TagCall): string {
  const id = call.attr('itemId') ?? call.attr('item-id') ?? stringAt(call.host.root, 'item', 'id') ?? '';
  return `<div class="squarespace-comments" data-item-id="${escapeAttr(id)}"></div>`;
}
