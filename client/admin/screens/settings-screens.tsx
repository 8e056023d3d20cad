/** Settings: the site's header and footer, navigation, sections, commerce preferences, time zone, languages and permissions panels (client/editor/), and the money grant. */
import { useState, type ComponentType } from 'react';
import { ADMIN_TEXTS as A } from '../../../editor/admin-texts.js';
import { PageHeader } from '../../admin-ui/index.js';
import { HeaderFooterPanel } from '../../editor/header-footer-panel.js';
import { NavigationPanel } from '../../editor/navigation-panel.js';
import { SectionsPanel } from '../../editor/sections-panel.js';
import { PreferencesPanel } from '../../editor/preferences-panel.js';
import { LanguagesPanel } from '../../editor/languages-panel.js';
import { PermissionsPanel } from '../../editor/permissions-panel.js';
import { TimeZonePanel } from '../../editor/time-zone-panel.js';
import { TIME_ZONE_TEXTS as Z } from '../../../editor/time-zone-texts.js';
import { MoneyGrants } from '../commerce/money-grants.js';

function settingsScreen(title: () => string, description: () => string, Panel: ComponentType) {
  return function SettingsScreen() {
    return (
      <>
        <PageHeader title={title()} description={description()} />
        <div className="adm-card adm-panel"><Panel /></div>
      </>
    );
  };
}

export const HeaderFooterScreen = settingsScreen(() => A.nav.settingsHeaderFooter, () => A.descriptions.headerFooter, HeaderFooterPanel);
export const NavigationScreen = settingsScreen(() => A.nav.settingsNavigation, () => A.descriptions.navigation, NavigationPanel);
export const SectionsScreen = settingsScreen(() => A.nav.settingsSections, () => A.descriptions.sections, SectionsPanel);
export const CommerceScreen = settingsScreen(() => A.nav.settingsCommerce, () => A.descriptions.commerce, PreferencesPanel);
export const TimeZoneScreen = settingsScreen(() => Z.nav, () => Z.description, TimeZonePanel);
export const LanguagesScreen = settingsScreen(() => A.nav.settingsLanguages, () => A.descriptions.languages, LanguagesPanel);
/** Permissions: the contributors' roles (client/editor/), then the website managers' money grant (client/admin/commerce/). */
export function PermissionsScreen() {
  const [changes, setChanges] = useState(0);
  return (
    <>
      <PageHeader title={A.nav.settingsPermissions} description={A.descriptions.permissions} />
      <div className="adm-card adm-panel"><PermissionsPanel onChange={() => setChanges((n) => n + 1)} /></div>
      <MoneyGrants reloadKey={changes} />
    </>
  );
}
