/**
 * The site as served while the editor changes it: the site routes get a
 * LoadedSite whose parts (renderer, stylesheet, passwords) are always those
 * of the newest content revision. `refresh()` runs before every site
 * request: one cheap revision read from the store (shared by concurrent
 * requests); a new revision, made by this process or any other, is loaded
 * (content, templates, stylesheet) before the request goes on, so a change
 * shows on the next page in every process. When the store cannot be read
 * or a revision does not load, `refresh()` rejects and the site keeps
 * serving the last revision it loaded.
 */
import { DiagnosticList } from '../../site/diagnostics.js';
import { toContent } from '../../site/content/load-content.js';
import { loadSite, type LoadedSite } from '../../site/load-site.js';
import type { SiteRendererOptions } from '../../site/site-renderer.js';
import type { ContentStore } from './content-store.js';
import type { SiteContent } from '../../site/content/types.js';
import { withoutDraftItems } from '../../editor/media-collections.js';

type SiteOptions = Omit<SiteRendererOptions, 'tweakClasses' | 'tweakJSON'>;

interface Loaded {
  revision: number;
  site: LoadedSite;
  content: SiteContent;
}

/** Told of each newer revision once it is loaded (the commerce catalogue follows the content this way). */
export type RevisionListener = (content: SiteContent, revision: number) => Promise<unknown>;

export class LiveSite {
  private checking: Promise<void> | null = null;
  /** The last revision that failed to load. */
  private failed: number | null = null;
  private readonly listeners: RevisionListener[] = [];

  private constructor(
    private readonly content: ContentStore,
    private readonly themeDir: string,
    private readonly options: SiteOptions,
    private loaded: Loaded,
  ) {}

  static async open(content: ContentStore, themeDir: string, options: SiteOptions): Promise<LiveSite> {
    return new LiveSite(content, themeDir, options, await LiveSite.load(content, themeDir, options));
  }

  private static async load(content: ContentStore, themeDir: string, options: SiteOptions): Promise<Loaded> {
    const { revision, doc } = await content.read();
    const diags = new DiagnosticList();
    // Draft videos and lessons are the owner's: the site never has them (editor/media-collections.ts).
    const loadedContent = toContent(withoutDraftItems(doc), 'site content', diags);
    const site = await loadSite(themeDir, { content: { ok: true, content: loadedContent, diagnostics: diags.items } }, options);
    return { revision, site, content: loadedContent };
  }

  /** The content of the newest loaded revision. */
  siteContent(): SiteContent {
    return this.loaded.content;
  }

  /** Calls `listener` after each newer revision is loaded; its failure fails that refresh (the revision stays loaded). */
  onLoad(listener: RevisionListener): void {
    this.listeners.push(listener);
  }

  get revision(): number {
    return this.loaded.revision;
  }

  /**
   * True when the store answers at once that the loaded revision is the
   * newest (or the newest failed to load): the request goes on without
   * waiting. False means refresh() must run (it also reports a store that
   * cannot be read).
   */
  upToDate(): boolean {
    if (this.checking) return false;
    try {
      const latest = this.content.revisionNow();
      return latest !== undefined && (latest === this.loaded.revision || latest === this.failed);
    } catch {
      return false;
    }
  }

  /** Loads the newest revision when the store has one this process has not; concurrent callers share one check. */
  refresh(): Promise<void> {
    this.checking ??= (async () => {
      try {
        // Again while a newer revision was announced during the load (a caller waiting on this check must get it).
        for (;;) {
          const latest = await this.content.revision();
          if (latest === this.loaded.revision || latest === this.failed) return;
          try {
            const next = await LiveSite.load(this.content, this.themeDir, this.options);
            // Two loads never race (one check at a time), but keep the newest anyway.
            if (next.revision <= this.loaded.revision) return;
            this.loaded = next;
          } catch (e) {
            // A revision that does not load is not tried on every request; the site stays on the last good one.
            this.failed = latest;
            throw e;
          }
          await Promise.all(this.listeners.map((l) => l(this.loaded.content, this.loaded.revision)));
        }
      } finally {
        this.checking = null;
      }
    })();
    return this.checking;
  }

  /** refresh(), after reading the store's revision itself (not only the one heard of): for what must be current at once. */
  async refreshFromStore(): Promise<void> {
    await this.content.storedRevision();
    await this.refresh();
  }

  /** What the site routes serve: always the newest loaded revision. */
  loadedSite(): LoadedSite {
    const live = this;
    return {
      get theme() {
        return live.loaded.site.theme;
      },
      get renderer() {
        return live.loaded.site.renderer;
      },
      get css() {
        return live.loaded.site.css;
      },
      get passwords() {
        return live.loaded.site.passwords;
      },
      get diagnostics() {
        return live.loaded.site.diagnostics;
      },
    };
  }
}
