/**
 * JSON schemas of the checkout routes. The checkout post takes the form's
 * fields as text (a form post or JSON with the same names); each is
 * bounded here and read and validated by form.ts, whose texts reach the
 * shopper.
 */
import { CHECKOUT_ERROR_CODES } from './errors.js';
import { COMMERCE_ERROR_CODES } from '../errors.js';

const text = { type: 'string', maxLength: 2000 } as const;

export const postSchema = {
  querystring: { type: 'object', properties: { crumb: { type: 'string', maxLength: 200 } } },
  body: {
    type: 'object',
    // A cart holds at most 100 entries (a quantity field each) besides the form's own fields.
    maxProperties: 200,
    properties: {
      action: { type: 'string', enum: ['update', 'place'] },
      cartToken: { type: 'string', maxLength: 100 },
      returnTo: text,
      itemId: { type: 'string', maxLength: 100 },
    },
    additionalProperties: { anyOf: [{ type: 'string', maxLength: 2000 }, { type: 'number' }, { type: 'boolean' }] },
  },
} as const;

export const giftCardStartSchema = {
  querystring: { type: 'object', required: ['itemId'], properties: { itemId: { type: 'string', minLength: 1, maxLength: 100 }, sku: { type: 'string', maxLength: 100 } } },
} as const;

export const totalsSchema = {
  querystring: { type: 'object', properties: { cartToken: { type: 'string', maxLength: 100 } } },
} as const;

export const checkoutFailureSchema = {
  type: 'object',
  required: ['status', 'code', 'message', 'crumbFail'],
  properties: {
    status: { type: 'integer' },
    code: { type: 'string', enum: [...CHECKOUT_ERROR_CODES, ...COMMERCE_ERROR_CODES] },
    message: { type: 'string' },
    crumbFail: { type: 'boolean' },
    fields: { type: 'object', additionalProperties: { type: 'string' } },
  },
} as const;
