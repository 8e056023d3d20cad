/**
 * A React widget as an island: a root of its own on the island's element.
 * createRoot, not hydrateRoot: the markup comes from templates and the
 * islands render their own, so the server's markup stays until the first
 * render replaces it. The first render is a transition: React renders it
 * in slices of a few milliseconds, yielding to the browser between them,
 * instead of one long task (on a slow phone React's first render also
 * compiles much of React DOM). Only the React widgets' chunks import this
 * (and so React DOM).
 */
import { createElement, Fragment, startTransition, useLayoutEffect, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { MOUNTED_ATTR, type IslandContext, type MountIsland } from './island.js';

/** Marks the island mounted when its first render commits, not when it is scheduled. */
function Committed({ host, children }: { host: HTMLElement; children: ReactNode }) {
  useLayoutEffect(() => host.setAttribute(MOUNTED_ATTR, ''), [host]);
  return createElement(Fragment, null, children);
}

export function reactIsland(render: (props: unknown, host: HTMLElement, ctx: IslandContext) => ReactNode): MountIsland {
  return (host, props, ctx) => {
    const node = render(props, host, ctx);
    const root = createRoot(host);
    startTransition(() => root.render(createElement(Committed, { host, children: node })));
    return { unmount: () => root.unmount(), marksItself: true };
  };
}
