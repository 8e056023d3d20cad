/**
 * The tag table of one page render: every prepared source's tag entries under one nonce,
 * and the per-page state of the tags (queries rendered, block-field ids seen).
 */
import { checkNonce } from './markers.js';
import { prepareTags } from './prepare.js';
import type { PreparedSource, SourcePosition, TagEntry } from './types.js';

export class TagTable {
  private readonly entries = new Map<string, TagEntry>();
  /** `<squarespace:query>` tags rendered so far on this page. */
  queries = 0;
  /** Block-field ids rendered so far on this page. */
  readonly blockFieldIds = new Set<string>();

  constructor(readonly nonce: string) {
    checkNonce(nonce);
  }

  /** Registers prepared sources (e.g. cached ones); they must carry this table's nonce. */
  add(...prepared: PreparedSource[]): this {
    for (const p of prepared) {
      if (p.nonce !== this.nonce) throw new Error(`prepared source ${p.file} has another nonce`);
      for (const t of p.tags) this.entries.set(t.id, t);
    }
    return this;
  }

  /** Prepares a source with this table's nonce and registers it. */
  prepare(source: string, file: string, at?: SourcePosition): PreparedSource {
    const p = prepareTags(source, file, this.nonce, at);
    this.add(p);
    return p;
  }

  get(id: string): TagEntry | undefined {
    return this.entries.get(id);
  }
}
