/**
 * A loaded site seen under a scenario: a renderer of the scenario's content
 * (the loaded one when the content is unchanged), the pages to render, and
 * each page rendered with the scenario's visitor, cart and device.
 */
import type { Json } from '../../site/content/types.js';
import type { LoadedSite } from '../../site/load-site.js';
import { ANONYMOUS } from '../../site/routing/access.js';
import { SiteRenderer, type PageResult } from '../../site/site-renderer.js';
import { sitePaths, type SitePath } from '../site/site-paths.js';
import type { Scenario } from './scenarios.js';

export interface ScenarioSite {
  renderer: SiteRenderer;
  paths: SitePath[];
  render(path: string, query?: Record<string, string>): PageResult;
}

export function scenarioSite(site: LoadedSite, scenario: Scenario | null, now?: () => number): ScenarioSite {
  const base = site.renderer;
  if (!scenario) return { renderer: base, paths: sitePaths(base), render: (path, query = {}) => base.render(path, query) };
  const renderer = scenario.content
    ? new SiteRenderer(site.theme, scenario.content(base.content), {
        platformLayer: true,
        ...(now ? { now } : {}),
        tweakClasses: site.css.bodyClasses,
        tweakJSON: site.css.tweakValues as Json,
      })
    : base;
  const visitor = scenario.visitor?.(renderer.content) ?? ANONYMOUS;
  const cart = scenario.cart?.(renderer.content);
  const all = sitePaths(renderer);
  const paths = scenario.languagePrefix === undefined ? all : all.filter((p) => p.prefix === scenario.languagePrefix);
  return {
    renderer,
    paths,
    render: (path, query = {}) => renderer.render(path, query, visitor, scenario.device ?? 'desktop', cart ? { shoppingCart: cart } : {}),
  };
}
