/**
 * The video hosts a video block plays from, by the address of the video's
 * page as an owner copies it: YouTube (watch, youtu.be, shorts, embed) and
 * Vimeo. Each becomes the host's player address (YouTube's no-cookie one).
 */

/**
 * The shapes of the two hosts' links, which fill SPEC section 5's 'Links must
 * be formatted as {host} or {host}' (first YouTube's, then Vimeo's).
 */
export const VIDEO_LINK_SHAPES = ['https://www.youtube.com/watch?v=…', 'https://vimeo.com/…'] as const;
export const LINK_FORMAT_MESSAGE = 'Links must be formatted as {host} or {host}';

/** The message for a web link that is not a YouTube or Vimeo video page: the catalogue's, each {host} filled in turn. */
export const videoLinkMessage = (): string => VIDEO_LINK_SHAPES.reduce<string>((m, shape) => m.replace('{host}', shape), LINK_FORMAT_MESSAGE);

/** Whether an address is a link to a web page (http or https), as opposed to a file name or a path. */
export function isWebLink(address: string): boolean {
  try {
    const u = new URL(address);
    return u.protocol === 'https:' || u.protocol === 'http:';
  } catch {
    return false;
  }
}

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;

function parse(address: string): URL | null {
  try {
    const u = new URL(address);
    return u.protocol === 'https:' && u.username === '' && u.password === '' ? u : null;
  } catch {
    return null;
  }
}

/** The player address of a YouTube or Vimeo video page, or null. */
export function hostedPlayer(address: string): string | null {
  const u = parse(address);
  if (!u) return null;
  const host = u.hostname.toLowerCase().replace(/^(www|m)\./, '');
  const parts = u.pathname.split('/').filter(Boolean);
  let youtube: string | undefined;
  if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    if (parts[0] === 'watch') youtube = u.searchParams.get('v') ?? undefined;
    else if ((parts[0] === 'shorts' || parts[0] === 'embed') && parts.length === 2) youtube = parts[1];
  } else if (host === 'youtu.be' && parts.length === 1) youtube = parts[0];
  if (youtube !== undefined) return YOUTUBE_ID.test(youtube) ? `https://www.youtube-nocookie.com/embed/${youtube}` : null;
  if (host === 'vimeo.com' && parts.length === 1 && /^\d{1,12}$/.test(parts[0]!)) return `https://player.vimeo.com/video/${parts[0]}`;
  if (host === 'player.vimeo.com' && parts[0] === 'video' && parts.length === 2 && /^\d{1,12}$/.test(parts[1]!)) return `https://player.vimeo.com/video/${parts[1]}`;
  return null;
}

/** The id of a Vimeo video a video block plays (its page or player address), or null for any other address. */
export function vimeoVideoId(address: string): string | null {
  const player = hostedPlayer(address);
  return player?.startsWith('https://player.vimeo.com/video/') ? player.slice('https://player.vimeo.com/video/'.length) : null;
}
