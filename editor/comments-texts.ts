/**
 * The texts of the admin's Comments screen (client/admin/comments/):
 * Vitrine's (the SPEC shows no moderation screen). French in
 * comments-texts-fr.ts, swapped in by editor/catalogue.ts.
 */
export const COMMENTS_TEXTS = {
  nav: 'Comments',
  description: 'What visitors wrote under your posts: approve a comment to show it, mark spam to hide it.',
  statusFilter: 'Show',
  status: { pending: 'Waiting for approval', approved: 'Approved', spam: 'Spam' },
  statusOption: '{status} ({count})',
  caption: 'Comments',
  pagesLabel: 'Comments pages',
  columns: { date: 'Date', author: 'Author', post: 'Post', comment: 'Comment', status: 'Status', actions: 'Actions' },
  signedIn: 'Signed in',
  approve: 'Approve',
  approveLabel: 'Approve the comment of {name}',
  markSpam: 'Mark spam',
  markSpamLabel: 'Mark spam: the comment of {name}',
  notSpam: 'Not spam',
  notSpamLabel: 'Not spam: the comment of {name}',
  unapprove: 'Hide',
  unapproveLabel: 'Hide the comment of {name}',
  delete: 'Delete',
  deleteLabel: 'Delete the comment of {name}',
  deleteTitle: 'Delete this comment?',
  deleteConsequence: 'The comment of {name} on “{post}” will be deleted for good. Visitors will no longer see it.',
  approved: 'Comment approved',
  markedSpam: 'Marked as spam',
  backToPending: 'Waiting for approval again',
  deleted: 'Comment deleted',
  emptyPending: 'No comments waiting',
  emptyPendingBody: 'When a visitor comments on a post, the comment waits here for your approval.',
  emptyApproved: 'No approved comments',
  emptyApprovedBody: 'Comments you approve show under their posts and are listed here.',
  emptySpam: 'No spam',
  emptySpamBody: 'Comments you mark as spam are hidden from your site and kept here.',
};
