/**
 * The visitors' forms API (SPEC section 7), one encapsulated plugin with
 * its own rate limit (per client address) and error handler, so every
 * failure answers the catalogue's `{ status, code, message, error[, errors] }`:
 *
 *   GET  /api/template/GetTemplateSchema?type=form        the form block's schema
 *   POST /api/rest/forms/validate/:formId                 per-field messages
 *   POST /api/form/FormSubmissionKey                      { key }
 *   POST /api/form/SaveFormSubmission                     store a submission (JSON)
 *   POST /api/form/submit                                 the same without JavaScript (urlencoded, redirects back)
 *   POST /api/site-users/account/notifications/restock   back-in-stock sign-up (JSON; urlencoded without JavaScript, redirects back)
 *   GET  /api/form/product-form?itemId=                   a product's additional-fields form (the cart's edit)
 */
import type { MailingLists } from '../mailing-lists/mailing-lists.js';
import { joinNewsletterList } from './newsletter-join.js';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FormTexts } from '../../engine/forms/texts.js';
import { crumbIs } from '../commerce/cookies.js';
import type { Answers, FormDefinition } from '../../engine/forms/fields.js';
import { toApiError } from '../ops/error-handler.js';
import type { CaptchaAction, CaptchaVerifier } from './captcha.js';
import { CursorError } from './cursor.js';
import { FormsError, formsError, type FormsFailure } from './errors.js';
import type { FormCatalogue } from './form-catalogue.js';
import { postedView, type PageStates } from './page-state.js';
import type { RestockService } from './restock.js';
import { answersFromFormBody, pageFieldsOf, parseFormJson } from './submit-input.js';
import type { SubmissionService } from './submissions.js';
import { FORM_SCHEMA_TYPES, formTemplateSchema } from './template-schema.js';
import type { SiteTexts } from './site-texts.js';
import { formRateLimit } from './form-rate-limit.js';
import type { TakeQuota } from './form-quota.js';
import { noticeSubmission } from './submission-notice.js';
import type { Mailer } from '../mail/mailer.js';
import * as S from './schemas.js';
import { safeReturnPath } from '../../editor/return-to.js';
import { honeypotFilled } from '../../engine/forms/honeypot.js';
import { randomUUID } from 'node:crypto';

export interface FormsRoutesOptions {
  catalogue: FormCatalogue;
  submissions: SubmissionService;
  restock: RestockService;
  captcha: CaptchaVerifier;
  pageStates: PageStates;
  /** The texts of the visitor's site language. */
  texts: SiteTexts;
  maxBodyBytes: number;
  /** Posts per client address and window (429 past it). */
  rateLimit: { max: number; windowMs: number };
  /** Mails a submission to the address its form names (submission-notice.ts). */
  mailer?: Mailer;
  /** Per-form submission quotas (form-quota.ts); none when absent. */
  quota?: TakeQuota;
  /** The mailing lists a newsletter sign-up joins (newsletter-join.ts). */
  lists?: MailingLists;
}

type SaveBody = { formId: string; form: unknown; key: string; captchaKey?: string } & Record<string, unknown>;
type SignupBody = {
  productId: string;
  variantId: string;
  siteVisitorEmail: string;
  isJoinMailingList?: boolean;
  captchaToken?: string;
  recaptchaEnterpriseV3Token?: string;
  language?: string;
};
/** The restock form of a product page without JavaScript (urlencoded: a checkbox sends a value only when checked). */
type SignupFormBody = Omit<SignupBody, 'isJoinMailingList'> & { isJoinMailingList?: string; crumb?: string; pagePath?: string };

/** Any error of the forms routes as a catalogue failure. */
export function toFormsFailure(error: FastifyError | FormsError, maxBodyBytes: number, texts?: FormTexts): FormsFailure {
  if (error instanceof FormsError) return error.toBody(texts);
  if (error instanceof CursorError) return { ...formsError('INVALID_REQUEST').toBody(), message: error.message, error: error.message };
  const api = toApiError(error as FastifyError, maxBodyBytes);
  if (api.statusCode >= 500) return formsError('INTERNAL_ERROR').toBody(texts);
  return { status: api.statusCode, code: 'INVALID_REQUEST', message: api.message, error: api.message };
}

export function setFormsErrorHandler(app: FastifyInstance, maxBodyBytes: number, texts?: SiteTexts): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const failure = toFormsFailure(error, maxBodyBytes, texts?.ofRequest(request));
    if (failure.status >= 500) request.log.error({ err: error }, 'forms request failed');
    else request.log.info({ code: failure.code }, failure.message);
    return reply.code(failure.status).type('application/json; charset=utf-8').send(failure);
  });
}

/**
 * Whether a browser's post comes from this site's own pages: Sec-Fetch-Site
 * says so where browsers send it (they do whatever the page's referrer
 * policy, which may hide Origin as "null"); else Origin, else Referer, must
 * name the request's host.
 */
function sameOrigin(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  if (typeof site === 'string') return site === 'same-origin';
  const from = request.headers.origin ?? request.headers.referer;
  if (typeof from !== 'string') return false;
  try {
    return new URL(from).host === request.headers.host;
  } catch {
    return false;
  }
}

/** Whether a browser's plain form sent the body (no JavaScript). */
function isFormPost(request: FastifyRequest): boolean {
  return (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase() === 'application/x-www-form-urlencoded';
}

/** A path of this site to go back to. */
export function safePath(path: unknown): string {
  return safeReturnPath(path) ?? '/';
}

export async function formsRoutes(app: FastifyInstance, opts: FormsRoutesOptions): Promise<void> {
  const { catalogue, submissions, restock, captcha, pageStates, texts } = opts;
  const takeQuota: TakeQuota = opts.quota ?? (async () => {});
  setFormsErrorHandler(app, opts.maxBodyBytes, texts);
  const limited = { config: { rateLimit: { max: opts.rateLimit.max, timeWindow: opts.rateLimit.windowMs } } };

  const formOf = (id: string) => {
    const form = catalogue.form(id);
    if (!form) throw formsError('FORM_NOT_CONFIGURED');
    return form;
  };

  /** With a site key, a token is needed and must pass (SPEC section 5); without one, captcha is off. */
  const checkCaptcha = async (token: string | undefined, action: CaptchaAction, form?: FormDefinition) => {
    if (!catalogue.captchaSiteKey || form?.captcha === false) return;
    if (!token) throw formsError('CAPTCHA_MISSING');
    if (!(await captcha.verify(token, action))) throw formsError('CAPTCHA_FAILED');
  };
  const actionOf = (action: string | undefined): CaptchaAction =>
    action === 'NEWSLETTER_BLOCK' || action === 'PROMO_POPUP' ? action : 'FORM_BLOCK';

  app.get<{ Querystring: { type: string } }>('/api/template/GetTemplateSchema', { schema: S.templateSchemaQuery }, async (request) => {
    if (!FORM_SCHEMA_TYPES.includes(request.query.type)) throw formsError('SCHEMA_UNKNOWN');
    return formTemplateSchema();
  });

  app.post<{ Params: { formId: string }; Body: Record<string, unknown> }>('/api/rest/forms/validate/:formId', { ...limited, schema: S.validateSchema }, async (request) => {
    const form = formOf(request.params.formId);
    submissions.check(form, parseFormJson(request.body), texts.ofRequest(request));
    return { valid: true };
  });

  app.post('/api/form/FormSubmissionKey', { ...limited, schema: S.keySchema }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { key: await submissions.newKey() };
  });

  /** A bot filled the honeypot: logged without its data, and answered as if stored. */
  const dropped = (request: FastifyRequest, what: string) => request.log.info({ what }, 'honeypot filled; dropped');

  app.post<{ Body: SaveBody }>('/api/form/SaveFormSubmission', { ...limited, schema: S.saveSchema }, async (request, reply) => {
    const form = formOf(request.body.formId);
    if (honeypotFilled(request.body)) {
      dropped(request, `form ${form.id}`);
      return { success: true, submissionId: randomUUID() };
    }
    const answers = parseFormJson(request.body.form);
    submissions.check(form, answers, texts.ofRequest(request));
    await checkCaptcha(request.body.captchaKey, actionOf(form.captchaAction), form);
    // A forged or spent key is refused before the quota counts the post.
    await submissions.checkKey(request.body.key);
    await takeQuota(request, reply, form.id);
    const page = pageFieldsOf(request.body);
    const id = await submissions.save(form, request.body.key, answers, page);
    await joinNewsletterList(opts.lists, catalogue.mailingListOf(form), form, answers);
    await noticeSubmission(opts.mailer, request.log, form, answers, page.pagePath ?? '/');
    return { success: true, submissionId: id };
  });

  // Without JavaScript: the outcome is kept for the page, and the browser goes back to it (or to the success URL).
  app.post<{ Body: Record<string, unknown> }>('/api/form/submit', { ...limited, schema: S.noScriptSchema }, async (request, reply) => {
    if (!sameOrigin(request)) throw formsError('FOREIGN_ORIGIN');
    const body = request.body;
    const back = safePath(body.pagePath);
    const form = catalogue.form(String(body.formId));
    if (!form) throw formsError('FORM_NOT_CONFIGURED');
    const answers: Answers = answersFromFormBody(form, body);
    const language = texts.of({ path: back });
    const store = async () => {
      submissions.check(form, answers, language);
      await checkCaptcha(typeof body.captchaKey === 'string' ? body.captchaKey : undefined, actionOf(form.captchaAction), form);
      await takeQuota(request, reply, form.id);
      await submissions.save(form, null, answers, pageFieldsOf({ ...body, pagePath: back }));
      await joinNewsletterList(opts.lists, catalogue.mailingListOf(form), form, answers);
      await noticeSubmission(opts.mailer, request.log, form, answers, back);
    };
    try {
      if (honeypotFilled(body)) dropped(request, `form ${form.id}`);
      else await store();
    } catch (e) {
      if (!(e instanceof FormsError) || e.statusCode >= 500) throw e;
      const message = e.toBody(language).message;
      await pageStates.remember(reply, request, postedView(form, answers, { message, ...(e.fieldErrors ? { errors: e.fieldErrors } : {}) }, language));
      return reply.redirect(`${back}#block-form-${encodeURIComponent(form.id)}`, 303);
    }
    if (form.successUrl) return reply.redirect(form.successUrl, 303);
    await pageStates.remember(reply, request, postedView(form, {}, { succeeded: true }, language));
    return reply.redirect(`${back}#block-form-${encodeURIComponent(form.id)}`, 303);
  });

  const signUp = async (request: FastifyRequest, reply: FastifyReply, b: SignupBody) => {
    const input = { productId: b.productId, variantId: b.variantId, siteVisitorEmail: b.siteVisitorEmail, isJoinMailingList: b.isJoinMailingList === true };
    // Checked before the captcha, so a typo does not spend the visitor's captcha.
    await restock.check(input);
    await checkCaptcha(b.captchaToken ?? b.recaptchaEnterpriseV3Token, 'PRODUCT_WAITLIST');
    await takeQuota(request, reply, `restock:${b.productId}`);
    await restock.signUp({ ...input, language: b.language });
  };

  // The islands send JSON; a product page without JavaScript posts its restock form here too (urlencoded), and goes back to the page.
  const restockLimit = formRateLimit(app, opts.rateLimit);
  app.post<{ Body: SignupBody | SignupFormBody }>('/api/site-users/account/notifications/restock', { schema: S.signupSchema }, async (request, reply) => {
    // Counted here, so a plain form past the limit goes back to its page with the reason, like its other refusals.
    const overLimit = await restockLimit(request, reply);
    if (!isFormPost(request)) {
      if (overLimit) throw formsError('RATE_LIMITED');
      const b = request.body as SignupBody;
      if (honeypotFilled(b)) dropped(request, `restock ${b.productId}`);
      else await signUp(request, reply, b);
      // The merchant's success text, else the island's 'Signed up!' (SPEC section 2).
      return { success: true, successText: catalogue.product(b.productId)?.successText ?? null };
    }
    const b = request.body as SignupFormBody;
    const back = safePath(b.pagePath);
    const language = texts.of({ path: back, language: b.language });
    const join = b.isJoinMailingList !== undefined && b.isJoinMailingList !== '' && b.isJoinMailingList !== 'false';
    const email = b.siteVisitorEmail ?? '';
    let outcome: Record<string, unknown>;
    try {
      // A crumb the page gave this visitor: another site cannot sign an address up.
      if (overLimit) throw formsError('RATE_LIMITED');
      if (!crumbIs(request, b.crumb)) throw formsError('CRUMB_FAIL');
      if (honeypotFilled(b)) dropped(request, `restock ${b.productId}`);
      else await signUp(request, reply, { productId: b.productId, variantId: b.variantId, siteVisitorEmail: email, isJoinMailingList: join, ...(b.captchaToken ? { captchaToken: b.captchaToken } : {}), language: b.language });
      outcome = { succeeded: true, text: catalogue.product(b.productId)?.successText ?? language.signedUp };
    } catch (e) {
      if (!(e instanceof FormsError) || e.statusCode >= 500) throw e;
      outcome = { message: e.toBody(language).message, email, join };
    }
    await pageStates.remember(reply, request, { restock: { productId: b.productId, variantId: b.variantId, ...outcome } });
    return reply.redirect(`${back}#restock-${encodeURIComponent(b.productId)}`, 303);
  });

  app.get<{ Querystring: { itemId: string } }>('/api/form/product-form', { schema: S.productFormSchema }, async (request) => {
    const form = catalogue.productForm(request.query.itemId);
    if (!form) throw formsError('FORM_NOT_CONFIGURED');
    return form;
  });
}
