/** The island of a password reset link's page: a new password for the token in the address. */
import { useEffect, useId, useState, type FormEvent } from 'react';
import { resetPassword } from '../api/account-api.js';
import { failureText, loadAccountTexts, type AccountTexts } from '../account-texts.js';

export function PasswordReset({ props }: { props: { homeUrl?: string } | null }) {
  const id = useId();
  const [texts, setTexts] = useState<AccountTexts | null>(null);
  const [state, setState] = useState<{ done: boolean; error: string; busy: boolean }>({ done: false, error: '', busy: false });
  useEffect(() => {
    void loadAccountTexts().then(setTexts);
  }, []);
  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (!texts) return;
    const token = new URLSearchParams(location.search).get('token') ?? '';
    setState({ done: false, error: '', busy: true });
    const r = await resetPassword(token, String(new FormData(e.currentTarget).get('password') ?? ''));
    setState(r.ok ? { done: true, error: '', busy: false } : { done: false, error: failureText(texts, r), busy: false });
  };
  if (texts === null) return null;
  if (state.done) {
    return (
      <p className="vitrine-account__notice" role="status">
        {texts.passwordSet} <a href={`${props?.homeUrl ?? '/'}account`}>{texts.signIn}</a>
      </p>
    );
  }
  return (
    <form className="vitrine-account__form vitrine-account__reset" onSubmit={(e) => void submit(e)} aria-labelledby={`${id}-t`} noValidate>
      <h1 id={`${id}-t`}>{texts.newPassword}</h1>
      <label htmlFor={`${id}-p`}>{texts.newPassword}</label>
      <input id={`${id}-p`} name="password" type="password" autoComplete="new-password" required minLength={8} />
      {state.error ? <p className="vitrine-account__error" role="alert">{state.error}</p> : null}
      <button type="submit" className="sqs-button-element--primary" disabled={state.busy}>{state.busy ? texts.working : texts.setPassword}</button>
    </form>
  );
}
