/**
 * The code block on the canvas: the owner's HTML in a frame of its own
 * with an empty sandbox (no script, form, popup or navigation, and an
 * opaque origin), so nothing in it reaches the editor's document, which
 * shares the editor's origin.
 */
import { BLOCK_TEXTS } from '../../../editor/blocks/block-texts.js';

/** Height of the frame: the owner's HTML cannot tell the editor its size (no script runs in it). */
const CODE_FRAME_HEIGHT_PX = 160;

export function CodeFrame({ html }: { html: string }) {
  return <iframe className="vitrine-canvas-code" title={BLOCK_TEXTS.codePreview} sandbox="" srcDoc={html} style={{ width: '100%', height: CODE_FRAME_HEIGHT_PX, border: 0 }} />;
}
