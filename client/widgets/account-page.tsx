/**
 * The /account island. Signed out: sign in, create an account, ask for a
 * reset link. Signed in: who, memberships, signed-in devices (each
 * revocable) and sign-out (optionally keeping the cart on this device).
 * `?join=` (a member page's id) joins its member area on sign-in or up, or
 * with a Join button when already signed in; `?returnTo=` is where the
 * visitor goes back to (a path of this site only).
 */
import { useEffect, useId, useState, type FormEvent } from 'react';
import { isAuthenticated } from '../api/cookies.js';
import {
  currentAccount,
  joinArea,
  requestReset,
  revokeSession,
  sessions as listSessions,
  signIn,
  signOut,
  signUp,
  type Account,
  type SessionInfo,
} from '../api/account-api.js';
import type { ApiResult } from '../api/http.js';
import { fill, failureText, loadAccountTexts, type AccountTexts } from '../account-texts.js';
import { AddressBook } from './address-book.js';

export interface AccountPageProps {
  homeUrl?: string;
}

/** A path of this site, else undefined. */
export function safeReturn(path: string | null): string | undefined {
  return path && path.startsWith('/') && !path.startsWith('//') && !path.includes('\\') ? path : undefined;
}

function query(name: string): string | null {
  return typeof location === 'undefined' ? null : new URLSearchParams(location.search).get(name);
}

function go(path: string): void {
  location.assign(path);
}

export function AccountPage({ props }: { props: AccountPageProps | null }) {
  const [texts, setTexts] = useState<AccountTexts | null>(null);
  const [account, setAccount] = useState<Account | null | undefined>(isAuthenticated() ? undefined : null);
  const join = query('join') ?? undefined;
  const returnTo = safeReturn(query('returnTo'));

  useEffect(() => {
    void loadAccountTexts().then(setTexts);
  }, []);

  useEffect(() => {
    if (account !== undefined) return;
    void currentAccount().then((r) => setAccount(r.ok ? r.data.account : null));
  }, [account]);

  const signedIn = (a: Account) => {
    if (returnTo) go(returnTo);
    else setAccount(a);
  };

  if (texts === null) return null;
  if (account === undefined) return <p className="vitrine-account__loading">{texts.working}</p>;
  if (account === null) {
    return (
      <div className="vitrine-account__forms">
        {join ? <p className="vitrine-account__join-prompt">{texts.joinPrompt}</p> : null}
        <CredentialsForm kind="sign-in" texts={texts} join={join} onDone={signedIn} />
        <CredentialsForm kind="sign-up" texts={texts} join={join} onDone={signedIn} />
        <ForgotForm texts={texts} />
      </div>
    );
  }
  return <SignedIn account={account} texts={texts} join={join} returnTo={returnTo} homeUrl={props?.homeUrl ?? '/'} />;
}

function CredentialsForm({ kind, texts, join, onDone }: { kind: 'sign-in' | 'sign-up'; texts: AccountTexts; join: string | undefined; onDone: (a: Account) => void }) {
  const id = useId();
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const email = String(form.get('email') ?? '');
    const password = String(form.get('password') ?? '');
    const remember = form.get('rememberMe') === 'on';
    setBusy(true);
    setError('');
    const r = await (kind === 'sign-in' ? signIn : signUp)(email, password, remember, join);
    setBusy(false);
    if (r.ok) onDone(r.data.account);
    else setError(failureText(texts, r));
  };
  const title = kind === 'sign-in' ? texts.signInTitle : texts.signUpTitle;
  return (
    <form className={`vitrine-account__form vitrine-account__${kind}`} onSubmit={(e) => void submit(e)} aria-labelledby={`${id}-t`} noValidate>
      <h2 id={`${id}-t`}>{title}</h2>
      <label htmlFor={`${id}-e`}>{texts.email}</label>
      <input id={`${id}-e`} name="email" type="email" autoComplete="email" required aria-describedby={error ? `${id}-err` : undefined} />
      <label htmlFor={`${id}-p`}>{texts.password}</label>
      <input id={`${id}-p`} name="password" type="password" autoComplete={kind === 'sign-in' ? 'current-password' : 'new-password'} required minLength={kind === 'sign-up' ? 8 : undefined} />
      <label className="vitrine-account__remember">
        <input name="rememberMe" type="checkbox" /> {texts.rememberMe}
      </label>
      {error ? <p className="vitrine-account__error" id={`${id}-err`} role="alert">{error}</p> : null}
      <button type="submit" className="sqs-button-element--primary" disabled={busy}>{busy ? texts.working : kind === 'sign-in' ? texts.signIn : texts.signUp}</button>
    </form>
  );
}

function ForgotForm({ texts }: { texts: AccountTexts }) {
  const id = useId();
  const [state, setState] = useState<{ sent: boolean; error: string }>({ sent: false, error: '' });
  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const r = await requestReset(String(new FormData(e.currentTarget).get('email') ?? ''));
    setState(r.ok ? { sent: true, error: '' } : { sent: false, error: failureText(texts, r) });
  };
  return (
    <form className="vitrine-account__form vitrine-account__forgot" onSubmit={(e) => void submit(e)} aria-labelledby={`${id}-t`} noValidate>
      <h2 id={`${id}-t`}>{texts.forgotTitle}</h2>
      <label htmlFor={`${id}-e`}>{texts.email}</label>
      <input id={`${id}-e`} name="email" type="email" autoComplete="email" required />
      {state.error ? <p className="vitrine-account__error" role="alert">{state.error}</p> : null}
      {state.sent ? <p className="vitrine-account__notice" role="status">{texts.resetSent}</p> : null}
      <button type="submit" className="sqs-button-element--secondary">{texts.sendReset}</button>
    </form>
  );
}

function SignedIn({ account, texts, join, returnTo, homeUrl }: { account: Account; texts: AccountTexts; join: string | undefined; returnTo: string | undefined; homeUrl: string }) {
  const [devices, setDevices] = useState<SessionInfo[]>([]);
  const [error, setError] = useState('');
  const [keepCart, setKeepCart] = useState(false);
  const show = (r: ApiResult<unknown>) => {
    if (!r.ok) setError(failureText(texts, r));
    return r.ok;
  };
  const refresh = () => void listSessions().then((r) => r.ok && setDevices(r.data.sessions));
  useEffect(refresh, []);

  const date = (iso: string) => new Date(iso).toLocaleDateString(document.documentElement.lang || undefined);
  return (
    <div className="vitrine-account__signed-in">
      <h1>{texts.accountTitle}</h1>
      <p className="vitrine-account__who">{fill(texts.signedInAs, { email: account.email })}</p>
      <p><a className="vitrine-account__orders-link" href={`${homeUrl.replace(/\/$/, '')}/account/orders`}>{texts.ordersLink}</a></p>
      {join ? (
        <p className="vitrine-account__join">
          <button type="button" className="sqs-button-element--primary vitrine-account__join-button" onClick={() => void joinArea(join).then((r) => show(r) && go(returnTo ?? homeUrl))}>{texts.join}</button>
        </p>
      ) : returnTo ? (
        <p><a href={returnTo}>{texts.continueBack}</a></p>
      ) : null}
      <h2>{texts.membershipsTitle}</h2>
      {account.memberAreas.length ? (
        <ul className="vitrine-account__memberships">{account.memberAreas.map((a) => <li key={a}>{a}</li>)}</ul>
      ) : (
        <p>{texts.noMemberships}</p>
      )}
      <h2>{texts.sessionsTitle}</h2>
      <ul className="vitrine-account__sessions">
        {devices.map((s) => (
          <li key={s.id} className="vitrine-account__session">
            <span>{s.current ? texts.thisDevice : fill(texts.since, { date: date(s.createdAt) })}</span>
            {s.current ? null : (
              <button type="button" className="vitrine-account__revoke" onClick={() => void revokeSession(s.id).then((r) => show(r) && refresh())}>{texts.revoke}</button>
            )}
          </li>
        ))}
      </ul>
      {error ? <p className="vitrine-account__error" role="alert">{error}</p> : null}
      <AddressBook texts={texts} />
      <div className="vitrine-account__sign-out">
        <label>
          <input type="checkbox" checked={keepCart} onChange={(e) => setKeepCart(e.currentTarget.checked)} /> {texts.keepCart}
        </label>
        <button type="button" className="sqs-button-element--secondary vitrine-account__sign-out-button" onClick={() => void signOut(keepCart).then((r) => show(r) && go(homeUrl))}>{texts.signOut}</button>
      </div>
    </div>
  );
}
