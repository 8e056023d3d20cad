// SPEC section 3: a textarea gets maxLength when a form-handler feature is
// on (`featureFlags.formHandler`). The server's form catalogue (validation,
// the template schema, the product forms) keeps or drops the limit with it.
import t from 'tap';
import { FORM_HANDLER_FLAG, formHandlerOn, withFormHandler } from '../../engine/forms/fields.js';
import { checkAnswers } from '../../engine/forms/rules.js';
import { FORM_TEXT } from '../../engine/forms/texts.js';
import { FormCatalogue } from '../../server/forms/form-catalogue.js';
import type { SiteContent } from '../../site/content/types.js';

const FIELDS = [
  { id: 'message', type: 'textarea', title: 'Message', maxLength: 5 },
  { id: 'name', type: 'text', title: 'Name' },
];

const content = (featureFlags: Record<string, unknown>) =>
  ({
    website: {},
    websiteSettings: {},
    featureFlags,
    blockFields: { main: { rows: [{ columns: [{ blocks: [{ type: 'form', formId: 'f1', fields: FIELDS }] }] }] } },
    collections: [],
  }) as unknown as SiteContent;

t.test('the flag', async (t) => {
  t.equal(FORM_HANDLER_FLAG, 'formHandler');
  t.equal(formHandlerOn({ formHandler: true }), true);
  t.equal(formHandlerOn({ formHandler: 'yes' }), false, 'only true turns it on');
  t.equal(formHandlerOn(undefined), false);
  t.same(withFormHandler(FIELDS, false), [{ id: 'message', type: 'textarea', title: 'Message' }, FIELDS[1]]);
  t.same(withFormHandler(FIELDS, true), FIELDS);
});

t.test('the server checks the limit only with the feature on', async (t) => {
  const on = new FormCatalogue(content({ formHandler: true })).form('f1')!;
  t.equal(on.fields[0]!.maxLength, 5);
  t.same(checkAnswers(on.fields, { message: 'too long' }, FORM_TEXT), { message: 'You have exceeded the character limit.' });
  const catalogue = new FormCatalogue(content({}));
  const off = catalogue.form('f1')!;
  t.equal(off.fields[0]!.maxLength, undefined, 'no maxLength without the feature');
  t.same(checkAnswers(off.fields, { message: 'too long' }, FORM_TEXT), {});
  catalogue.useContent(content({ formHandler: true }));
  t.equal(catalogue.form('f1')!.fields[0]!.maxLength, 5, 'a new revision turning it on counts at once');
});

t.test('the page hands its feature flags to its scripts (Static.SQUARESPACE_CONTEXT.featureFlags)', async (t) => {
  const { loadSite } = await import('../../site/load-site.js');
  const { fileURLToPath } = await import('node:url');
  const root = (p: string) => fileURLToPath(new URL(`../../${p}`, import.meta.url));
  const site = await loadSite(root('templates'), root('fixtures/demo-store'));
  const html = site.renderer.render('/contact').html;
  const json = /Static\.SQUARESPACE_CONTEXT = (\{.*?\});<\/script>/.exec(html)?.[1];
  t.ok(json, 'the page context script');
  t.match(JSON.parse(json!).featureFlags, { formHandler: true }, 'the demo store turns the form handler on');
});
