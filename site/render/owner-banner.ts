/**
 * The banner a signed-in owner sees on a page shoppers do not get yet (a
 * draft, scheduled, needs-review or private page, previewed through
 * server/site-http/site-routes.ts): its status, and that it is not public,
 * in the page's language. Put right after `<body>`, so it comes first.
 */
import { statusOf, type PageStatus } from '../../editor/page-status.js';
import { escapeText } from '../tags/html.js';

const TEXTS = {
  en: {
    status: { scheduled: 'Scheduled', 'needs-review': 'Needs Review', draft: 'Draft', private: 'Private' },
    notPublic: 'Only you can see this page: it is not on the public site yet.',
  },
  fr: {
    status: { scheduled: 'Programmée', 'needs-review': 'À relire', draft: 'Brouillon', private: 'Privée' },
    notPublic: 'Vous seul voyez cette page\u00a0: elle n’est pas encore sur le site public.',
  },
} as const satisfies Record<string, { status: Record<Exclude<PageStatus, 'published'>, string>; notPublic: string }>;

/** Inline: the page's stylesheet does not know it; fixed colours that pass WCAG AA (white on #1a1a1a, 17:1). */
const STYLE = 'margin:0;padding:10px 16px;background:#1a1a1a;color:#fff;font:600 15px/1.4 system-ui,sans-serif;text-align:center';

/** The banner's markup for a page that is not live, or '' for a published one. */
export function ownerBannerHtml(page: object, language: string): string {
  const status = statusOf(page);
  if (status === 'published') return '';
  const t = language.toLowerCase().startsWith('fr') ? TEXTS.fr : TEXTS.en;
  return `<p class="vitrine-owner-banner" role="status" style="${STYLE}"><strong>${escapeText(t.status[status])}</strong> · ${escapeText(t.notPublic)}</p>`;
}

/** The page with the banner right after its body tag. */
export const withOwnerBanner = (html: string, banner: string): string => (banner ? html.replace(/<body\b[^>]*>/i, (tag) => tag + banner) : html);
