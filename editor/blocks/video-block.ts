/**
 * The video block (SPEC block type 32): a YouTube or Vimeo video page (the
 * host's player, in a frame) or a video file of this site or the web
 * (the page's own player), with a poster image (an upload, or an address)
 * shown before a file plays, and a title (the frame's name for screen
 * readers, and the caption). A web link that is not a video file must be a
 * YouTube or Vimeo page ('Links must be formatted as {host} or {host}').
 */
import { BLOCK_MESSAGES as M } from './block-messages.js';
import { hasExtension, isMediaAddress, propsOf, textProp } from './fields.js';
import { MAX_ADDRESS_CHARS, MAX_BLOCK_TITLE_CHARS } from './limits.js';
import { hostedPlayer, isWebLink, videoLinkMessage } from './video-hosts.js';
import type { ContentBlockRule } from './types.js';

export const VIDEO_FILE_EXTENSIONS = ['.mp4', '.webm', '.ogg', '.ogv', '.mov'] as const;

export const videoBlock: ContentBlockRule = {
  type: 32,
  typeName: 'video',
  error: 'VIDEO_BLOCK_INVALID',
  defaults: () => ({ props: { url: '', poster: '', title: '' } }),
  check(input) {
    const p = propsOf(input.props);
    const messages: string[] = [];
    const url = textProp(p, 'url', MAX_ADDRESS_CHARS, M.addressTooLong, messages, M.videoNeeded);
    if (url !== '' && url.length <= MAX_ADDRESS_CHARS && !hostedPlayer(url) && !(isMediaAddress(url) && hasExtension(url, VIDEO_FILE_EXTENSIONS))) {
      // A web link that names no video file can only be a video host's page: the SPEC's link message says which two.
      messages.push(isWebLink(url) && !hasExtension(url, VIDEO_FILE_EXTENSIONS) ? videoLinkMessage() : M.videoAddress);
    }
    const poster = textProp(p, 'poster', MAX_ADDRESS_CHARS, M.addressTooLong, messages);
    if (poster !== '' && !isMediaAddress(poster)) messages.push(M.posterAddress);
    const title = textProp(p, 'title', MAX_BLOCK_TITLE_CHARS, M.titleTooLong, messages);
    return messages.length ? { ok: false, messages } : { ok: true, props: { url, poster, title } };
  },
  data(b) {
    const url = String(b.props.url ?? '');
    const player = hostedPlayer(url);
    const poster = String(b.props.poster ?? '');
    return { type: 'video', title: String(b.props.title ?? ''), ...(player ? { player } : { file: url }), ...(poster ? { poster } : {}) };
  },
};
