/**
 * What a video host says of a video page, through the oEmbed shape
 * (https://oembed.com: `type`, `provider_name`, `title`...; Vimeo's answers
 * add `video_id` and `account_type`, the plan of the account that shared
 * the video). A video block whose Vimeo video comes from a Basic account
 * is refused with the SPEC's 'Vimeo Basic accounts are unsupported...'
 * (section 8): Vimeo does not let such videos play embedded elsewhere.
 *
 * A store runs with no network at run time, so the provider used by
 * default is local: it answers what the address itself tells (the host,
 * the video id) and no account type, and refuses nothing. An operator
 * whose server may reach Vimeo names its oEmbed endpoint
 * (VITRINE_VIMEO_OEMBED_URL, such as https://vimeo.com/api/oembed.json);
 * then each Vimeo address saved in a video block is asked there, within a
 * time limit. A lookup that fails (no answer, a slow one, not JSON) refuses
 * nothing either: the owner's save never waits on the host.
 */
import { vimeoVideoId } from '../../../editor/blocks/video-hosts.js';

export interface OEmbedAnswer {
  type: string;
  provider_name: string;
  video_id?: number | string;
  title?: string;
  /** Vimeo's: the plan of the account the video belongs to ('basic', 'plus', 'pro', ...). */
  account_type?: string;
}

export interface OEmbedProvider {
  /** What the host says of the video page at `address`, or null when it says nothing (not its address, or no answer). */
  lookup(address: string): Promise<OEmbedAnswer | null>;
}

/** Vimeo's account type of its Basic (free) plan. */
export const VIMEO_BASIC_ACCOUNT = 'basic';
/** How long a lookup may take before the save goes on without it (ms). */
export const OEMBED_TIMEOUT_MS = 3_000;
/** Bytes of an oEmbed answer read at most. */
export const MAX_OEMBED_ANSWER_BYTES = 64 * 1024;

/** The offline provider: what a Vimeo address itself tells, without the account's plan. */
export const localVimeoOEmbed: OEmbedProvider = {
  async lookup(address) {
    const id = vimeoVideoId(address);
    return id === null ? null : { type: 'video', provider_name: 'Vimeo', video_id: Number(id) };
  },
};

/** The answer's fields this service reads, or null when it is no oEmbed answer. */
export function readOEmbed(value: unknown): OEmbedAnswer | null {
  if (!value || typeof value !== 'object') return null;
  const v = value as Record<string, unknown>;
  if (typeof v.type !== 'string' || typeof v.provider_name !== 'string') return null;
  return {
    type: v.type,
    provider_name: v.provider_name,
    ...(typeof v.video_id === 'number' || typeof v.video_id === 'string' ? { video_id: v.video_id } : {}),
    ...(typeof v.title === 'string' ? { title: v.title } : {}),
    ...(typeof v.account_type === 'string' ? { account_type: v.account_type } : {}),
  };
}

/** An oEmbed endpoint over HTTP(S) (`endpoint?url=ADDRESS&format=json`), asked only for Vimeo addresses. */
export function httpVimeoOEmbed(endpoint: string, timeoutMs = OEMBED_TIMEOUT_MS): OEmbedProvider {
  return {
    async lookup(address) {
      const id = vimeoVideoId(address);
      if (id === null) return null;
      const url = new URL(endpoint);
      // The video's page address, as Vimeo's endpoint takes it.
      url.searchParams.set('url', `https://vimeo.com/${id}`);
      url.searchParams.set('format', 'json');
      try {
        const res = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), headers: { accept: 'application/json' }, redirect: 'error' });
        if (!res.ok) return null;
        const declared = Number(res.headers.get('content-length'));
        if (Number.isFinite(declared) && declared > MAX_OEMBED_ANSWER_BYTES) return null;
        const text = await res.text();
        return text.length > MAX_OEMBED_ANSWER_BYTES ? null : readOEmbed(JSON.parse(text));
      } catch {
        return null;
      }
    },
  };
}

/** Whether the host says the video's account is on Vimeo's Basic plan. */
export async function isVimeoBasic(provider: OEmbedProvider, address: string): Promise<boolean> {
  if (vimeoVideoId(address) === null) return false;
  const answer = await provider.lookup(address);
  return answer?.account_type?.toLowerCase() === VIMEO_BASIC_ACCOUNT;
}

/** VITRINE_VIMEO_OEMBED_URL: the oEmbed endpoint asked for Vimeo videos (an absolute http(s) URL), or null (unset: the local provider). */
export function loadVimeoOEmbedUrl(env: Record<string, string | undefined>, problems: string[]): string | null {
  const v = env.VITRINE_VIMEO_OEMBED_URL?.trim();
  if (!v) return null;
  try {
    const url = new URL(v);
    if ((url.protocol === 'https:' || url.protocol === 'http:') && !url.username && !url.password) return url.href;
  } catch {
    // Said below.
  }
  problems.push(`VITRINE_VIMEO_OEMBED_URL must be an absolute http:// or https:// URL without credentials, got ${JSON.stringify(v)}`);
  return null;
}

/** The provider of a configuration: the endpoint named, else the local one. */
export const vimeoOEmbedProvider = (url: string | null): OEmbedProvider => (url === null ? localVimeoOEmbed : httpVimeoOEmbed(url));
