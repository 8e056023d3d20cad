/**
 * Demo store views for the benchmark: the product and blog item views of
 * templates/ with the page contexts the site renderer builds, rendered by
 * Vitrine and by the reference. Raw sources: platform tags stay text for both.
 */
import { loadContent } from '../../site/content/load-content.js';
import { SiteIndex } from '../../site/content/site-index.js';
import { buildPageContext } from '../../site/context/page-context.js';
import { resolveRoute } from '../../site/routing/resolve-route.js';
import { loadTheme } from '../../site/theme/load-theme.js';
import { fromRoot } from '../../site/project-root.js';

export interface DemoEngine {
  new (): { compile(source: string, name?: string): { render(data: unknown, options?: object): { html: string } } };
}

interface Reference {
  parse(source: string): { code: unknown };
  execute(props: { code: unknown; json: unknown; partials: Record<string, string> }): { ctx: { render(): string } };
}

export function demoPages(Engine: DemoEngine) {
  const theme = loadTheme(fromRoot('templates'));
  const content = loadContent(fromRoot('fixtures/demo-store'));
  if (!theme.ok || !content.ok) throw new Error('the demo store does not load');
  const index = new SiteIndex(content.content);
  const partials = Object.fromEntries([...theme.theme.blocks].map(([name, f]) => [name, f.text]));
  const engine = new Engine();
  const page = (name: string, path: string, typeName: string) => {
    const route = resolveRoute(index, path);
    const json = JSON.parse(JSON.stringify(buildPageContext(index, route, { query: {}, now: Date.UTC(2026, 10, 23), localizedStrings: {} })));
    const source = theme.theme.collections.get(typeName)!.item!.text;
    const tpl = engine.compile(source, `${typeName}.item`);
    let refCode: unknown;
    return {
      name,
      vitrine: () => tpl.render(json, { partials, now: Date.UTC(2026, 10, 23) }).html,
      reference: (compiler: unknown) => {
        const ref = compiler as Reference;
        refCode ??= ref.parse(source).code;
        return ref.execute({ code: refCode, json, partials }).ctx.render();
      },
    };
  };
  return [page('product page (/shop/linen-apron)', '/shop/linen-apron', 'products'), page('blog post (journal item)', `/journal/${index.items(index.byUrlId.get('journal')!)[0]!.urlId}`, 'blog')];
}
