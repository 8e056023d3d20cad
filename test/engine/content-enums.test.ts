// The content enumerations: SPEC section 3 codes, lookups both ways, ordering, uniqueness.
import t from 'tap';
import {
  BACKGROUND_SOURCE,
  BLOCK_TYPE,
  COLLECTION_TYPE,
  FOLDER_BEHAVIOR,
  PAGE_TYPE,
  PRODUCT_TYPE,
  RECORD_TYPE,
  ROLE,
  SLICE_TYPE,
  UNDEFINED_CODE,
  enumeration,
} from '../../engine/content/enums.js';

t.test('codes of SPEC section 3', async (t) => {
  t.same(
    PRODUCT_TYPE.values.filter((v) => v.code > 0).map((v) => [v.name, v.code]),
    [['physical', 1], ['digital', 2], ['service', 3], ['gift-card', 4], ['paywall', 5]],
  );
  t.equal(RECORD_TYPE.code('store-item'), 11);
  t.equal(RECORD_TYPE.code('course-item'), 63);
  t.equal(RECORD_TYPE.code('kbarticle'), 54);
  t.equal(COLLECTION_TYPE.code('template-page'), 7);
  t.equal(COLLECTION_TYPE.code('page'), 10);
  t.equal(BLOCK_TYPE.code('image'), 5);
  t.equal(BLOCK_TYPE.code('website-component'), 1337);
  t.equal(PAGE_TYPE.code('sso-page'), 400);
  t.equal(PAGE_TYPE.fromCode(205)?.name, 'cart-v2');
  t.equal(ROLE.code('draft-editor'), 16);
  t.equal(ROLE.fromCode(5), undefined, 'role 5 is not assigned');
  t.same(
    BACKGROUND_SOURCE.values.map((v) => v.name),
    ['undefined', 'upload', 'instagram', 'video', 'none'],
  );
  t.same(
    FOLDER_BEHAVIOR.values.map((v) => [v.name, v.code]),
    [['undefined', -1], ['index', 1], ['redirect', 2], ['none', 3], ['variation', 4]],
  );
  t.equal(SLICE_TYPE.fromName('gallery')?.code, 5);
  t.equal(SLICE_TYPE.fromCode(2), undefined, 'slice type 2 is not assigned');
});

t.test('lookups, order and immutability', async (t) => {
  t.equal(RECORD_TYPE.fromName('nope'), undefined);
  t.equal(RECORD_TYPE.fromCode(999), undefined);
  t.equal(RECORD_TYPE.fromCode(UNDEFINED_CODE)?.name, 'undefined');
  for (const e of [RECORD_TYPE, COLLECTION_TYPE, BLOCK_TYPE, PAGE_TYPE, PRODUCT_TYPE, ROLE, SLICE_TYPE]) {
    const codes = e.values.map((v) => v.code);
    t.same(codes, [...codes].sort((a, b) => a - b), `${e.kind} ordered by code`);
    for (const v of e.values) t.equal(e.fromCode(v.code), v, `${e.kind} ${v.name} round-trips`);
    t.ok(Object.isFrozen(e.values));
  }
});

t.test('a code used twice is a bug', async (t) => {
  t.throws(() => enumeration('Bad', { a: 1, b: 1 }), /code 1 is used twice/);
  const ok = enumeration('Small', { b: 2, a: 1 });
  t.same(ok.values.map((v) => v.name), ['a', 'b']);
});
