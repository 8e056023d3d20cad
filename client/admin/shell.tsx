/**
 * The admin's frame: a skip link, the persistent navigation (the screens
 * table, with the current screen marked aria-current), the language switch,
 * and the main region showing the screen at the address. Screens load as
 * chunks; on a move, focus goes to the new screen's h1 and the document's
 * title follows.
 */
import { Component, Suspense, lazy, useEffect, useMemo, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { ADMIN_TEXTS as A } from '../../editor/admin-texts.js';
import { LanguageSwitch } from '../editor/language-switch.js';
import { Button, EmptyState, PageHeader, ToastProvider } from '../admin-ui/index.js';
import { adminHref, followLink, HOME_PATH, navigate, useAdminLocation } from './router.js';
import { matchScreen, visibleScreens } from './screens.js';
import { isGroup, type NavEntry, type ScreenEntry, type ScreenProps } from './screen-types.js';

const lazyScreens = new Map<ScreenEntry, ComponentType<ScreenProps>>();
function lazyScreen(entry: ScreenEntry): ComponentType<ScreenProps> {
  let c = lazyScreens.get(entry);
  if (!c) lazyScreens.set(entry, (c = lazy(entry.load)));
  return c;
}

function NavLink({ entry, current }: { entry: { path: string; label(): string }; current: boolean }) {
  return (
    <a href={adminHref(entry.path)} aria-current={current ? 'page' : undefined} onClick={followLink}>
      {entry.label()}
    </a>
  );
}

function Navigation({ entries, active }: { entries: NavEntry[]; active: ScreenEntry | null }) {
  return (
    <nav className="adm-nav" aria-label={A.mainNavigation}>
      <ul>
        {entries.map((e) =>
          isGroup(e) ? (
            <li key={e.path}>
              <NavLink entry={{ path: e.children[0]!.path, label: e.label }} current={false} />
              <ul className="adm-nav__sub">
                {e.children.map((c) => <li key={c.path}><NavLink entry={c} current={c === active} /></li>)}
              </ul>
            </li>
          ) : (
            <li key={e.path}><NavLink entry={e} current={e === active} /></li>
          ),
        )}
      </ul>
    </nav>
  );
}

function Loading() {
  return <p role="status" className="adm-muted">{A.ui.loading}</p>;
}

/** A screen whose chunk failed to load (offline, a new deployment) offers a reload instead of a blank page. */
class ScreenBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div role="alert">
        <PageHeader title={A.ui.somethingWrong} />
        <Button variant="primary" onClick={() => location.reload()}>{A.ui.retry}</Button>
      </div>
    );
  }
}

function NotFound() {
  return (
    <>
      <PageHeader title={A.notFound.title} />
      <EmptyState title={A.notFound.body} action={<a className="adm-button adm-button--primary" href={adminHref(HOME_PATH)} onClick={followLink}>{A.notFound.back}</a>} />
    </>
  );
}

export function AdminShell({ siteTitle }: { siteTitle?: string }) {
  const location = useAdminLocation();
  const entries = useMemo(() => visibleScreens(), []);
  const match = location.path === '' ? null : matchScreen(location.path, entries);
  const [menuOpen, setMenuOpen] = useState(false);
  const first = useRef(true);

  // /config itself shows the first screen, at its own address.
  useEffect(() => {
    if (location.path === '') navigate(HOME_PATH, { replace: true });
  }, [location.path]);

  // After a move (not the first load), focus the new screen's title so a screen reader announces it.
  useEffect(() => {
    document.title = `${match?.entry.label() ?? A.notFound.title} · ${A.appTitle}`;
    setMenuOpen(false);
    if (first.current) {
      first.current = false;
      return;
    }
    const focusTitle = () => document.getElementById('adm-page-title')?.focus();
    const timer = setTimeout(focusTitle, 0);
    const observer = new MutationObserver(() => document.getElementById('adm-page-title') && (focusTitle(), observer.disconnect()));
    observer.observe(document.body, { childList: true, subtree: true });
    return () => (clearTimeout(timer), observer.disconnect());
  }, [location.path]);

  const Screen = match ? lazyScreen(match.entry) : null;
  const wide = match?.entry.wide?.(match.rest) === true;
  return (
    <ToastProvider>
      <div className="adm-shell">
        <a className="adm-skip" href="#adm-main">{A.skipToContent}</a>
        <aside className="adm-sidebar" data-open={menuOpen ? 'true' : 'false'}>
          <div className="adm-sidebar__top">
            <div className="adm-sidebar__brand">
              <span className="adm-sidebar__title">{A.appTitle}</span>
              <span className="adm-sidebar__site"><a href="/">{siteTitle || A.viewSite}</a></span>
            </div>
            <Button size="small" className="adm-menu-button" aria-expanded={menuOpen} onClick={() => setMenuOpen((o) => !o)}>{A.menu}</Button>
          </div>
          <Navigation entries={entries} active={match?.entry ?? null} />
          <div className="adm-sidebar__footer"><LanguageSwitch /></div>
        </aside>
        <main id="adm-main" className={wide ? 'adm-main adm-main--wide' : 'adm-main'}>
          <div className="adm-main__inner">
            {location.path === '' ? <Loading /> : Screen && match ? (
              <ScreenBoundary key={match.entry.path}>
                <Suspense fallback={<Loading />}>
                  <Screen rest={match.rest} query={location.query} />
                </Suspense>
              </ScreenBoundary>
            ) : <NotFound />}
          </div>
        </main>
      </div>
    </ToastProvider>
  );
}
