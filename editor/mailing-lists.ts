/**
 * Mailing lists (SPEC sections 5 and 8: a newsletter block needs 'A List
 * must be selected'): the owner's lists, each with its subscribers, as the
 * editor API answers them and the admin's Mailing lists screen reads them;
 * the list name's rule, run by both. Where a subscriber came from is one of
 * SUBSCRIBER_SOURCES.
 */
import { EMAIL_MAX_LENGTH } from '../engine/forms/rules.js';

/** Characters of a list's name. */
export const MAX_LIST_NAME_CHARS = 80;
/** Lists a site may have. */
export const MAX_MAILING_LISTS = 50;
/** Subscribers one page of the API holds. */
export const SUBSCRIBERS_PAGE_SIZE = 50;
/** Characters of a subscriber's address: the forms' email rule's. */
export const MAX_SUBSCRIBER_EMAIL_CHARS = EMAIL_MAX_LENGTH;

/** Where a subscriber came from: a newsletter block's sign-up, a restock sign-up that asked to join, or the owner. */
export const SUBSCRIBER_SOURCES = ['newsletter', 'restock', 'owner'] as const;
export type SubscriberSource = (typeof SUBSCRIBER_SOURCES)[number];

export interface MailingList {
  id: string;
  name: string;
  /** Whether restock sign-ups that ask to join the mailing list go to this list (one list at most). */
  restock: boolean;
  subscribers: number;
  createdOn: string;
}

export interface Subscriber {
  email: string;
  source: SubscriberSource;
  subscribedOn: string;
}

export type ListNameProblem = 'required' | 'tooLong' | 'taken';

/** What is wrong with a list name, or null: `others` are the names of the site's other lists (compared without case). */
export function listNameProblem(name: string, others: readonly string[]): ListNameProblem | null {
  const trimmed = name.trim();
  if (trimmed === '') return 'required';
  if ([...trimmed].length > MAX_LIST_NAME_CHARS) return 'tooLong';
  const key = listNameKey(trimmed);
  return others.some((o) => listNameKey(o) === key) ? 'taken' : null;
}

/** Two names are the same list name when they differ only in case or surrounding spaces. */
export const listNameKey = (name: string): string => name.trim().toLocaleLowerCase('en-US');

/** The admin screen that manages the lists (the newsletter block's field links to it). */
export const MAILING_LISTS_SCREEN_PATH = '/config/submissions/lists';
