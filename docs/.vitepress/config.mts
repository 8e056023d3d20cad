import { defineConfig } from 'vitepress';
import { existsSync, readFileSync } from 'node:fs';

// The engine's API reference: Markdown pages TypeDoc writes to docs/api/ with their sidebar (scripts/docs-build.mjs runs it first).
const API_SIDEBAR = new URL('../api/typedoc-sidebar.json', import.meta.url);
const apiItems = existsSync(API_SIDEBAR) ? JSON.parse(readFileSync(API_SIDEBAR, 'utf8')) : [];

// The documentation site: `npm run docs:build` (CI builds it; test/docs-site.test.ts), `npx vitepress dev docs` to read it locally (after one docs:build, for the API pages).
export default defineConfig({
  title: 'Vitrine',
  description: 'A JSON-Template (Squarespace template language) renderer, checker, language server and storefront.',
  cleanUrls: true,
  // Pages link to the repository's sources (../cli/..., ../README.md), which are not pages of the site.
  ignoreDeadLinks: true,
  srcExclude: ['**/node_modules/**'],
  themeConfig: {
    nav: [
      { text: 'Template authors', link: '/editors' },
      { text: 'Rules', link: '/rules' },
      { text: 'Engine', link: '/engine' },
      { text: 'API', link: '/api/' },
    ],
    sidebar: [
      {
        text: 'Template authors',
        items: [
          { text: 'The vitrine command', link: '/cli' },
          { text: 'Install, editors', link: '/editors' },
          { text: 'Rules of check and the language server', link: '/rules' },
          { text: 'Writing templates', link: '/authoring' },
          { text: 'Real developer-mode folders', link: '/devmode' },
        ],
      },
      {
        text: 'Engine',
        items: [
          { text: 'The engine API', link: '/engine-api' },
          { text: 'Compatibility with the platform', link: '/engine' },
          { text: 'API reference (vitrine/engine)', link: '/api/', collapsed: true, items: apiItems },
        ],
      },
      {
        text: 'Hosting',
        items: [
          { text: 'Render service', link: '/render-service' },
          { text: 'Operations', link: '/operations' },
          { text: 'Security', link: '/security' },
          { text: 'Render tenants', link: '/render-tenants' },
          { text: 'Mail', link: '/mail' },
        ],
      },
      {
        text: 'Site owners and the store',
        items: [
          { text: 'The store', link: '/store' },
          { text: 'Sites: demo, folders, tags, widgets', link: '/sites' },
          { text: 'The admin', link: '/admin-ui' },
          { text: 'Orders', link: '/orders' },
          { text: 'The editor', link: '/editor' },
          { text: 'Storefront', link: '/storefront' },
          { text: 'Checkout', link: '/checkout' },
          { text: 'Forms', link: '/forms' },
          { text: 'Comments and likes', link: '/comments' },
          { text: 'Donations and reviews', link: '/donations-reviews' },
          { text: 'Site users', link: '/users' },
          { text: 'Telemetry', link: '/telemetry' },
        ],
      },
      {
        text: 'Development',
        items: [
          { text: 'Layout, tests, benchmarks', link: '/development' },
          { text: 'SPEC coverage', link: '/spec-coverage' },
        ],
      },
    ],
    search: { provider: 'local' },
  },
});
