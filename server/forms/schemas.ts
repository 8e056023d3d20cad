/** JSON schemas of the forms routes (ajv, compiled when each route is registered). */
import { HONEYPOT_FIELD, HONEYPOT_MAX_CHARS } from '../../engine/forms/honeypot.js';

const id = { type: 'string', minLength: 1, maxLength: 200 } as const;
const short = { type: 'string', maxLength: 2000 } as const;
const cursor = { type: 'string', maxLength: 1024 } as const;
/** The honeypot (engine/forms/honeypot.ts): accepted, so a bot's post looks like any other. */
const honeypot = { [HONEYPOT_FIELD]: { type: 'string', maxLength: HONEYPOT_MAX_CHARS } } as const;

export const templateSchemaQuery = {
  querystring: { type: 'object', required: ['type'], properties: { type: { type: 'string', maxLength: 50 } } },
} as const;

export const validateSchema = {
  params: { type: 'object', required: ['formId'], properties: { formId: id } },
  body: { type: 'object' },
} as const;

export const keySchema = {} as const;

const pageFields = {
  pageTitle: short,
  pageId: { type: ['string', 'number'], maxLength: 200 },
  contentSource: { type: 'string', enum: ['i', 'c'] },
  pagePath: short,
  pagePermissionTypeValue: { type: ['string', 'number'], maxLength: 50 },
} as const;

export const saveSchema = {
  body: {
    type: 'object',
    required: ['formId', 'form', 'key'],
    properties: {
      formId: id,
      form: { type: ['string', 'object'] },
      key: { type: 'string', minLength: 1, maxLength: 200 },
      captchaKey: { type: 'string', maxLength: 4096 },
      ...pageFields,
      ...honeypot,
    },
  },
} as const;

export const noScriptSchema = {
  // The honeypot is not declared: a plain form may send it twice (an array), and a bot's post must look accepted.
  body: { type: 'object', required: ['formId'], properties: { formId: id, pagePath: short } },
} as const;

const signupFields = {
  productId: id,
  variantId: id,
  siteVisitorEmail: { type: 'string', maxLength: 1000 },
  captchaToken: { type: 'string', maxLength: 4096 },
  recaptchaEnterpriseV3Token: { type: 'string', maxLength: 4096 },
  language: { type: 'string', maxLength: 35 },
  ...honeypot,
} as const;

/** The islands' JSON, or the product page's plain form (its checkbox sends text, and it brings the crumb and the page to go back to). */
export const signupSchema = {
  body: {
    content: {
      'application/json': {
        schema: {
          type: 'object',
          required: ['productId', 'variantId', 'siteVisitorEmail'],
          additionalProperties: false,
          properties: { ...signupFields, isJoinMailingList: { type: 'boolean' } },
        },
      },
      'application/x-www-form-urlencoded': {
        schema: {
          type: 'object',
          required: ['productId', 'variantId'],
          additionalProperties: false,
          properties: { ...signupFields, isJoinMailingList: { type: 'string', maxLength: 10 }, crumb: { type: 'string', maxLength: 200 }, pagePath: short },
        },
      },
    },
  },
} as const;

export const productFormSchema = {
  querystring: { type: 'object', required: ['itemId'], properties: { itemId: id } },
} as const;

export const submissionsSchema = {
  params: { type: 'object', required: ['formId'], properties: { formId: id } },
  querystring: { type: 'object', properties: { cursor, format: { type: 'string', enum: ['json', 'csv'] } } },
} as const;

export const groupsSchema = {
  querystring: { type: 'object', properties: { cursor } },
} as const;

export const signUpsSchema = {
  querystring: { type: 'object', required: ['productId', 'variantId'], properties: { productId: id, variantId: id, cursor } },
} as const;

const sendRequest = { type: 'object', required: ['productId', 'variantId'], additionalProperties: false, properties: { productId: id, variantId: id } } as const;

export const sendSchema = { body: sendRequest } as const;

export const sendAllSchema = {
  body: {
    type: 'object',
    required: ['sendRequests'],
    additionalProperties: false,
    properties: { sendRequests: { type: 'array', minItems: 1, maxItems: 100, items: sendRequest } },
  },
} as const;
