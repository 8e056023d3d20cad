/**
 * The reference implementation (@squarespace/template-engine, a
 * devDependency) as a test oracle, with its CLDR data loaded from the
 * installed packs. Tests only: the engine never imports it.
 */
import { Compiler } from '@squarespace/template-engine';
import { CLDRFramework, type CLDR } from '@phensley/cldr';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const PACKS = fileURLToPath(new URL('../../node_modules/@phensley/cldr/packs/', import.meta.url));
const framework = new CLDRFramework({ loader: (language: string) => readFileSync(`${PACKS}${language}.json`, 'utf8') });
const compiler = new Compiler();
const locales = new Map<string, CLDR>();

export interface ReferenceOptions {
  locale?: string;
  now?: number;
  partials?: Record<string, string>;
}

/** The reference's output for `template` on `json` (JSON text), with its error count. */
export function referenceRender(template: string, json: string, options: ReferenceOptions = {}): { html: string; errors: number } {
  const locale = options.locale ?? 'en';
  let cldr = locales.get(locale);
  if (cldr === undefined) {
    cldr = framework.get(locale);
    locales.set(locale, cldr);
  }
  const r = compiler.execute({
    code: template,
    json: JSON.parse(json),
    cldr,
    now: options.now ?? 0,
    partials: options.partials ?? {},
    enableExpr: true,
    enableInclude: true,
  });
  return { html: r.ctx.render(), errors: r.errors.length };
}
