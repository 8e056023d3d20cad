/**
 * The back-in-stock sign-up of a sold-out product (SPEC sections 2, 4, 5,
 * 7, 8), taking over the server's markup: one form per restock view
 * (variant) with the merchant's texts, an email field ('Email cannot be
 * blank', 'Email is invalid'), the optional mailing-list checkbox
 * (isJoinMailingList, checked when the merchant opts in by default) and a
 * captcha area when the site has a captcha key. States: idle, error (the
 * server's message; with the enterprise captcha flag 'Unable to submit
 * form. Please try again later.'; the captcha resets), success (the form is
 * destroyed and the merchant's success text, or 'Signed up!', shows).
 */
import { useId, useState, type FormEvent } from 'react';
import { isValidEmail } from '../../engine/forms/rules.js';
import type { FormTexts } from '../../engine/forms/texts.js';
import { restockSignup } from '../api/forms-api.js';
import { pageLocale } from '../page-config.js';
import { CaptchaBadge, useCaptcha } from './captcha.js';
import { textsOf } from './form-texts.js';

export interface RestockProps {
  productId: string;
  variantIds?: string[];
}

export interface RestockView {
  variantId: string;
  hidden: boolean;
  ctaHtml: string;
  placeholder: string;
  buttonText: string;
  mailingList: { labelHtml: string; checked: boolean } | null;
}

/** The views the server rendered (engine formatter product-restock-notification). */
export function readViews(host: HTMLElement, props: RestockProps): RestockView[] {
  const views = [...host.querySelectorAll<HTMLElement>('.product-restock-notification')].map((el): RestockView => {
    const box = el.querySelector<HTMLInputElement>('.product-restock-mailing-list input[type=checkbox]');
    const label = el.querySelector('.product-restock-mailing-list');
    let labelHtml = '';
    if (label) {
      const copy = label.cloneNode(true) as HTMLElement;
      copy.querySelector('input')?.remove();
      labelHtml = copy.innerHTML;
    }
    return {
      variantId: el.getAttribute('data-variant-id') ?? '',
      hidden: el.hasAttribute('hidden'),
      ctaHtml: el.querySelector('.product-restock-cta')?.innerHTML ?? '',
      placeholder: el.querySelector<HTMLInputElement>('input[name=email]')?.placeholder ?? '',
      buttonText: el.querySelector<HTMLInputElement>('input[type=submit]')?.value ?? '',
      mailingList: box ? { labelHtml, checked: box.checked } : null,
    };
  });
  return views.length ? views : (props.variantIds ?? []).map((variantId) => ({ variantId, hidden: false, ctaHtml: '', placeholder: '', buttonText: '', mailingList: null }));
}

export function Restock({ props, host }: { props: RestockProps; host: HTMLElement }) {
  const [views] = useState(() => readViews(host, props));
  const [texts] = useState(() => textsOf(host));
  const siteKey = host.getAttribute('data-captcha-site-key') ?? undefined;
  const enterprise = host.hasAttribute('data-captcha-enterprise');
  return (
    <>
      {views.map((v) => (
        <RestockForm key={v.variantId} productId={props.productId} view={v} texts={texts} siteKey={siteKey} enterprise={enterprise} />
      ))}
    </>
  );
}

type State = { kind: 'idle' } | { kind: 'sending' } | { kind: 'error'; message: string } | { kind: 'success'; text: string };

function RestockForm({ productId, view, texts, siteKey, enterprise }: { productId: string; view: RestockView; texts: FormTexts; siteKey: string | undefined; enterprise: boolean }) {
  const id = useId().replace(/:/g, '');
  const [email, setEmail] = useState('');
  const [join, setJoin] = useState(view.mailingList?.checked ?? false);
  const [state, setState] = useState<State>({ kind: 'idle' });
  const [focused, setFocused] = useState(false);
  const captcha = useCaptcha(state.kind === 'success' ? undefined : siteKey, 'PRODUCT_WAITLIST', texts);

  const fail = (message: string) => {
    setState({ kind: 'error', message });
    if (captcha.handle.active) captcha.handle.reset();
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (state.kind === 'sending') return;
    const address = email.trim();
    if (address === '') return setState({ kind: 'error', message: texts.emailBlank });
    if (!isValidEmail(address)) return setState({ kind: 'error', message: texts.emailIsInvalid });
    let token = '';
    if (captcha.handle.active) {
      try {
        token = await captcha.handle.token();
      } catch {
        return fail(texts.captchaFailed);
      }
      if (!token) return setState({ kind: 'error', message: texts.completeCaptcha });
    }
    setState({ kind: 'sending' });
    const res = await restockSignup({
      productId,
      variantId: view.variantId,
      siteVisitorEmail: address,
      isJoinMailingList: view.mailingList !== null && join,
      ...(token ? (enterprise ? { recaptchaEnterpriseV3Token: token } : { captchaToken: token }) : {}),
      language: pageLocale(),
    });
    if (!res.ok) {
      if (enterprise) return fail(texts.status401);
      return fail(res.message || res.error || (res.network ? texts.checkConnection : texts.unknownError));
    }
    setState({ kind: 'success', text: res.data.successText || texts.signedUp });
  };

  if (state.kind === 'success') {
    return <div className="product-restock-notification product-restock-notification--success" data-variant-id={view.variantId} role="status">{state.text}</div>;
  }
  const errorId = `${id}-error`;
  return (
    <div className="product-restock-notification" data-variant-id={view.variantId} hidden={view.hidden || undefined}>
      {view.ctaHtml && <span className="product-restock-cta" id={`${id}-cta`} dangerouslySetInnerHTML={{ __html: view.ctaHtml }} />}
      <form className="product-restock-form" noValidate onSubmit={submit} onFocus={() => setFocused(true)}
        onBlur={(e) => !e.currentTarget.contains(e.relatedTarget as Node | null) && setFocused(false)}>
        <input
          type="email"
          name="email"
          autoComplete="email"
          spellCheck={false}
          placeholder={view.placeholder}
          aria-label={view.placeholder || undefined}
          aria-describedby={view.ctaHtml ? `${id}-cta` : undefined}
          aria-invalid={state.kind === 'error' ? true : undefined}
          aria-errormessage={state.kind === 'error' ? errorId : undefined}
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <button className="sqs-editable-button product-restock-submit" type="submit" disabled={state.kind === 'sending'}>{view.buttonText || texts.submit}</button>
        {view.mailingList && (
          <label className="product-restock-mailing-list">
            <input type="checkbox" name="isJoinMailingList" checked={join} onChange={(e) => setJoin(e.target.checked)} />
            <span dangerouslySetInnerHTML={{ __html: view.mailingList.labelHtml }} />
          </label>
        )}
        {siteKey && <div className="captcha-container" ref={captcha.ref} />}
        {siteKey && <CaptchaBadge shown={focused} texts={texts} />}
      </form>
      {state.kind === 'error' && <p className="product-restock-error form-field__error" id={errorId} role="alert">{state.message}</p>}
    </div>
  );
}
