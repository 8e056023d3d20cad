/**
 * The page editor: Puck places the blocks (drag and drop, or the Add block
 * control, which also works from the keyboard); Publish saves the layout
 * with the revision it was opened at, so a save over someone else's change
 * is refused rather than lost. Below it, the live preview renders every
 * unsaved change with the site's own templates (preview-pane.tsx).
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
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
import { TranslationContext, translatablePropsOf, type TranslationView } from './translatable-field.js';
import { emptyTranslation, prunedTranslation, translatableValue, translatedLayout, untranslatedTexts, type PageTranslation, type PageTranslations, type TranslatedValue } from '../../editor/translations.js';
import type { AccordionItem } from '../../editor/blocks/types.js';
import type { LayoutBlock } from '../../editor/layout.js';
import { BlockActions } from './blocks/block-actions.js';
import { RenderedBlocksContext, renderedBlocksOf, sameBlocks } from './blocks/rendered-blocks.js';

/** Window widths below which the page editor starts without Puck's block list. */
const NARROW_EDITOR_PX = 1200;
/** Puck's main drop zone. */
const ROOT_ZONE = 'root:default-zone';
const usePuck = createUsePuck();
/** The save state (Saving…, Saved), shown beside Publish so the owner sees it wherever the page is scrolled. */
const SaveStateContext = createContext('');

/** The header's controls: a block kind and Add block (placing it last and selecting it, so its fields open), moving the selected block, and Publish. */
function HeaderActions({ onPublish, translating }: { onPublish: (data: Data) => void; translating: boolean }) {
  const [kind, setKind] = useState<BlockKind>('heading');
  const dispatch = usePuck((s) => s.dispatch);
  const data = usePuck((s) => s.appState.data);
  const selected = usePuck((s) => s.appState.ui.itemSelector);
  const { ask, dialog } = useConfirmDialog();
  const saveState = useContext(SaveStateContext);
  const publishRef = useRef<HTMLSpanElement>(null);
  // The header is built anew when the language changes (and the block controls come or go): Publish is
  // brought back into the window if the page had been scrolled past where it now sits.
  useEffect(() => {
    const el = publishRef.current;
    if (el && el.getBoundingClientRect().top < 0) el.scrollIntoView({ block: 'nearest' });
  }, []);
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
    <div className="vitrine-editor-header-actions">
      {/* While translating, the blocks stay as the default language has them: only their texts change. */}
      {translating ? null : (
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
        </>
      )}
      <span className="vitrine-editor-publish" ref={publishRef}>
        <button type="button" onClick={() => onPublish(data)}>{T.publish}</button>
        <span role="status" id="editor-status" className="vitrine-editor-save-state">{saveState}</span>
      </span>
      {dialog}
    </div>
  );
}

/** Whether two drafts are the same page (the blocks as the server keeps them, and the title). */
const sameDraft = (a: { title: string; layout: PageLayout }, b: { title: string; layout: PageLayout }): boolean =>
  (a.title || b.title) === b.title && JSON.stringify(fromPuck(toPuck(a.title, a.layout)).layout) === JSON.stringify(fromPuck(toPuck(b.title, b.layout)).layout);

interface PageLanguage {
  tag: string;
  displayName: string;
  default: boolean;
}

/** JSON with object keys in order, so two translations holding the same texts compare equal. */
const stable = (v: unknown): string =>
  JSON.stringify(v, (_k, x: unknown) => (x && typeof x === 'object' && !Array.isArray(x) ? Object.fromEntries(Object.entries(x).sort(([a], [b]) => a.localeCompare(b))) : x));

/** The translatable props of a block (its fields made translatable, translatable-field.tsx). */
const textsOf = (b: LayoutBlock): string[] => translatablePropsOf(puckConfig, COMPONENT_OF[b.kind]);

/**
 * An accordion's translated items after an edit: an item's title or text
 * the edit changed is the translation's now; the others keep what the
 * translation had (blank: still the default's, so still marked untranslated).
 */
function editedItems(was: readonly AccordionItem[], now: readonly AccordionItem[], kept: TranslatedValue | undefined): AccordionItem[] {
  const prev = Array.isArray(kept) ? (kept as Partial<AccordionItem>[]) : [];
  return now.map((item, i) => ({
    title: item.title !== was[i]?.title ? item.title : (prev[i]?.title ?? ''),
    body: item.body !== was[i]?.body ? item.body : (prev[i]?.body ?? ''),
  }));
}

/** The translation with the values Puck's edit changed (from `before` to `after`, both in the language being edited). */
function withEdits(t: PageTranslation, base: PageLayout, before: { title: string; layout: PageLayout }, after: { title: string; layout: PageLayout }): PageTranslation {
  const next: PageTranslation = { ...t, blocks: { ...t.blocks } };
  if (after.title !== before.title && after.title.trim() !== '') next.title = after.title;
  for (const b of base.blocks) {
    const was = before.layout.blocks.find((x) => x.id === b.id);
    const now = after.layout.blocks.find((x) => x.id === b.id);
    if (!was || !now) continue;
    for (const prop of textsOf(b)) {
      const a = translatableValue(was, prop);
      const z = translatableValue(now, prop);
      if (JSON.stringify(a) === JSON.stringify(z) || (typeof z !== 'string' && !Array.isArray(z))) continue;
      next.blocks[b.id] = { ...next.blocks[b.id], [prop]: prop === 'accordion' ? editedItems(was.accordion ?? [], now.accordion ?? [], next.blocks[b.id]?.accordion) : z };
    }
  }
  return next;
}

interface Opened {
  revision: number;
  page: PageSummary;
  layout: PageLayout;
  /** The site's languages, the default first; the page's texts in the others. */
  languages?: PageLanguage[];
  translations?: PageTranslations;
  /** Whether the site has a captcha site key (the form builder says so). */
  captcha?: boolean;
}

/** A text not translated, named as the owner finds it: the page title, or the block's kind, place and field. */
function untranslatedName(m: { blockId: string | null; prop: string }, layout: PageLayout): string {
  if (m.blockId === null) return T.pageTitle;
  const at = layout.blocks.findIndex((b) => b.id === m.blockId);
  const b = layout.blocks[at];
  if (!b) return m.prop;
  const components = puckConfig.components as Record<string, { fields?: object } | undefined>;
  const field = (components[COMPONENT_OF[b.kind]]?.fields as Record<string, { label?: string }> | undefined)?.[m.prop];
  return `${T.blocks[b.kind]} ${at + 1}: ${field?.label ?? m.prop}`;
}

export function PageEditor({ id, onBack }: { id: string; onBack: () => void }) {
  const [opened, setOpened] = useState<Opened | null>(null);
  const [status, setStatus] = useState<string>('');
  const [error, setError] = useState<string | null>(null);
  /** The unsaved title and layout (in the default language), which the preview shows. */
  const [draft, setDraft] = useState<{ title: string; layout: PageLayout } | null>(null);
  /** The unsaved translations, and the language being edited (null: the default one). */
  const [translations, setTranslations] = useState<PageTranslations>({});
  const [language, setLanguage] = useState<string | null>(null);
  /** What Puck last showed in the language being edited, to tell which texts an edit changed. */
  const shownRef = useRef<{ title: string; layout: PageLayout } | null>(null);
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
      setTranslations(o.translations ?? {});
    }, () => setError(T.loadFailed));
  }, [id]);

  const publish = (data: Data) => {
    if (!opened) return;
    // While translating, Puck holds the translated page: the blocks are the default language's draft.
    const { title, layout } = language === null ? fromPuck(data) : (draft ?? { title: opened.page.title, layout: opened.layout });
    const sent: PageTranslations = Object.fromEntries(Object.entries(translations).map(([tag, t]) => [tag, prunedTranslation(layout, t)]));
    // The server refuses the same (server/editor/pages/block-settings.ts): said here before anything is sent, for every language.
    const problems = [...new Set([layout, ...Object.values(sent).map((t) => translatedLayout(layout, t))].flatMap((l) => layoutProblems(l)))];
    if (problems.length) {
      setStatus('');
      setError(problems.map(inEditorLanguage).join(' '));
      return;
    }
    setStatus(T.saving);
    setError(null);
    send<Opened>('PUT', `/api/editor/pages/${encodeURIComponent(id)}`, { title: title || opened.page.title, layout, revision: opened.revision, ...(Object.keys(sent).length ? { translations: sent } : {}) }).then(
      (saved) => {
        setOpened(saved);
        setDraft({ title: saved.page.title, layout: saved.layout });
        setTranslations(saved.translations ?? {});
        setStatus(T.saved);
      },
      (e: unknown) => {
        setStatus('');
        setError(e instanceof EditorApiError ? e.message : T.somethingWrong);
      },
    );
  };

  // Unsaved edits: the draft differs from what was opened or last published.
  const dirty =
    opened !== null &&
    draft !== null &&
    (sameDraft(draft, { title: opened.page.title, layout: opened.layout }) === false || stable(translations) !== stable(opened.translations ?? {}));
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
  const translating = language !== null;
  // Beside the admin's sidebar a narrow window has no room for Puck's block list, the canvas and the fields at once:
  // the block list starts hidden there (the header's Add block adds blocks; Puck's toggle shows the list).
  const narrow = useMemo(() => window.innerWidth < NARROW_EDITOR_PX, []);
  const overrides = useMemo(() => ({ headerActions: () => <HeaderActions translating={translating} onPublish={(d: Data) => publishRef.current(d)} />, iframe: CanvasFrame }), [translating]);

  // The page in the language being edited: the default draft with that language's texts over it.
  const base = draft ?? (opened ? { title: opened.page.title, layout: opened.layout } : null);
  const translation = language === null ? undefined : (translations[language] ?? emptyTranslation());
  const shown = base && translation ? { title: translation.title ?? base.title, layout: translatedLayout(base.layout, translation) } : base;
  const missing = base && translation ? untranslatedTexts(base.title, base.layout, translation, textsOf) : [];
  const languages = opened?.languages ?? [];
  const defaultName = languages.find((l) => l.default)?.displayName ?? '';
  const missingKeys = new Set(missing.map((m) => `${m.blockId}|${m.prop}`));
  const view: TranslationView = { language, defaultName, translated: (blockId, prop) => !missingKeys.has(`${blockId}|${prop}`) };
  const onChange = (data: Data) => {
    const next = fromPuck(data);
    if (language === null || !base) return setDraft(next);
    const before = shownRef.current ?? shown!;
    shownRef.current = next;
    setTranslations((all) => ({ ...all, [language]: withEdits(all[language] ?? emptyTranslation(), base.layout, before, next) }));
  };
  const chooseLanguage = (tag: string) => {
    const next = languages.find((l) => l.tag === tag && !l.default) ? tag : null;
    shownRef.current = null;
    setLanguage(next);
  };

  const section = useRef<HTMLElement>(null);
  usePuckNames(section);

  if (!opened) return error ? <p role="alert">{error}</p> : <p role="status">{D.loading}</p>;
  return (
    <section aria-label={opened.page.title} className="vitrine-editor-page" ref={section}>
      <p>
        <button type="button" onClick={back}>{T.allPages}</button> <a href={`/${opened.page.urlId}`}>{T.viewPage}</a>
      </p>
      <PageStatusControl pageId={id} status={opened.page.status ?? 'published'} publishOn={opened.page.publishOn} />
      {error ? <p role="alert" id="editor-error">{error}</p> : null}
      {languages.length > 1 ? (
        <div className="vitrine-editor-page-language">
          <label>
            {T.pageLanguage.label}{' '}
            <select value={language ?? ''} onChange={(e) => chooseLanguage(e.target.value)}>
              {languages.map((l) => (
                <option key={l.tag} value={l.default ? '' : l.tag}>{l.default ? T.pageLanguage.defaultMark.replace('{name}', l.displayName) : l.displayName}</option>
              ))}
            </select>
          </label>
          {language !== null ? (
            <>
              <p>{T.pageLanguage.blocksNote.replace('{language}', defaultName)}</p>
              {missing.length ? (
                <>
                  <p id="editor-untranslated-title">{T.pageLanguage.untranslatedList.replace('{count}', String(missing.length))}</p>
                  <ul aria-labelledby="editor-untranslated-title" className="vitrine-editor-untranslated-list">
                    {missing.map((m) => (
                      <li key={`${m.blockId}|${m.prop}`}>{untranslatedName(m, base!.layout)}</li>
                    ))}
                  </ul>
                </>
              ) : (
                <p>{T.pageLanguage.allTranslated}</p>
              )}
            </>
          ) : null}
        </div>
      ) : null}
      <SaveStateContext.Provider value={status}>
      <CanvasChromeContext.Provider value={chrome}>
        <RenderedBlocksContext.Provider value={rendered}>
          <TranslationContext.Provider value={view}>
            <Puck
              key={language ?? ''}
              config={puckConfig}
              data={toPuck(shown!.title, shown!.layout)}
              onPublish={publish}
              onChange={onChange}
              iframe={{ enabled: true }}
              viewports={CANVAS_VIEWPORTS}
              permissions={translating ? { delete: false, drag: false, duplicate: false, insert: false } : { delete: false }}
              ui={narrow ? { leftSideBarVisible: false } : undefined}
              headerTitle={opened.page.title}
              overrides={overrides}
            />
          </TranslationContext.Provider>
        </RenderedBlocksContext.Provider>
      </CanvasChromeContext.Provider>
      </SaveStateContext.Provider>
      {dialog}
      {shown ? <PreviewPane pageId={id} title={shown.title || opened.page.title} layout={shown.layout} language={language} revision={opened.revision} onRendered={onRendered} /> : null}
    </section>
  );
}
