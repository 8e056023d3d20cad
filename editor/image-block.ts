/**
 * The page editor's image block under the image component's rules
 * (editor/image.ts): its src and alt, an optional size (width and height
 * together, positive integers) and a priority. The editor previews it and
 * the server writes its `<img>` from the same attributes, so both load it
 * the same way (loading, fetchpriority). A block without a src is an
 * empty image block, as before.
 */
import { IMAGE_MESSAGES, positiveInteger, present, priorityAttributes, priorityMessage, type ImagePriority } from './image.js';

export interface ImageBlockAttributes {
  src: string;
  alt: string;
  loading: 'eager' | 'lazy';
  fetchPriority?: 'high' | 'low';
  width?: number;
  height?: number;
}

export type ImageBlockCheck = { ok: true; attributes: ImageBlockAttributes | null } | { ok: false; messages: string[] };

export function checkImageBlock(props: Record<string, unknown>): ImageBlockCheck {
  const messages: string[] = [];
  const badPriority = priorityMessage(props.priority);
  if (badPriority) messages.push(badPriority);
  const sized = present(props.width) || present(props.height);
  const width = sized ? positiveInteger('width', props.width, messages) : undefined;
  const height = sized ? positiveInteger('height', props.height, messages) : undefined;
  if (!present(props.src) && sized) messages.push(IMAGE_MESSAGES.required('src'));
  if (messages.length) return { ok: false, messages };
  if (!present(props.src)) return { ok: true, attributes: null };
  const priority = (present(props.priority) ? props.priority : null) as ImagePriority;
  return {
    ok: true,
    attributes: { src: String(props.src), alt: typeof props.alt === 'string' ? props.alt : '', ...priorityAttributes(priority), ...(sized ? { width, height } : {}) },
  };
}
