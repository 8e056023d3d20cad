/**
 * The app's language, applied when this module is evaluated: main.tsx
 * imports it first, so every panel module (some read their texts when they
 * load, such as Puck's field labels) sees the owner's language. /config
 * names the language in `<html lang>` (the editor's switch, the account's
 * language or the browser's, editor/catalogue.ts); the rules' message
 * objects answer in it too, so checks while typing read like the server's.
 */
import { applyEditorLanguage, translateMessage, EDITOR_LANGUAGE_COOKIE, isEditorLanguage, DEFAULT_EDITOR_LANGUAGE, type EditorLanguage } from '../../editor/catalogue.js';
import { COLOUR_MESSAGES } from '../../editor/colour.js';
import { ANIMATION_MESSAGES } from '../../editor/design-animations.js';
import { FONT_MESSAGES } from '../../editor/design-fonts.js';
import { FORM_MESSAGES } from '../../editor/form-builder.js';
import { GALLERY_IMAGE_MESSAGES } from '../../editor/gallery-images.js';
import { SECTION_MESSAGES } from '../../editor/sections.js';
import { IMAGE_MESSAGES } from '../../editor/image.js';
import { UPLOAD_JOB_MESSAGES } from '../../editor/upload-jobs.js';

/** How long the switch's choice is kept (a year, in seconds). */
const LANGUAGE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

// No document: a test bundle evaluating this before its window exists (the default language then).
const declared = typeof document === 'undefined' ? '' : document.documentElement.lang;
export const EDITOR_LANGUAGE: EditorLanguage = isEditorLanguage(declared) ? declared : DEFAULT_EDITOR_LANGUAGE;

applyEditorLanguage(EDITOR_LANGUAGE, [COLOUR_MESSAGES, ANIMATION_MESSAGES, FONT_MESSAGES, FORM_MESSAGES, GALLERY_IMAGE_MESSAGES, IMAGE_MESSAGES, SECTION_MESSAGES, UPLOAD_JOB_MESSAGES] as unknown as Record<string, unknown>[]);

/** A rule's message (English where the rule builds it from a value) in the app's language. */
export const inEditorLanguage = (message: string): string => translateMessage(message, EDITOR_LANGUAGE);

/** The switch: keeps the choice in a cookie /config reads, and reloads the app in it. */
export function switchEditorLanguage(language: EditorLanguage): void {
  document.cookie = `${EDITOR_LANGUAGE_COOKIE}=${language}; path=/; max-age=${LANGUAGE_COOKIE_MAX_AGE_S}; samesite=lax`;
  location.reload();
}
