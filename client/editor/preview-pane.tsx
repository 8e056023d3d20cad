/**
 * The page editor's live preview: the page as the shopper site renders it,
 * from the site's own templates run by the engine in this browser (the
 * preview module, loaded on first use from /config/editor-preview.js),
 * with the unsaved draft. The kit (templates, content, stylesheet) comes
 * once from the editor API; each edit renders again after PREVIEW_DEBOUNCE_MS.
 * The page shows in a sandboxed frame (srcdoc: no script of it runs);
 * template errors are listed at their file:line:col.
 */
import { useEffect, useRef, useState } from 'react';
import type { PageLayout } from '../../editor/layout.js';
import { PREVIEW_TEXTS as P } from '../../editor/preview-texts.js';
import { EDITOR_TEXTS as T } from '../../editor/texts.js';
import type { PreviewModule } from '../../editor/preview-types.js';
import { get } from './api.js';
import './preview-pane.css';

/** Quiet time after the last edit before the preview renders again. */
export const PREVIEW_DEBOUNCE_MS = 250;
/**
 * The frame's sandbox: no scripts, forms, popups or navigation of the
 * editor; the site's own origin, so the stylesheet and images the site
 * serves same-origin only (Cross-Origin-Resource-Policy) load. Without
 * scripts the page cannot use that origin to reach the editor.
 */
export const PREVIEW_SANDBOX = 'allow-same-origin';
/** The preview module's address (server/editor/config-page.ts serves it to owners). */
const PREVIEW_MODULE_URL = '/config/editor-preview.js';

let loading: Promise<PreviewModule> | null = null;
/** The preview module, imported once (a variable address, so the editor's bundle does not take it in). */
const previewModule = (): Promise<PreviewModule> => {
  const url: string = PREVIEW_MODULE_URL;
  return (loading ??= (import(url) as Promise<PreviewModule>).catch((e: unknown) => ((loading = null), Promise.reject(e))));
};

export function PreviewPane({ pageId, title, layout, language, revision, onRendered }: { pageId: string; title: string; layout: PageLayout; language?: string | null; revision: number; onRendered?: (html: string) => void }) {
  // The preview-kit API's answer, passed to the module as it came.
  const [kit, setKit] = useState<object | null>(null);
  const [html, setHtml] = useState<string | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const [messages, setMessages] = useState<string[]>([]);
  const [failed, setFailed] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  // A new kit for each saved revision: the page's saved state and the site around it.
  useEffect(() => {
    let live = true;
    setFailed(false);
    Promise.all([get<object>(`/api/editor/pages/${encodeURIComponent(pageId)}/preview-kit`), previewModule()]).then(
      ([k]) => live && setKit(k),
      () => live && setFailed(true),
    );
    return () => void (live = false);
  }, [pageId, revision]);

  useEffect(() => {
    if (!kit) return;
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      void previewModule().then((m) => {
        const r = m.renderPreview(kit, { title, layout, ...(language ? { language } : {}) });
        // A srcdoc frame resolves the page's root-relative addresses (stylesheet, images) against the editor's: this site.
        setHtml(r.html || null);
        if (r.html) onRendered?.(r.html);
        setErrors(r.errors);
        setMessages(r.messages);
      });
    }, PREVIEW_DEBOUNCE_MS);
    return () => {
      if (timer.current) clearTimeout(timer.current);
    };
  }, [kit, title, layout, language, onRendered]);

  return (
    <section className="vitrine-editor-preview" aria-labelledby="editor-preview-heading">
      <h2 id="editor-preview-heading">{P.preview}</h2>
      <p>{P.previewUnsaved}</p>
      {failed ? <p role="alert">{T.loadFailed}</p> : null}
      {!failed && html === null && errors.length === 0 ? <p role="status">{P.previewLoading}</p> : null}
      {errors.length ? (
        <div role="alert" id="editor-preview-errors">
          <p>{P.templateErrors}</p>
          <ul className="vitrine-editor-preview__errors">{errors.map((e, i) => <li key={i}>{e}</li>)}</ul>
        </div>
      ) : null}
      {messages.length ? (
        <div role="alert" id="editor-preview-messages">
          <p>{P.blocksLeftOut}</p>
          <ul className="vitrine-editor-messages">{[...new Set(messages)].map((m) => <li key={m}>{m}</li>)}</ul>
        </div>
      ) : null}
      {html !== null ? <iframe id="editor-preview-frame" title={P.previewFrameTitle} sandbox={PREVIEW_SANDBOX} srcDoc={html} /> : null}
    </section>
  );
}
