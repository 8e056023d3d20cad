/**
 * A video as a page shows it (video collections, lessons, gallery items):
 * the site's own upload plays in the page's player; a link to a video
 * elsewhere is only linked to, so loading the page reaches no third party.
 */
type Json = Record<string, unknown>;

/** Seconds as a player shows them ('4:05', '1:02:03'). */
export function durationText(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  const hh = Math.floor(s / 3600);
  const mm = Math.floor((s % 3600) / 60);
  const ss = String(s % 60).padStart(2, '0');
  return hh > 0 ? `${hh}:${String(mm).padStart(2, '0')}:${ss}` : `${mm}:${ss}`;
}

/**
 * An item's `video` as the theme reads it: `url` the site's own upload
 * (a path of this site, played by the page's player) or a link to a video
 * elsewhere (`external` with its `host`: the page links to it and loads
 * nothing from there, so no third party is reached while the page loads),
 * its `duration` text and ISO form. A video of another scheme is dropped.
 */
export function videoFacts(video: unknown): Json | undefined {
  if (typeof video !== 'object' || video === null) return undefined;
  const v = video as Json;
  const url = typeof v.url === 'string' ? v.url : '';
  const out: Json = { ...v };
  if (url.startsWith('/') && !url.startsWith('//')) {
    out.local = true;
    const ext = /\.(webm|mp4)(?:[?#]|$)/i.exec(url)?.[1]?.toLowerCase();
    if (out.contentType === undefined && ext) out.contentType = `video/${ext}`;
  }
  else {
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      return undefined;
    }
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return undefined;
    out.external = true;
    out.host = parsed.host;
  }
  if (typeof v.durationSeconds === 'number' && Number.isFinite(v.durationSeconds)) {
    out.duration = durationText(v.durationSeconds);
    out.isoDuration = `PT${Math.max(0, Math.round(v.durationSeconds))}S`;
  }
  return out;
}
