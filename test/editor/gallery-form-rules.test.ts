// The gallery options panel's and the form builder's pure rules (SPEC
// sections 2 to 5 and 9): designs, options, ranges, defaults, conditions;
// images; the five fieldsets, fields and their checks; the blocks rendered.
import t from 'tap';
import {
  GALLERY_DESIGNS,
  GALLERY_OPTIONS,
  GALLERY_OPTION_NAMES,
  checkGallerySettings,
  defaultGalleryOptions,
  effectiveOptions,
  notAnOption,
  optionApplies,
  DEFAULT_SLIDER_ASPECT_RATIO,
  SLIDER_ASPECT_RATIO,
  heightPercent,
} from '../../editor/gallery-options.js';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Engine } from '../../engine/index.js';
import { GALLERY_IMAGE_MESSAGES, checkGalleryImages } from '../../editor/gallery-images.js';
import { checkGalleryBlock, galleryBlockContent } from '../../editor/gallery-block.js';
import { EMAIL_EXAMPLE, notifyAddresses, FORM_FIELDSETS, FORM_MESSAGES, checkFormSettings, defaultFormSettings, formBlockContent, moveField, newField } from '../../editor/form-builder.js';
import { isSiteOrWebAddress } from '../../editor/web-address.js';
import { STATUS_LABELS, STATUS_MESSAGES, checkStatus, isLive, statusLabel } from '../../editor/page-status.js';
import { PHOTO_GALLERY_SIZE, MAX_FORM_FIELDS } from '../../editor/limits.js';

t.test('gallery: every design and option of SPEC section 3, in order', async (t) => {
  t.same([...GALLERY_DESIGNS], ['grid', 'slideshow', 'slider', 'stacked']);
  t.same(GALLERY_OPTION_NAMES, [
    'autoplay', 'autoplay-duration', 'controls', 'auto-crop', 'aspect-ratio', 'square-thumbs', 'thumbnails', 'thumbnail-strip-height',
    'thumbnail-strip-margin', 'show-meta', 'show-meta-basic', 'show-meta-only-title', 'meta-position', 'show-meta-on-hover', 'active-alignment',
    'thumbnails-per-row', 'padding', 'lightbox', 'lightboxTheme', 'max-width', 'newWindow', 'transparentBackground',
  ]);
});

t.test('gallery: SPEC section 5 ranges and defaults', async (t) => {
  const ranges = Object.fromEntries(GALLERY_OPTION_NAMES.filter((n) => GALLERY_OPTIONS[n].kind === 'range').map((n) => {
    const r = GALLERY_OPTIONS[n] as { min: number; max: number; default: number };
    return [n, [r.min, r.max, r.default]];
  }));
  t.same(ranges, {
    'autoplay-duration': [1, 10, 5],
    'thumbnail-strip-height': [0, 200, 80],
    'thumbnail-strip-margin': [0, 60, 20],
    'thumbnails-per-row': [1, 10, 4],
    padding: [0, 50, 20],
    'max-width': [100, 300, 300],
  });
  const none = checkGallerySettings({});
  t.ok(none.ok);
  if (!none.ok) return;
  t.equal(none.settings.design, 'grid', 'default design grid');
  t.equal(none.settings.options['aspect-ratio'], 'square', 'default aspect ratio square');
  t.equal(none.settings.options.lightboxTheme, 'dark', 'default lightbox theme dark');
  t.same(none.settings.options, defaultGalleryOptions());
});

t.test('gallery: bounds are inclusive; outside them, and unknown names or values, are refused with every message', async (t) => {
  for (const [name, value] of [['autoplay-duration', 1], ['autoplay-duration', 10], ['padding', 0], ['max-width', 100], ['thumbnail-strip-height', 200]] as const) {
    const r = checkGallerySettings({ options: { [name]: value } });
    t.ok(r.ok && r.settings.options[name] === value, `${name} ${value} accepted`);
  }
  const r = checkGallerySettings({ design: 'carousel', options: { 'autoplay-duration': 11, padding: 2.5, 'max-width': 99, lightboxTheme: 'sepia', autoplay: 'yes', bogus: 1 } });
  t.same(r, {
    ok: false,
    messages: [
      notAnOption('carousel'),
      notAnOption('bogus'),
      notAnOption('yes'),
      'autoplay-duration must be a whole number from 1 to 10.',
      'padding must be a whole number from 0 to 50.',
      notAnOption('sepia'),
      'max-width must be a whole number from 100 to 300.',
    ],
  });
  t.same(checkGallerySettings('grid'), { ok: false, messages: [notAnOption('grid')] });
});

t.test('gallery: SPEC section 4 conditions', async (t) => {
  const values = defaultGalleryOptions();
  t.notOk(optionApplies('autoplay-duration', values), 'the autoplay delay needs autoplay');
  t.notOk(optionApplies('thumbnail-strip-height', values), 'thumbnail options need thumbnails');
  t.ok(optionApplies('padding', values), 'unconditional options always apply');
  const off = effectiveOptions({ ...values, 'autoplay-duration': 7 });
  t.notOk('autoplay-duration' in off, 'left out while autoplay is off');
  t.notOk('thumbnail-strip-margin' in off);
  const on = effectiveOptions({ ...values, autoplay: true, thumbnails: true, 'autoplay-duration': 7 });
  t.equal(on['autoplay-duration'], 7);
  t.equal(on['thumbnail-strip-height'], 80);
});

t.test('gallery images: addresses, limit, and the block the site renders', async (t) => {
  t.ok(isSiteOrWebAddress('/assets/gallery/coast.jpg'));
  t.ok(isSiteOrWebAddress('https://example.com/a.jpg'));
  for (const bad of ['javascript:alert(1)', '//evil.example/a.jpg', 'data:image/png;base64,AA', '/a b.jpg', 'a.jpg', '/x"onerror=1']) t.notOk(isSiteOrWebAddress(bad), bad);
  t.same(checkGalleryImages([{ src: 'javascript:alert(1)', alt: '' }]), { ok: false, messages: [GALLERY_IMAGE_MESSAGES.badSrc] });
  const many = Array.from({ length: PHOTO_GALLERY_SIZE + 1 }, () => ({ src: '/a.jpg', alt: 'a' }));
  t.same(checkGalleryImages(many), { ok: false, messages: [GALLERY_IMAGE_MESSAGES.tooMany] });
  t.ok(checkGalleryImages(many.slice(1)).ok, `${PHOTO_GALLERY_SIZE} images are fine`);
  const block = checkGalleryBlock({ design: 'slideshow', options: { autoplay: true, 'autoplay-duration': 3 }, images: [{ src: '/assets/gallery/coast.jpg', alt: 'Coast', title: 'The coast' }] });
  t.ok(block.ok);
  if (!block.ok) return;
  const content = galleryBlockContent(block.gallery, 'b1');
  t.equal(content.type, 'gallery');
  t.match(content.options, { design: 'slideshow', autoplay: true, 'autoplay-duration': 3 });
  t.notOk('thumbnail-strip-height' in (content.options as object), 'thumbnails off: their options are not rendered');
  t.same(content.items, [{ id: 'b1-1', mediaType: 'imageFile', title: 'The coast', altText: 'Coast', assetUrl: '/assets/gallery/coast.jpg' }]);
  t.equal((galleryBlockContent({ ...block.gallery, images: [{ src: '/a.jpg', alt: 'Alt only', title: '' }] }, 'b').items as { title: string }[])[0]!.title, 'Alt only', 'an untitled image is titled by its alt text');
  t.same(checkGalleryBlock({ design: 'grid', images: 'x' }), { ok: false, messages: [GALLERY_IMAGE_MESSAGES.badSrc] });
});

t.test('form builder: the five fieldsets, SPEC numbering and order', async (t) => {
  t.same(FORM_FIELDSETS.map((f) => `${f.key} ${f.number}`), ['build 1', 'storage 2', 'advanced 3', 'captcha 4', 'disclaimer 5']);
});

t.test('form builder: fields added, reordered, checked; only the properties of their kind kept', async (t) => {
  const s = defaultFormSettings();
  const f1 = newField('text', s.build.fields);
  t.equal(f1.id, 'text-1');
  t.equal(newField('text', [...s.build.fields, f1]).id, 'text-2', 'a new id each time');
  t.same(newField('select', []).options, []);
  t.same(moveField(['a', 'b', 'c'], 2, -1), ['a', 'c', 'b']);
  t.same(moveField(['a', 'b', 'c'], 0, -1), ['a', 'b', 'c'], 'the first cannot move up');

  const input = {
    build: {
      formName: ' Bookings ',
      fields: [
        { id: 'who', type: 'name', title: 'Your name', required: true, placeholder: 'dropped: names take none', options: ['x'] },
        { id: 'when', type: 'select', title: 'Day', options: ['Monday', ' ', 'Friday'] },
        { id: 'notes', type: 'textarea', title: 'Notes', maxLength: 300 },
      ],
    },
    storage: { notifyEmail: 'owner@example.com' },
    advanced: { submitButtonText: 'Book', submissionText: 'See you soon', successUrl: '' },
    captcha: { enabled: false },
    disclaimer: { text: 'We keep your details for this booking only.' },
  };
  const r = checkFormSettings(input);
  t.ok(r.ok);
  if (!r.ok) return;
  t.same(r.settings.build.fields, [
    { id: 'who', type: 'name', title: 'Your name', required: true },
    { id: 'when', type: 'select', title: 'Day', options: ['Monday', 'Friday'] },
    { id: 'notes', type: 'textarea', title: 'Notes', maxLength: 300 },
  ]);
  t.same(formBlockContent(r.settings, 'form-b2'), {
    type: 'form',
    formId: 'form-b2',
    fields: r.settings.build.fields,
    formName: 'Bookings',
    submitButtonText: 'Book',
    submissionText: 'See you soon',
    notifyEmail: 'owner@example.com',
    disclaimer: 'We keep your details for this booking only.',
    captcha: false,
  });
});

t.test('form builder: bad input, every message once', async (t) => {
  t.same(checkFormSettings({}), { ok: false, messages: [FORM_MESSAGES.noFields] });
  const r = checkFormSettings({
    build: { fields: [{ id: 'a', type: 'text', title: '' }, { id: 'b', type: 'radio', title: 'Pick' }, { id: 'c', type: 'hidden' }, { id: 'd', type: 'textarea', title: 'T', maxLength: 0 }, { id: 'A!', type: 'text', title: 'x' }, { id: 'e', type: 'paragraph', title: 'x' }] },
    storage: { notifyEmail: 'not-an-email' },
    advanced: { successUrl: 'javascript:alert(1)' },
  });
  t.same(r, {
    ok: false,
    messages: [FORM_MESSAGES.noLabel, FORM_MESSAGES.noOptions, FORM_MESSAGES.hiddenKey, FORM_MESSAGES.badLimit, FORM_MESSAGES.badField, 'Please enter a valid email', FORM_MESSAGES.badSuccessUrl],
  });
  const dup = checkFormSettings({ build: { fields: [{ id: 'a', type: 'text', title: 'A' }, { id: 'a', type: 'email', title: 'B' }] } });
  t.same(dup, { ok: false, messages: [FORM_MESSAGES.badField] });
  const many = Array.from({ length: MAX_FORM_FIELDS + 1 }, (_, i) => ({ id: `f-${i}`, type: 'text', title: 'x' }));
  t.same(checkFormSettings({ build: { fields: many } }), { ok: false, messages: [FORM_MESSAGES.tooManyFields] });
  t.same(checkFormSettings({ build: { fields: [{ id: 'a', type: 'text', title: 'x'.repeat(201) }] } }), { ok: false, messages: [FORM_MESSAGES.tooLong] });
});

t.test('page status: SPEC labels, live pages, scheduling', async (t) => {
  const now = 1_800_000_000_000;
  t.same(Object.values(STATUS_LABELS), ['Scheduled', 'Needs Review', 'Draft', 'Private'], 'SPEC section 3, in its order');
  t.ok(isLive({}, now), 'a page without a status is published');
  t.equal(statusLabel({}, now), null, 'and shows no label');
  for (const s of ['draft', 'private', 'needs-review'] as const) {
    t.notOk(isLive({ editorStatus: s }, now), `${s} never reaches shoppers`);
    t.equal(statusLabel({ editorStatus: s }, now), STATUS_LABELS[s]);
  }
  const later = { editorStatus: 'scheduled', publishOn: now + 1000 };
  t.notOk(isLive(later, now), 'scheduled: not before its time');
  t.equal(statusLabel(later, now), 'Scheduled');
  t.ok(isLive(later, now + 1000), 'and live from its time on');
  t.equal(statusLabel(later, now + 1000), null);
  t.notOk(isLive({ editorStatus: 'scheduled' }, now), 'a schedule without a time stays hidden');
  t.same(checkStatus('draft', now + 5, now), { ok: true, fields: { editorStatus: 'draft' } }, 'a time only for a schedule');
  t.same(checkStatus('scheduled', now + 5, now), { ok: true, fields: { editorStatus: 'scheduled', publishOn: now + 5 } });
  t.same(checkStatus('scheduled', now, now), { ok: false, message: STATUS_MESSAGES.scheduleInPast });
  t.same(checkStatus('scheduled', undefined, now), { ok: false, message: STATUS_MESSAGES.scheduleInPast });
  t.same(checkStatus('archived', undefined, now), { ok: false, message: 'archived is not one of the expected options' });
});

t.test('the slider default aspect ratio is 50 (SPEC section 9): 2:1 for the slider design, square for the others', async (t) => {
  t.equal(DEFAULT_SLIDER_ASPECT_RATIO, 50);
  t.equal(heightPercent(SLIDER_ASPECT_RATIO), DEFAULT_SLIDER_ASPECT_RATIO, 'the ratio says the default');
  t.equal(heightPercent('square'), 100);
  t.equal(defaultGalleryOptions('slider')['aspect-ratio'], '2:1');
  t.equal(defaultGalleryOptions()['aspect-ratio'], 'square', 'the gallery default stays square (SPEC section 5)');
  const slider = checkGallerySettings({ design: 'slider', options: {} });
  t.equal(slider.ok && slider.settings.options['aspect-ratio'], '2:1', 'a slider saved without a ratio gets the slider default');
  const chosen = checkGallerySettings({ design: 'slider', options: { 'aspect-ratio': '16:9' } });
  t.equal(chosen.ok && chosen.settings.options['aspect-ratio'], '16:9', 'a chosen ratio wins');
  // The slider template falls back to it for content that gives none.
  const source = readFileSync(fileURLToPath(new URL('../../templates/blocks/gallery-slider.block', import.meta.url)), 'utf8');
  const html = new Engine().compile(source).render({ options: {}, '@': [] }).html;
  t.match(html, 'data-aspect-ratio="2:1"');
});

t.test('form builder: submissions mailed to a list of addresses; a bad one in a list says the list form (SPEC section 5)', async (t) => {
  const form = (notifyEmail: string) => checkFormSettings({ build: { fields: [{ id: 'a', type: 'text', title: 'A' }] }, storage: { notifyEmail } });
  const ok = form(' owner@example.com ,  shop@example.com,');
  t.equal(ok.ok && ok.settings.storage.notifyEmail, 'owner@example.com, shop@example.com', 'kept as a clean list');
  t.same(form('owner@example.com, nope'), { ok: false, messages: ['Emails must be formatted as name@example.com'] });
  t.same(form('nope'), { ok: false, messages: ['Please enter a valid email'] }, 'one address keeps the one-address message');
  t.same(notifyAddresses('a@x.io, ,b@y.io'), ['a@x.io', 'b@y.io']);
  t.equal(FORM_MESSAGES.emailsFormat(EMAIL_EXAMPLE), 'Emails must be formatted as name@example.com');
});
