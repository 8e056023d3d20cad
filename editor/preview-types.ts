/**
 * What the page editor's live preview module takes and gives (the module:
 * the site renderer and the engine, site/preview/render-preview.ts, loaded
 * by client/editor/preview-pane.tsx). The kit it renders with is the
 * preview-kit API's answer, which the app passes on without reading.
 */
import type { PageLayout } from './layout.js';

export interface PreviewDraft {
  title: string;
  layout: PageLayout;
  /** A site language other than the default: the page renders in it (its header, navigation and strings). */
  language?: string;
}

export interface PreviewResult {
  /** The whole page, as the site would send it (scripts never run in the preview's sandbox). */
  html: string;
  /** Template errors, each `file:line:col: error: message`. */
  errors: string[];
  /** Blocks left out because their settings break the editor's rules (a save would be refused with these messages). */
  messages: string[];
}

export interface PreviewModule {
  renderPreview(kit: object, draft: PreviewDraft): PreviewResult;
}
