/**
 * The content predicates: 20 fixed ones, and the ones generated from the
 * enumeration tables of engine/content/enums.ts (gallery options, record
 * types, promoted block types, background sources).
 */
import type { PredicateDef } from './types.js';
import { asBoolean, asNumber, asString, fields, getMember, getPath, isNumber, isObject, isTruthy } from '../runtime/values.js';
import {
  BACKGROUND_SOURCE,
  COLLECTION_TYPE,
  FOLDER_BEHAVIOR,
  GALLERY_ACTIVE_ALIGNMENTS,
  GALLERY_BOOLEAN_OPTIONS,
  GALLERY_DESIGNS,
  GALLERY_META_POSITIONS,
  PROMOTED_BLOCK_TYPES,
  PROMOTED_RECORD_TYPES,
  RECORD_TYPE,
  RECORD_TYPES_WITHOUT_PREDICATE,
  type RecordTypeName,
} from '../content/enums.js';
import { hasVisibleText } from './content-util.js';

type Test = PredicateDef['test'];

/**
 * Each test is the predicate's own `test`, written with the node read from
 * its frame (`(_a, _c, { node }) => ...`), not wrapped: a wrapper made here
 * for every predicate would be one function whose call of the test sees
 * every content predicate (a call the compiler cannot inline), where the
 * generated code's call of a predicate's `test` sees that one alone.
 */
const content = (name: string, summary: string, test: Test): PredicateDef => ({
  name,
  family: 'content',
  summary,
  maxArgs: 0,
  test,
});

const hasImage = (v: unknown): boolean => {
  const f = fields(v);
  return isTruthy(f?.mainImageId) || isTruthy(f?.systemDataId);
};
const sizeOf = (v: unknown): number => (Array.isArray(v) ? v.length : isObject(v) ? Object.keys(v).length : 0);

/** UTC calendar day of an epoch-ms instant, '' when it is not a valid date. */
function utcDay(ms: number): string {
  const d = new Date(ms);
  return Number.isNaN(d.getTime()) ? '' : d.toISOString().slice(0, 10);
}

const FIXED: PredicateDef[] = [
  content('calendar-view?', 'the context has a true "calendarView"', (_a, ctx, frame) => asBoolean(ctx.resolve(frame, ['calendarView']))),
  content('child-images?', 'the first of the node\'s "items" has a main image', (_a, _c, { node }) => {
    const items = getMember(node, 'items');
    return Array.isArray(items) && items.length > 0 && hasImage(items[0]);
  }),
  content('clickable?', 'the folder behaviour is index or redirect (or unset)', (_a, ctx, frame) => {
    const v = ctx.resolve(frame, ['folderBehavior']);
    if (v === undefined) return true;
    const code = asNumber(v);
    return code === FOLDER_BEHAVIOR.code('index') || code === FOLDER_BEHAVIOR.code('redirect');
  }),
  content('collection?', 'the node has a "collection"', (_a, _c, { node }) => isTruthy(getMember(node, 'collection'))),
  content('collection-page?', 'the node\'s collection is of the page type', (_a, _c, { node }) => {
    const type = getPath(node, ['collection', 'type']);
    return type !== undefined && asNumber(type) === COLLECTION_TYPE.code('page');
  }),
  content('collection-template-page?', 'the collection (or the node itself) is a template page', (_a, _c, { node }) => {
    const collection = getMember(node, 'collection');
    const type = getMember(collection === undefined ? node : collection, 'type');
    return type !== undefined && asNumber(type) === COLLECTION_TYPE.code('template-page');
  }),
  {
    name: 'collectionTypeNameEquals?',
    family: 'content',
    summary: 'collectionTypeNameEquals? NAME: the context\'s "typeName" is NAME',
    minArgs: 1,
    maxArgs: 1,
    test: (args, ctx, frame) => asString(ctx.resolve(frame, ['typeName'])) === args[0],
  },
  content('excerpt?', 'the node has an excerpt with visible text', (_a, _c, { node }) => {
    const excerpt = fields(node)?.excerpt;
    const html = getMember(excerpt, 'html');
    const text = typeof html === 'string' ? html : typeof excerpt === 'string' ? excerpt : '';
    return hasVisibleText(text);
  }),
  content('external-link?', 'the node has an "externalLink"', (_a, _c, { node }) => isTruthy(getMember(node, 'externalLink'))),
  content('folder?', 'the node\'s collection is a folder', (_a, _c, { node }) => isTruthy(getPath(node, ['collection', 'folder']))),
  content('gallery-meta?', 'the gallery options show controls or indicators', (_a, ctx, frame) => {
    const options = ctx.resolve(frame, ['options']);
    return isTruthy(getMember(options, 'controls')) || isTruthy(getMember(options, 'indicators'));
  }),
  content('has-multiple?', 'the node has more than one element or member', (_a, _c, { node }) => sizeOf(node) > 1),
  content('index?', 'the node\'s collection is a folder that behaves as an index', (_a, _c, { node }) => {
    const collection = getMember(node, 'collection');
    if (!isObject(collection)) return false;
    const behavior = getMember(collection, 'folderBehavior');
    return isTruthy(getMember(collection, 'folder')) && isNumber(behavior) && +behavior === FOLDER_BEHAVIOR.code('index');
  }),
  content('location?', 'the node\'s location has map coordinates', (_a, _c, { node }) => {
    const location = getMember(node, 'location');
    return getMember(location, 'mapLat') !== undefined && getMember(location, 'mapLng') !== undefined;
  }),
  content('main-image?', 'the node has a main image', (_a, _c, { node }) => hasImage(node)),
  content('passthrough?', 'the node passes through to a non-empty "sourceUrl"', (_a, _c, { node }) => {
    const f = fields(node);
    return isTruthy(f?.passthrough) && asString(f?.sourceUrl) !== '';
  }),
  content('redirect?', 'the node\'s folder behaviour is redirect', (_a, _c, { node }) => asNumber(getMember(node, 'folderBehavior')) === FOLDER_BEHAVIOR.code('redirect')),
  content('same-day?', 'the node\'s startDate and endDate fall on the same UTC day', (_a, _c, { node }) => {
    const start = utcDay(asNumber(getMember(node, 'startDate')));
    return start !== '' && start === utcDay(asNumber(getMember(node, 'endDate')));
  }),
  content('serviceNameEmail?', 'the node\'s "serviceName" is email', (_a, _c, { node }) => asString(getMember(node, 'serviceName')) === 'email'),
  content('show-past-events?', 'the node shows past events', (_a, _c, { node }) => asString(getMember(node, 'showPastOrUpcomingEvents')) === 'past'),
];

/** `gallery-OPTION-VALUE?`: the gallery options' OPTION is VALUE. */
function gallerySelect(prefix: string, option: string, values: readonly string[]): PredicateDef[] {
  return values.map((value) =>
    content(`${prefix}-${value}?`, `the gallery option "${option}" is ${value}`, (_a, ctx, frame) => {
      const v = getMember(ctx.resolve(frame, ['options']), option);
      return v !== undefined && asString(v) === value;
    }),
  );
}

const recordTypeIs = (node: unknown, code: number): boolean => asNumber(fields(node)?.recordType) === code;

function generated(): PredicateDef[] {
  const out: PredicateDef[] = [
    ...gallerySelect('gallery-design', 'design', GALLERY_DESIGNS),
    ...gallerySelect('gallery-meta-position', 'meta-position', GALLERY_META_POSITIONS),
    ...gallerySelect('gallery-active-alignment', 'active-alignment', GALLERY_ACTIVE_ALIGNMENTS),
    ...GALLERY_BOOLEAN_OPTIONS.map((option) =>
      content(`gallery-${option}?`, `the gallery option "${option}" is true`, (_a, ctx, frame) => asBoolean(getMember(ctx.resolve(frame, ['options']), option))),
    ),
  ];
  const promoted = new Set<RecordTypeName>(PROMOTED_RECORD_TYPES);
  for (const type of RECORD_TYPE.values) {
    if (RECORD_TYPES_WITHOUT_PREDICATE.has(type.name)) continue;
    if (promoted.has(type.name)) {
      const test: Test = (_a, _c, { node }) => recordTypeIs(node, type.code) || asString(fields(node)?.promotedBlockType) === type.name;
      out.push(content(`${type.name}?`, `the node is a ${type.name} record or promotes a ${type.name} block`, test));
      if (type.name === 'video') out.push(content('external-video?', 'the node is a video record or promotes a video block', test));
    } else {
      out.push(content(`${type.name}?`, `the node's record type is ${type.name} (${type.code})`, (_a, _c, { node }) => recordTypeIs(node, type.code)));
    }
  }
  for (const block of PROMOTED_BLOCK_TYPES) {
    out.push(content(`promoted${block.toUpperCase()}?`, `the node promotes a ${block} block`, (_a, _c, { node }) => asString(fields(node)?.promotedBlockType) === block));
  }
  for (const source of BACKGROUND_SOURCE.values) {
    out.push(
      content(`background-source-${source.name}?`, `the node's background source is ${source.name} (${source.code})`, (_a, _c, { node }) => asNumber(getMember(node, 'backgroundSource')) === source.code),
    );
  }
  return out;
}

export const CONTENT_FIXED_PREDICATES: readonly PredicateDef[] = FIXED;
export const CONTENT_GENERATED_PREDICATES: readonly PredicateDef[] = generated();
export const CONTENT_PREDICATES: PredicateDef[] = [...FIXED, ...CONTENT_GENERATED_PREDICATES];
