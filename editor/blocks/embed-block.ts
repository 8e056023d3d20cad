/**
 * The embed block (SPEC block type 22): content of another site in a
 * frame, from an allowlist of hosts only. The owner pastes the site's
 * embed code (one `<iframe>`) or its player address; only the address is
 * kept from it (https, a host of EMBED_HOSTS, no user name or password) and
 * the frame is Vitrine's own markup: the owner's title, a height, lazy
 * loading, a sandbox and no referrer beyond the origin. Any other markup
 * (a script, a second element, an event attribute) is refused.
 */
import { BLOCK_MESSAGES as M } from './block-messages.js';
import { propsOf, textProp, wholeNumber } from './fields.js';
import { DEFAULT_EMBED_HEIGHT, MAX_ADDRESS_CHARS, MAX_BLOCK_TITLE_CHARS, MAX_EMBED_HEIGHT, MIN_EMBED_HEIGHT } from './limits.js';
import type { ContentBlockRule } from './types.js';

/** The hosts an embed may come from: video, music, maps-free calendars, forms and slides of well-known services. */
export const EMBED_HOSTS = [
  'www.youtube.com',
  'www.youtube-nocookie.com',
  'player.vimeo.com',
  'open.spotify.com',
  'w.soundcloud.com',
  'bandcamp.com',
  'calendar.google.com',
  'docs.google.com',
  'www.loom.com',
  'codepen.io',
] as const;

/** What the frame may do: run the player's scripts on its own origin, open its links, go full screen. */
export const EMBED_SANDBOX = 'allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox allow-presentation allow-forms';

const ONE_FRAME = /^<iframe\b((?:\s+[a-zA-Z][a-zA-Z0-9_:-]*(?:\s*=\s*(?:"[^"<>]*"|'[^'<>]*'|[^\s"'<>=`]+))?)*)\s*\/?>\s*(?:<\/iframe\s*>)?$/i;
const ATTRIBUTE = /([a-zA-Z][a-zA-Z0-9_:-]*)(?:\s*=\s*("[^"]*"|'[^']*'|[^\s"'<>=`]+))?/g;

const decode = (s: string): string => s.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#39;/g, "'");

/** The address an embed code or a pasted address gives, or null when it is not one iframe or one address. */
export function embedAddress(code: string): string | null {
  const text = code.trim();
  if (!text.startsWith('<')) return /^\S+$/.test(text) ? text : null;
  const m = ONE_FRAME.exec(text);
  if (!m) return null;
  for (const [, name, value] of (m[1] ?? '').matchAll(ATTRIBUTE)) {
    if (name!.toLowerCase() !== 'src' || value === undefined) continue;
    return decode(value.replace(/^["']|["']$/g, ''));
  }
  return null;
}

/** The frame's address when an allowlisted host serves it over https, else null. */
export function allowedEmbed(address: string): string | null {
  try {
    const u = new URL(address);
    if (u.protocol !== 'https:' || u.username !== '' || u.password !== '' || u.port !== '') return null;
    return (EMBED_HOSTS as readonly string[]).includes(u.hostname.toLowerCase()) ? u.href : null;
  } catch {
    return null;
  }
}

export const embedBlock: ContentBlockRule = {
  type: 22,
  typeName: 'embed',
  error: 'EMBED_BLOCK_INVALID',
  defaults: () => ({ props: { code: '', title: '', height: DEFAULT_EMBED_HEIGHT } }),
  check(input) {
    const p = propsOf(input.props);
    const messages: string[] = [];
    const code = textProp(p, 'code', MAX_ADDRESS_CHARS, M.addressTooLong, messages, M.embedNeeded);
    if (code !== '' && code.length <= MAX_ADDRESS_CHARS) {
      const address = embedAddress(code);
      if (address === null || !/^https:\/\//i.test(address)) messages.push(M.embedOneFrame);
      else if (!allowedEmbed(address)) messages.push(M.embedHost.replace('{hosts}', EMBED_HOSTS.join(', ')));
    }
    const title = textProp(p, 'title', MAX_BLOCK_TITLE_CHARS, M.titleTooLong, messages, M.embedTitle);
    const height = wholeNumber(p.height, MIN_EMBED_HEIGHT, MAX_EMBED_HEIGHT, DEFAULT_EMBED_HEIGHT, M.embedHeight, messages);
    return messages.length ? { ok: false, messages } : { ok: true, props: { code, title, height } };
  },
  data: (b) => ({ type: 'embed', src: allowedEmbed(embedAddress(String(b.props.code ?? '')) ?? '') ?? '', title: String(b.props.title ?? ''), height: Number(b.props.height) || DEFAULT_EMBED_HEIGHT, sandbox: EMBED_SANDBOX }),
};
