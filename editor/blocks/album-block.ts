/**
 * The album block (SPEC block type 60): a title, an optional cover image
 * and an ordered list of tracks, each an audio file (an upload of this
 * site, or a file at an https:// address) with its title; at most
 * MAX_ALBUM_TRACKS (SPEC section 9: "Max tracks in an album 60"). The page
 * shows the tracks as a numbered list, one native `<audio>` player each, so
 * it plays from the keyboard and without JavaScript.
 */
import { MAX_ALBUM_TRACKS } from '../limits.js';
import { AUDIO_FILE_EXTENSIONS } from './audio-block.js';
import { BLOCK_MESSAGES as M } from './block-messages.js';
import { hasExtension, isMediaAddress, propsOf, textProp } from './fields.js';
import { MAX_ADDRESS_CHARS, MAX_BLOCK_TITLE_CHARS } from './limits.js';
import type { AlbumTrack, ContentBlockRule } from './types.js';

/** Whether a track's address is an audio file of this site or the web. */
const isAudioAddress = (url: string) => isMediaAddress(url) && hasExtension(url, AUDIO_FILE_EXTENSIONS);

export const albumBlock: ContentBlockRule = {
  type: 60,
  typeName: 'album',
  error: 'ALBUM_BLOCK_INVALID',
  defaults: () => ({ props: { title: '', cover: '' }, album: [] }),
  check(input) {
    const p = propsOf(input.props);
    const messages = new Set<string>();
    const list: string[] = [];
    const title = textProp(p, 'title', MAX_BLOCK_TITLE_CHARS, M.titleTooLong, list, M.albumTitleNeeded);
    const cover = textProp(p, 'cover', MAX_ADDRESS_CHARS, M.addressTooLong, list);
    if (cover !== '' && cover.length <= MAX_ADDRESS_CHARS && !isMediaAddress(cover)) list.push(M.coverAddress);
    list.forEach((m) => messages.add(m));
    const raw = Array.isArray(input.album) ? (input.album as unknown[]) : [];
    if (raw.length === 0) messages.add(M.albumEmpty);
    if (raw.length > MAX_ALBUM_TRACKS) messages.add(M.albumTooMany);
    const tracks: AlbumTrack[] = raw.slice(0, MAX_ALBUM_TRACKS).map((r) => {
      const o = propsOf(r);
      const url = typeof o.url === 'string' ? o.url.trim() : '';
      const trackTitle = typeof o.title === 'string' ? o.title.trim() : '';
      if (url === '') messages.add(M.trackFileNeeded);
      else if (url.length > MAX_ADDRESS_CHARS) messages.add(M.addressTooLong);
      else if (!isAudioAddress(url)) messages.add(M.audioAddress);
      if (trackTitle === '') messages.add(M.trackTitleNeeded);
      if (trackTitle.length > MAX_BLOCK_TITLE_CHARS) messages.add(M.titleTooLong);
      return { url, title: trackTitle };
    });
    return messages.size ? { ok: false, messages: [...messages] } : { ok: true, props: { title, cover }, album: tracks };
  },
  data: (b) => ({
    type: 'album',
    title: String(b.props.title ?? ''),
    cover: String(b.props.cover ?? ''),
    tracks: (b.album ?? []).map((t, i) => ({ number: i + 1, title: t.title, src: t.url })),
  }),
};
