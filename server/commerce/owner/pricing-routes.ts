/**
 * The owner's Shipping, Taxes, Discounts and Gift cards API, inside the
 * owner commerce plugin (routes.ts: its gate, cookie parser and error
 * handler). Reading needs an owner role; a change needs the 'pricing' or
 * 'giftCards' action (an administrator, or a manager with the money grant:
 * editor/commerce-permissions.ts). A change applies at the next checkout
 * (checkout/settings-source.ts reads per cart).
 *
 *   GET    /pricing/shipping            { options, languages { main, all }, currency }
 *   POST   /pricing/shipping            { names, rateCents, freeOverCents, countries } → { option }
 *   PUT    /pricing/shipping/:id        the same body → { option }
 *   DELETE /pricing/shipping/:id
 *   GET    /pricing/taxes               { rules }
 *   POST   /pricing/taxes               { name, country, region, rateBasisPoints, appliesToShipping } → { rule }
 *   PUT    /pricing/taxes/:id  · DELETE /pricing/taxes/:id
 *   GET    /pricing/coupons             { coupons } (each with `uses`: orders that used it)
 *   POST   /pricing/coupons             { code, kind, value, minimumSubtotalCents, combinable, oncePerCustomer, disabled } → { coupon }
 *   PUT    /pricing/coupons/:code · DELETE /pricing/coupons/:code
 *   GET    /gift-cards                  ?q&cursor&limit → { giftCards, hasNextPage, nextPageCursor } (q: recipient email, or a code's last 4)
 *   POST   /gift-cards                  { amountCents, recipientName, recipientEmail, message, language?, idempotencyKey } → { giftCard, replayed }
 *   POST   /gift-cards/:id/void         → { giftCard }
 */
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import type { Store } from '../../store/index.js';
import type { Mailer } from '../../mail/mailer.js';
import { requestLanguage } from '../../editor/request-language.js';
import { formatMoney } from '../../../engine/commerce/money.js';
import type { CommerceAction } from '../../../editor/commerce-permissions.js';
import { normalCode, readCheckoutSettings } from '../checkout/settings.js';
import { actorOfRequest } from './access.js';
import { ownerCommerceError } from './errors.js';
import { couponEntry, checkGiftCard, shippingEntry, taxEntry, type CouponInput, type GiftCardInput, type ShippingInput, type TaxInput } from './pricing-rules.js';
import { newEntryId, type StorePricing } from './store-pricing.js';
import { issueGiftCardByHand, listGiftCards, voidGiftCardById } from './owner-gift-cards.js';
import * as S from './schemas.js';

export interface PricingRoutesOptions {
  store: Store;
  pricing: StorePricing;
  mailer: Mailer;
  currency: string;
  /** The site's languages (tags) and its main one. */
  languages: { main: string; all: readonly string[] };
  api: string;
  gate(action: CommerceAction): onRequestHookHandler;
}

/** One entry as the checkout reads it (so the answer shows what will be charged). */
const readOne = <K extends 'shippingOptions' | 'taxRules' | 'coupons'>(list: K, entry: Record<string, unknown>) => readCheckoutSettings({ [list]: [entry] }, { keepDisabled: true })[list][0]!;

export function pricingRoutes(app: FastifyInstance, o: PricingRoutesOptions): void {
  const money = (request: FastifyRequest) => {
    const language = requestLanguage(request);
    return (cents: number) => formatMoney({ cents, currency: o.currency }, true, language);
  };
  const { api, gate, pricing } = o;

  app.get(`${api}/pricing/shipping`, { onRequest: gate('read') }, async () => ({ options: await pricing.shippingOptions(), languages: o.languages, currency: o.currency }));

  app.post<{ Body: ShippingInput }>(`${api}/pricing/shipping`, { onRequest: gate('pricing'), schema: { body: S.shippingBody } }, async (request, reply) => {
    const entry = shippingEntry(newEntryId('shipping'), request.body, o.languages, money(request));
    await pricing.save('shipping', entry, { isNew: true });
    request.log.info({ by: actorOfRequest(request).accountId, option: entry.id }, 'shipping option added');
    return reply.code(201).send({ option: readOne('shippingOptions', entry) });
  });

  app.put<{ Params: { id: string }; Body: ShippingInput }>(`${api}/pricing/shipping/:id`, { onRequest: gate('pricing'), schema: { params: S.entryParams, body: S.shippingBody } }, async (request) => {
    const entry = shippingEntry(request.params.id, request.body, o.languages, money(request));
    await pricing.save('shipping', entry, { isNew: false });
    request.log.info({ by: actorOfRequest(request).accountId, option: entry.id }, 'shipping option changed');
    return { option: readOne('shippingOptions', entry) };
  });

  app.delete<{ Params: { id: string } }>(`${api}/pricing/shipping/:id`, { onRequest: gate('pricing'), schema: { params: S.entryParams } }, async (request) => {
    await pricing.remove('shipping', request.params.id);
    request.log.info({ by: actorOfRequest(request).accountId, option: request.params.id }, 'shipping option deleted');
    return { deleted: true };
  });

  app.get(`${api}/pricing/taxes`, { onRequest: gate('read') }, async () => ({ rules: await pricing.taxRules() }));

  /** Two rules for one place would both charge: refused. */
  const oneRulePerPlace = (entry: Record<string, unknown>) => (others: Record<string, unknown>[]) => {
    if (others.some((e) => String(e.country ?? '').toUpperCase() === entry.country && String(e.region ?? '').toUpperCase() === entry.region)) {
      throw ownerCommerceError('TAX_RULE_DUPLICATE', { place: entry.region ? `${String(entry.country)}-${String(entry.region)}` : String(entry.country) });
    }
  };

  app.post<{ Body: TaxInput }>(`${api}/pricing/taxes`, { onRequest: gate('pricing'), schema: { body: S.taxBody } }, async (request, reply) => {
    const entry = taxEntry(newEntryId('tax'), request.body);
    await pricing.save('tax', entry, { isNew: true, duplicate: oneRulePerPlace(entry) });
    request.log.info({ by: actorOfRequest(request).accountId, rule: entry.id }, 'tax rule added');
    return reply.code(201).send({ rule: readOne('taxRules', entry) });
  });

  app.put<{ Params: { id: string }; Body: TaxInput }>(`${api}/pricing/taxes/:id`, { onRequest: gate('pricing'), schema: { params: S.entryParams, body: S.taxBody } }, async (request) => {
    const entry = taxEntry(request.params.id, request.body);
    await pricing.save('tax', entry, { isNew: false, duplicate: oneRulePerPlace(entry) });
    request.log.info({ by: actorOfRequest(request).accountId, rule: entry.id }, 'tax rule changed');
    return { rule: readOne('taxRules', entry) };
  });

  app.delete<{ Params: { id: string } }>(`${api}/pricing/taxes/:id`, { onRequest: gate('pricing'), schema: { params: S.entryParams } }, async (request) => {
    await pricing.remove('tax', request.params.id);
    request.log.info({ by: actorOfRequest(request).accountId, rule: request.params.id }, 'tax rule deleted');
    return { deleted: true };
  });

  app.get(`${api}/pricing/coupons`, { onRequest: gate('read') }, async () => ({ coupons: await pricing.coupons() }));

  app.post<{ Body: CouponInput }>(`${api}/pricing/coupons`, { onRequest: gate('pricing'), schema: { body: S.couponBody } }, async (request, reply) => {
    const entry = couponEntry(request.body, money(request));
    await pricing.save('coupon', entry, { isNew: true });
    request.log.info({ by: actorOfRequest(request).accountId, coupon: entry.code }, 'coupon added');
    return reply.code(201).send({ coupon: { ...readOne('coupons', entry), uses: 0 } });
  });

  app.put<{ Params: { code: string }; Body: CouponInput }>(`${api}/pricing/coupons/:code`, { onRequest: gate('pricing'), schema: { params: S.couponParams, body: S.couponBody } }, async (request) => {
    const entry = couponEntry(request.body, money(request));
    const previousKey = normalCode(request.params.code);
    await pricing.save('coupon', entry, { isNew: false, previousKey });
    request.log.info({ by: actorOfRequest(request).accountId, coupon: entry.code, was: previousKey }, 'coupon changed');
    const coupon = (await pricing.coupons()).find((c) => c.code === entry.code)!;
    return { coupon };
  });

  app.delete<{ Params: { code: string } }>(`${api}/pricing/coupons/:code`, { onRequest: gate('pricing'), schema: { params: S.couponParams } }, async (request) => {
    await pricing.remove('coupon', normalCode(request.params.code));
    request.log.info({ by: actorOfRequest(request).accountId, coupon: request.params.code }, 'coupon deleted');
    return { deleted: true };
  });

  app.get<{ Querystring: { cursor?: string; limit?: number; q?: string } }>(`${api}/gift-cards`, { onRequest: gate('read'), schema: { querystring: S.giftCardsQuery } }, async (request) =>
    listGiftCards(o.store, request.query.cursor, request.query.limit, request.query.q),
  );

  app.post<{ Body: GiftCardInput & { language?: string; idempotencyKey: string } }>(`${api}/gift-cards`, { onRequest: gate('giftCards'), schema: { body: S.giftCardBody } }, async (request, reply) => {
    const input = checkGiftCard(request.body, money(request));
    const asked = request.body.language;
    const language = asked !== undefined && o.languages.all.includes(asked) ? asked : o.languages.main;
    const actor = actorOfRequest(request);
    const r = await issueGiftCardByHand(o.store, o.mailer, input, { currency: o.currency, language, accountId: actor.accountId, idempotencyKey: request.body.idempotencyKey });
    request.log.info({ by: actor.accountId, card: r.giftCard.id, replayed: r.replayed }, 'gift card issued by hand');
    return reply.code(r.replayed ? 200 : 201).send(r);
  });

  app.post<{ Params: { id: string } }>(`${api}/gift-cards/:id/void`, { onRequest: gate('giftCards'), schema: { params: S.giftCardParams } }, async (request) => {
    const giftCard = await voidGiftCardById(o.store, request.params.id);
    request.log.info({ by: actorOfRequest(request).accountId, card: giftCard.id }, 'gift card voided');
    return { giftCard };
  });
}
