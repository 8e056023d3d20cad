/**
 * An island: a `[data-widget]` element of the page that a widget takes
 * over. Each widget's module here exports `mount`; the page's script loads
 * the modules of the widgets it finds (lazy.ts), the tests import them all
 * (eager.ts).
 */
export interface Island {
  unmount(): void;
}

export interface IslandContext {
  /** Mounts the islands under `root` (Quick View's dialog content) the way the page's were. */
  mountIslands(root: ParentNode): Island[];
}

export type MountIsland = (host: HTMLElement, props: unknown, ctx: IslandContext) => Island;

export interface IslandModule {
  mount: MountIsland;
}
