// Gallery and form blocks through the editor API (SQLite demo store): a
// page saved with them renders the gallery with its options and the form
// at once; the form takes submissions through the forms API; bad settings
// answer 400 with every message of the editor's rules.
import t from 'tap';
import { body, editorApp, owner, visitor } from './helpers.js';
import { EDITOR_ERRORS } from '../../server/editor/index.js';
import { FORM_MESSAGES } from '../../editor/form-builder.js';
import { GALLERY_IMAGE_MESSAGES } from '../../editor/gallery-images.js';
import { PHOTO_GALLERY_COUNT } from '../../editor/limits.js';
import { OutboxMailer } from '../../server/mail/mailer.js';
import { cookieHeader, keep, open, type Jar } from '../forms/form-posts.js';

t.setTimeout(180_000);
const app = await editorApp(t);
const admin = await owner(app);

const gallery = {
  id: 'g1',
  kind: 'gallery',
  span: 12,
  props: {},
  gallery: {
    design: 'grid',
    options: { 'thumbnails-per-row': 2, padding: 8, 'aspect-ratio': '16:9', lightbox: true, 'show-meta': true, 'show-meta-only-title': true, 'autoplay-duration': 9 },
    images: [
      { src: '/assets/gallery/coast.jpg', alt: 'The coast road', title: 'Coast' },
      { src: '/assets/gallery/morning.jpg', alt: 'Morning light', title: 'Morning' },
    ],
  },
};
const form = {
  id: 'f1',
  kind: 'form',
  span: 12,
  props: {},
  form: {
    build: {
      formName: 'Book a class',
      fields: [
        { id: 'who', type: 'text', title: 'Your name', required: true },
        { id: 'day', type: 'select', title: 'Day', options: ['Saturday', 'Sunday'], required: true },
      ],
    },
    storage: { notifyEmail: 'studio@example.com, teacher@example.com' },
    advanced: { submitButtonText: 'Book', submissionText: 'See you at the wheel.', successUrl: '' },
    captcha: { enabled: false },
    disclaimer: { text: 'We only use your name for the booking.' },
  },
};

async function newPage(title: string) {
  const page = body(await admin.request('POST', '/api/editor/pages', { title })).page;
  const { revision } = body(await admin.request('GET', `/api/editor/pages/${page.id}`));
  return { page, revision };
}

t.test('a saved gallery and form render at once; the form takes a submission', async (t) => {
  const { page, revision } = await newPage('Classes');
  const saved = await admin.request('PUT', `/api/editor/pages/${page.id}`, { title: 'Classes', layout: { blocks: [gallery, form] }, revision });
  t.equal(saved.statusCode, 200, saved.body);
  const stored = body(saved).layout.blocks;
  t.equal(stored[0].gallery.options['max-width'], 300, 'options not sent get their defaults');
  t.equal(stored[0].gallery.options.lightboxTheme, 'dark');

  const shopper = await visitor(app);
  const html = (await shopper.request('GET', '/classes')).body;
  t.match(html, /<div class="sqs-block gallery-block sqs-block-gallery" data-block-type="8" id="block-g1">/, 'the gallery block, type 8');
  t.match(html, 'style="--gallery-columns: 2; --gallery-gap: 8px"', 'thumbnails per row and padding');
  t.match(html, 'data-aspect-ratio="16:9"');
  t.match(html, 'data-lightbox="gallery"', 'lightbox on');
  t.match(html, '<strong>Coast</strong></figcaption>', 'title only: no description');
  t.match(html, 'alt="Coast"', "alt text from the title, as the platform's gallery partials take it");
  t.notMatch(html, 'autoplay-duration', 'the autoplay delay is not rendered while autoplay is off');
  t.match(html, /data-block-type="9" id="block-f1">.*id="block-form-form-f1" data-widget="form"/s, 'the form block, type 9');
  t.match(html, '&quot;captcha&quot;:false');
  t.match(html, '<p class="form-block__disclaimer">We only use your name for the booking.</p>');
  t.match(html, '>Book</button>');

  const key = body(await shopper.request('POST', '/api/form/FormSubmissionKey', {})).key;
  const bad = await shopper.request('POST', '/api/form/SaveFormSubmission', { formId: 'form-f1', form: { who: '' }, key, pagePath: '/classes' });
  t.equal(bad.statusCode, 400, 'the form\'s own checks');
  t.match(body(bad).errors, { who: 'Required', day: 'Required' });
  const ok = await shopper.request('POST', '/api/form/SaveFormSubmission', { formId: 'form-f1', form: { who: 'Ada', day: 'Sunday' }, key, pageTitle: 'Classes', pageId: page.id, contentSource: 'c', pagePath: '/classes' });
  t.equal(ok.statusCode, 200, ok.body);
  t.equal(body(ok).success, true);
  const rows = await app.vitrine.commerce!.store.db.selectFrom('form_submissions').selectAll().where('form_id', '=', 'form-f1').execute();
  t.same(rows.map((r) => JSON.parse(r.answers)), [{ who: 'Ada', day: 'Sunday' }], 'stored in the site');
  const mail = await new OutboxMailer(app.vitrine.commerce!.store).list('studio@example.com');
  t.equal(mail.length, 1, 'and mailed to the address of the storage fieldset');
  t.match(mail[0], { kind: 'form-submission', subject: 'New submission: Book a class', text: /Your name: Ada\nDay: Sunday/ });
  t.equal((await new OutboxMailer(app.vitrine.commerce!.store).list('teacher@example.com')).length, 1, 'to every address of the list');

  // Without JavaScript: the plain form posts, and the page shows the outcome.
  const jar: Jar = {};
  t.match(await open(app, jar, '/classes'), 'name="formId" value="form-f1"');
  const noScript = async (fields: Record<string, string>) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/form/submit',
      payload: new URLSearchParams({ formId: 'form-f1', pagePath: '/classes', ...fields }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin', cookie: cookieHeader(jar) },
    });
    keep(jar, res.headers['set-cookie']);
    t.equal(res.statusCode, 303);
    t.equal(res.headers.location, '/classes#block-form-form-f1');
    return open(app, jar, '/classes');
  };
  const refused = await noScript({ 'f.who': '', 'f.day': 'Sunday' });
  t.match(refused, /class="form-field__error"[^>]*>Required</, 'the field message, without JavaScript');
  t.match(refused, 'We only use your name for the booking.', 'the disclaimer stays');
  t.match(await noScript({ 'f.who': 'Grace', 'f.day': 'Saturday' }), 'See you at the wheel.', 'the success text');
  t.equal((await app.vitrine.commerce!.store.db.selectFrom('form_submissions').selectAll().where('form_id', '=', 'form-f1').execute()).length, 2);

  const slideshow = { ...gallery, gallery: { ...gallery.gallery, design: 'slideshow', options: { autoplay: true, 'autoplay-duration': 3, controls: false, thumbnails: true, 'thumbnail-strip-height': 120, 'square-thumbs': true } } };
  const again = await admin.request('PUT', `/api/editor/pages/${page.id}`, { title: 'Classes', layout: { blocks: [slideshow] }, revision: body(saved).revision });
  t.equal(again.statusCode, 200, again.body);
  const show = (await shopper.request('GET', '/classes')).body;
  t.match(show, 'class="gallery-slideshow', 'the slideshow design');
  t.match(show, 'data-props="{&quot;autoplaySeconds&quot;:3,&quot;buttons&quot;:false}"', 'autoplay every 3 s, no buttons');
  t.match(show, 'gallery-slideshow__thumbs gallery-slideshow__thumbs--square" style="--thumb-height: 120px');
  t.notMatch(show, 'block-form-form-f1', 'the removed form is gone');
  const gone = await shopper.request('POST', '/api/form/SaveFormSubmission', { formId: 'form-f1', form: { who: 'Ada', day: 'Sunday' }, key: body(await shopper.request('POST', '/api/form/FormSubmissionKey', {})).key, pagePath: '/classes' });
  t.equal(gone.statusCode, 404, 'a form removed in the editor is no longer configured');
});

t.test('bad gallery and form settings: 400 with every message', async (t) => {
  const { page, revision } = await newPage('Bad settings');
  const put = (blocks: unknown[]) => admin.request('PUT', `/api/editor/pages/${page.id}`, { title: 'Bad settings', layout: { blocks }, revision });

  const g = await put([{ ...gallery, gallery: { design: 'carousel', options: { padding: 51, bogus: true }, images: [{ src: 'javascript:alert(1)', alt: '' }] } }]);
  t.equal(g.statusCode, 400);
  const messages = ['carousel is not one of the expected options', 'bogus is not one of the expected options', 'padding must be a whole number from 0 to 50.', GALLERY_IMAGE_MESSAGES.badSrc];
  t.same(body(g), { status: 400, code: 'GALLERY_INVALID', message: messages.join(' '), crumbFail: false, messages });

  const f = await put([{ ...form, form: { ...form.form, build: { fields: [{ id: 'x', type: 'radio', title: '' }] }, storage: { notifyEmail: 'nope' } } }]);
  t.equal(f.statusCode, 400);
  t.same(body(f).messages, [FORM_MESSAGES.noLabel, FORM_MESSAGES.noOptions, 'Please enter a valid email']);
  t.equal(body(f).code, 'FORM_INVALID');
  t.equal(body(await put([{ ...form, form: undefined }])).code, 'FORM_INVALID', 'a form block without settings');
  t.equal(body(await put([{ ...form, form: 'x' }])).code, 'INVALID_REQUEST', 'settings that are not an object');

  const many = Array.from({ length: PHOTO_GALLERY_COUNT + 1 }, (_, i) => ({ ...gallery, id: `g${i}`, span: 1 }));
  const over = await put(many);
  t.same(body(over), { status: 400, code: 'TOO_MANY_GALLERIES', message: EDITOR_ERRORS.TOO_MANY_GALLERIES.text, crumbFail: false });
  t.equal(EDITOR_ERRORS.TOO_MANY_GALLERIES.text, 'A page can hold at most 20 galleries.');
  t.equal((await put(many.slice(1))).statusCode, 200, `${PHOTO_GALLERY_COUNT} galleries are fine`);
});
