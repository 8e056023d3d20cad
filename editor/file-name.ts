/**
 * An uploaded file's name as the media library shows it: the name sent
 * with an upload (X-File-Name) and the one an owner gives it when renaming
 * (SPEC section 5: 'Please enter a file name' when there is none). Only
 * the last path part is kept, without control characters, cut to a
 * length; the same rule runs in the picker before sending and on the server.
 */

/** Characters of an uploaded file's name. */
export const FILE_NAME_MAX_LENGTH = 255;

/** SPEC section 5, editor catalogue. */
export const FILE_NAME_MISSING = 'Please enter a file name';

/** The cleaned name, or null when nothing is left of it. */
export function cleanFileName(raw: string): string | null {
  const name = (raw.split(/[\\/]/).pop() ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return name === '' ? null : name.slice(0, FILE_NAME_MAX_LENGTH);
}

export type FileNameCheck = { ok: true; name: string } | { ok: false; message: typeof FILE_NAME_MISSING };

export function checkFileName(raw: unknown): FileNameCheck {
  const name = typeof raw === 'string' ? cleanFileName(raw) : null;
  return name === null ? { ok: false, message: FILE_NAME_MISSING } : { ok: true, name };
}
