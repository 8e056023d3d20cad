/** JSON schemas of the owner's inbox routes (inbox-routes.ts). */
const id = { type: 'string', minLength: 1, maxLength: 200 } as const;
const cursor = { type: 'string', maxLength: 1024 } as const;

export const formsListSchema = {
  querystring: { type: 'object', additionalProperties: false, properties: { cursor } },
} as const;

export const submissionListSchema = {
  params: { type: 'object', required: ['formId'], properties: { formId: id } },
  querystring: { type: 'object', additionalProperties: false, properties: { cursor, unread: { type: 'boolean' } } },
} as const;

export const submissionSchema = {
  params: { type: 'object', required: ['formId', 'id'], properties: { formId: id, id } },
} as const;

export const markReadSchema = {
  params: submissionSchema.params,
  body: { type: 'object', required: ['read'], additionalProperties: false, properties: { read: { type: 'boolean' } } },
} as const;

export const restockGroupsSchema = {
  querystring: { type: 'object', additionalProperties: false, properties: { cursor } },
} as const;
