/**
 * An uploaded image made safe to publish: re-encoded by sharp without its
 * EXIF (a phone photo's GPS position, camera, serial number, time) and XMP
 * metadata, at high quality, keeping its colour profile (ICC) so colours
 * do not shift, and turned upright as its EXIF orientation said (the tag
 * goes with the rest: its size as recorded at upload, originalSize, is the
 * size it is shown at). Animated GIF and WebP keep their frames.
 */
import { loadSharp } from '../../../site/sharp-loader.js';

/** The image types stripMetadata re-encodes (every image type an upload may have: editor/upload-kinds.ts). */
export const STRIPPED_TYPES: readonly string[] = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];

/** JPEG and lossy WebP quality of the re-encoded file (visually the same as a camera's own). */
export const REENCODE_QUALITY = 92;

/** The image at `input` (a path or its bytes), of sniffed `type`, without metadata; throws when sharp cannot read it. */
export async function stripMetadata(input: string | Buffer, type: string, signal?: AbortSignal): Promise<Buffer> {
  const sharp = await loadSharp();
  const animated = type === 'image/gif' || type === 'image/webp';
  const meta = await sharp(input).metadata();
  signal?.throwIfAborted();
  let image = sharp(input, animated ? { animated: true } : {});
  // Only a turned photo is rotated (sharp cannot auto-orient an animation; animations carry no orientation).
  if ((meta.orientation ?? 1) > 1) image = image.rotate();
  image = image.keepIccProfile();
  if (type === 'image/jpeg') {
    // The original's chroma subsampling (a camera's 4:2:0, a graphic's 4:4:4); not mozjpeg: 25 times slower on a 12 MP photo.
    image = image.jpeg({ quality: REENCODE_QUALITY, chromaSubsampling: meta.chromaSubsampling === '4:4:4' ? '4:4:4' : '4:2:0' });
  } else if (type === 'image/png') image = image.png({ compressionLevel: 9 });
  else if (type === 'image/webp') image = image.webp({ quality: REENCODE_QUALITY, alphaQuality: 100 });
  else if (type === 'image/gif') image = image.gif();
  else throw new Error(`no re-encoding for ${type}`);
  return image.toBuffer();
}
