/**
 * The comment section's island (server/comments/thread-html.ts writes the
 * section; this enhances it in place and renders nothing of its own): the
 * comment form and the like button post with fetch instead of leaving the
 * page. A comment's thank-you or refusal shows in the form's status line
 * (a refusal as an alert, each field's problem under the field, focus on
 * the first field at fault); a like updates the button and the count. The
 * texts come from the server's answers, in the page's language; without
 * JavaScript the same forms post and come back.
 */
import { useEffect } from 'react';
import { scrollToField } from '../scroll-into-view.js';
import { setFieldError } from './field-error.js';

export interface CommentsProps {
  /** The submit button's label while posting, and its own label. */
  posting: string;
  post: string;
}

interface Failure {
  message?: string;
  errors?: Record<string, string>;
}

const FIELDS = ['name', 'email', 'body'] as const;

/** The form's fields as the JSON body the routes take (the crumb goes as a header). */
function bodyOf(form: HTMLFormElement): { body: Record<string, string>; crumb: string } {
  const body: Record<string, string> = {};
  let crumb = '';
  for (const [k, v] of new FormData(form)) {
    if (typeof v !== 'string') continue;
    if (k === 'crumb') crumb = v;
    else body[k] = v;
  }
  return { body, crumb };
}

async function postJson(url: string, form: HTMLFormElement, extra: Record<string, unknown> = {}): Promise<{ ok: boolean; data: Record<string, unknown> }> {
  const { body, crumb } = bodyOf(form);
  try {
    const res = await fetch(url, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json', 'X-CSRF-Token': crumb },
      body: JSON.stringify({ ...body, ...extra }),
    });
    const data = (await res.json().catch(() => ({}))) as Record<string, unknown>;
    return { ok: res.ok, data };
  } catch {
    return { ok: false, data: {} };
  }
}

/** Shows (or clears) one field's problem the way the server's markup does. */
function showFieldError(form: HTMLFormElement, name: string, message: string | undefined): void {
  const control = form.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[name="${name}"]`);
  if (control) setFieldError(form, { control, id: `${control.id}-error` }, message);
}

function enhanceCommentForm(form: HTMLFormElement, props: CommentsProps): () => void {
  const status = form.querySelector<HTMLElement>('[data-comment-status]');
  const submit = form.querySelector<HTMLButtonElement>('[data-comment-submit]');
  const onSubmit = async (e: SubmitEvent) => {
    e.preventDefault();
    if (submit?.disabled) return;
    if (submit) {
      submit.disabled = true;
      submit.textContent = props.posting;
    }
    const { ok, data } = await postJson(form.action, form);
    if (submit) {
      submit.disabled = false;
      submit.textContent = props.post;
    }
    const failure = data as Failure;
    for (const f of FIELDS) showFieldError(form, f, ok ? undefined : failure.errors?.[f]);
    if (status) {
      status.setAttribute('role', ok ? 'status' : 'alert');
      status.classList.toggle('vitrine-comments__status--error', !ok);
      status.textContent = typeof data.message === 'string' ? data.message : '';
    }
    if (ok) {
      const body = form.querySelector<HTMLTextAreaElement>('[name="body"]');
      if (body) body.value = '';
      return;
    }
    const first = FIELDS.map((f) => form.querySelector<HTMLElement>(`[name="${f}"][aria-invalid="true"]`)).find((x) => x !== null);
    // The first field at fault, scrolled to; a refusal of the whole form is read out by the alert.
    if (first) await scrollToField(first);
  };
  const listener = (e: Event) => void onSubmit(e as SubmitEvent);
  form.addEventListener('submit', listener);
  return () => form.removeEventListener('submit', listener);
}

function enhanceLikeForm(form: HTMLFormElement): () => void {
  const button = form.querySelector<HTMLButtonElement>('[data-like-button]');
  const onSubmit = async (e: Event) => {
    e.preventDefault();
    if (!button || button.disabled) return;
    const liked = button.getAttribute('aria-pressed') !== 'true';
    button.disabled = true;
    const { ok, data } = await postJson(form.action, form, { liked });
    button.disabled = false;
    if (!ok) return;
    const now = data.liked === true;
    button.setAttribute('aria-pressed', String(now));
    const label = button.querySelector('[data-like-label]');
    if (label && typeof data.label === 'string') label.textContent = data.label;
    const heart = button.querySelector('.vitrine-like__heart');
    if (heart) heart.textContent = now ? '♥' : '♡';
    const count = form.querySelector('[data-like-count]');
    if (count && typeof data.countText === 'string') count.textContent = data.countText;
    const next = form.querySelector<HTMLInputElement>('input[name="liked"]');
    if (next) next.value = now ? 'false' : 'true';
  };
  const listener = (e: Event) => void onSubmit(e);
  form.addEventListener('submit', listener);
  return () => form.removeEventListener('submit', listener);
}

export function Comments({ props, host }: { props: CommentsProps; host: HTMLElement }) {
  useEffect(() => {
    const section = host.closest('.vitrine-comments');
    if (!section) return undefined;
    const stops = [
      ...[...section.querySelectorAll<HTMLFormElement>('form[data-comment-form]')].map((f) => enhanceCommentForm(f, props)),
      ...[...section.querySelectorAll<HTMLFormElement>('form[data-like-form]')].map((f) => enhanceLikeForm(f)),
    ];
    return () => stops.forEach((stop) => stop());
  }, [host, props]);
  return null;
}
