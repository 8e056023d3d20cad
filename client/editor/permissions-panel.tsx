/**
 * The Permissions screen (administrators only): the site's contributors
 * with their roles, a form that grants a role to an account by its email,
 * and Revoke (after the confirm dialog). What each role may change is
 * editor/permissions.ts; the server refuses the rest whatever the screen.
 */
import { useRef, useState, type FormEvent } from 'react';
import { GRANTABLE_ROLES, type OwnerRole } from '../../editor/permissions.js';
import { EDITOR_TEXTS as T } from '../../editor/texts.js';
import { EditorApiError, get, send } from './api.js';
import { useConfirmDialog } from './confirm-dialog.js';
import { FetchView } from './fetch-view.js';
import { useFetch } from './use-fetch.js';

interface Contributor {
  accountId: string;
  email: string;
  role: OwnerRole;
  you: boolean;
}

const fill = (text: string, values: Record<string, string>) => text.replace(/\{(\w+)\}/g, (all, k: string) => values[k] ?? all);
const failureText = (e: unknown) => (e instanceof EditorApiError ? e.message : T.somethingWrong);

/** `onChange`: a role was granted or revoked (the screen's money grants follow). */
export function PermissionsPanel({ onChange }: { onChange?: () => void } = {}) {
  const list = useFetch(() => get<{ contributors: Contributor[] }>('/api/editor/permissions').then((r) => r.contributors));
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<OwnerRole>(GRANTABLE_ROLES[0]!);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);
  const { ask, dialog } = useConfirmDialog(T.working);

  const grant = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    setStatus('');
    try {
      const { contributor } = await send<{ contributor: Contributor }>('PUT', '/api/editor/permissions', { email, role });
      const rest = (list.data ?? []).filter((c) => c.accountId !== contributor.accountId);
      list.set([...rest, { ...contributor, you: false }].sort((a, b) => a.email.localeCompare(b.email)));
      setEmail('');
      onChange?.();
      setStatus(fill(T.roleGranted, { email: contributor.email, role: T.roles[contributor.role] }));
    } catch (e) {
      setError(failureText(e));
    } finally {
      setBusy(false);
    }
  };

  /** Revokes after the administrator confirms; the dialog stays (busy) until the server answers. */
  const revoke = async (c: Contributor) => {
    const req = ask({ title: T.revokeTitle, message: fill(T.revokeMessage, { email: c.email }), confirmLabel: T.confirmRevoke, cancelLabel: T.cancel, autoClose: false });
    if (!(await req.result)) return;
    setError(null);
    try {
      await send('DELETE', `/api/editor/permissions/${encodeURIComponent(c.accountId)}`);
      list.set((list.data ?? []).filter((x) => x.accountId !== c.accountId));
      onChange?.();
      setStatus(fill(T.roleRevoked, { email: c.email }));
    } catch (e) {
      setError(failureText(e));
    }
    req.close();
    // The row's button is gone: keep focus in the screen.
    requestAnimationFrame(() => {
      if (document.activeElement === document.body) heading.current?.focus();
    });
  };

  return (
    <section aria-labelledby="permissions-heading">
      <h2 id="permissions-heading" ref={heading} tabIndex={-1}>{T.permissionsPanel}</h2>
      <p>{T.permissionsNote}</p>
      {error ? <p role="alert">{error}</p> : null}
      <p role="status" id="permissions-status">{status}</p>
      <form onSubmit={(e) => void grant(e)} className="vitrine-editor-grant">
        <label>
          {T.contributorEmail} <input type="email" value={email} onChange={(e) => setEmail(e.target.value)} required maxLength={320} autoComplete="off" />
        </label>{' '}
        <label>
          {T.contributorRole}{' '}
          <select value={role} onChange={(e) => setRole(e.target.value as OwnerRole)}>
            {GRANTABLE_ROLES.map((r) => (
              <option key={r} value={r}>{T.roles[r]}</option>
            ))}
          </select>
        </label>{' '}
        <button type="submit" className="adm-button--primary" disabled={busy}>{T.grantRole}</button>
      </form>
      <h3>{T.contributors}</h3>
      <FetchView state={list} empty={T.noContributors} isEmpty={(l) => l.length === 0}>
        {(contributors) => (
          <ul className="vitrine-editor-contributors" aria-label={T.contributors}>
            {contributors.map((c) => (
              <li key={c.accountId}>
                <span>{c.email}</span> · <span>{T.roles[c.role]}</span>{' '}
                {c.you ? <em>{T.you}</em> : <button type="button" onClick={() => void revoke(c)} aria-label={`${T.revokeRole} ${c.email}`}>{T.revokeRole}</button>}
              </li>
            ))}
          </ul>
        )}
      </FetchView>
      {dialog}
    </section>
  );
}
