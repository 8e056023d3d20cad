/**
 * The screens table: the admin's navigation, in order, and what each
 * address shows. A screen is one entry (screen-types.ts); its module is a
 * chunk of its own, loaded on first visit. The commerce screens' entries
 * live in screens-commerce.ts.
 */
import { ADMIN_TEXTS as A } from '../../editor/admin-texts.js';
import { COMMENTS_TEXTS as C } from '../../editor/comments-texts.js';
import { CONTRIBUTIONS_TEXTS as D } from '../../editor/contributions-texts.js';
import { PLAN_TEXTS as P } from '../../editor/plan-texts.js';
import { MEDIA_TEXTS as V } from '../../editor/media-collections-texts.js';
import { MAIL_TEXTS as M } from '../../editor/mail-texts.js';
import { TAXONOMY_TEXTS as T } from '../../editor/taxonomy-texts.js';
import { LIST_TEXTS as L } from '../../editor/mailing-list-texts.js';
import { TIME_ZONE_TEXTS as Z } from '../../editor/time-zone-texts.js';
import { may } from '../editor/owner-role.js';
import { CUSTOMERS_SCREEN, DISCOUNTS_SCREEN, GIFT_CARDS_SCREEN, ORDERS_SCREEN, SHIPPING_SCREEN, SUBSCRIPTIONS_SCREEN, TAXES_SCREEN } from './screens-commerce.js';
import { isGroup, type NavEntry, type ScreenEntry } from './screen-types.js';

const settings = () => import('./screens/settings-screens.js');
const design = () => import('./screens/design-screens.js');
const submissions = () => import('./screens/submissions-screens.js');

export const SCREENS: readonly NavEntry[] = [
  { path: 'pages', label: () => A.nav.pages, load: () => import('./screens/pages-screen.js'), wide: (rest) => rest.length > 0 },
  {
    path: 'design',
    label: () => A.nav.design,
    children: [
      { path: 'design/colours', label: () => A.nav.designColours, load: () => design().then((m) => ({ default: m.ColoursScreen })) },
      { path: 'design/styles', label: () => A.nav.designStyles, load: () => design().then((m) => ({ default: m.StylesScreen })) },
    ],
  },
  { path: 'products', label: () => A.nav.products, load: () => import('./screens/products-screen.js') },
  { path: 'media', label: () => V.nav, load: () => import('./media/media-screen.js') },
  { path: 'tags', label: () => T.nav, load: () => import('./tags/tags-screen.js') },
  ORDERS_SCREEN,
  CUSTOMERS_SCREEN,
  SUBSCRIPTIONS_SCREEN,
  DISCOUNTS_SCREEN,
  GIFT_CARDS_SCREEN,
  {
    path: 'submissions',
    label: () => A.nav.submissions,
    children: [
      { path: 'submissions/forms', label: () => A.nav.submissionsForms, load: () => submissions().then((m) => ({ default: m.FormSubmissionsScreen })) },
      { path: 'submissions/restock', label: () => A.nav.submissionsRestock, load: () => submissions().then((m) => ({ default: m.RestockScreen })) },
      { path: 'submissions/lists', label: () => L.nav, load: () => import('./mailing-lists/mailing-lists-screen.js') },
    ],
  },
  { path: 'comments', label: () => C.nav, load: () => import('./comments/comments-screen.js') },
  { path: 'reviews', label: () => D.reviewsNav, load: () => import('./contributions/reviews-screen.js') },
  { path: 'donations', label: () => D.donationsNav, load: () => import('./contributions/donations-screen.js') },
  { path: 'analytics', label: () => A.nav.analytics, load: () => import('./screens/analytics-screen.js') },
  {
    path: 'settings',
    label: () => A.nav.settings,
    children: [
      { path: 'settings/header-footer', label: () => A.nav.settingsHeaderFooter, load: () => settings().then((m) => ({ default: m.HeaderFooterScreen })) },
      { path: 'settings/navigation', label: () => A.nav.settingsNavigation, load: () => settings().then((m) => ({ default: m.NavigationScreen })) },
      { path: 'settings/sections', label: () => A.nav.settingsSections, load: () => settings().then((m) => ({ default: m.SectionsScreen })) },
      SHIPPING_SCREEN,
      TAXES_SCREEN,
      { path: 'settings/time-zone', label: () => Z.nav, load: () => settings().then((m) => ({ default: m.TimeZoneScreen })) },
      { path: 'settings/commerce', label: () => A.nav.settingsCommerce, visible: () => may('preferences'), load: () => settings().then((m) => ({ default: m.CommerceScreen })) },
      { path: 'settings/mail', label: () => M.nav, load: () => import('./mail/mail-screen.js') },
      { path: 'settings/languages', label: () => A.nav.settingsLanguages, visible: () => may('languages'), load: () => settings().then((m) => ({ default: m.LanguagesScreen })) },
      { path: 'settings/permissions', label: () => A.nav.settingsPermissions, visible: () => may('roles'), load: () => settings().then((m) => ({ default: m.PermissionsScreen })) },
      { path: 'settings/plan', label: () => P.nav, load: () => import('./plan/plan-screen.js') },
    ],
  },
];

const shown = (e: { visible?(): boolean }) => e.visible?.() !== false;

/** The entries the signed-in role sees, groups keeping only their visible screens (and dropped when none is left). */
export function visibleScreens(table: readonly NavEntry[] = SCREENS): NavEntry[] {
  return table.flatMap((e): NavEntry[] => {
    if (!isGroup(e)) return shown(e) ? [e] : [];
    const children = e.children.filter(shown);
    return children.length > 0 ? [{ ...e, children }] : [];
  });
}

export interface Match {
  entry: ScreenEntry;
  rest: string[];
  /** The group the screen is in, if any. */
  group: NavEntry | null;
}

/** The screen at a path under /config ("settings/languages", "pages/abc"); a group's own path is its first screen; null for none. */
export function matchScreen(path: string, table: readonly NavEntry[] = visibleScreens()): Match | null {
  const segments = path.split('/').filter(Boolean);
  const under = (p: string) => {
    const own = p.split('/');
    return own.every((s, i) => segments[i] === s) ? segments.slice(own.length) : null;
  };
  for (const e of table) {
    if (isGroup(e)) {
      for (const c of e.children) {
        const rest = under(c.path);
        if (rest) return { entry: c, rest, group: e };
      }
      if (under(e.path)?.length === 0 && e.children[0]) return { entry: e.children[0], rest: [], group: e };
    } else {
      const rest = under(e.path);
      if (rest) return { entry: e, rest, group: null };
    }
  }
  return null;
}
