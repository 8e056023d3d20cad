/** The owner's comments API as the Comments screen calls it (server/comments/routes.ts). */
import { get, send } from '../../editor/api.js';
import type { CursorPage } from '../../admin-ui/index.js';

export type CommentStatus = 'pending' | 'approved' | 'spam';
export const COMMENT_STATUSES: readonly CommentStatus[] = ['pending', 'approved', 'spam'];

export interface OwnerComment {
  id: string;
  itemId: string;
  itemTitle: string;
  pagePath: string;
  authorName: string;
  authorEmail: string;
  signedIn: boolean;
  body: string;
  status: CommentStatus;
  language: string;
  createdOn: string;
  moderatedOn: string | null;
}

const BASE = '/api/owner/comments';

export interface CommentsPage extends CursorPage<OwnerComment> {
  counts: Record<CommentStatus, number>;
}

export async function commentsPage(status: CommentStatus, cursor: string | null): Promise<CommentsPage> {
  const q = new URLSearchParams({ status });
  if (cursor) q.set('cursor', cursor);
  const r: { comments: OwnerComment[]; hasNextPage: boolean; nextPageCursor: string | null; counts: Record<CommentStatus, number> } = await get(`${BASE}?${q}`);
  return { items: r.comments, hasNextPage: r.hasNextPage, nextPageCursor: r.nextPageCursor, counts: r.counts };
}

export const setStatus = (c: OwnerComment, status: CommentStatus): Promise<OwnerComment> => send('PUT', `${BASE}/${encodeURIComponent(c.id)}`, { status });
export const deleteComment = (c: OwnerComment): Promise<void> => send('DELETE', `${BASE}/${encodeURIComponent(c.id)}`);
