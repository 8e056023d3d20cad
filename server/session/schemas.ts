/** JSON schemas of the site-user routes (validated by Fastify before the handlers). */
import { EMAIL_MAX_LENGTH, MAX_ADDRESS_FIELD_LENGTH, PASSWORD_MAX_LENGTH } from './limits.js';
import { ADDRESS_FIELDS } from './addresses.js';

/** Member area ids: collection ids of the site content. */
const areaId = { type: 'string', minLength: 1, maxLength: 100, pattern: '^[A-Za-z0-9_-]+$' } as const;
/** Longer than the limits, so the handler can answer the catalogue's own text. */
const email = { type: 'string', maxLength: EMAIL_MAX_LENGTH * 2 } as const;
const password = { type: 'string', maxLength: PASSWORD_MAX_LENGTH * 4 } as const;

export const signUpSchema = {
  body: {
    type: 'object',
    required: ['email', 'password'],
    additionalProperties: false,
    properties: { email, password, rememberMe: { type: 'boolean' }, memberAreaId: areaId },
  },
} as const;

export const signInSchema = signUpSchema;

export const signOutSchema = {
  querystring: { type: 'object', properties: { cloneCart: { type: 'boolean' }, crumb: { type: 'string' } } },
} as const;

export const localeSchema = {
  body: { type: 'object', required: ['language'], additionalProperties: false, properties: { language: { type: 'string', minLength: 2, maxLength: 35 } } },
} as const;

export const joinSchema = {
  body: { type: 'object', required: ['memberAreaId'], additionalProperties: false, properties: { memberAreaId: areaId } },
} as const;

export const resetRequestSchema = {
  body: { type: 'object', required: ['email'], additionalProperties: false, properties: { email } },
} as const;

export const resetSchema = {
  body: { type: 'object', required: ['token', 'password'], additionalProperties: false, properties: { token: { type: 'string', maxLength: 512 }, password } },
} as const;

/** The setup key is 43 base64url characters (owner-setup.ts); a longer one is refused by its shape. */
export const ownerSetupSchema = {
  body: { type: 'object', required: ['key', 'email', 'password'], additionalProperties: false, properties: { key: { type: 'string', maxLength: 100 }, email, password } },
} as const;

export const sessionIdSchema = {
  params: { type: 'object', required: ['sessionId'], properties: { sessionId: { type: 'string', pattern: '^[0-9a-f]{24}$' } } },
} as const;

export const addressSchema = {
  body: {
    type: 'object',
    additionalProperties: false,
    properties: { ...Object.fromEntries(ADDRESS_FIELDS.map((f) => [f, { type: 'string', maxLength: MAX_ADDRESS_FIELD_LENGTH }])), isDefault: { type: 'boolean' } },
  },
} as const;

export const addressIdSchema = {
  params: { type: 'object', required: ['addressId'], properties: { addressId: { type: 'string', pattern: '^[0-9a-f]{24}$' } } },
} as const;

export const addressUpdateSchema = { ...addressSchema, ...addressIdSchema } as const;

export const textsSchema = {
  querystring: { type: 'object', properties: { language: { type: 'string', maxLength: 35 } } },
} as const;
