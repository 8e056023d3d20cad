/** Opaque page cursors of the owner listings: the sort key of a page's last row, base64url JSON. */
export interface Page<T> {
  items: T[];
  hasNextPage: boolean;
  nextPageCursor: string | null;
}

/** Longest cursor text accepted. */
export const MAX_CURSOR_LENGTH = 1024;

export function encodeCursor(key: string[]): string {
  return Buffer.from(JSON.stringify(key)).toString('base64url');
}

/** The key of a cursor; null without one; throws INVALID_CURSOR text on a bad one. */
export function decodeCursor(cursor: string | undefined): string[] | null {
  if (cursor === undefined || cursor === '') return null;
  try {
    const v = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown;
    if (Array.isArray(v) && v.length >= 1 && v.every((s) => typeof s === 'string')) return v as string[];
  } catch {
    // falls through
  }
  throw new CursorError();
}

export class CursorError extends Error {
  constructor() {
    super('The cursor is not one this API gave.');
    this.name = 'CursorError';
  }
}
