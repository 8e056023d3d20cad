/**
 * The site's sections (SPEC sections 2 and 3: cover page, lock screen,
 * popup overlay, SSO screen), kept in their own block field of the content
 * (editor/sections.ts), so a save is a revision every process serves at once:
 *
 *   GET  /api/editor/sections                       every section, the nine positions
 *   GET  /api/editor/sections/:type                 one section
 *   PUT  /api/editor/sections/:type                 enabled, position, slices (revision optional)
 *   POST /api/editor/sections/popup-overlay/version  shows the popup again to visitors who closed it
 *
 * An unknown section type, position or slice answers the SPEC's '{val} is
 * not one of the expected options'; every problem is in `messages`. An
 * image slice names an upload; its address is set here. The popup's
 * newsletter is written as a form block (captcha action PROMO_POPUP) only
 * while the popup is enabled, so a disabled popup takes no sign-ups. Its
 * mailing list is required on save and must exist ('A List must be
 * selected'); it stays in the slice, which the server reads to join a
 * sign-up to it (server/forms/form-catalogue.ts), never in the form block
 * the page shows.
 */
import type { FastifyInstance } from 'fastify';
import {
  GRID_POSITIONS,
  POPUP_CAPTCHA_ACTION,
  POPUP_EMAIL_FIELD_ID,
  POPUP_FORM_ID,
  POPUP_MAX_VERSION,
  SECTION_MESSAGES,
  SECTION_SLICES,
  SECTION_TYPES,
  SECTIONS_BLOCK_FIELD,
  checkSection,
  newsletterListProblem,
  sectionCode,
  sliceOf,
  storedSection,
  type Section,
  type SectionType,
} from '../../../editor/sections.js';
import type { EditorContext } from '../context.js';
import type { Json } from '../content-store.js';
import { blockFieldsOf, isObject } from '../doc.js';
import { editorError } from '../errors.js';
import { MailingLists } from '../../mailing-lists/mailing-lists.js';

/** The newsletter field's title when the owner gives none (the form's stored submissions show it). */
const DEFAULT_EMAIL_TITLE = 'Email Address';
const MAX_SLICES = 10;

const putSchema = {
  body: {
    type: 'object',
    additionalProperties: false,
    required: ['enabled', 'position', 'slices'],
    properties: {
      enabled: { type: 'boolean' },
      // Any text: the rule answers an unknown position with the SPEC's message.
      position: { type: 'string', maxLength: 40 },
      slices: { type: 'array', maxItems: MAX_SLICES, items: { type: 'object', required: ['type'], properties: { type: { type: 'string', maxLength: 40 } } } },
      revision: { type: 'integer', minimum: 1 },
    },
  },
} as const;

interface PutBody {
  enabled: boolean;
  position: string;
  slices: Json[];
  revision?: number;
}

const sectionsField = (doc: Json): Json => {
  const fields = blockFieldsOf(doc);
  if (!isObject(fields[SECTIONS_BLOCK_FIELD])) fields[SECTIONS_BLOCK_FIELD] = { sections: {} };
  const field = fields[SECTIONS_BLOCK_FIELD]!;
  if (!isObject(field.sections)) field.sections = {};
  return field.sections as Json;
};

const readAll = (doc: Json): Section[] => SECTION_TYPES.map((type) => storedSection(blockFieldsOf(doc)[SECTIONS_BLOCK_FIELD], type));

/** A section as the API answers it: with its SPEC code and the slices it may hold. */
const view = (s: Section) => ({ ...s, code: sectionCode(s.type), allowedSlices: SECTION_SLICES[s.type] });

/** The stored form of a section: the popup's newsletter carries its form block while enabled. */
function stored(section: Section): Json {
  const out: Json = { ...section, sectionType: sectionCode(section.type) };
  const newsletter = sliceOf(section, 'newsletter');
  if (newsletter && section.enabled) {
    out.slices = section.slices.map((s) =>
      s !== newsletter
        ? s
        : {
            ...s,
            form: {
              type: 'form',
              formId: POPUP_FORM_ID,
              formName: '',
              newsletter: true,
              captchaAction: POPUP_CAPTCHA_ACTION,
              fields: [{ id: POPUP_EMAIL_FIELD_ID, type: 'email', title: newsletter.label || DEFAULT_EMAIL_TITLE, required: true }],
              ...(newsletter.buttonLabel ? { submitButtonText: newsletter.buttonLabel } : {}),
              ...(newsletter.successText ? { submissionText: newsletter.successText } : {}),
            },
          },
    );
  }
  return out;
}

export async function sectionRoutes(app: FastifyInstance, ctx: EditorContext): Promise<void> {
  const typeOf = (raw: string): SectionType => {
    if (!(SECTION_TYPES as readonly string[]).includes(raw)) throw editorError('NOT_AN_OPTION', { val: raw });
    return raw as SectionType;
  };

  app.get('/api/editor/sections', async (request) => {
    await ctx.user(request, 'read');
    const { revision, doc } = await ctx.content.read();
    return { revision, positions: GRID_POSITIONS, sections: readAll(doc).map(view) };
  });

  app.get<{ Params: { type: string } }>('/api/editor/sections/:type', async (request) => {
    await ctx.user(request, 'read');
    const type = typeOf(request.params.type);
    const { revision, doc } = await ctx.content.read();
    return { revision, section: view(storedSection(blockFieldsOf(doc)[SECTIONS_BLOCK_FIELD], type)) };
  });

  app.put<{ Params: { type: string }; Body: PutBody }>('/api/editor/sections/:type', { schema: putSchema }, async (request) => {
    const user = await ctx.user(request, 'edit');
    const type = typeOf(request.params.type);
    const checked = checkSection(type, request.body);
    if (!checked.ok) throw editorError('SECTION_INVALID', {}, checked.problems.map((p) => p.message));
    const listProblem = newsletterListProblem(checked.section);
    if (listProblem) throw editorError('SECTION_INVALID', {}, [listProblem.message]);
    const list = sliceOf(checked.section, 'newsletter')?.list;
    // A list deleted since the panel loaded reads as none chosen, as the newsletter block's.
    if (list !== undefined && !(await new MailingLists(ctx.store).exists(list))) throw editorError('SECTION_INVALID', {}, [SECTION_MESSAGES.listNeeded]);
    const image = sliceOf(checked.section, 'image');
    if (image) {
      const upload = await ctx.uploads.find(image.imageId);
      if (!upload) throw editorError('NOT_FOUND');
      image.assetUrl = upload.assetUrl;
    }
    const { revision, result } = await ctx.content.change(
      { accountId: user.accountId, summary: `saved the ${type} section` },
      (doc) => {
        const before = storedSection(blockFieldsOf(doc)[SECTIONS_BLOCK_FIELD], type);
        const section: Section = { ...checked.section, ...(before.version !== undefined ? { version: before.version } : {}) };
        if (JSON.stringify(before) === JSON.stringify(section)) return false;
        sectionsField(doc)[type] = stored(section);
        return section;
      },
      request.body.revision,
    );
    const section = result === false ? storedSection(blockFieldsOf((await ctx.content.read()).doc)[SECTIONS_BLOCK_FIELD], type) : result;
    return { revision, section: view(section) };
  });

  app.post('/api/editor/sections/popup-overlay/version', async (request) => {
    const user = await ctx.user(request, 'edit');
    const { revision, result } = await ctx.content.change({ accountId: user.accountId, summary: 'showed the popup overlay again' }, (doc) => {
      const before = storedSection(blockFieldsOf(doc)[SECTIONS_BLOCK_FIELD], 'popup-overlay');
      const section: Section = { ...before, version: Math.min((before.version ?? 1) + 1, POPUP_MAX_VERSION) };
      sectionsField(doc)['popup-overlay'] = stored(section);
      return section;
    });
    return { revision, section: view(result as Section) };
  });
}
