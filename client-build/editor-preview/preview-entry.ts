/**
 * The preview bundle (/config/editor-preview.js): the site renderer and the
 * engine, loaded by the page editor only when its preview opens, so the
 * editor's own script does not carry them.
 */
export { renderPreview } from '../../site/preview/render-preview.js';
