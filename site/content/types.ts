/**
 * Site content: what a live site's `?format=json` shows, gathered into one
 * fixture (DEVELOPER-MODE.md section 5), so fixtures can be saved from a
 * real site. Objects keep the platform's keys; Vitrine fills what is derived
 * (fullUrl, navigation state, pagination) when it builds a page context.
 */
import type { LockSecret } from './secrets.js';

export type Json = Record<string, unknown>;

export interface ItemContent extends Json {
  id: string;
  urlId: string;
  title?: string;
}

export interface CollectionContent extends Json {
  id: string;
  urlId: string;
  typeName: string;
  title?: string;
  /** Platform collection type: 1 generic, 7 template page, 10 page, 13 products. */
  type?: number;
  homepage?: boolean;
  folder?: boolean;
  /** 1 index, 2 redirect, 3 none. */
  folderBehavior?: number;
  /** Children of a folder, by urlId. */
  collections?: string[];
  items?: ItemContent[];
  /** Regular pages: their prerendered block layout. */
  mainContent?: string;
  enabled?: boolean;
  /** Page Settings layout choice. */
  regionName?: string;
  passwordProtected?: boolean;
  /** Vitrine: visible to signed-in site members only. */
  memberOnly?: boolean;
  /** Vitrine: the member area whose members may see it (implies member-only; with paywall, its members get in free). */
  memberAreaId?: string;
  /** Vitrine: a paywalled page (107): a membership of its area or a one-off purchase unlocks it. */
  paywall?: boolean;
  /** Vitrine: products whose one-off purchase unlocks this paywalled page (server/session/paywall-access.ts). */
  paywallProductIds?: string[];
  /** Multilingual sites: the collection's language (default: the site's default language). */
  language?: string;
  /** Multilingual sites: the urlId of the default-language page this one translates. */
  translationOf?: string;
}

export type NavigationLink =
  | { collection: string }
  | { folder: string }
  | { externalLink: { url: string; title: string; newWindow?: boolean } };

export interface SiteContent {
  website: Json;
  websiteSettings: Json;
  collections: CollectionContent[];
  /** navigationId -> links, in order. */
  navigations: Record<string, NavigationLink[]>;
  /** Block field id -> its content (rows of columns of blocks). */
  blockFields: Record<string, Json>;
  /** Tweak settings overriding the stylesheets' defaults. */
  tweaks: Record<string, string | number | boolean>;
  injection: { header?: string; footer?: string };
  featureFlags: Json;
  localizedStrings: Json;
  templateRevision: number;
  /** The site's and pages' passwords, taken out of the content when it was read (content/secrets.ts). */
  locks?: ReadonlyMap<string, LockSecret>;
}
