/** The audio block (SPEC block type 41): an audio file of this site or the web in the page's own player, with its title and artist. */
import { BLOCK_MESSAGES as M } from './block-messages.js';
import { hasExtension, isMediaAddress, propsOf, textProp } from './fields.js';
import { MAX_ADDRESS_CHARS, MAX_BLOCK_TITLE_CHARS } from './limits.js';
import type { ContentBlockRule } from './types.js';

export const AUDIO_FILE_EXTENSIONS = ['.mp3', '.m4a', '.aac', '.ogg', '.oga', '.opus', '.wav', '.flac'] as const;

export const audioBlock: ContentBlockRule = {
  type: 41,
  typeName: 'audio',
  error: 'AUDIO_BLOCK_INVALID',
  defaults: () => ({ props: { url: '', title: '', artist: '' } }),
  check(input) {
    const p = propsOf(input.props);
    const messages: string[] = [];
    const url = textProp(p, 'url', MAX_ADDRESS_CHARS, M.addressTooLong, messages, M.audioNeeded);
    if (url !== '' && url.length <= MAX_ADDRESS_CHARS && !(isMediaAddress(url) && hasExtension(url, AUDIO_FILE_EXTENSIONS))) messages.push(M.audioAddress);
    const title = textProp(p, 'title', MAX_BLOCK_TITLE_CHARS, M.titleTooLong, messages);
    const artist = textProp(p, 'artist', MAX_BLOCK_TITLE_CHARS, M.artistTooLong, messages);
    return messages.length ? { ok: false, messages } : { ok: true, props: { url, title, artist } };
  },
  data: (b) => ({ type: 'audio', src: String(b.props.url ?? ''), title: String(b.props.title ?? ''), artist: String(b.props.artist ?? '') }),
};
