/**
 * The video hosts a video block plays from, by the address of the video's
 * page as an owner copies it: YouTube (watch, youtu.be, shorts, embed) and
 * Vimeo. Each becomes the host's player address (YouTube's no-cookie one).
 */

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
