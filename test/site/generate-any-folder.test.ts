/**
 * Generated demo content for an unusual folder written here: custom post
 * types with event and text bases, system types without views, a folder
 * type without a view, a type with only a .conf, a type with only an item
 * view, a page template, block-field ids built from urlIds, three
 * navigations. Every page renders, and nothing is generated for what could
 * not render.
 */
import t from 'tap';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { loadSite } from '../../site/load-site.js';

const NOW = Date.UTC(2027, 2, 14, 9);

const FILES: Record<string, string> = {
  'template.conf': JSON.stringify({
    name: 'Odd Folder',
    author: 'Test',
    layouts: { default: { name: 'Default', regions: ['site'] } },
    navigations: [
      { title: 'Main', name: 'mainNav' },
      { title: 'Footer', name: 'footerNav' },
      { title: 'Side', name: 'sideNav' },
    ],
    stylesheets: [],
    systemCollections: ['index', 'album', 'products', 'events'],
    customTypes: [
      { title: 'Member', name: 'member', base: 'text', fields: [{ name: 'role', title: 'Role', type: 'text' }, { name: 'photo', title: 'Photo', type: 'image' }, { name: 'active', title: 'Active', type: 'checkbox' }] },
      { title: 'Show', name: 'show', base: 'event', fields: [{ name: 'venueNote', title: 'Venue note', type: 'wysiwyg' }, { name: 'soldOut', title: 'Sold out', type: 'checkbox' }] },
    ],
  }),
  'site.region': [
    '<!doctype html><html><head>{squarespace-headers}</head><body class="{squarespace.page-classes}">',
    '<squarespace:navigation navigationId="mainNav" template="nav" />',
    '<main>{squarespace.main-content}</main>',
    '<squarespace:block-field id="{collection.urlId}-banner" columns="12" label="Banner" />',
    '<squarespace:block-field id="siteFooter" columns="12" />',
    '<squarespace:navigation navigationId="footerNav" template="nav" />',
    '<squarespace:navigation navigationId="sideNav" template="nav" />',
    '{squarespace-footers}</body></html>',
  ].join('\n'),
  'blocks/nav.block': '<ul>{.repeated section items}<li>{.collection?}<a href="{collection.fullUrl}">{collection.navigationTitle}</a>{.or}<a href="{externalLink.url}">{title}</a>{.end}</li>{.end}</ul>',
  'collections/team.conf': JSON.stringify({ title: 'Team', acceptTypes: ['member'], ordering: 'user-orderable' }),
  'collections/team.list': '{.repeated section items}<article><h2>{title}</h2><p class="role">{customContent.role}</p>{.section customContent.photo}<img src="{assetUrl}">{.end}</article>{.end}',
  'collections/team.item': '{.section item}<h1>{title}</h1><p class="role">{customContent.role}</p>{.end}',
  'collections/shows.conf': JSON.stringify({ title: 'Shows', acceptTypes: ['show'], ordering: 'calendar', pageSize: 999 }),
  'collections/shows.list': '<section class="up">{.repeated section upcoming}<h2>{title}</h2>{customContent.venueNote.html}{.end}</section><section class="past">{.repeated section past}<h2>{title}</h2>{.end}</section>',
  'collections/folders.conf': '{ "title": "Folder", "folder": true, }',
  'collections/notes.conf': JSON.stringify({ title: 'Notes' }),
  'collections/bio.item': '{.section item}<h1>{title}</h1>{body}{.end}',
  'pages/landing.page': '<section class="landing"><h1>{collection.title}</h1><squarespace:block-field id="landingBlocks" columns="1" /></section>',
  'pages/landing.page.conf': JSON.stringify({ title: 'Landing' }),
};

const dir = mkdtempSync(join(tmpdir(), 'vitrine-generate-'));
t.teardown(() => rmSync(dir, { recursive: true, force: true }));
for (const [path, text] of Object.entries(FILES)) {
  mkdirSync(dirname(join(dir, path)), { recursive: true });
  writeFileSync(join(dir, path), text);
}

t.test('an unusual folder renders completely', async (t) => {
  const site = await loadSite(dir, null, { now: () => NOW });
  const content = site.renderer.content;
  const byType = (type: string) => content.collections.filter((c) => c.typeName === type);

  t.equal(content.website.siteTitle, 'Odd Folder');
  t.equal(byType('notes').length, 0, 'a type with neither view nor platform fallback gets no collection');
  for (const type of ['team', 'shows', 'bio', 'album', 'products', 'events', 'landing']) t.equal(byType(type).length, 1, `one ${type} collection`);
  t.equal(byType('landing')[0]!.type, 7);
  const folders = content.collections.filter((c) => c.folder);
  t.equal(folders.length, 2, 'index and folders');
  t.ok(folders.every((f) => f.folderBehavior === 2 && f.collections!.length > 0), 'without a view, folders redirect to a child');

  // Custom post types: their fields by type, on the base type's items.
  for (const m of byType('team')[0]!.items!) t.match(m.customContent, { role: String, photo: { assetUrl: /^\/__vitrine\/images\// }, active: Boolean });
  const shows = byType('shows')[0]!.items!;
  t.ok(shows.every((s) => typeof s.startDate === 'number' && (s.customContent as { venueNote: { html: string } }).venueNote.html.startsWith('<p>')));

  for (const nav of ['mainNav', 'footerNav', 'sideNav']) t.ok(content.navigations[nav]!.length >= 2, `${nav} has links`);
  t.ok(content.blockFields.siteFooter && content.blockFields.landingBlocks, 'literal block fields');
  for (const c of content.collections) t.ok(content.blockFields[`${c.urlId}-banner`], `${c.urlId}-banner`);

  // Item pages of a type with no item view answer 404 (DEVELOPER-MODE 1.4.2): shows.list has no shows.item.
  const hasItemView = (typeName: string) => site.theme.collections.get(typeName)?.item || site.theme.collections.get(typeName)?.system;
  t.equal(site.renderer.render(`/${byType('shows')[0]!.urlId}/${shows[0]!.urlId}`).status, 404);
  const itemPages = content.collections.filter((c) => hasItemView(c.typeName)).flatMap((c) => (c.items ?? []).map((i) => `/${c.urlId}/${i.urlId}`));
  const pages = ['/', ...content.collections.map((c) => `/${c.urlId}`), ...itemPages];
  for (const path of pages) {
    const r = site.renderer.render(path);
    t.ok(r.status === 200 || r.status === 302, `${path}: ${r.status}`);
    t.same(r.diagnostics.filter((d) => d.severity === 'error'), [], `${path}: no error`);
    t.notMatch(r.html, /<squarespace:|\{squarespace/, `${path}: no tag left`);
  }
  const team = site.renderer.render('/team');
  for (const m of byType('team')[0]!.items!) t.match(team.html, `<h2>${m.title}</h2>`);
  const showsPage = site.renderer.render(`/${byType('shows')[0]!.urlId}`).html;
  t.match(showsPage, /<section class="up"><h2>/, 'upcoming shows');
  t.match(showsPage, /<section class="past"><h2>/, 'past shows');
  const landing = site.renderer.render(`/${byType('landing')[0]!.urlId}`).html;
  t.match(landing, /id="landingBlocks"/);
  t.notMatch(/<div class="sqs-layout[^>]*id="landingBlocks"/.exec(landing)![0], / empty/, 'the page template block field has blocks');
  // A collection with only an item view opens on its first item.
  const bio = byType('bio')[0]!;
  t.match(site.renderer.render(`/${bio.urlId}`).html, `<h1>${bio.items![0]!.title}</h1>`);
  // Products and events without views: the platform fallback lists them.
  const shop = byType('products')[0]!;
  t.match(site.renderer.render(`/${shop.urlId}`).html, shop.items![0]!.title!);
});
