/**
 * The back-in-stock sign-up of a sold-out product (SPEC sections 2, 4, 5,
 * 7, 8), taking over the server's markup: the theme's plain form (one form,
 * its variant a choice; it works without JavaScript) or the engine
 * formatter's (one form per restock view). The merchant's texts, an email
 * field ('Email cannot be blank', 'Email is invalid'), the optional
 * mailing-list checkbox (isJoinMailingList, checked when the merchant opts
 * in by default) and a captcha area when the site has a captcha key. On a
 * product whose variants are chosen on the page, the form follows that
 * choice: it shows, naming the variant, only while a sold-out variant it
 * offers is chosen. States: idle, error (the server's message; with the
 * enterprise captcha flag 'Unable to submit form. Please try again
 * later.'; the captcha resets), success (the form is destroyed and the
 * merchant's success text, or 'Signed up!', shows).
 */
import { useId, useState, type FormEvent } from 'react';
import { isValidEmail } from '../../engine/forms/rules.js';
import type { FormTexts } from '../../engine/forms/texts.js';
import { restockSignup } from '../api/forms-api.js';
import { pageConfig, pageLocale } from '../page-config.js';
import { chosenVariant, type ProductProps } from '../product.js';
import { productStore } from '../state/product-store.js';
import { useStore } from '../state/use-store.js';
import { CaptchaBadge, useCaptcha } from './captcha.js';
import { useHoneypot } from './honeypot.js';
import { textsOf } from './form-texts.js';

/** The formatter's markup comes with productId and variantIds; the theme's plain form with the product's own props. */
export interface RestockProps extends Partial<ProductProps> {
  productId?: string;
  variantIds?: string[];
}

export interface RestockView {
  variantId: string;
  /** The variant's option values ('Rust'), on the theme's form. */
  label?: string;
  hidden: boolean;
  ctaHtml: string;
  placeholder: string;
  buttonText: string;
  mailingList: { labelHtml: string; checked: boolean } | null;
}

/** The mailing-list checkbox of a server form and its label's HTML (without the box). */
function mailingListOf(el: Element): RestockView['mailingList'] {
  const box = el.querySelector<HTMLInputElement>('.product-restock-mailing-list input[type=checkbox]');
  const label = el.querySelector('.product-restock-mailing-list');
  if (!box || !label) return null;
  const copy = label.cloneNode(true) as HTMLElement;
  copy.querySelector('input')?.remove();
  const span = copy.querySelector('span');
  return { labelHtml: span && copy.children.length === 1 ? span.innerHTML : copy.innerHTML, checked: box.checked };
}

/** The views of the engine formatter's markup (product-restock-notification): one form per variant. */
export function readViews(host: HTMLElement, props: RestockProps): RestockView[] {
  const views = [...host.querySelectorAll<HTMLElement>('.product-restock-notification[data-variant-id]')].map((el): RestockView => ({
    variantId: el.getAttribute('data-variant-id') ?? '',
    hidden: el.hasAttribute('hidden'),
    ctaHtml: el.querySelector('.product-restock-cta')?.innerHTML ?? '',
    placeholder: el.querySelector<HTMLInputElement>('input[name=email]')?.placeholder ?? '',
    buttonText: el.querySelector<HTMLInputElement>('input[type=submit]')?.value ?? '',
    mailingList: mailingListOf(el),
  }));
  return views.length ? views : (props.variantIds ?? []).map((variantId) => ({ variantId, hidden: false, ctaHtml: '', placeholder: '', buttonText: '', mailingList: null }));
}

/** The theme's plain form (templates/blocks/restock-form-body.block): its variants, texts, and what a refused post left in it. */
export interface PlainForm {
  views: RestockView[];
  variantId: string;
  email: string;
  error: string | null;
}

export function readPlainForm(host: HTMLElement): PlainForm | null {
  const form = host.querySelector<HTMLFormElement>('form.product-restock-form[method=post]');
  if (!form) return null;
  const shared = {
    hidden: false,
    ctaHtml: host.querySelector('.product-restock-cta')?.innerHTML ?? '',
    placeholder: form.querySelector<HTMLInputElement>('input[name=siteVisitorEmail]')?.placeholder ?? '',
    buttonText: form.querySelector('button[type=submit]')?.textContent ?? '',
    mailingList: mailingListOf(form),
  };
  const select = form.querySelector<HTMLSelectElement>('select[name=variantId]');
  const views = select
    ? [...select.options].map((o) => ({ ...shared, variantId: o.value, label: o.textContent ?? '' }))
    : [...form.querySelectorAll<HTMLInputElement>('input[name=variantId]')].map((i) => ({ ...shared, variantId: i.value }));
  return {
    views,
    variantId: select?.value ?? views[0]?.variantId ?? '',
    email: form.querySelector<HTMLInputElement>('input[name=siteVisitorEmail]')?.value ?? '',
    error: host.querySelector('.product-restock-error')?.textContent ?? null,
  };
}

/** What the widget takes from the server's markup (read before its first render, which replaces that markup). */
export interface RestockMarkup {
  texts: FormTexts;
  /** A post without JavaScript that succeeded: its text stays. */
  done: string | null;
  plain: PlainForm | null;
  views: RestockView[];
}

export function readRestockMarkup(host: HTMLElement, props: RestockProps): RestockMarkup {
  const plain = readPlainForm(host);
  return {
    texts: textsOf(host),
    done: host.querySelector('.product-restock-notification--success')?.textContent ?? null,
    plain,
    views: plain ? plain.views : readViews(host, props),
  };
}

export function Restock({ props, host, markup }: { props: RestockProps; host: HTMLElement; markup: RestockMarkup }) {
  const [{ texts, done, plain, views }] = useState(markup);
  const siteKey = host.getAttribute('data-captcha-site-key') ?? undefined;
  // The enterprise flag: the host says so, or the site's captcha provider is reCAPTCHA Enterprise.
  const enterprise = host.hasAttribute('data-captcha-enterprise') || pageConfig().captcha?.provider === 'recaptcha-enterprise';
  const productId = props.productId ?? props.itemId ?? '';
  if (done !== null) return <p className="product-restock-notification product-restock-notification--success" role="status">{done}</p>;
  if (plain) {
    // The variants are chosen on the page (not all sold out): the form follows that choice.
    const follows = !props.soldOut && (props.variants ?? []).length > 1 && props.itemId !== undefined;
    const common = { productId, views, texts, siteKey, enterprise, initial: plain };
    return follows ? <FollowingRestock props={props as ProductProps} {...common} /> : <RestockForm {...common} />;
  }
  return (
    <>
      {views.map((v) => (
        <RestockForm key={v.variantId} productId={productId} views={[v]} texts={texts} siteKey={siteKey} enterprise={enterprise} />
      ))}
    </>
  );
}

interface FormProps {
  productId: string;
  /** The variants this form signs up for: a choice when there are several and none is fixed. */
  views: RestockView[];
  /** The variant chosen on the page (the form names it and offers no choice). */
  fixed?: RestockView;
  texts: FormTexts;
  siteKey: string | undefined;
  enterprise: boolean;
  initial?: PlainForm;
}

/** Shown while the variant chosen on the page is one of the sold-out variants the sign-up offers. */
function FollowingRestock({ props, ...form }: FormProps & { props: ProductProps }) {
  const { selection } = useStore(productStore(props.itemId));
  const chosen = chosenVariant(props, selection);
  const view = chosen ? form.views.find((v) => v.variantId === String(chosen.id)) : undefined;
  if (!view) return null;
  return <RestockForm key={view.variantId} {...form} fixed={view} />;
}

type State = { kind: 'idle' } | { kind: 'sending' } | { kind: 'error'; message: string } | { kind: 'success'; text: string };

function RestockForm({ productId, views, fixed, texts, siteKey, enterprise, initial }: FormProps) {
  const id = useId().replace(/:/g, '');
  const [variantId, setVariantId] = useState(fixed?.variantId ?? initial?.variantId ?? views[0]?.variantId ?? '');
  const view = fixed ?? views.find((v) => v.variantId === variantId) ?? views[0]!;
  const [email, setEmail] = useState(initial?.email ?? '');
  const [join, setJoin] = useState(view.mailingList?.checked ?? false);
  const [state, setState] = useState<State>(initial?.error ? { kind: 'error', message: initial.error } : { kind: 'idle' });
  const [focused, setFocused] = useState(false);
  const captcha = useCaptcha(state.kind === 'success' ? undefined : siteKey, 'PRODUCT_WAITLIST', texts);
  const honeypot = useHoneypot(texts.honeypotLabel);

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
      ...honeypot.filled(),
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
  const choice = !fixed && views.length > 1;
  return (
    <div className="product-restock-notification" data-variant-id={view.variantId} hidden={(!fixed && !choice && view.hidden) || undefined}>
      {view.ctaHtml && <span className="product-restock-cta" id={`${id}-cta`} dangerouslySetInnerHTML={{ __html: view.ctaHtml }} />}
      <form className="product-restock-form" noValidate onSubmit={submit} onFocus={() => setFocused(true)}
        onBlur={(e) => !e.currentTarget.contains(e.relatedTarget as Node | null) && setFocused(false)}>
        {fixed?.label && <p className="product-restock-variant-name">{texts.restockVariant}: {fixed.label}</p>}
        {choice && (
          <label className="product-restock-variant">
            <span>{texts.restockVariant}</span>
            <select name="variantId" value={variantId} onChange={(e) => setVariantId(e.target.value)}>
              {views.map((v) => <option key={v.variantId} value={v.variantId}>{v.label || v.variantId}</option>)}
            </select>
          </label>
        )}
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
        {honeypot.field}
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
