import { defineConfig } from 'vitepress';

// The documentation site: `npm run docs:build` (CI builds it; test/docs-site.test.ts), `npx vitepress dev docs` to read it locally.
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
    ],
    sidebar: [
      {
        text: 'Template authors',
        items: [
          { text: 'Install, editors', link: '/editors' },
          { text: 'Rules of check and the language server', link: '/rules' },
          { text: 'Writing templates', link: '/authoring' },
          { text: 'Real developer-mode folders', link: '/devmode' },
        ],
      },
      {
        text: 'Engine',
        items: [{ text: 'Compatibility with the platform', link: '/engine' }],
      },
      {
        text: 'Site owners and the store',
        items: [
          { text: 'The editor', link: '/editor' },
          { text: 'Storefront', link: '/storefront' },
          { text: 'Checkout', link: '/checkout' },
          { text: 'Forms', link: '/forms' },
          { text: 'Comments and likes', link: '/comments' },
          { text: 'Site users', link: '/users' },
          { text: 'Telemetry', link: '/telemetry' },
        ],
      },
    ],
    search: { provider: 'local' },
  },
});
