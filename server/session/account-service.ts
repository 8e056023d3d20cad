/**
 * Site user accounts without HTTP: sign up, sign in (sessions rotated),
 * sign out, the account of a session, locale, member areas, password
 * reset by a signed expiring link written to the mail outbox. Every change
 * is one store transaction; password hashing runs outside it.
 */
import type { Store } from '../store/index.js';
import type { Mailer } from '../mail/mailer.js';
import {
  accountOf,
  addMembership,
  findLiveSession,
  findUser,
  findUserByEmail,
  insertSession,
  insertUser,
  liveSessionsOf,
  revokeSession,
  revokeSessionsOf,
  setLocale,
  setPasswordHash,
  type Account,
  type SessionRow,
} from './account-repo.js';
import { normaliseEmail, isValidEmail } from './email-rule.js';
import { sessionError } from './errors.js';
import { MAX_LISTED_SESSIONS, REMEMBER_TTL_MS, RESET_LINK_TTL_MS, SESSION_TTL_MS } from './limits.js';
import { checkPassword, hashPassword, verifyPassword } from './passwords.js';
import { readResetToken, resetToken, RESET_PATH, verifyResetToken } from './reset-links.js';
import { resetMailText } from './mail-texts.js';
import { SITE_USER_ROLE, isOwner, readRoles, type SiteUserRole } from './roles.js';
import { grantPaidAccess } from './paywall-access.js';

export interface AccountServiceOptions {
  store: Store;
  mailer: Mailer;
  /** Signs reset links (the cookie secret). */
  secret: string;
  /** The site's name in mails. */
  siteTitle: string;
  /** Language tags the site offers (POST .../locale accepts these). */
  languages: readonly string[];
  /** Member areas anyone may join from their join button: area id or page id -> area id (member-areas.ts). */
  joinableAreas: ReadonlyMap<string, string> | (() => ReadonlyMap<string, string>);
  /** Accounts made with these emails get the ADMIN role (the site owner). */
  ownerEmails?: readonly string[];
  /** Product id -> access ids its purchase grants (paywall-access.ts); a function reads the current content (the editor's). */
  paywallProducts?: ReadonlyMap<string, readonly string[]> | (() => ReadonlyMap<string, readonly string[]>);
  now?: () => number;
}

export interface SignedIn {
  token: string;
  session: SessionRow;
  account: Account;
  /** Seconds the cookies live, or undefined for browser-session cookies. */
  cookieMaxAge: number | undefined;
}

export interface SessionView {
  id: string;
  createdAt: string;
  expiresAt: string;
  current: boolean;
}

export class AccountService {
  private readonly owners: Set<string>;

  constructor(private readonly options: AccountServiceOptions) {
    this.owners = new Set((options.ownerEmails ?? []).map(normaliseEmail));
  }

  private now(): number {
    return this.options.now?.() ?? Date.now();
  }

  get store(): Store {
    return this.options.store;
  }

  /** Whether VITRINE_SITE_OWNER_EMAILS names an email (an account made with it is the owner). */
  get ownerEmailsConfigured(): boolean {
    return this.owners.size > 0;
  }

  /** Whether any account has an owner role (the admin's first run shows until one has). */
  async hasOwner(): Promise<boolean> {
    const rows = await this.store.db.selectFrom('site_users').select('roles').where('roles', '!=', '[]').execute();
    return rows.some((r) => isOwner(readRoles(r.roles)));
  }

  /** A new account; it is signed in by `startSession`. EMAIL_TAKEN when the email has one. */
  async signUp(rawEmail: string, password: string): Promise<Account> {
    const email = this.email(rawEmail);
    checkPassword(password);
    const hash = await hashPassword(password);
    const roles: SiteUserRole[] = this.owners.has(email) ? [SITE_USER_ROLE.ADMIN] : [];
    return this.store.change(async (tx) => {
      if (await findUserByEmail(tx, email)) throw sessionError('EMAIL_TAKEN');
      return accountOf(tx, await insertUser(tx, email, hash, roles));
    });
  }

  /** The account of an email and password, or null (the same work either way). */
  async authenticate(rawEmail: string, password: string): Promise<Account | null> {
    const email = this.email(rawEmail);
    const user = password.length > 0 && password.length <= 1024 ? await findUserByEmail(this.store.db, email) : undefined;
    const ok = await verifyPassword(user?.password_hash, password);
    return ok && user ? accountOf(this.store.db, user) : null;
  }

  /** A new session for the account; the browser's previous session (if any) is revoked in the same change (rotation). */
  async startSession(userId: string, remember: boolean, previousSessionId?: string): Promise<SignedIn> {
    const ttl = remember ? REMEMBER_TTL_MS : SESSION_TTL_MS;
    return this.store.change(async (tx) => {
      if (previousSessionId !== undefined) await revokeSession(tx, previousSessionId);
      const user = await findUser(tx, userId);
      if (!user) throw sessionError('NOT_SIGNED_IN');
      const { token, row } = await insertSession(tx, userId, ttl);
      return { token, session: row, account: await accountOf(tx, user), cookieMaxAge: remember ? Math.floor(ttl / 1000) : undefined };
    });
  }

  /** The live session of a cookie token and its account. */
  async sessionOf(token: string): Promise<{ session: SessionRow; account: Account } | undefined> {
    const session = await findLiveSession(this.store.db, token, new Date(this.now()));
    if (!session) return undefined;
    const user = await findUser(this.store.db, session.user_id);
    return user ? { session, account: await accountOf(this.store.db, user) } : undefined;
  }

  async endSession(sessionId: string): Promise<void> {
    await this.store.change((tx) => revokeSession(tx, sessionId));
  }

  async sessions(userId: string, currentId: string): Promise<SessionView[]> {
    const rows = await liveSessionsOf(this.store.db, userId, new Date(this.now()), MAX_LISTED_SESSIONS);
    return rows.map((r) => ({ id: r.id, createdAt: r.created_at, expiresAt: r.expires_at, current: r.id === currentId }));
  }

  /** Revokes one of the user's sessions; SESSION_NOT_FOUND when it is not theirs or not live. */
  async revoke(userId: string, sessionId: string): Promise<void> {
    const ok = await this.store.change(async (tx) => {
      const row = await tx.selectFrom('site_sessions').select(['id', 'user_id']).where('id', '=', sessionId).executeTakeFirst();
      if (!row || row.user_id !== userId) return false;
      return revokeSession(tx, sessionId);
    });
    if (!ok) throw sessionError('SESSION_NOT_FOUND');
  }

  /** Revokes every other session of the user; returns how many. */
  revokeOthers(userId: string, currentId: string): Promise<number> {
    return this.store.change((tx) => revokeSessionsOf(tx, userId, currentId));
  }

  async setLocale(userId: string, language: string): Promise<string> {
    if (!this.options.languages.includes(language)) throw sessionError('LANGUAGE_INVALID');
    await this.store.change((tx) => setLocale(tx, userId, language));
    return language;
  }

  /** Joins a member area anyone may join (by its id or one of its pages' ids); other ids are ignored (false). */
  async join(userId: string, memberAreaId: string): Promise<boolean> {
    // A function reads the current content: a page the editor just paywalled is no longer joined for free.
    const areas = this.options.joinableAreas;
    const area = (typeof areas === 'function' ? areas() : areas).get(memberAreaId);
    if (area === undefined) return false;
    await this.store.change((tx) => addMembership(tx, userId, area, 'join'));
    return true;
  }

  /**
   * Access bought with an order: checkout calls this (or grantPaidAccess
   * with its own transaction) when it places an order of the account.
   */
  grantForOrder(userId: string, itemIds: readonly string[]): Promise<string[]> {
    const products = this.options.paywallProducts;
    return this.store.change((tx) => grantPaidAccess(tx, userId, itemIds, (typeof products === 'function' ? products() : products) ?? new Map()));
  }

  /**
   * Writes a reset link to the outbox when the email has an account; the
   * caller answers the same either way (no account discovery).
   */
  async requestReset(rawEmail: string, baseUrl: string): Promise<boolean> {
    const email = this.email(rawEmail);
    const user = await findUserByEmail(this.store.db, email);
    if (!user) return false;
    const token = resetToken(this.options.secret, user.id, user.password_hash, this.now() + RESET_LINK_TTL_MS);
    const link = `${baseUrl.replace(/\/+$/, '')}${RESET_PATH}?token=${encodeURIComponent(token)}`;
    const text = resetMailText(user.locale);
    await this.options.mailer.send({
      kind: 'password-reset',
      to: user.email,
      subject: text.subject(this.options.siteTitle),
      text: text.body(this.options.siteTitle, link, Math.round(RESET_LINK_TTL_MS / 60_000)),
    });
    return true;
  }

  /** Sets a new password from a reset link; every session of the account is revoked. */
  async resetPassword(token: string, password: string): Promise<void> {
    const claim = readResetToken(token);
    if (!claim) throw sessionError('RESET_LINK_INVALID');
    checkPassword(password);
    const hash = await hashPassword(password);
    await this.store.change(async (tx) => {
      const user = await findUser(tx, claim.userId);
      if (!user || !verifyResetToken(this.options.secret, claim, user.password_hash, this.now())) throw sessionError('RESET_LINK_INVALID');
      await setPasswordHash(tx, user.id, hash);
      await revokeSessionsOf(tx, user.id);
    });
  }

  private email(raw: string): string {
    const email = normaliseEmail(raw);
    if (!isValidEmail(email)) throw sessionError('EMAIL_INVALID');
    return email;
  }
}
