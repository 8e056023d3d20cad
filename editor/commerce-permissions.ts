/**
 * Who may do what in the owner's Orders, Customers and Subscriptions
 * (Vitrine's split; the SPEC lists the roles without saying what each may
 * do). Shared by the app (which actions it offers) and the server (which
 * it refuses); docs/orders.md has the matrix.
 *
 * - ADMIN: everything.
 * - WEBSITE_MANAGER: reads orders, customers and subscriptions, marks
 *   orders fulfilled and sends the confirmation again; moves no money
 *   (refund, cancel, a subscription's cancel or pause) unless an
 *   administrator granted it the SPEC's STORE_MANAGER role (8) too.
 *   The same grant covers changing prices the checkout charges (shipping
 *   options, tax rules, discounts: 'pricing') and issuing or voiding gift
 *   cards ('giftCards'); without it a manager reads those screens only.
 */
import { OWNER_ROLE_CODES, type OwnerRole } from './permissions.js';

/** The SPEC's store manager role code: the grant that lets a website manager move money. */
export const MONEY_GRANT_ROLE = 8;

export const COMMERCE_ACTIONS = ['read', 'fulfil', 'resend', 'refund', 'cancel', 'subscriptions', 'grant', 'pricing', 'giftCards'] as const;
export type CommerceAction = (typeof COMMERCE_ACTIONS)[number];

/** The actions that move money (or stop it coming in). */
export const MONEY_ACTIONS: ReadonlySet<CommerceAction> = new Set<CommerceAction>(['refund', 'cancel', 'subscriptions', 'pricing', 'giftCards']);

export interface CommerceActor {
  role: OwnerRole;
  /** Holds MONEY_GRANT_ROLE beside its owner role. */
  moneyGranted: boolean;
}

export function mayDo(actor: CommerceActor, action: CommerceAction): boolean {
  if (actor.role === 'ADMIN') return true;
  if (action === 'grant') return false;
  return !MONEY_ACTIONS.has(action) || actor.moneyGranted;
}

/** The actor of a list of role codes, or null for an account without an owner role. */
export function actorOf(codes: readonly number[]): CommerceActor | null {
  const role = codes.includes(OWNER_ROLE_CODES.ADMIN) ? 'ADMIN' : codes.includes(OWNER_ROLE_CODES.WEBSITE_MANAGER) ? 'WEBSITE_MANAGER' : null;
  return role === null ? null : { role, moneyGranted: codes.includes(MONEY_GRANT_ROLE) };
}

/** What the order screens may offer an actor. */
export function allowedActions(actor: CommerceActor): Record<CommerceAction, boolean> {
  return Object.fromEntries(COMMERCE_ACTIONS.map((a) => [a, mayDo(actor, a)])) as Record<CommerceAction, boolean>;
}
