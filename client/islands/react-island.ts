/**
 * A widget written to React's API as an island: a root of its own on the
 * island's element. The shopper bundle renders it with Preact's compat layer
 * (client-build/build-client.ts aliases React to it). createRoot, not
 * hydrateRoot: the markup comes from templates and the islands render their
 * own. Preact's createRoot empties the host as its first render starts
 * (React kept the server's markup until the commit), so a widget reads what
 * it needs of that markup in its island function, before the render
 * (islands/restock.tsx). That first render is one synchronous task (Preact's
 * startTransition runs its callback at once; each island mounts in a task
 * of its own, mount-islands.ts). Only the rendering widgets' chunks import
 * this, and so the renderer.
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
