/**
 * The texts of the Mailing lists screen (client/admin/mailing-lists/) and
 * the API's failures for it (server/editor/routes/mailing-lists.ts).
 * Vitrine's texts: the SPEC has only the newsletter block's two (in the
 * editor catalogue). French in mailing-list-texts-fr.ts, swapped in by
 * editor/catalogue.ts.
 */
import { MAX_LIST_NAME_CHARS, MAX_MAILING_LISTS } from './mailing-lists.js';

/** The API's failure texts (EDITOR_ERRORS), looked up in French by their English text. */
export const LIST_MESSAGES = {
  nameRequired: 'Give the list a name.',
  nameTooLong: `A list name can be at most ${MAX_LIST_NAME_CHARS} characters long.`,
  nameTaken: 'Another list already has this name.',
  tooMany: `A site can have at most ${MAX_MAILING_LISTS} mailing lists.`,
  notFound: 'This mailing list no longer exists.',
  subscriberNotFound: 'This address is not on the list.',
  emailInvalid: 'Enter a valid email address, such as name@example.com.',
  alreadySubscribed: 'This address is already on the list.',
};

export const LIST_TEXTS = {
  nav: 'Mailing lists',
  description: 'The lists your newsletter blocks and restock sign-ups add people to, and who is on each.',
  listsCaption: 'Mailing lists',
  columns: { name: 'Name', subscribers: 'Subscribers', restock: 'Restock sign-ups', actions: 'Actions', email: 'Email', source: 'Source', subscribedOn: 'Subscribed' },
  newTitle: 'New list',
  name: 'List name',
  nameHint: `Up to ${MAX_LIST_NAME_CHARS} characters; each list needs its own name.`,
  create: 'Create list',
  created: (name: string) => `List ${name} created`,
  rename: 'Rename',
  renameLabel: (name: string) => `Rename ${name}`,
  renameTitle: (name: string) => `Rename ${name}`,
  renamed: (name: string) => `List renamed to ${name}`,
  save: 'Save',
  cancel: 'Cancel',
  remove: 'Delete',
  removeLabel: (name: string) => `Delete ${name}`,
  removeTitle: (name: string) => `Delete ${name}?`,
  removeBody: (count: string) => `Its ${count} subscribers are removed with it, and newsletter blocks that use it need another list before their page can be saved.`,
  removed: (name: string) => `List ${name} deleted`,
  restockList: 'Restock sign-ups join this list',
  useForRestock: 'Use for restock sign-ups',
  useForRestockLabel: (name: string) => `Use for restock sign-ups: ${name}`,
  restockSet: (name: string) => `Restock sign-ups now join ${name}`,
  restockNone: 'No list is chosen: restock sign-ups that ask to join go to the oldest list.',
  open: 'Subscribers',
  openLabel: (name: string) => `Subscribers of ${name}`,
  subscribersCaption: (name: string) => `Subscribers of ${name}, newest first`,
  subscribersPages: 'Subscriber pages',
  sources: { newsletter: 'Newsletter block', restock: 'Restock sign-up', owner: 'Added by you' },
  add: 'Add subscriber',
  email: 'Email address',
  added: (email: string) => `${email} added`,
  unsubscribe: 'Remove',
  unsubscribeLabel: (email: string) => `Remove ${email}`,
  unsubscribeTitle: (email: string) => `Remove ${email}?`,
  unsubscribeBody: 'They no longer get mail sent to this list. They can sign up again.',
  unsubscribed: (email: string) => `${email} removed`,
  exportCsv: 'Export CSV',
  emptyTitle: 'No mailing lists yet',
  emptyBody: 'Create a list, then choose it in a newsletter block: the people who sign up there are added to it.',
  noSubscribersTitle: 'No subscribers yet',
  noSubscribersBody: 'People who sign up through a newsletter block using this list appear here.',
  readOnly: 'Only the site’s owners can change the lists.',
};
