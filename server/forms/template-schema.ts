/**
 * GET /api/template/GetTemplateSchema?type=: the schema of the form block
 * (block type 9, `form`): its field kinds, each with the properties it
 * takes and the parts of its answer (SPEC section 3).
 */
import { ANSWER_PARTS, FIELD_KINDS, FIELD_PROPERTIES, LIKERT_VALUES, isMultiPart } from '../../engine/forms/fields.js';

/** The names the form block type is asked by. */
export const FORM_SCHEMA_TYPES = ['form', '9'];

export function formTemplateSchema() {
  return {
    type: 'form',
    blockType: 9,
    fieldKinds: FIELD_KINDS.map((kind) => ({
      type: kind,
      properties: FIELD_PROPERTIES[kind],
      ...(isMultiPart(kind) ? { parts: ANSWER_PARTS[kind] } : {}),
      ...(kind === 'likert' ? { values: LIKERT_VALUES } : {}),
      submitted: kind !== 'section',
    })),
    formProperties: ['formId', 'formName', 'fields', 'submitButtonText', 'submissionText', 'postSubmitHtml', 'successUrl', 'newsletter', 'captchaAction'],
  };
}
