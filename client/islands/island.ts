/**
 * An island: a `[data-widget]` element of the page that a widget takes
 * over. Each widget's module here exports `mount`; the page's script loads
 * the modules of the widgets it finds (lazy.ts), the tests import them all
 * (eager.ts).
 */
/** Set on an island's element once its widget has drawn it (its first render committed): the server's markup is gone. */
export const MOUNTED_ATTR = 'data-island-mounted';

export interface Island {
  unmount(): void;
  /** The widget sets MOUNTED_ATTR itself when its first render commits (React renders after mount returns). */
  readonly marksItself?: boolean;
}

export interface IslandContext {
  /** Mounts the islands under `root` (Quick View's dialog content) the way the page's were. */
  mountIslands(root: ParentNode): Island[];
}

export type MountIsland = (host: HTMLElement, props: unknown, ctx: IslandContext) => Island;

export interface IslandModule {
  mount: MountIsland;
}
