/**
 * The site-owner editor app (its own bundle, loaded only by /config for a
 * signed-in owner): the pages panel, the page editor, the colours, store,
 * navigation, design (fonts, buttons, animations), site header/footer,
 * commerce preferences and languages panels, and the Permissions screen;
 * each only for a role that may change it (owner-role.ts).
 */
// First: the owner's language, before any panel module reads its texts.
import './language.js';
// Puck's styles without its web-font import (the CSP allows this site's styles only).
import '@puckeditor/core/no-external.css';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { EDITOR_TEXTS as T } from '../../editor/texts.js';
import { PageList } from './page-list.js';
import { PageEditor } from './page-editor.js';
import { ColourPanel } from './colour-panel.js';
import { StorePanel } from './store-panel.js';
import { NavigationPanel } from './navigation-panel.js';
import { PreferencesPanel } from './preferences-panel.js';
import { LanguagesPanel } from './languages-panel.js';
import { HeaderFooterPanel } from './header-footer-panel.js';
import { DesignPanels } from './design-panels.js';
import { SectionsPanel } from './sections-panel.js';
import { DESIGN_TEXTS } from '../../editor/design-texts.js';
import { PermissionsPanel } from './permissions-panel.js';
import { may } from './owner-role.js';
import { LanguageSwitch } from './language-switch.js';
import { mayLeave } from './leave-guard.js';

type View = { kind: 'pages' } | { kind: 'page'; id: string } | { kind: 'colours' } | { kind: 'store' } | { kind: 'navigation' } | { kind: 'design' } | { kind: 'preferences' } | { kind: 'languages' } | { kind: 'headerFooter' } | { kind: 'permissions' } | { kind: 'sections' };

function App() {
  const [view, show] = useState<View>({ kind: 'pages' });
  // A screen with unsaved work asks first (leave-guard.ts).
  const setView = (next: View) => void mayLeave().then((ok) => ok && show(next));
  return (
    <>
      <header className="vitrine-editor-header">
        <h1>{T.appTitle}</h1>
        <LanguageSwitch />
        <nav aria-label={T.appTitle}>
          <button type="button" aria-pressed={view.kind === 'pages' || view.kind === 'page'} onClick={() => setView({ kind: 'pages' })}>{T.pagesPanel}</button>{' '}
          <button type="button" aria-pressed={view.kind === 'colours'} onClick={() => setView({ kind: 'colours' })}>{T.coloursPanel}</button>{' '}
          <button type="button" aria-pressed={view.kind === 'store'} onClick={() => setView({ kind: 'store' })}>{T.storePanel}</button>{' '}
          <button type="button" aria-pressed={view.kind === 'navigation'} onClick={() => setView({ kind: 'navigation' })}>{T.navigationPanel}</button>{' '}
          <button type="button" aria-pressed={view.kind === 'design'} onClick={() => setView({ kind: 'design' })}>{DESIGN_TEXTS.designTab}</button>{' '}
          <button type="button" aria-pressed={view.kind === 'headerFooter'} onClick={() => setView({ kind: 'headerFooter' })}>{T.headerFooterPanel}</button>{' '}
          <button type="button" aria-pressed={view.kind === 'sections'} onClick={() => setView({ kind: 'sections' })}>{T.sections.panel}</button>{' '}
          {may('preferences') ? <><button type="button" aria-pressed={view.kind === 'preferences'} onClick={() => setView({ kind: 'preferences' })}>{T.preferencesPanel}</button>{' '}</> : null}
          {may('languages') ? <><button type="button" aria-pressed={view.kind === 'languages'} onClick={() => setView({ kind: 'languages' })}>{T.languagesPanel}</button>{' '}</> : null}
          {may('roles') ? <button type="button" aria-pressed={view.kind === 'permissions'} onClick={() => setView({ kind: 'permissions' })}>{T.permissionsPanel}</button> : null}
        </nav>
      </header>
      <main>
        {view.kind === 'pages' ? <PageList onOpen={(id) => setView({ kind: 'page', id })} /> : null}
        {view.kind === 'page' ? <PageEditor id={view.id} onBack={() => setView({ kind: 'pages' })} /> : null}
        {view.kind === 'colours' ? <ColourPanel /> : null}
        {view.kind === 'store' ? <StorePanel /> : null}
        {view.kind === 'navigation' ? <NavigationPanel /> : null}
        {view.kind === 'design' ? <DesignPanels /> : null}
        {view.kind === 'headerFooter' ? <HeaderFooterPanel /> : null}
        {view.kind === 'sections' ? <SectionsPanel /> : null}
        {view.kind === 'preferences' ? <PreferencesPanel /> : null}
        {view.kind === 'languages' ? <LanguagesPanel /> : null}
        {view.kind === 'permissions' ? <PermissionsPanel /> : null}
      </main>
    </>
  );
}

const mount = document.getElementById('vitrine-editor');
if (mount) createRoot(mount).render(<App />);
