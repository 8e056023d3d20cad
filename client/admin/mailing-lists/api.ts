/** The mailing lists API as the Mailing lists screen calls it (server/editor/routes/mailing-lists.ts). */
import { get, send } from '../../editor/api.js';
import type { CursorPage } from '../../admin-ui/index.js';
import type { MailingList, Subscriber } from '../../../editor/mailing-lists.js';

const BASE = '/api/editor/mailing-lists';
const enc = encodeURIComponent;

export const allLists = () => get<{ lists: MailingList[] }>(BASE).then((r) => r.lists);
export const createList = (name: string) => send<{ list: MailingList }>('POST', BASE, { name }).then((r) => r.list);
export const renameList = (list: MailingList, name: string) => send<{ list: MailingList }>('PUT', `${BASE}/${enc(list.id)}`, { name }).then((r) => r.list);
export const chooseForRestock = (list: MailingList) => send<{ list: MailingList }>('PUT', `${BASE}/${enc(list.id)}`, { restock: true }).then((r) => r.list);
export const deleteList = (list: MailingList) => send('DELETE', `${BASE}/${enc(list.id)}`);

export const subscribersPage = (list: MailingList, cursor: string | null): Promise<CursorPage<Subscriber>> =>
  get<{ subscribers: Subscriber[]; hasNextPage: boolean; nextPageCursor: string | null }>(`${BASE}/${enc(list.id)}/subscribers${cursor ? `?cursor=${enc(cursor)}` : ''}`).then((r) => ({
    items: r.subscribers,
    hasNextPage: r.hasNextPage,
    nextPageCursor: r.nextPageCursor,
  }));

export const addSubscriber = (list: MailingList, email: string) => send<{ subscriber: Subscriber }>('POST', `${BASE}/${enc(list.id)}/subscribers`, { email }).then((r) => r.subscriber);
export const removeSubscriber = (list: MailingList, s: Subscriber) => send('DELETE', `${BASE}/${enc(list.id)}/subscribers/${enc(s.email)}`);

/** The CSV export's address (a download, as the submissions' export). */
export const listCsvHref = (list: MailingList) => `${BASE}/${enc(list.id)}/subscribers?format=csv`;
