/**
 * The map block (SPEC block type 4), static: the owner's address, one line
 * a line, beside a drawn map marker. No map service is called, by the
 * editor or by the page (no network at run time, no key, no tracking).
 */
import { BLOCK_MESSAGES as M } from './block-messages.js';
import { propsOf, textProp } from './fields.js';
import { MAX_MAP_ADDRESS_CHARS } from './limits.js';
import type { ContentBlockRule } from './types.js';

export const mapBlock: ContentBlockRule = {
  type: 4,
  typeName: 'map',
  error: 'MAP_BLOCK_INVALID',
  defaults: () => ({ props: { address: '' } }),
  check(input) {
    const messages: string[] = [];
    const address = textProp(propsOf(input.props), 'address', MAX_MAP_ADDRESS_CHARS, M.mapTooLong, messages, M.mapNeeded);
    return messages.length ? { ok: false, messages } : { ok: true, props: { address } };
  },
  data: (b) => ({ type: 'map', lines: String(b.props.address ?? '').split('\n').map((l) => l.trim()).filter((l) => l !== '') }),
};
