/**
 * A file's real type from its first bytes (never from its name or the
 * header the client sends), for the kinds an owner uploads
 * (editor/upload-kinds.ts). `SNIFF_BYTES` of the start are enough for
 * every signature here.
 */
import { UPLOAD_TYPES, type UploadKind } from '../../../editor/upload-kinds.js';

/** Bytes of a file's start the signatures read. */
export const SNIFF_BYTES = 4096;

export interface SniffedType {
  kind: UploadKind;
  type: string;
  ext: string;
}

const ascii = (b: Buffer, from: number, to: number) => b.subarray(from, to).toString('latin1');
const has = (b: Buffer, text: string) => b.indexOf(text, 0, 'latin1') !== -1;

/** An ISO base media file (MP4, M4A, QuickTime): a `ftyp` box first; its major brand tells audio from video. */
function isoMedia(b: Buffer): string | null {
  if (b.length < 12 || ascii(b, 4, 8) !== 'ftyp') return null;
  const brand = ascii(b, 8, 12);
  if (brand === 'M4A ' || brand === 'M4B ') return 'audio/mp4';
  if (brand === 'qt  ') return 'video/quicktime';
  return 'video/mp4';
}

/** An Ogg stream: its first page's codec header says Theora (video) or Vorbis, Opus, FLAC (audio). */
function ogg(b: Buffer): string | null {
  if (ascii(b, 0, 4) !== 'OggS') return null;
  if (has(b, '\x80theora')) return 'video/ogg';
  return has(b, '\x01vorbis') || has(b, 'OpusHead') || has(b, '\x7fFLAC') ? 'audio/ogg' : null;
}

/** An MPEG audio frame (MP3: layer I to III) or an AAC ADTS frame (layer bits 00), by the frame's sync word. */
function mpegAudio(b: Buffer): string | null {
  if (ascii(b, 0, 3) === 'ID3') return 'audio/mpeg';
  if (b.length < 2 || b[0] !== 0xff || (b[1]! & 0xe0) !== 0xe0) return null;
  if ((b[1]! & 0xf6) === 0xf0) return 'audio/aac';
  return (b[1]! & 0x06) !== 0 && (b[1]! & 0x18) !== 0x08 ? 'audio/mpeg' : null;
}

const TESTS: ((b: Buffer) => string | null)[] = [
  (b) => (b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff ? 'image/jpeg' : null),
  (b) => (b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) ? 'image/png' : null),
  (b) => (/^GIF8[79]a/.test(ascii(b, 0, 6)) ? 'image/gif' : null),
  (b) => (ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 12) === 'WEBP' ? 'image/webp' : null),
  (b) => (ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 12) === 'WAVE' ? 'audio/wav' : null),
  (b) => (ascii(b, 0, 4) === 'fLaC' ? 'audio/flac' : null),
  // Matroska's EBML header; a WebM file names its doc type.
  (b) => (b.subarray(0, 4).equals(Buffer.from([0x1a, 0x45, 0xdf, 0xa3])) && has(b, 'webm') ? 'video/webm' : null),
  isoMedia,
  ogg,
  mpegAudio,
];

/** The type of a file starting with `head`, or null when it is none Vitrine takes. */
export function sniffType(head: Buffer): SniffedType | null {
  for (const test of TESTS) {
    const type = test(head);
    if (!type) continue;
    for (const kind of Object.keys(UPLOAD_TYPES) as UploadKind[]) {
      const hit = UPLOAD_TYPES[kind].find((t) => t.type === type);
      if (hit) return { kind, type, ext: hit.ext };
    }
  }
  return null;
}

/** The type of a stored upload's extension (the served Content-Type), or null. */
export function typeOfExtension(ext: string): SniffedType | null {
  for (const kind of Object.keys(UPLOAD_TYPES) as UploadKind[]) {
    const hit = UPLOAD_TYPES[kind].find((t) => t.ext === ext);
    if (hit) return { kind, type: hit.type, ext };
  }
  return null;
}
