/**
 * A page's video blocks whose Vimeo video comes from a Basic account are
 * refused (SPEC section 8: 'Vimeo Basic accounts are unsupported. Please
 * share a video from a different account.'), as the video host says
 * (video-hosts/oembed.ts; offline it says nothing and nothing is refused).
 * Asked before the save's transaction, each address once, all at once.
 */
import type { PageLayout } from '../../../editor/layout.js';
import { BLOCK_MESSAGES } from '../../../editor/blocks/block-messages.js';
import { vimeoVideoId } from '../../../editor/blocks/video-hosts.js';
import { editorError } from '../errors.js';
import { isVimeoBasic, type OEmbedProvider } from '../video-hosts/oembed.js';

export async function refuseVimeoBasic(layout: PageLayout, provider: OEmbedProvider): Promise<void> {
  const addresses = new Set(layout.blocks.filter((b) => b.kind === 'video').map((b) => String(b.props.url ?? '')).filter((url) => vimeoVideoId(url) !== null));
  const basic = await Promise.all([...addresses].map((url) => isVimeoBasic(provider, url)));
  if (basic.some(Boolean)) throw editorError('VIDEO_BLOCK_INVALID', {}, [BLOCK_MESSAGES.vimeoBasic]);
}
