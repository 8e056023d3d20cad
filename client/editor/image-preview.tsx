/**
 * The image block's preview in the page editor: the `<img>` the shopper's
 * page will have (editor/image-block.ts gives both), loading and fetch
 * priority included, or the image rules' messages for what is wrong.
 */
import { checkImageBlock, focalPosition } from '../../editor/image-block.js';

export function ImagePreview({ props }: { props: Record<string, unknown> }) {
  const checked = checkImageBlock(props);
  if (!checked.ok) {
    return (
      <div role="alert">
        <ul className="vitrine-editor-messages">{checked.messages.map((m) => <li key={m}>{m}</li>)}</ul>
      </div>
    );
  }
  const a = checked.attributes;
  if (!a) return null;
  return <img src={a.src} alt={a.alt} width={a.width} height={a.height} loading={a.loading} fetchPriority={a.fetchPriority} style={{ maxWidth: '100%', height: 'auto', ...(a.focal ? { objectPosition: focalPosition(a.focal) } : {}) }} />;
}
