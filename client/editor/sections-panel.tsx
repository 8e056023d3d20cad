/**
 * The sections panel (SPEC sections 2 and 3; editor/sections.ts): pick a
 * section (cover page, lock screen, popup overlay, SSO screen), edit its
 * slices, place its content at one of the nine grid positions, show or hide
 * it, save (checked first with the server's rule, every message shown);
 * the popup overlay can be shown again to visitors who closed it. The
 * popup's newsletter names the mailing list its sign-ups join (required,
 * 'A List must be selected'; the newsletter block's picker, which links to
 * the Mailing lists screen when the site has none). A section's image is
 * taken once its upload's processing job is done (image-source-field.tsx's
 * UploadButton follows it); the section is not saved meanwhile.
 */
import { useEffect, useId, useState, type FormEvent } from 'react';
import { SECTION_BODY_MAX_CHARS, SECTION_HEADING_MAX_CHARS, SECTION_LABEL_MAX_CHARS, SECTION_PATHS, SECTION_SUCCESS_MAX_CHARS, SECTION_TYPES, SECTION_ALT_MAX_CHARS, SSO_OPTIONS, checkSection, newsletterListProblem, sliceOf, type GridPosition, type Section, type SectionType, type Slice, type SsoOption } from '../../editor/sections.js';
import { SECTIONS_TEXTS as S } from '../../editor/sections-texts.js';
import { EDITOR_TEXTS as T } from '../../editor/texts.js';
import { EditorApiError, get, send } from './api.js';
import { UploadButton } from './image-source-field.js';
import { PositionGrid } from './sections-grid.js';
import { ListPicker } from './blocks/source-fields.js';

type SectionView = Section & { allowedSlices: Slice['type'][] };

interface Draft {
  enabled: boolean;
  position: GridPosition;
  heading: string;
  body: string;
  button: { label: string; url: string };
  newsletter: { on: boolean; label: string; buttonLabel: string; successText: string; list: string };
  image: { imageId: string; alt: string; assetUrl?: string } | null;
  sso: SsoOption[];
}

function draftOf(s: Section): Draft {
  const button = sliceOf(s, 'buttons') ?? sliceOf(s, 'popup-overlay-action');
  const news = sliceOf(s, 'newsletter');
  const image = sliceOf(s, 'image');
  return {
    enabled: s.enabled,
    position: s.position,
    heading: sliceOf(s, 'heading')?.text ?? '',
    body: sliceOf(s, 'body')?.text ?? '',
    button: { label: button?.label ?? '', url: button?.url ?? '' },
    newsletter: { on: news !== undefined, label: news?.label ?? '', buttonLabel: news?.buttonLabel ?? '', successText: news?.successText ?? '', list: news?.list ?? '' },
    image: image ? { imageId: image.imageId, alt: image.alt, ...(image.assetUrl ? { assetUrl: image.assetUrl } : {}) } : null,
    sso: sliceOf(s, 'sso-options')?.options ?? [],
  };
}

/** The slices a draft makes: empty ones are left out. */
function slicesOf(allowed: readonly Slice['type'][], d: Draft): Slice[] {
  const out: Slice[] = [];
  for (const type of allowed) {
    if (type === 'heading' && d.heading.trim()) out.push({ type, text: d.heading });
    if (type === 'body' && d.body.trim()) out.push({ type, text: d.body });
    if ((type === 'buttons' || type === 'popup-overlay-action') && (d.button.label.trim() || d.button.url.trim())) out.push({ type, ...d.button });
    if (type === 'newsletter' && d.newsletter.on) out.push({ type, label: d.newsletter.label, buttonLabel: d.newsletter.buttonLabel, successText: d.newsletter.successText, ...(d.newsletter.list ? { list: d.newsletter.list } : {}) });
    if (type === 'image' && d.image) out.push({ type, imageId: d.image.imageId, alt: d.image.alt });
    if (type === 'sso-options' && d.sso.length) out.push({ type, options: d.sso });
    if (type === 'password') out.push({ type });
  }
  return out;
}

const fill = (text: string, values: Record<string, string | number>) => text.replace(/\{(\w+)\}/g, (all, k: string) => String(values[k] ?? all));

export function SectionsPanel() {
  const [sections, setSections] = useState<SectionView[] | null>(null);
  const [type, setType] = useState<SectionType>('popup-overlay');
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    get<{ sections: SectionView[] }>('/api/editor/sections').then((r) => setSections(r.sections), () => setError(T.loadFailed));
  }, []);

  const section = sections?.find((s) => s.type === type);
  const replace = (saved: SectionView) => setSections((all) => all?.map((s) => (s.type === saved.type ? saved : s)) ?? all);
  return (
    <section aria-labelledby="sections-heading" className="vitrine-editor-sections">
      <h2 id="sections-heading">{S.panel}</h2>
      {error ? <p role="alert">{error}</p> : null}
      <div role="group" aria-label={S.chooseSection}>
        {SECTION_TYPES.map((t) => (
          <button key={t} type="button" aria-pressed={t === type} onClick={() => setType(t)}>
            {S.types[t]}
          </button>
        ))}
      </div>
      {section ? <SectionForm key={section.type} section={section} onSaved={replace} /> : null}
    </section>
  );
}

function SectionForm({ section, onSaved }: { section: SectionView; onSaved: (s: SectionView) => void }) {
  const id = useId().replace(/:/g, '');
  const [draft, setDraft] = useState<Draft>(() => draftOf(section));
  const [status, setStatus] = useState('');
  const [messages, setMessages] = useState<string[]>([]);
  /** An image is being uploaded or processed: not the section's yet, so saving waits for the owner (it says why). */
  const [imagePending, setImagePending] = useState(false);
  const type = section.type;
  const allowed = section.allowedSlices;
  const has = (t: Slice['type']) => allowed.includes(t);
  const change = (next: Partial<Draft>) => {
    setStatus('');
    setDraft((d) => ({ ...d, ...next }));
  };
  const fail = (e: unknown) => {
    setStatus('');
    setMessages(e instanceof EditorApiError ? e.messages : [T.somethingWrong]);
  };

  const save = (event: FormEvent) => {
    event.preventDefault();
    if (imagePending) return setMessages([T.imageField.waitForProcessing]);
    const body = { enabled: draft.enabled, position: draft.position, slices: slicesOf(allowed, draft) };
    const checked = checkSection(type, body);
    if (!checked.ok) return setMessages(checked.problems.map((p) => p.message));
    const listProblem = newsletterListProblem(checked.section);
    if (listProblem) return setMessages([listProblem.message]);
    setMessages([]);
    setStatus(T.saving);
    send<{ section: SectionView }>('PUT', `/api/editor/sections/${type}`, body).then((r) => {
      onSaved(r.section);
      setDraft(draftOf(r.section));
      setStatus(S.saved);
    }, fail);
  };
  const showAgain = () => {
    setMessages([]);
    send<{ section: SectionView }>('POST', '/api/editor/sections/popup-overlay/version').then((r) => {
      onSaved(r.section);
      setStatus(fill(S.shownAgain, { version: r.section.version ?? 1 }));
    }, fail);
  };
  /** The refusal to save while the image was not there goes once it is (done, failed or cancelled). */
  const pendingChanged = (pending: boolean) => {
    setImagePending(pending);
    if (!pending) setMessages((ms) => (ms.length === 1 && ms[0] === T.imageField.waitForProcessing ? [] : ms));
  };
  const uploaded = (image: { id: string; assetUrl: string }) => {
    setStatus('');
    setDraft((d) => ({ ...d, image: { imageId: image.id, assetUrl: image.assetUrl, alt: d.image?.alt ?? '' } }));
  };
  const path = type === 'cover-page' || type === 'sso-screen' ? SECTION_PATHS[type] : null;

  return (
    // noValidate: the section's rule checks on save and says every problem in the panel's words.
    <form onSubmit={save} aria-labelledby={`${id}-title`} noValidate>
      <h3 id={`${id}-title`}>{S.types[type]}</h3>
      <p>
        {fill(S.about[type], { path: path ?? '' })} {path && section.enabled ? <a href={path}>{S.viewOnSite}</a> : null}
      </p>
      <label>
        <input type="checkbox" checked={draft.enabled} onChange={(e) => change({ enabled: e.target.checked })} /> {S.enabled}
      </label>
      <PositionGrid id={`${id}-position`} value={draft.position} onChange={(position) => change({ position })} />
      {has('heading') ? (
        <label>
          {S.headingText} <input value={draft.heading} maxLength={SECTION_HEADING_MAX_CHARS} onChange={(e) => change({ heading: e.target.value })} />
        </label>
      ) : null}
      {has('body') ? (
        <label>
          {S.bodyText} <textarea value={draft.body} rows={4} maxLength={SECTION_BODY_MAX_CHARS} onChange={(e) => change({ body: e.target.value })} />
        </label>
      ) : null}
      {has('password') ? <p>{S.slices.password}: {S.passwordNote}</p> : null}
      {has('newsletter') ? (
        <fieldset>
          <legend>{S.slices.newsletter}</legend>
          <label>
            <input type="checkbox" checked={draft.newsletter.on} onChange={(e) => change({ newsletter: { ...draft.newsletter, on: e.target.checked } })} /> {S.newsletterOn}
          </label>
          {draft.newsletter.on ? (
            <>
              <ListPicker id={`${id}-list`} value={draft.newsletter.list} onChange={(list) => change({ newsletter: { ...draft.newsletter, list } })} />
              <label>
                {S.emailLabel} <input value={draft.newsletter.label} maxLength={SECTION_LABEL_MAX_CHARS} onChange={(e) => change({ newsletter: { ...draft.newsletter, label: e.target.value } })} />
              </label>
              <label>
                {S.newsletterButton} <input value={draft.newsletter.buttonLabel} maxLength={SECTION_LABEL_MAX_CHARS} onChange={(e) => change({ newsletter: { ...draft.newsletter, buttonLabel: e.target.value } })} />
              </label>
              <label>
                {S.successText} <input value={draft.newsletter.successText} maxLength={SECTION_SUCCESS_MAX_CHARS} onChange={(e) => change({ newsletter: { ...draft.newsletter, successText: e.target.value } })} />
              </label>
            </>
          ) : null}
        </fieldset>
      ) : null}
      {has('buttons') || has('popup-overlay-action') ? (
        <fieldset>
          <legend>{S.slices.buttons}</legend>
          <label>
            {S.buttonLabel} <input value={draft.button.label} maxLength={SECTION_LABEL_MAX_CHARS} onChange={(e) => change({ button: { ...draft.button, label: e.target.value } })} />
          </label>
          <label>
            {S.buttonLink} <input value={draft.button.url} onChange={(e) => change({ button: { ...draft.button, url: e.target.value } })} />
          </label>
        </fieldset>
      ) : null}
      {has('sso-options') ? (
        <fieldset>
          <legend>{S.slices['sso-options']}</legend>
          {SSO_OPTIONS.map((o) => (
            <label key={o}>
              <input type="checkbox" checked={draft.sso.includes(o)} onChange={(e) => change({ sso: e.target.checked ? [...draft.sso, o] : draft.sso.filter((x) => x !== o) })} /> {S.ssoOptions[o]}
            </label>
          ))}
        </fieldset>
      ) : null}
      {has('image') ? (
        <fieldset>
          <legend>{S.slices.image}</legend>
          {draft.image?.assetUrl ? <img src={`${draft.image.assetUrl}?format=300w`} alt="" width={150} /> : null}
          <UploadButton id={`${id}-image`} label={S.imageFile} onUploaded={uploaded} onPending={pendingChanged} />
          {draft.image ? (
            <>
              <label>
                {S.imageAlt} <input value={draft.image.alt} maxLength={SECTION_ALT_MAX_CHARS} onChange={(e) => change({ image: { ...draft.image!, alt: e.target.value } })} />
              </label>
              <button type="button" onClick={() => change({ image: null })}>{S.removeImage}</button>
            </>
          ) : null}
        </fieldset>
      ) : null}
      {messages.length ? (
        // The alert wraps the list (a list may not take the alert role).
        <div role="alert">
          <ul className="vitrine-editor-messages">
            {messages.map((m) => (
              <li key={m}>{m}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <p>
        <button type="submit" className="adm-button--primary">{S.save}</button>{' '}
        {type === 'popup-overlay' ? (
          <>
            <button type="button" onClick={showAgain}>{S.showAgain}</button> <span>{fill(S.version, { version: section.version ?? 1 })}</span>{' '}
          </>
        ) : null}
        <span role="status">{status}</span>
      </p>
    </form>
  );
}
