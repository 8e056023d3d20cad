/**
 * JSON schemas of the commerce routes (validated by ajv through Fastify,
 * answers serialised through them). A quantity may come as any JSON value
 * (a number or its text is read); the rules module reads it, so its SPEC
 * messages reach the shopper instead of a schema error.
 */
import { failureSchema } from './errors.js';
import { MAX_ADDITIONAL_FIELDS_LENGTH } from './rules.js';

/** Query of the change routes: the crumb may come as a parameter. */
/** The page's language (its `lang`), so the cart's lines come back in it: a BCP 47 tag. */
export const languageQuery = { type: 'string', maxLength: 35, pattern: '^[A-Za-z]{2,3}([-_][A-Za-z0-9]{1,8}){0,3}$' } as const;
export const crumbQuery = { type: 'object', properties: { crumb: { type: 'string', maxLength: 200 }, language: languageQuery } } as const;

const id = { type: 'string', minLength: 1, maxLength: 100 } as const;
const sku = { type: ['string', 'null'], maxLength: 100 } as const;
// Any JSON value (no type, so ajv coerces nothing): the rules answer
// 'Quantity must be a number.' for what is not one.
const quantity = { description: 'a whole number from 1 to 9999, or its text' } as const;
const additionalFields = { type: ['string', 'null'], maxLength: MAX_ADDITIONAL_FIELDS_LENGTH } as const;

const entrySchema = {
  type: 'object',
  required: ['id', 'itemId', 'chosenVariant', 'quantity', 'title', 'subTotal', 'purchasePriceCents', 'additionalFields'],
  properties: {
    id: { type: 'string' },
    itemId: { type: 'string' },
    chosenVariant: {
      type: 'object',
      properties: { sku: { type: 'string' }, attributes: { type: 'object', additionalProperties: { type: 'string' } } },
    },
    quantity: { type: 'integer' },
    title: { type: 'string' },
    subTotal: { type: 'integer' },
    purchasePriceCents: { type: 'integer' },
    additionalFields: { type: ['string', 'null'] },
    productType: { type: 'integer' },
  },
} as const;

const anyList = { type: 'array', items: {} } as const;

const cartSchema = {
  type: 'object',
  properties: {
    id: { type: ['string', 'null'] },
    websiteId: { type: 'string' },
    orderId: { type: ['string', 'null'] },
    created: { type: ['integer', 'null'] },
    isPurchased: { type: 'boolean' },
    entries: { type: 'array', items: entrySchema },
    shippingOptions: anyList,
    selectedShippingOption: {},
    shippingLocation: {},
    applicableTaxRules: anyList,
    coupons: anyList,
    validCoupons: anyList,
    invalidCoupons: anyList,
    subtotalCents: { type: 'integer' },
    taxCents: { type: 'integer' },
    shippingCostCents: { type: 'integer' },
    discountCents: { type: 'integer' },
    grandTotalCents: { type: 'integer' },
    totalQuantity: { type: 'integer' },
    hasDigital: { type: 'boolean' },
    purelyDigital: { type: 'boolean' },
    requiresShipping: { type: 'boolean' },
    subtotalAmount: { type: 'object', properties: { value: { type: 'string' }, currency: { type: 'string' } } },
  },
} as const;

const failures = { 400: failureSchema, 403: failureSchema, 404: failureSchema, 409: failureSchema, 429: failureSchema, 500: failureSchema };
const entryParams = { type: 'object', required: ['entryId'], properties: { entryId: id } } as const;

export const addEntrySchema = {
  querystring: crumbQuery,
  body: {
    type: 'object',
    required: ['itemId', 'quantity'],
    properties: { itemId: id, sku, quantity, additionalFields },
  },
  response: { 200: { type: 'object', properties: { shoppingCart: cartSchema, newlyAdded: entrySchema } }, ...failures },
} as const;

export const setFieldsSchema = {
  querystring: crumbQuery,
  params: entryParams,
  body: {
    type: 'object',
    required: ['additionalFields'],
    properties: { itemId: id, sku, additionalFields },
  },
  response: { 200: { type: 'object', properties: { shoppingCart: cartSchema, updatedEntry: entrySchema } }, ...failures },
} as const;

export const setQuantitySchema = {
  querystring: crumbQuery,
  params: entryParams,
  body: { type: 'object', required: ['quantity'], properties: { quantity } },
  response: { 200: { type: 'object', properties: { shoppingCart: cartSchema, updatedEntry: entrySchema } }, ...failures },
} as const;

export const removeEntrySchema = {
  querystring: crumbQuery,
  params: entryParams,
  response: { 200: { type: 'object', properties: { shoppingCart: cartSchema, removedEntry: entrySchema } }, ...failures },
} as const;

export const getCartSchema = {
  querystring: {
    type: 'object',
    properties: {
      mock: { type: 'string', maxLength: 100 },
      timecode: { type: 'string', maxLength: 100 },
      calculateSubtotal: { type: 'boolean' },
      crumb: { type: 'string', maxLength: 200 },
      language: languageQuery,
    },
  },
  response: { 200: cartSchema, ...failures },
} as const;

export const subscriptionSchema = {
  querystring: crumbQuery,
  body: {
    type: 'object',
    required: ['itemId', 'qty'],
    properties: { itemId: id, sku, qty: quantity, additionalFields },
  },
  response: { 200: { type: 'object', required: ['cartToken'], properties: { cartToken: { type: 'string' } } }, ...failures },
} as const;

export const stockSchema = {
  querystring: { type: 'object', required: ['itemId'], properties: { itemId: id } },
  response: {
    200: {
      type: 'object',
      properties: {
        results: {
          type: 'array',
          items: {
            type: 'object',
            properties: { itemId: { type: 'string' }, sku: { type: 'string' }, unlimited: { type: 'boolean' }, qtyInStock: { type: 'integer' } },
          },
        },
      },
    },
    ...failures,
  },
} as const;
