/**
 * Wires forms, restock sign-up and captcha into the server over the
 * commerce store: reads the site's forms from its content, registers the
 * visitors' routes (rate limited per client address) and the owner's
 * routes, and gives the site pages the no-JavaScript outcome of a form
 * (`pageState`).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import { formBody } from '../ops/form-body.js';
import rateLimit from '@fastify/rate-limit';
import type { Store } from '../store/index.js';
import { OutboxMailer, type Mailer } from '../mail/mailer.js';
import { loadContent } from '../../site/content/load-content.js';
import { asString } from '../../engine/runtime/values.js';
import type { CaptchaVerifier } from './captcha.js';
import { captchaVerifierFor } from './captcha-providers.js';
import type { FormsConfig } from './config.js';
import { formsError } from './errors.js';
import { FormCatalogue } from './form-catalogue.js';
import { ownerRoutes } from './owner-routes.js';
import { InboxService } from './inbox.js';
import { inboxRoutes } from './inbox-routes.js';
import { PageStates } from './page-state.js';
import { RestockService } from './restock.js';
import { formsRoutes } from './routes.js';
import { SubmissionService } from './submissions.js';
import { SiteTexts, type SiteStrings } from './site-texts.js';
import { cartFormRoute } from './cart-form.js';
import { cartPageFormRoutes } from './cart-page-form.js';
import { newsletterUnsubscribeRoute } from './newsletter-unsubscribe.js';
import type { CartService } from '../commerce/cart-service.js';
import type { AccountService } from '../session/account-service.js';
import { sharedRateLimitStore } from '../ops/rate-limit-store.js';
import { formQuota, StoredCount } from './form-quota.js';
import { MailingLists } from '../mailing-lists/mailing-lists.js';

export interface FormsSettings {
  /** The site content (a fixture file or folder) whose forms and products these are. */
  content: string;
  store: Store;
  config: FormsConfig;
  maxBodyBytes: number;
  /** Defaults: the outbox mailer and the configured captcha (the local test one unless VITRINE_CAPTCHA_PROVIDER names another). */
  mailer?: Mailer;
  captcha?: CaptchaVerifier;
  /** The carts: with them, product pages can add to the cart and the cart page change its lines without JavaScript (cart-form.ts, cart-page-form.ts). */
  carts?: CartService;
  /** The site users: with them, signed-in site owners use the owner API (owner-gate.ts). */
  accounts?: AccountService;
}

export interface FormsServices {
  catalogue: FormCatalogue;
  submissions: SubmissionService;
  restock: RestockService;
  mailer: Mailer;
  /** The outcome of a form posted without JavaScript, for the page it returns to (read once). */
  pageState(request: FastifyRequest, reply: FastifyReply): Promise<Record<string, unknown> | undefined>;
  /** The site's theme strings per language, once the site is loaded: the forms' messages follow the visitor's language. */
  useSiteStrings(strings: SiteStrings): void;
  /** Runs `refresh` before each forms request (the editor's newest revision, which updates the catalogue). */
  follow(refresh: () => Promise<void>): void;
}

export async function registerForms(app: FastifyInstance, settings: FormsSettings): Promise<FormsServices> {
  const loaded = loadContent(settings.content);
  if (!loaded.ok) throw new Error(`Forms: the site content at ${settings.content} does not load`);
  const catalogue = new FormCatalogue(loaded.content);
  const mailer = settings.mailer ?? new OutboxMailer(settings.store);
  const captcha = settings.captcha ?? captchaVerifierFor(settings.config.captcha);
  const submissions = new SubmissionService(settings.store, settings.config.keyTtlMs);
  const siteTitle = asString(loaded.content.website.siteTitle) || 'our shop';
  const lists = new MailingLists(settings.store);
  const restock = new RestockService(settings.store, catalogue, mailer, siteTitle, lists);
  const pageStates = new PageStates(settings.store);
  const texts = new SiteTexts();
  const rateLimitOptions = { max: settings.config.rateLimitMax, windowMs: settings.config.rateLimitWindowMs };
  const { maxBodyBytes } = settings;
  let refresh: (() => Promise<void>) | null = null;
  // A failed refresh leaves the catalogue of the last revision loaded; the editor logs why.
  const following = async (request: FastifyRequest) => {
    if (refresh) await refresh().catch((e: unknown) => request.log.error({ err: e }, 'the newest site content could not be loaded for the forms'));
  };

  await app.register(async (scope) => {
    scope.addHook('onRequest', following);
    await scope.register(cookie);
    await scope.register(formbody, formBody());
    await scope.register(rateLimit, { global: false, ...sharedRateLimitStore(scope, 'forms'), errorResponseBuilder: () => formsError('RATE_LIMITED') });
    await scope.register(formsRoutes, {
      catalogue,
      submissions,
      restock,
      captcha,
      pageStates,
      texts,
      maxBodyBytes,
      rateLimit: rateLimitOptions,
      quota: formQuota(settings.config.quota, (scope as Partial<FastifyInstance>).vitrine?.counters, new StoredCount(settings.store)),
      mailer,
      lists,
    });
    await scope.register(newsletterUnsubscribeRoute, { store: settings.store });
    if (settings.carts) {
      const cartForms = { carts: settings.carts, pageStates, texts, rateLimit: rateLimitOptions };
      await scope.register(cartFormRoute, cartForms);
      await scope.register(cartPageFormRoutes, cartForms);
    }
  });
  await app.register(async (scope) => {
    scope.addHook('onRequest', following);
    await scope.register(ownerRoutes, { catalogue, submissions, restock, ownerToken: settings.config.ownerToken, ...(settings.accounts ? { accounts: settings.accounts } : {}), maxBodyBytes });
  });
  await app.register(async (scope) => {
    scope.addHook('onRequest', following);
    const inbox = new InboxService(settings.store, catalogue);
    await scope.register(inboxRoutes, { inbox, restock, ownerToken: settings.config.ownerToken, ...(settings.accounts ? { accounts: settings.accounts } : {}), maxBodyBytes });
  });
  app.log.info({ forms: catalogue.formIds().length, captcha: catalogue.captchaSiteKey !== undefined }, 'forms ready');
  return {
    catalogue,
    submissions,
    restock,
    mailer,
    pageState: (request, reply) => pageStates.take(request, reply),
    useSiteStrings: (strings) => texts.use(strings),
    follow: (r) => void (refresh = r),
  };
}
