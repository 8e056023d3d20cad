/**
 * The page editor: Puck places the blocks (drag and drop, or the Add block
 * control, which also works from the keyboard); Publish saves the layout
 * with the revision it was opened at, so a save over someone else's change
 * is refused rather than lost. Below it, the live preview renders every
 * unsaved change with the site's own templates (preview-pane.tsx).
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Puck, createUsePuck, type Data } from '@puckeditor/core';
import { EDITOR_TEXTS as T } from '../../editor/texts.js';
import { DESIGN_TEXTS as D } from '../../editor/design-texts.js';
import type { BlockKind, PageLayout } from '../../editor/layout.js';
import { EditorApiError, get, send } from './api.js';
import { COMPONENT_OF, fromPuck, puckConfig, toPuck } from './puck-config.js';
import { useConfirmDialog } from './confirm-dialog.js';
import type { PageSummary } from './page-list.js';
import { siteFacts } from './site-facts.js';
import { PageStatusControl } from './page-status-control.js';
import { PreviewPane } from './preview-pane.js';
import { mayLeave, setLeaveGuard } from './leave-guard.js';
import { usePuckNames } from './puck-a11y.js';
import { inEditorLanguage } from './language.js';
import { layoutProblems } from '../../editor/layout-problems.js';
import { CANVAS_VIEWPORTS, CanvasChromeContext, CanvasFrame, chromeOf, type CanvasChrome } from './canvas-page.js';
import { BlockActions } from './blocks/block-actions.js';
import { RenderedBlocksContext, renderedBlocksOf, sameBlocks } from './blocks/rendered-blocks.js';


/** Puck's main drop zone. */
const ROOT_ZONE = 'root:default-zone';
const usePuck = createUsePuck();

/** The header's controls: a block kind and Add block (placing it last and selecting it, so its fields open), moving the selected block, and Publish. */
function HeaderActions({ onPublish }: { onPublish: (data: Data) => void }) {
  const [kind, setKind] = useState<BlockKind>('heading');
  const dispatch = usePuck((s) => s.dispatch);
  const data = usePuck((s) => s.appState.data);
  const selected = usePuck((s) => s.appState.ui.itemSelector);
  const { ask, dialog } = useConfirmDialog();
  const at = selected && selected.zone === ROOT_ZONE ? selected.index : null;
  /** Moves the selected block by one place (the keyboard's way to reorder) and keeps it selected. */
  const move = (by: -1 | 1) => {
    if (at === null) return;
    const to = at + by;
    if (to < 0 || to >= data.content.length) return;
    dispatch({ type: 'reorder', sourceIndex: at, destinationIndex: to, destinationZone: ROOT_ZONE });
    dispatch({ type: 'setUi', ui: { itemSelector: { index: to, zone: ROOT_ZONE } } });
  };
  /** Removes the selected block once the owner confirms (Puck's own delete is turned off, so every deletion asks). */
  const remove = async () => {
    if (at === null) return;
    const req = ask({ title: D.deleteBlockTitle, message: D.deleteBlockMessage, confirmLabel: D.confirmDeleteBlock, cancelLabel: D.cancel });
    if (!(await req.result)) return;
    dispatch({ type: 'remove', index: at, zone: ROOT_ZONE });
  };
  const add = () => {
    const index = data.content.length;
    dispatch({ type: 'insert', componentType: COMPONENT_OF[kind], destinationIndex: index, destinationZone: ROOT_ZONE });
    dispatch({ type: 'setUi', ui: { itemSelector: { index, zone: ROOT_ZONE } } });
  };
  return (
    <>
      <label>
        {T.blockKind}{' '}
        <select value={kind} onChange={(e) => setKind(e.target.value as BlockKind)}>
          {(Object.keys(COMPONENT_OF) as BlockKind[]).map((k) => (
            <option key={k} value={k}>{T.blocks[k]}</option>
          ))}
        </select>
      </label>
      <button type="button" onClick={add}>{T.addBlock}</button>
      <button type="button" onClick={() => move(-1)} disabled={at === null || at === 0}>{T.moveUp}</button>
      <button type="button" onClick={() => move(1)} disabled={at === null || at >= data.content.length - 1}>{T.moveDown}</button>
      <button type="button" onClick={() => void remove()} disabled={at === null}>{D.deleteBlock}</button>
      <BlockActions at={at} zone={ROOT_ZONE} data={data} dispatch={dispatch} known={(type) => Object.values(COMPONENT_OF).includes(type)} />
      <button type="button" onClick={() => onPublish(data)}>{T.publish}</button>
      {dialog}
    </>
  );
}

/** Whether two drafts are the same page (the blocks as the server keeps them, and the title). */
const sameDraft = (a: { title: string; layout: PageLayout }, b: { title: string; layout: PageLayout }): boolean =>
  (a.title || b.title) === b.title && JSON.stringify(fromPuck(toPuck(a.title, a.layout)).layout) === JSON.stringify(fromPuck(toPuck(b.title, b.layout)).layout);

interface Opened {
  revision: number;
  page: PageSummary;
  layout: PageLayout;
  /** Whether the site has a captcha site key (the form builder says so). */
  captcha?: boolean;
}

export function PageEditor({ id, onBack }: { id: string; onBack: () => void }) {
  const [opened, setOpened] = useState<Opened | null>(null);
  const [status, setStatus] = useState<string>('');
  const [error, setError] = useState<string | null>(null);
  /** The unsaved title and layout, which the preview shows. */
  const [draft, setDraft] = useState<{ title: string; layout: PageLayout } | null>(null);
  /** The site's header, footer, stylesheets and body classes around the canvas, from the latest preview. */
  const [chrome, setChrome] = useState<CanvasChrome | null>(null);
  /** Each block's content as the site rendered it, for the content blocks on the canvas. */
  const [rendered, setRendered] = useState<ReadonlyMap<string, string>>(new Map());
  const onRendered = useCallback((html: string) => {
    const blocks = renderedBlocksOf(html);
    setRendered((prev) => (sameBlocks(prev, blocks) ? prev : blocks));
    const next = chromeOf(html);
    // Kept while the site around the page is the same, so the canvas frame does not reload its stylesheet on each edit.
    setChrome((prev) => (prev && next && prev.html === next.html && prev.bodyClass === next.bodyClass && prev.stylesheets.join() === next.stylesheets.join() ? prev : next));
  }, []);

  useEffect(() => {
    get<Opened>(`/api/editor/pages/${encodeURIComponent(id)}`).then((o) => {
      siteFacts.captcha = o.captcha === true;
      setOpened(o);
      setDraft({ title: o.page.title, layout: o.layout });
    }, () => setError(T.loadFailed));
  }, [id]);

  const publish = (data: Data) => {
    if (!opened) return;
    const { title, layout } = fromPuck(data);
    // The server refuses the same (server/editor/pages/block-settings.ts): said here before anything is sent.
    const problems = layoutProblems(layout);
    if (problems.length) {
      setStatus('');
      setError(problems.map(inEditorLanguage).join(' '));
      return;
    }
    setStatus(T.saving);
    setError(null);
    send<Opened>('PUT', `/api/editor/pages/${encodeURIComponent(id)}`, { title: title || opened.page.title, layout, revision: opened.revision }).then(
      (saved) => {
        setOpened(saved);
        setDraft({ title: saved.page.title, layout: saved.layout });
        setStatus(T.saved);
      },
      (e: unknown) => {
        setStatus('');
        setError(e instanceof EditorApiError ? e.message : T.somethingWrong);
      },
    );
  };

  // Unsaved edits: the draft differs from what was opened or last published.
  const dirty = opened !== null && draft !== null && sameDraft(draft, { title: opened.page.title, layout: opened.layout }) === false;
  const { ask, dialog } = useConfirmDialog();
  const askRef = useRef(ask);
  askRef.current = ask;
  useEffect(() => {
    if (!dirty) return;
    const onUnload = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      e.returnValue = '';
    };
    window.addEventListener('beforeunload', onUnload);
    const clear = setLeaveGuard(() => askRef.current({ title: T.unsaved.title, message: T.unsaved.message, confirmLabel: T.unsaved.leave, cancelLabel: T.unsaved.stay }).result);
    return () => {
      window.removeEventListener('beforeunload', onUnload);
      clear();
    };
  }, [dirty]);
  const back = () => void mayLeave().then((ok) => ok && onBack());

  // One overrides object for the editor's life: a new headerActions function would remount the header's controls (and lose the chosen block kind).
  const publishRef = useRef(publish);
  publishRef.current = publish;
  const overrides = useMemo(() => ({ headerActions: () => <HeaderActions onPublish={(d: Data) => publishRef.current(d)} />, iframe: CanvasFrame }), []);

  const section = useRef<HTMLElement>(null);
  usePuckNames(section);

  if (!opened) return error ? <p role="alert">{error}</p> : <p role="status">{D.loading}</p>;
  return (
    <section aria-label={opened.page.title} className="vitrine-editor-page" ref={section}>
      <p>
        <button type="button" onClick={back}>{T.allPages}</button> <a href={`/${opened.page.urlId}`}>{T.viewPage}</a>
      </p>
      <PageStatusControl pageId={id} status={opened.page.status ?? 'published'} publishOn={opened.page.publishOn} />
      <p role="status" id="editor-status">{status}</p>
      {error ? <p role="alert" id="editor-error">{error}</p> : null}
      <CanvasChromeContext.Provider value={chrome}>
        <RenderedBlocksContext.Provider value={rendered}>
        <Puck
          config={puckConfig}
          data={toPuck(opened.page.title, opened.layout)}
          onPublish={publish}
          onChange={(data: Data) => setDraft(fromPuck(data))}
          iframe={{ enabled: true }}
          viewports={CANVAS_VIEWPORTS}
          permissions={{ delete: false }}
          headerTitle={opened.page.title}
          overrides={overrides}
        />
        </RenderedBlocksContext.Provider>
      </CanvasChromeContext.Provider>
      {dialog}
      {draft ? <PreviewPane pageId={id} title={draft.title || opened.page.title} layout={draft.layout} revision={opened.revision} onRendered={onRendered} /> : null}
    </section>
  );
}
