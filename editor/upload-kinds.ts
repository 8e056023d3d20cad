/**
 * What an owner may upload, by kind: images (every image field), audio (the
 * audio block) and video (the video block). The server sniffs a file's real
 * type from its bytes and refuses one of another kind than the field asked
 * for; each kind has its size limit. The SPEC gives the messages ('does not
 * appear to be a supported {fileTypeMessage}file', 'is too large') but no
 * sizes ("Maximum upload size is a message parameter; value not shown"):
 * the sizes are Vitrine's, in MB of 1,000,000 bytes (SPEC section 9; file-size.ts).
 */
import { MAX_UPLOAD_BYTES } from './limits.js';
import { BYTES_PER_MB } from './file-size.js';

export const UPLOAD_KINDS = ['image', 'audio', 'video'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

/** Bytes of one uploaded audio file: 50 MB (an hour of speech, a long album track). */
export const MAX_AUDIO_UPLOAD_BYTES = 50 * BYTES_PER_MB;
/** Bytes of one uploaded video file: 200 MB (a few minutes of 1080p). Kept on disk as it arrives, never whole in memory. */
export const MAX_VIDEO_UPLOAD_BYTES = 200 * BYTES_PER_MB;

/** The most bytes a file of each kind may have (images: MAX_UPLOAD_BYTES). */
export const MAX_UPLOAD_BYTES_OF: Readonly<Record<UploadKind, number>> = { image: MAX_UPLOAD_BYTES, audio: MAX_AUDIO_UPLOAD_BYTES, video: MAX_VIDEO_UPLOAD_BYTES };

/** The SPEC message's {fileTypeMessage} of each kind (it ends with a space: '...supported video file.'). */
export const FILE_TYPE_MESSAGE_OF: Readonly<Record<UploadKind, string>> = { image: 'image ', audio: 'audio ', video: 'video ' };

/** The types (as sniffed) each kind accepts, and their file extensions on the server. */
export const UPLOAD_TYPES: Readonly<Record<UploadKind, readonly { type: string; ext: string }[]>> = {
  image: [
    { type: 'image/jpeg', ext: 'jpg' },
    { type: 'image/png', ext: 'png' },
    { type: 'image/gif', ext: 'gif' },
    { type: 'image/webp', ext: 'webp' },
  ],
  audio: [
    { type: 'audio/mpeg', ext: 'mp3' },
    { type: 'audio/mp4', ext: 'm4a' },
    { type: 'audio/aac', ext: 'aac' },
    { type: 'audio/ogg', ext: 'ogg' },
    { type: 'audio/wav', ext: 'wav' },
    { type: 'audio/flac', ext: 'flac' },
  ],
  video: [
    { type: 'video/mp4', ext: 'mp4' },
    { type: 'video/webm', ext: 'webm' },
    { type: 'video/ogg', ext: 'ogv' },
    { type: 'video/quicktime', ext: 'mov' },
  ],
};

/** The file input's `accept` of a kind (a hint for the owner's file dialog; the server decides by the bytes). */
export const acceptOf = (kind: UploadKind): string => UPLOAD_TYPES[kind].map((t) => t.type).join(',');

/** The kind named by a request's `kind` (absent: an image, as the image fields have always sent); null for another word. */
export function uploadKind(raw: unknown): UploadKind | null {
  if (raw === undefined || raw === '') return 'image';
  return (UPLOAD_KINDS as readonly unknown[]).includes(raw) ? (raw as UploadKind) : null;
}
