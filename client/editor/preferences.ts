/**
 * Commerce preferences as the editor keeps them (SPEC sections 5, 7, 8):
 * the answer's websiteId is dropped; a save in which no value differs from
 * the last known one is skipped (no request); a failed fetch or save is
 * reported to the error reporter and rethrown to the caller.
 */
export type Prefs = Record<string, unknown>;

export interface PreferencesApi {
  get(url: string): Promise<Prefs>;
  put(url: string, body: Prefs): Promise<Prefs>;
}

const urlOf = (namespace: string) => `/api/v1/commerce-preferences/${encodeURIComponent(namespace)}`;

function withoutWebsiteId(answer: Prefs): Prefs {
  const { websiteId: _dropped, ...prefs } = answer;
  return prefs;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export class Preferences {
  private readonly known = new Map<string, Prefs>();

  constructor(
    private readonly api: PreferencesApi,
    private readonly report: (error: unknown) => void,
  ) {}

  async load(namespace: string): Promise<Prefs> {
    try {
      const prefs = withoutWebsiteId(await this.api.get(urlOf(namespace)));
      this.known.set(namespace, prefs);
      return prefs;
    } catch (e) {
      this.report(e);
      throw e;
    }
  }

  /** Saves `next`; `saved` is false when nothing differed from the last known values. */
  async save(namespace: string, next: Prefs): Promise<{ saved: boolean; prefs: Prefs }> {
    const last = this.known.get(namespace);
    const keys = new Set([...Object.keys(next), ...Object.keys(last ?? {})]);
    if (last && [...keys].every((k) => same(last[k], next[k]))) return { saved: false, prefs: last };
    try {
      const prefs = withoutWebsiteId(await this.api.put(urlOf(namespace), next));
      this.known.set(namespace, prefs);
      return { saved: true, prefs };
    } catch (e) {
      this.report(e);
      throw e;
    }
  }
}
