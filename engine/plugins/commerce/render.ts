/**
 * Runs the commerce family's own templates (templates/*.ts): compiled once
 * by an engine that knows the core and commerce plugins, executed inside
 * the current render on a data object the formatter prepared, in a scope of
 * its own (nothing of the page's data leaks in). Diagnostics go to the
 * current render; its position is restored afterwards.
 */
import { Engine, type Template } from '../../engine.js';
import { Frame } from '../../runtime/frame.js';
import type { RenderContext } from '../../runtime/context.js';
import { CORE_FORMATTERS } from '../core-formatters.js';
import { CORE_PREDICATES } from '../core-predicates.js';
import { COMMERCE_PLUGINS } from './index.js';

let engine: Engine | undefined;
const compiled = new Map<string, Template>();

/** The template compiled under `name`, compiling it on first use. */
export function commerceTemplate(name: string, source: string): Template {
  let tpl = compiled.get(name);
  if (tpl === undefined) {
    engine ??= new Engine({ plugins: [{ formatters: CORE_FORMATTERS, predicates: CORE_PREDICATES }, COMMERCE_PLUGINS] });
    tpl = engine.compile(source, `commerce:${name}`);
    compiled.set(name, tpl);
  }
  return tpl;
}

/**
 * Output of template `name` on `data`, within the render `ctx`; in a scope
 * of its own unless `parent` is given.
 */
export function runTemplate(name: string, source: string, data: unknown, ctx: RenderContext, parent: Frame | null = null): string {
  const tpl = commerceTemplate(name, source);
  const at = ctx.at;
  try {
    return tpl.run(ctx, new Frame(data, parent));
  } finally {
    ctx.at = at;
  }
}
