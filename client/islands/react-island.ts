/**
 * A React widget as an island: a root of its own on the island's element.
 * createRoot, not hydrateRoot: the markup comes from templates and the
 * islands render their own, so the server's markup stays until the first
 * render replaces it. Only the React widgets' chunks import this (and so
 * React DOM).
 */
import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import type { IslandContext, MountIsland } from './island.js';

export function reactIsland(render: (props: unknown, host: HTMLElement, ctx: IslandContext) => ReactNode): MountIsland {
  return (host, props, ctx) => {
    const node = render(props, host, ctx);
    const root = createRoot(host);
    root.render(node);
    return root;
  };
}
