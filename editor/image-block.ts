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
  /** The point kept in view when the image is cropped (0 to 1 across and down); absent: the centre. */
  focal?: { x: number; y: number };
}

/** A focal point as the block keeps it: `x,y`, each from 0 to 1 (the platform's mediaFocalPoint). */
export function focalPoint(value: unknown): { x: number; y: number } | null {
  if (typeof value !== 'string') return null;
  const m = /^(\d+(?:\.\d+)?),(\d+(?:\.\d+)?)$/.exec(value.trim());
  if (!m) return null;
  const x = Number(m[1]);
  const y = Number(m[2]);
  return x <= 1 && y <= 1 ? { x, y } : null;
}

/** The focal point as CSS (object-position), in whole-ish percents. */
export const focalPosition = (f: { x: number; y: number }): string => `${Math.round(f.x * 1000) / 10}% ${Math.round(f.y * 1000) / 10}%`;

export type ImageBlockCheck = { ok: true; attributes: ImageBlockAttributes | null } | { ok: false; messages: string[] };

export function checkImageBlock(props: Record<string, unknown>): ImageBlockCheck {
  const messages: string[] = [];
  const badPriority = priorityMessage(props.priority);
  if (badPriority) messages.push(badPriority);
  const sized = present(props.width) || present(props.height);
  const width = sized ? positiveInteger('width', props.width, messages) : undefined;
  const height = sized ? positiveInteger('height', props.height, messages) : undefined;
  if (!present(props.src) && sized) messages.push(IMAGE_MESSAGES.required('src'));
  const focal = present(props.focal) ? focalPoint(props.focal) : null;
  if (present(props.focal) && !focal) messages.push(IMAGE_MESSAGES.badFocal);
  if (messages.length) return { ok: false, messages };
  if (!present(props.src)) return { ok: true, attributes: null };
  const priority = (present(props.priority) ? props.priority : null) as ImagePriority;
  return {
    ok: true,
    attributes: { src: String(props.src), alt: typeof props.alt === 'string' ? props.alt : '', ...priorityAttributes(priority), ...(sized ? { width, height } : {}), ...(focal ? { focal } : {}) },
  };
}
