/**
 * The form block island (SPEC sections 2, 4, 5, 7, 8): the client checks
 * first ('Required', the email rule, the character limit), then a
 * submission key, then the submission with the page fields; a 400 with
 * per-field errors shows each above its field, other failures the status
 * mapping, the server's error, or 'Unknown error, please try again later.'.
 * States: idle, 'Submitting…', success (redirect to the success URL, the
 * post-submit HTML, or the submission text). Non-newsletter forms also say
 * 'scroll down/up to review'. The captcha resets after a failure.
 */
import { scrollToFirst } from '../scroll-into-view.js';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { checkAnswers } from '../../engine/forms/rules.js';
import { formHandlerOn, withFormHandler, type Answers, type FormDefinition, type FormField } from '../../engine/forms/fields.js';
import { pageFeatureFlags } from '../page-flags.js';
import type { FormTexts } from '../../engine/forms/texts.js';
import { saveSubmission, submissionKey, type PageFields } from '../api/forms-api.js';
import { navigate } from '../navigation.js';
import { CaptchaBadge, useCaptcha, type CaptchaAction } from './captcha.js';
import { FormFields } from './form-fields.js';
import { textsOf } from './form-texts.js';
import { useHoneypot } from './honeypot.js';

export interface FormBlockProps {
  formId: string;
  formName?: string | null;
  fields?: FormField[];
  submitButtonText?: string | null;
  submissionText?: string | null;
  postSubmitHtml?: string | null;
  successUrl?: string | null;
  newsletter?: boolean;
  captchaAction?: string | null;
  /** false: the owner turned captcha off for this form (the form builder's captcha fieldset). */
  captcha?: boolean;
  /** The owner's disclaimer, shown above the submit button. */
  disclaimer?: string | null;
}

type State = { kind: 'idle' } | { kind: 'submitting' } | { kind: 'success' };

/** The failure text of a submission answer (SPEC section 8 order: status mapping, data.error, unknown). */
export function statusMessage(status: number, error: string | undefined, texts: FormTexts): string {
  const mapped: Record<number, string> = { 401: texts.status401, 404: texts.status404, 429: texts.status429, 500: texts.status500 };
  return mapped[status] ?? (error || texts.unknownError);
}

/**
 * Inserts the merchant's post-submit HTML and runs its scripts (inserted
 * script elements do not run by themselves). The owner's HTML is trusted:
 * its scripts get the page's CSP nonce, as the theme's inline scripts do.
 */
function runHtml(host: HTMLElement, html: string): void {
  host.innerHTML = html;
  const nonce = host.ownerDocument.querySelector<HTMLScriptElement>('script[nonce]')?.nonce;
  for (const old of host.querySelectorAll('script')) {
    const s = host.ownerDocument.createElement('script');
    for (const a of old.attributes) s.setAttribute(a.name, a.value);
    if (nonce) s.nonce = nonce;
    s.textContent = old.textContent;
    old.replaceWith(s);
  }
}

function pageFields(host: HTMLElement | null): PageFields {
  let page: PageFields = {};
  try {
    page = JSON.parse(host?.getAttribute('data-page') ?? '{}') as PageFields;
  } catch {
    page = {};
  }
  return { ...page, pageTitle: document.title, pagePath: location.pathname };
}

/** `onSuccess`: told once a submission is stored (the popup overlay remembers its sign-up). */
/** A field at fault, or a field of a group at fault (a name, an address, choices). */
const FIRST_INVALID = ['input', 'select', 'textarea'].flatMap((tag) => [`${tag}[aria-invalid="true"]`, `fieldset[aria-invalid="true"] ${tag}`]).join(', ');

export function FormBlock({ props, host, onSuccess }: { props: FormBlockProps; host: HTMLElement; onSuccess?: () => void }) {
  const idPrefix = `form-${useId().replace(/:/g, '')}`;
  const texts = useRef(textsOf(host)).current;
  // A textarea's limit counts only while the form-handler feature is on (SPEC section 3).
  const fields = useRef(withFormHandler(props.fields ?? [], formHandlerOn(pageFeatureFlags()))).current;
  const [values, setValues] = useState<Answers>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [state, setState] = useState<State>({ kind: 'idle' });
  const [focused, setFocused] = useState(false);
  const siteKey = props.captcha === false ? undefined : (host.getAttribute('data-captcha-site-key') ?? undefined);
  const action = (props.captchaAction as CaptchaAction | null) ?? (props.newsletter ? 'NEWSLETTER_BLOCK' : 'FORM_BLOCK');
  const captcha = useCaptcha(siteKey, action, texts);
  const honeypot = useHoneypot(texts.honeypotLabel);
  const successRef = useRef<HTMLDivElement>(null);
  const form: Pick<FormDefinition, 'fields'> = { fields };

  useEffect(() => {
    if (state.kind === 'success' && props.postSubmitHtml && successRef.current) runHtml(successRef.current, props.postSubmitHtml);
  }, [state.kind, props.postSubmitHtml]);

  // A failed form scrolls to its first field at fault (SPEC sections 8 and 9) once its DOM has settled, and focuses it.
  useEffect(() => {
    if (Object.keys(errors).length === 0) return;
    void scrollToFirst(host, FIRST_INVALID);
  }, [errors, host]);

  const fail = (text: string, fieldErrors: Record<string, string> = {}) => {
    setErrors(fieldErrors);
    setMessage(text);
    setState({ kind: 'idle' });
    if (captcha.handle.active) captcha.handle.reset();
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (state.kind !== 'idle') return;
    const found = checkAnswers(form.fields, values, texts);
    if (Object.keys(found).length) return fail(texts.invalidForm, found);
    let captchaKey: string | undefined;
    if (captcha.handle.active) {
      try {
        captchaKey = await captcha.handle.token();
      } catch {
        return fail(texts.captchaFailed);
      }
      if (!captchaKey) {
        setErrors({});
        return setMessage(texts.completeCaptcha);
      }
    }
    setErrors({});
    setMessage(null);
    setState({ kind: 'submitting' });
    try {
      const key = await submissionKey();
      if (!key) return fail(texts.noKey);
      const res = await saveSubmission({ formId: props.formId, form: values, key, captchaKey, ...pageFields(host), ...honeypot.filled() });
      if (!res.ok) {
        if (res.status === 400 && res.errors && Object.keys(res.errors).length) return fail(texts.invalidForm, res.errors);
        return fail(statusMessage(res.status, res.error, texts));
      }
      onSuccess?.();
      if (props.successUrl) {
        navigate(props.successUrl);
        return;
      }
      setState({ kind: 'success' });
    } catch {
      fail(texts.processingError);
    }
  };

  if (state.kind === 'success') {
    return props.postSubmitHtml ? (
      <div className="form-block__success" role="status" ref={successRef} />
    ) : (
      <div className="form-block__success" role="status"><p>{props.submissionText || texts.thanks}</p></div>
    );
  }

  const problem = message !== null && !props.newsletter;
  return (
    <>
      {problem && <p className="form-block__problem form-block__problem--top" role="alert">{texts.scrollDown}</p>}
      <form className="form-block__form" noValidate onSubmit={submit} onFocus={() => setFocused(true)} onBlur={(e) => !e.currentTarget.contains(e.relatedTarget as Node | null) && setFocused(false)} aria-busy={state.kind === 'submitting'}>
        {props.formName && <h2 className="form-block__title">{props.formName}</h2>}
        <FormFields fields={fields} values={values} errors={errors} texts={texts} idPrefix={idPrefix} onChange={(id, a) => setValues((v) => ({ ...v, [id]: a }))} />
        {honeypot.field}
        {siteKey && <div className="captcha-container" ref={captcha.ref} />}
        {message && <p className="form-block__message form-field__error" role="alert">{message}</p>}
        {props.disclaimer && <p className="form-block__disclaimer">{props.disclaimer}</p>}
        <div className="form-block__actions">
          <button className="button form-block__submit" type="submit" disabled={state.kind === 'submitting'}>
            {state.kind === 'submitting' ? texts.submitting : props.submitButtonText || texts.submit}
          </button>
        </div>
        {siteKey && <CaptchaBadge shown={focused} texts={texts} />}
      </form>
      {problem && <p className="form-block__problem form-block__problem--bottom">{texts.scrollUp}</p>}
    </>
  );
}
