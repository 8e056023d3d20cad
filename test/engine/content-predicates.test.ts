// The content predicates generated from the enumeration tables, and the fixed ones.
import t from 'tap';
import { Engine } from '../../engine/index.js';
import { CONTENT_FIXED_PREDICATES, CONTENT_GENERATED_PREDICATES } from '../../engine/plugins/content-predicates.js';
import { BACKGROUND_SOURCE, PROMOTED_BLOCK_TYPES, RECORD_TYPE } from '../../engine/content/enums.js';

const engine = new Engine();
/** Renders `{.NAME}y{.or}n{.end}` on the data. */
const is = (name: string, data: unknown): boolean => {
  const r = engine.render(`{.${name}}y{.or}n{.end}`, data);
  if (r.errors.length) throw new Error(r.errors[0]!.message);
  return r.html === 'y';
};

t.test('61 generated, 20 fixed, no name twice', async (t) => {
  t.equal(CONTENT_GENERATED_PREDICATES.length, 61);
  t.equal(CONTENT_FIXED_PREDICATES.length, 20);
  const names = CONTENT_GENERATED_PREDICATES.map((p) => p.name);
  t.equal(new Set(names).size, 61);
  const groups = (prefix: RegExp) => names.filter((n) => prefix.test(n)).length;
  t.equal(groups(/^gallery-design-/), 4);
  t.equal(groups(/^gallery-meta-position-/), 7);
  t.equal(groups(/^gallery-active-alignment-/), 3);
  t.equal(groups(/^promoted[A-Z]+\?$/), PROMOTED_BLOCK_TYPES.length);
  t.equal(groups(/^background-source-/), BACKGROUND_SOURCE.values.length);
  t.ok(names.includes('store-item?') && names.includes('external-video?') && names.includes('undefined?'));
  t.notOk(names.includes('chat?'), 'editor-only record types have no predicate');
});

t.test('gallery option predicates read "options" through the scopes', async (t) => {
  const data = { options: { design: 'grid', 'meta-position': 'top-left', 'active-alignment': 'right', autoplay: true, lightbox: 'true', controls: 1.5 }, child: { x: 1 } };
  t.ok(is('gallery-design-grid?', data));
  t.notOk(is('gallery-design-slider?', data));
  t.ok(is('gallery-meta-position-top-left?', data));
  t.notOk(is('gallery-meta-position-top?', data));
  t.ok(is('gallery-active-alignment-right?', data));
  t.ok(is('gallery-autoplay?', data));
  t.ok(is('gallery-lightbox?', data), 'the string "true" is true');
  t.notOk(is('gallery-controls?', data), 'a fraction is not true');
  t.notOk(is('gallery-thumbnails?', data), 'missing option');
  const r = engine.render('{.section child}{.gallery-design-grid?}y{.end}{.end}', data);
  t.equal(r.html, 'y', 'found from an inner scope');
});

t.test('record type predicates compare recordType codes', async (t) => {
  for (const type of RECORD_TYPE.values) {
    if (['chat', 'review', 'thread', 'lesson', 'course-item'].includes(type.name)) continue;
    t.ok(is(`${type.name}?`, { recordType: type.code }), `${type.name}? on ${type.code}`);
    t.notOk(is(`${type.name}?`, { recordType: 9999 }), `${type.name}? on another code`);
  }
  t.ok(is('store-item?', { recordType: '11' }), 'numeric text counts');
});

t.test('promoted record types: the record type or the promoted block', async (t) => {
  t.ok(is('video?', { promotedBlockType: 'video' }));
  t.ok(is('external-video?', { recordType: 8 }));
  t.ok(is('gallery?', { promotedBlockType: 'gallery' }));
  t.notOk(is('quote?', { promotedBlockType: 'video', recordType: 1 }));
  t.ok(is('promotedVIDEO?', { promotedBlockType: 'video' }));
  t.notOk(is('promotedMAP?', { promotedBlockType: 'video' }));
  t.notOk(is('promotedMAP?', {}));
});

t.test('background sources', async (t) => {
  t.ok(is('background-source-video?', { backgroundSource: 3 }));
  t.notOk(is('background-source-upload?', { backgroundSource: 3 }));
  t.ok(is('background-source-undefined?', { backgroundSource: -1 }));
  t.notOk(is('background-source-none?', {}));
});

t.test('fixed predicates', async (t) => {
  t.ok(is('clickable?', {}), 'no folder behaviour: clickable');
  t.ok(is('clickable?', { folderBehavior: 2 }));
  t.notOk(is('clickable?', { folderBehavior: 3 }));
  t.ok(is('index?', { collection: { folder: true, folderBehavior: 1 } }));
  t.notOk(is('index?', { collection: { folder: true, folderBehavior: '1' } }), 'a number is required');
  t.ok(is('same-day?', { startDate: Date.UTC(2024, 0, 1, 1), endDate: Date.UTC(2024, 0, 1, 23) }));
  t.notOk(is('same-day?', { startDate: Date.UTC(2024, 0, 1, 23), endDate: Date.UTC(2024, 0, 2, 1) }));
  t.notOk(is('excerpt?', { excerpt: { html: '<p>\u00a0 \u200b</p>' } }), 'tags and blanks only');
  t.ok(is('excerpt?', { excerpt: '<p>x</p>' }));
  t.ok(is('has-multiple?', [1, 2]));
  t.notOk(is('has-multiple?', { a: 1 }));
  t.ok(is('location?', { location: { mapLat: 0, mapLng: 0 } }));
  t.ok(is('passthrough?', { passthrough: true, sourceUrl: 'http://x' }));
  t.notOk(is('passthrough?', { passthrough: true, sourceUrl: '' }));
});

t.test('argument counts are checked by vitrine check, not reported by renders', async (t) => {
  t.equal(engine.parse('{.main-image? x}y{.end}').errors[0]?.code, 'ARGS_COUNT');
  t.equal(engine.parse('{.collectionTypeNameEquals?}y{.end}').errors[0]?.code, 'ARGS_COUNT');
  t.same(engine.render('{.main-image? x}y{.end}', {}).errors, []);
  t.equal(engine.render('{.collectionTypeNameEquals? blog}y{.end}', { typeName: 'blog' }).html, 'y');
});
