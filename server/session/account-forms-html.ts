/**
 * The account page without JavaScript (issue 18): real forms posting to
 * the form routes of form-routes.ts, which answer with a
 * redirect back here (a refusal's code in `?error=`, shown as its
 * catalogue text) or on to where the visitor was going. The account island
 * replaces this markup when scripts run.
 */
import { accountTexts, type AccountTexts } from './account-texts.js';
import { SESSION_ERRORS, type SessionErrorCode } from './errors.js';
import { ACCOUNT_FORM_PATHS, type AccountFormName } from '../../site/paths/account-form-paths.js';
import type { AccountFormsInput } from '../../site/site-renderer.js';
import { escapeAttr, escapeText } from '../../site/tags/html.js';
import { safeReturnPath } from '../../editor/return-to.js';
import { addressBookHtml } from './address-book-html.js';

const FORMS: readonly AccountFormName[] = ['sign-in', 'sign-up', 'sign-out'];

/** The refusal `?error=` names, in the page's language; unknown codes show nothing. */
function refusal(texts: AccountTexts, query: Record<string, string>): { form: AccountFormName; text: string } | null {
  const code = query.error;
  const form = FORMS.find((f) => f === query.form);
  if (!code || !form || !Object.hasOwn(SESSION_ERRORS, code)) return null;
  return { form, text: texts.errors[code] ?? SESSION_ERRORS[code as SessionErrorCode].text };
}

/** A path of this site, else undefined (the rule the island uses too). */
const sitePath = (path: string | undefined): string | undefined => safeReturnPath(path);

export function accountFormsHtml(input: AccountFormsInput): string {
  const texts = accountTexts(input.language);
  const error = refusal(texts, input.query);
  const hidden = (name: string, value: string | undefined) => (value === undefined ? '' : `<input type="hidden" name="${name}" value="${escapeAttr(value)}">`);
  const common = hidden('crumb', input.crumb) + hidden('page', input.accountPath) + hidden('returnTo', sitePath(input.query.returnTo)) + hidden('join', input.query.join);
  const alert = (form: AccountFormName) => (error?.form === form ? `<p class="vitrine-account-plain__error" id="vitrine-${form}-error" role="alert">${escapeText(error.text)}</p>` : '');
  const invalid = (form: AccountFormName) => (error?.form === form ? ` aria-invalid="true" aria-describedby="vitrine-${form}-error"` : '');

  if (input.email !== undefined) {
    const back = sitePath(input.query.returnTo);
    return `<div class="vitrine-account-plain"><h1>${escapeText(texts.accountTitle)}</h1>
<p class="vitrine-account-plain__who">${escapeText(texts.signedInAs.replace('{email}', input.email))}</p>
<p><a class="vitrine-account__orders-link" href="${escapeAttr(input.accountPath.replace(/\/account$/, ''))}/account/orders">${escapeText(texts.ordersLink)}</a></p>
${back ? `<p><a href="${escapeAttr(back)}">${escapeText(texts.continueBack)}</a></p>` : ''}
${addressBookHtml({ texts, language: input.language, accountPath: input.accountPath, crumb: input.crumb, addresses: input.addresses, query: input.query })}
<form class="vitrine-account-plain__sign-out" method="post" action="${ACCOUNT_FORM_PATHS['sign-out']}">${common}${alert('sign-out')}
<label><input type="checkbox" name="cloneCart" value="true"> ${escapeText(texts.keepCart)}</label>
<button type="submit" class="sqs-button-element--secondary">${escapeText(texts.signOut)}</button></form></div>`;
  }

  const credentials = (form: 'sign-in' | 'sign-up') => {
    const title = form === 'sign-in' ? texts.signInTitle : texts.signUpTitle;
    const id = `vitrine-${form}`;
    return `<form class="vitrine-account-plain__form vitrine-account-plain__${form}" method="post" action="${ACCOUNT_FORM_PATHS[form]}" novalidate aria-labelledby="${id}-title">
<h2 id="${id}-title">${escapeText(title)}</h2>${common}
<label for="${id}-email">${escapeText(texts.email)}</label>
<input id="${id}-email" name="email" type="email" autocomplete="email" required${invalid(form)}>
<label for="${id}-password">${escapeText(texts.password)}</label>
<input id="${id}-password" name="password" type="password" autocomplete="${form === 'sign-in' ? 'current-password' : 'new-password'}" required>
<label class="vitrine-account-plain__remember"><input name="rememberMe" type="checkbox" value="true"> ${escapeText(texts.rememberMe)}</label>
${alert(form)}<button type="submit" class="sqs-button-element--primary">${escapeText(form === 'sign-in' ? texts.signIn : texts.signUp)}</button></form>`;
  };
  const prompt = input.query.join ? `<p class="vitrine-account-plain__join-prompt">${escapeText(texts.joinPrompt)}</p>` : '';
  return `<div class="vitrine-account-plain">${prompt}${credentials('sign-in')}${credentials('sign-up')}</div>`;
}
