/**
 * The reference engine (@squarespace/template-engine, with @phensley/cldr
 * for its locale data): an optional dependency, loaded only by
 * `vitrine check --reference`. Missing packages are a usage error naming
 * what to install.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { CliError } from '../io.js';

export const REFERENCE_PACKAGES = '@squarespace/template-engine @phensley/cldr';

export interface ReferenceRender {
  (source: string, json: unknown, options: { partials: Readonly<Record<string, string>>; locale: string; now: number }): string;
}

interface ReferenceModules {
  Compiler: new () => { execute(o: Record<string, unknown>): { ctx: { render(): string } } };
  CLDRFramework: new (o: { loader: (language: string) => string }) => { get(locale: string): unknown };
}

export async function loadReference(): Promise<ReferenceRender> {
  let mods: ReferenceModules;
  let packs: string;
  try {
    const engine = (await import('@squarespace/template-engine')) as unknown as Pick<ReferenceModules, 'Compiler'>;
    const cldr = (await import('@phensley/cldr')) as unknown as Pick<ReferenceModules, 'CLDRFramework'>;
    mods = { Compiler: engine.Compiler, CLDRFramework: cldr.CLDRFramework };
    packs = join(dirname(createRequire(import.meta.url).resolve('@phensley/cldr/package.json')), 'packs');
  } catch {
    throw new CliError(`vitrine: --reference needs the reference engine: npm install --save-dev ${REFERENCE_PACKAGES}`);
  }
  const framework = new mods.CLDRFramework({ loader: (language) => readFileSync(join(packs, `${language}.json`), 'utf8') });
  const compiler = new mods.Compiler();
  const locales = new Map<string, unknown>();
  const cldrOf = (locale: string): unknown => {
    let cldr = locales.get(locale);
    if (cldr === undefined) {
      const language = locale.split(/[-_]/)[0]!;
      // A locale the packs do not have reads as English.
      cldr = framework.get(existsSync(join(packs, `${language}.json`)) ? locale : 'en');
      locales.set(locale, cldr);
    }
    return cldr;
  };
  return (source, json, options) =>
    compiler
      .execute({ code: source, json, cldr: cldrOf(options.locale), now: options.now, partials: { ...options.partials }, enableExpr: true, enableInclude: true })
      .ctx.render();
}
