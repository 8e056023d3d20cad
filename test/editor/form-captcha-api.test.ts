// The form builder's captcha fieldset on a site with a captcha site key:
// a form with captcha on needs a token, one with it off takes a
// submission without; the page marks only the first for the widget.
import t from 'tap';
import { body, editorApp, owner, visitor } from './helpers.js';
import { withCaptcha } from '../forms/helpers.js';
import { defaultConfig } from '../../server/config.js';

t.setTimeout(180_000);
const config = defaultConfig();
const app = await editorApp(t, { site: { ...config.site!, content: withCaptcha(t) } });
const admin = await owner(app);

const form = (enabled: boolean) => ({
  build: { fields: [{ id: 'email', type: 'email', title: 'Email', required: true }] },
  storage: { notifyEmail: '' },
  advanced: { submitButtonText: '', submissionText: '', successUrl: '' },
  captcha: { enabled },
  disclaimer: { text: '' },
});

t.test('captcha on or off per form', async (t) => {
  const page = body(await admin.request('POST', '/api/editor/pages', { title: 'Captcha Forms' })).page;
  const opened = body(await admin.request('GET', `/api/editor/pages/${page.id}`));
  t.equal(opened.captcha, true, 'the builder is told the site has a captcha site key');
  const blocks = [
    { id: 'on', kind: 'form', span: 6, props: {}, form: form(true) },
    { id: 'off', kind: 'form', span: 6, props: {}, form: form(false) },
  ];
  t.equal((await admin.request('PUT', `/api/editor/pages/${page.id}`, { title: 'Captcha Forms', layout: { blocks }, revision: opened.revision })).statusCode, 200);

  const shopper = await visitor(app);
  const html = (await shopper.request('GET', '/captcha-forms')).body;
  t.match(html, /id="block-form-form-on"[^>]*data-captcha-site-key="test-site-key"/, 'captcha on: the widget is set up');
  t.notMatch(html, /id="block-form-form-off"[^>]*data-captcha-site-key/, 'captcha off: no widget');

  const submit = async (formId: string) => {
    const key = body(await shopper.request('POST', '/api/form/FormSubmissionKey', {})).key;
    return shopper.request('POST', '/api/form/SaveFormSubmission', { formId, form: { email: 'ada@example.com' }, key, pagePath: '/captcha-forms' });
  };
  const refused = await submit('form-on');
  t.equal(refused.statusCode, 400);
  t.equal(body(refused).code, 'CAPTCHA_MISSING', 'captcha on: a token is needed');
  t.equal((await submit('form-off')).statusCode, 200, 'captcha off: none is asked for');
});
