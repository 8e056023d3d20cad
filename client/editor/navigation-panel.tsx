/**
 * The navigation panel: the links of each navigation (GetSiteLayout), to
 * reorder, remove or add (a page or store, or an external link), saved with
 * UpdateNavigation. A folder's own pages travel with it unchanged. A site
 * without a main navigation shows the SPEC's 'Unable to find site main
 * navigation'.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { NAV_LINK_TITLE_MAX_LENGTH, NAV_LINK_URL_MAX_LENGTH } from '../../editor/limits.js';
import { EDITOR_TEXTS as T } from '../../editor/texts.js';
import { EditorApiError, get, send } from './api.js';

type External = { url: string; title: string; newWindow?: boolean };
interface LinkView {
  collectionId?: string;
  externalLink?: External;
  title: string;
  url: string;
  items?: LinkView[];
}
interface Linkable {
  id: string;
  title: string;
  urlId: string;
  folder: boolean;
}

/** The main navigation's name (server/editor/routes/navigation.ts). */
const MAIN = 'mainNav';
let nextKey = 1;
type Row = LinkView & { key: number };
const rows = (links: LinkView[]): Row[] => links.map((l) => ({ ...l, key: nextKey++ }));

/** A link as UpdateNavigation takes it. */
function toItem(l: LinkView) {
  if (l.externalLink) return { externalLink: l.externalLink };
  return { collectionId: l.collectionId, ...(l.items ? { items: l.items.map((i) => ({ collectionId: i.collectionId })) } : {}) };
}

export function NavigationPanel() {
  const [layout, setLayout] = useState<Record<string, LinkView[]> | null>(null);
  const [names, setNames] = useState<string[]>([]);
  const [linkable, setLinkable] = useState<Linkable[]>([]);
  const [name, setName] = useState(MAIN);
  const [links, setLinks] = useState<Row[]>([]);
  const [pick, setPick] = useState('');
  const [extTitle, setExtTitle] = useState('');
  const [extUrl, setExtUrl] = useState('');
  const [status, setStatus] = useState('');
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    Promise.all([
      get<{ layout: { identifier: string; links: LinkView[] }[] }>('/api/commondata/GetSiteLayout'),
      get<{ navigations: string[]; collections: Linkable[] }>('/api/editor/navigation/collections'),
    ]).then(
      ([l, c]) => {
        const byName = Object.fromEntries(l.layout.map((n) => [n.identifier, n.links]));
        setLayout(byName);
        setNames(c.navigations);
        setLinkable(c.collections);
        setPick(c.collections[0]?.id ?? '');
        setLinks(rows(byName[MAIN] ?? []));
      },
      (e: unknown) => setError(e instanceof EditorApiError && e.code === 'NO_MAIN_NAVIGATION' ? T.noMainNavigation : T.loadFailed),
    );
  }, []);

  const choose = (n: string) => {
    setName(n);
    setLinks(rows(layout?.[n] ?? []));
    setStatus('');
  };
  const move = (i: number, by: number) =>
    setLinks((ls) => {
      const next = [...ls];
      const [it] = next.splice(i, 1);
      next.splice(i + by, 0, it!);
      return next;
    });
  const addCollection = (event: FormEvent) => {
    event.preventDefault();
    const c = linkable.find((x) => x.id === pick);
    if (c) setLinks((ls) => [...ls, { key: nextKey++, collectionId: c.id, title: c.title, url: `/${c.urlId}`, ...(c.folder ? { items: [] } : {}) }]);
  };
  const addExternal = (event: FormEvent) => {
    event.preventDefault();
    setLinks((ls) => [...ls, { key: nextKey++, externalLink: { url: extUrl, title: extTitle, newWindow: false }, title: extTitle, url: extUrl }]);
    setExtTitle('');
    setExtUrl('');
  };
  const save = () => {
    setStatus(T.saving);
    setError(null);
    send<{ links: unknown[] }>('POST', '/api/widget/UpdateNavigation', { fieldName: name, templateId: '', navigation: { items: links.map(toItem) } }).then(
      () => {
        setLayout((l) => ({ ...l, [name]: links }));
        setStatus(T.saved);
      },
      (e: unknown) => {
        setStatus('');
        setError(e instanceof EditorApiError ? e.message : T.somethingWrong);
      },
    );
  };

  return (
    <section aria-labelledby="navigation-heading">
      <h2 id="navigation-heading">{T.navigationPanel}</h2>
      {error ? <p role="alert">{error}</p> : null}
      {layout === null ? null : (
        <>
          <p>
            <label>
              {T.navigationName}{' '}
              <select value={name} onChange={(e) => choose(e.target.value)}>
                {names.map((n) => (
                  <option key={n} value={n}>
                    {n}
                  </option>
                ))}
              </select>
            </label>
          </p>
          {links.length === 0 ? <p>{T.noLinks}</p> : null}
          <ol className="vitrine-editor-links" aria-label={name}>
            {links.map((l, i) => (
              <li key={l.key}>
                <span>{l.title}</span> <small>{l.url}</small>{' '}
                <button type="button" disabled={i === 0} onClick={() => move(i, -1)} aria-label={`${T.moveLinkUp}: ${l.title}`}>
                  {T.moveLinkUp}
                </button>{' '}
                <button type="button" disabled={i === links.length - 1} onClick={() => move(i, 1)} aria-label={`${T.moveLinkDown}: ${l.title}`}>
                  {T.moveLinkDown}
                </button>{' '}
                <button type="button" onClick={() => setLinks((ls) => ls.filter((x) => x.key !== l.key))} aria-label={`${T.removeLink}: ${l.title}`}>
                  {T.removeLink}
                </button>
              </li>
            ))}
          </ol>
          <form onSubmit={addCollection}>
            <label>
              {T.linkCollection}{' '}
              <select value={pick} onChange={(e) => setPick(e.target.value)}>
                {linkable.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.title} (/{c.urlId})
                  </option>
                ))}
              </select>
            </label>{' '}
            <button type="submit">{T.addLink}</button>
          </form>
          <form onSubmit={addExternal}>
            <label>
              {T.externalTitle} <input value={extTitle} onChange={(e) => setExtTitle(e.target.value)} required maxLength={NAV_LINK_TITLE_MAX_LENGTH} />
            </label>{' '}
            <label>
              {T.externalUrl} <input value={extUrl} onChange={(e) => setExtUrl(e.target.value)} required maxLength={NAV_LINK_URL_MAX_LENGTH} />
            </label>{' '}
            <button type="submit">{T.addExternal}</button>
          </form>
          <p>
            <button type="button" className="adm-button--primary" onClick={save}>
              {T.saveNavigation}
            </button>{' '}
            <span role="status" id="navigation-status">
              {status}
            </span>
          </p>
        </>
      )}
    </section>
  );
}
