/**
 * The site's sections (SPEC sections 2 and 3): cover page 1, lock screen 2,
 * popup overlay 3, SSO screen 4. Each holds slices (SPEC section 3's slice
 * types and the editor's popup-overlay-action and sso-options), a content
 * position among the nine grid positions (top, centre, bottom by left,
 * centre, right) and an enabled flag; the popup overlay also a version the
 * owner bumps to show it again to visitors who closed it (its local-storage
 * keys date-closed, version, submitted: client/widgets/popup-overlay.tsx).
 * Pure rules shared by the app and the server; the texts of the app are in
 * sections-texts.ts.
 */
import { SECTION_TYPE } from '../engine/content/enums.js';
import { isSiteOrWebAddress } from './web-address.js';
import { BLOCK_MESSAGES } from './blocks/block-messages.js';
import { isReference } from './blocks/fields.js';

export const SECTION_TYPES = ['cover-page', 'lock-screen', 'popup-overlay', 'sso-screen'] as const;
export type SectionType = (typeof SECTION_TYPES)[number];

/** SPEC section 3 codes, from the engine's enumeration. */
export const sectionCode = (type: SectionType): number => SECTION_TYPE.code(type);

export const GRID_ROWS = ['top', 'center', 'bottom'] as const;
export const GRID_COLUMNS = ['left', 'center', 'right'] as const;
/** The nine grid positions, row by row: top-left ... bottom-right. */
export const GRID_POSITIONS = GRID_ROWS.flatMap((r) => GRID_COLUMNS.map((c) => `${r}-${c}` as const));
export type GridPosition = (typeof GRID_POSITIONS)[number];
export const isGridPosition = (v: unknown): v is GridPosition => typeof v === 'string' && (GRID_POSITIONS as readonly string[]).includes(v);

// Vitrine's limits (the SPEC sets none for sections).
/** Characters of a section's heading. */
export const SECTION_HEADING_MAX_CHARS = 200;
/** Characters of a section's body text. */
export const SECTION_BODY_MAX_CHARS = 2000;
/** Characters of a button's label, a newsletter's button or field label. */
export const SECTION_LABEL_MAX_CHARS = 60;
/** Characters of a newsletter's thank-you text. */
export const SECTION_SUCCESS_MAX_CHARS = 300;
/** Characters of an image's alt text (SPEC section 9: alt text at most 250). */
export const SECTION_ALT_MAX_CHARS = 250;
/** Characters of a button's link. */
export const SECTION_URL_MAX_CHARS = 2000;
/** The popup overlay's version: bumped by one per "show again", up to this. */
export const POPUP_MAX_VERSION = 1_000_000;

export const SSO_OPTIONS = ['sign-in', 'sign-up'] as const;
export type SsoOption = (typeof SSO_OPTIONS)[number];

export type Slice =
  | { type: 'heading'; text: string }
  | { type: 'body'; text: string }
  | { type: 'image'; imageId: string; alt: string; assetUrl?: string }
  | { type: 'buttons' | 'popup-overlay-action'; label: string; url: string }
  /** `list`: the mailing list sign-ups join (editor/mailing-lists.ts); a popup saved before lists existed has none. */
  | { type: 'newsletter'; label: string; buttonLabel: string; successText: string; list?: string }
  | { type: 'password' }
  | { type: 'sso-options'; options: SsoOption[] };
export type SliceType = Slice['type'];

/** The slices each section may hold, in the order they show; each at most once. */
export const SECTION_SLICES: Record<SectionType, readonly SliceType[]> = {
  'cover-page': ['heading', 'body', 'buttons', 'image'],
  'lock-screen': ['heading', 'body', 'password', 'image'],
  'popup-overlay': ['heading', 'body', 'newsletter', 'popup-overlay-action', 'image'],
  'sso-screen': ['heading', 'body', 'sso-options', 'image'],
};

/** Slices a section always has (the lock screen's password form keeps the site reachable). */
export const REQUIRED_SLICES: Partial<Record<SectionType, SliceType>> = { 'lock-screen': 'password' };

export interface Section {
  type: SectionType;
  enabled: boolean;
  position: GridPosition;
  slices: Slice[];
  /** The popup overlay's version (1 at first). */
  version?: number;
}

const DEFAULT_POSITION: Record<SectionType, GridPosition> = {
  'cover-page': 'center-center',
  'lock-screen': 'center-center',
  'popup-overlay': 'center-center',
  'sso-screen': 'center-center',
};

/** A section the owner has not set up: off, centred, with its required slice. */
export function defaultSection(type: SectionType): Section {
  const required = REQUIRED_SLICES[type];
  return { type, enabled: false, position: DEFAULT_POSITION[type], slices: required ? [{ type: 'password' }] : [], ...(type === 'popup-overlay' ? { version: 1 } : {}) };
}

export interface SectionProblem {
  /** Where: 'position', or the slice type. */
  field: string;
  message: string;
}

/** SPEC section 5's editor catalogue text. */
export const notAnOption = (val: string): string => `${val} is not one of the expected options`;
// Vitrine's texts, for rules the SPEC states without one.
export const SECTION_MESSAGES = {
  tooLong: (what: string, max: number) => `${what} can be at most ${max} characters long.`,
  sliceTwice: (type: string) => `A section can hold the ${type} slice only once.`,
  badLink: 'A button link must start with / or https://.',
  labelNeeded: 'A button needs a label and a link.',
  imageNeeded: 'Choose an uploaded image.',
  ssoOptionNeeded: 'Choose at least one way to sign in.',
  // SPEC section 5's catalogue, as the newsletter block says it: the popup's sign-up without a mailing list.
  listNeeded: BLOCK_MESSAGES.listNeeded,
} as const;

const str = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');
const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** What an owner sent for one section, as the API's body or the panel's state. */
export interface SectionInput {
  enabled: unknown;
  position: unknown;
  slices: unknown;
}

export type SectionCheck = { ok: true; section: Omit<Section, 'version'> } | { ok: false; problems: SectionProblem[] };

/** Checks and normalises a section: the position, each slice's type and fields; every problem is reported. */
export function checkSection(type: SectionType, input: SectionInput): SectionCheck {
  const problems: SectionProblem[] = [];
  const position = input.position;
  if (!isGridPosition(position)) problems.push({ field: 'position', message: notAnOption(String(position)) });
  const allowed = SECTION_SLICES[type];
  const seen = new Set<string>();
  const slices: Slice[] = [];
  for (const raw of Array.isArray(input.slices) ? input.slices : []) {
    const kind = isObj(raw) ? str(raw.type) : '';
    if (!(allowed as readonly string[]).includes(kind)) {
      problems.push({ field: 'slices', message: notAnOption(kind || String(raw)) });
      continue;
    }
    if (seen.has(kind)) {
      problems.push({ field: kind, message: SECTION_MESSAGES.sliceTwice(kind) });
      continue;
    }
    seen.add(kind);
    const slice = checkSlice(kind as SliceType, raw as Record<string, unknown>, problems);
    if (slice) slices.push(slice);
  }
  const required = REQUIRED_SLICES[type];
  if (required && !seen.has(required)) slices.push({ type: 'password' });
  if (problems.length) return { ok: false, problems };
  // Slices in the section's own order, whatever order they came in.
  slices.sort((a, b) => allowed.indexOf(a.type) - allowed.indexOf(b.type));
  return { ok: true, section: { type, enabled: input.enabled === true, position: position as GridPosition, slices } };
}

function text(raw: Record<string, unknown>, key: string, what: string, max: number, problems: SectionProblem[], field: string): string {
  const v = str(raw[key]);
  if (v.length > max) problems.push({ field, message: SECTION_MESSAGES.tooLong(what, max) });
  return v;
}

function checkSlice(type: SliceType, raw: Record<string, unknown>, problems: SectionProblem[]): Slice | null {
  const before = problems.length;
  const ok = <T extends Slice>(s: T): T | null => (problems.length === before ? s : null);
  switch (type) {
    case 'heading':
      return ok({ type, text: text(raw, 'text', 'A heading', SECTION_HEADING_MAX_CHARS, problems, type) });
    case 'body':
      return ok({ type, text: text(raw, 'text', 'The text', SECTION_BODY_MAX_CHARS, problems, type) });
    case 'image': {
      const imageId = str(raw.imageId);
      if (!/^[0-9a-f]{24}$/.test(imageId)) problems.push({ field: type, message: SECTION_MESSAGES.imageNeeded });
      // The upload's address, which the server sets on save (an owner's own is replaced).
      const assetUrl = str(raw.assetUrl);
      return ok({ type, imageId, alt: text(raw, 'alt', 'Alt text', SECTION_ALT_MAX_CHARS, problems, type), ...(assetUrl && isSiteOrWebAddress(assetUrl) ? { assetUrl } : {}) });
    }
    case 'buttons':
    case 'popup-overlay-action': {
      const label = text(raw, 'label', 'A button label', SECTION_LABEL_MAX_CHARS, problems, type);
      const url = text(raw, 'url', 'A button link', SECTION_URL_MAX_CHARS, problems, type);
      if (!label || !url) problems.push({ field: type, message: SECTION_MESSAGES.labelNeeded });
      else if (!isSiteOrWebAddress(url)) problems.push({ field: type, message: SECTION_MESSAGES.badLink });
      return ok({ type, label, url });
    }
    case 'newsletter': {
      // Read leniently here (a stored popup without a list still reads); a save requires it (newsletterListProblem).
      const list = str(raw.list);
      return ok({
        type,
        label: text(raw, 'label', 'A field label', SECTION_LABEL_MAX_CHARS, problems, type),
        buttonLabel: text(raw, 'buttonLabel', 'A button label', SECTION_LABEL_MAX_CHARS, problems, type),
        successText: text(raw, 'successText', 'The thank-you text', SECTION_SUCCESS_MAX_CHARS, problems, type),
        ...(isReference(list) ? { list } : {}),
      });
    }
    case 'password':
      return { type };
    case 'sso-options': {
      const list = Array.isArray(raw.options) ? raw.options : [];
      const options: SsoOption[] = [];
      for (const o of list) {
        if ((SSO_OPTIONS as readonly unknown[]).includes(o)) {
          if (!options.includes(o as SsoOption)) options.push(o as SsoOption);
        } else problems.push({ field: type, message: notAnOption(String(o)) });
      }
      if (options.length === 0 && problems.length === before) problems.push({ field: type, message: SECTION_MESSAGES.ssoOptionNeeded });
      return ok({ type, options: SSO_OPTIONS.filter((o) => options.includes(o)) });
    }
  }
}

/**
 * The save's rule for the popup's newsletter: it names a mailing list
 * (SPEC section 5's 'A List must be selected', as the newsletter block).
 * Not part of checkSection, so a popup stored before lists existed still
 * reads and takes sign-ups (as submissions) until the owner saves it.
 */
export function newsletterListProblem(section: Pick<Section, 'slices'>): SectionProblem | null {
  const newsletter = sliceOf(section, 'newsletter');
  return newsletter && !newsletter.list ? { field: 'newsletter', message: SECTION_MESSAGES.listNeeded } : null;
}

/** A section's slice of a type, when it has one. */
export function sliceOf<T extends SliceType>(section: Pick<Section, 'slices'>, type: T): (Slice & { type: T }) | undefined {
  return section.slices.find((s) => s.type === type) as (Slice & { type: T }) | undefined;
}

/**
 * Where the sections live in the content: a block field of their own,
 * because they hold blocks (the popup's newsletter is a form block, which
 * the forms' catalogue finds in block fields) and block fields have
 * per-language versions (`site-sections:fr`).
 */
export const SECTIONS_BLOCK_FIELD = 'site-sections';
/** The popup overlay's newsletter form (captcha action PROMO_POPUP, SPEC section 5). */
export const POPUP_FORM_ID = 'popup-overlay-newsletter';
export const POPUP_CAPTCHA_ACTION = 'PROMO_POPUP';
/** The newsletter's one field. */
export const POPUP_EMAIL_FIELD_ID = 'email';

/** A stored section (its block field's `sections[type]`), read leniently: anything that fails the rules reads as not set up. */
export function storedSection(field: unknown, type: SectionType): Section {
  const all = isObj(field) && isObj(field.sections) ? field.sections : {};
  const raw = all[type];
  if (!isObj(raw)) return defaultSection(type);
  const checked = checkSection(type, raw as unknown as SectionInput);
  if (!checked.ok) return defaultSection(type);
  if (type !== 'popup-overlay') return checked.section;
  const v = raw.version;
  return { ...checked.section, version: typeof v === 'number' && Number.isSafeInteger(v) && v >= 1 && v <= POPUP_MAX_VERSION ? v : 1 };
}

/** Where the cover page and the SSO screen show when enabled (the lock screen replaces a locked site's pages; the popup shows over them). */
export const SECTION_PATHS = { 'cover-page': '/cover', 'sso-screen': '/sso' } as const;
