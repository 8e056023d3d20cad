/** Formatter and predicate tables, filled through register(); a name registered twice is a bug. */
import type { FormatterDef, PluginSet, PredicateDef } from './types.js';
import type { PluginLookup } from '../syntax/parser.js';

/**
 * Whether a formatter gets its input value as the current scope (the
 * platform pushes it): those that declare `needsFrame` or whose `apply`
 * declares the `frame` parameter; the others skip the allocation.
 */
export function readsScope(f: FormatterDef | undefined): boolean {
  return f !== undefined && (f.needsFrame ?? f.apply.length >= 4);
}

export class Registry implements PluginLookup {
  private readonly formatters = new Map<string, FormatterDef>();
  private readonly predicates = new Map<string, PredicateDef>();

  register(set: Partial<PluginSet>): this {
    for (const f of set.formatters ?? []) {
      if (this.formatters.has(f.name)) throw new Error(`formatter '${f.name}' is registered twice`);
      this.formatters.set(f.name, f);
    }
    for (const p of set.predicates ?? []) {
      if (this.predicates.has(p.name)) throw new Error(`predicate '${p.name}' is registered twice`);
      this.predicates.set(p.name, p);
    }
    return this;
  }

  formatter(name: string): FormatterDef | undefined {
    return this.formatters.get(name);
  }

  predicate(name: string): PredicateDef | undefined {
    return this.predicates.get(name);
  }

  formatterList(): FormatterDef[] {
    return [...this.formatters.values()].sort((a, b) => a.name.localeCompare(b.name));
  }

  predicateList(): PredicateDef[] {
    return [...this.predicates.values()].sort((a, b) => a.name.localeCompare(b.name));
  }
}
