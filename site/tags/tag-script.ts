/**
 * §3.5 `<squarespace:script src="site.js" combo="true" />` becomes
 * `<script src="/scripts/site.js"></script>` in place (`async` kept, `combo` ignored so
 * execution order holds). A missing file keeps its tag and warns.
 */
import type { TagCall } from './call.js';
import { escapeAttr } from './html.js';

export function scriptTag(call: TagCall): string {
  const src = (call.attr('src') ?? '').trim().replace(/^\/+/, '');
  if (src === '') {
    call.report('TAG_ATTR_MISSING', 'script', 'src');
    return '';
  }
  if (!call.host.scriptExists(src)) call.report('SCRIPT_MISSING', src);
  const async = call.attr('async') !== undefined ? ' async' : '';
  return `<script src="/scripts/${escapeAttr(src)}"${async}></script>`;
}
