/**
 * What a screen of the admin is: one entry of the screens table
 * (screens.ts), loaded on first visit as a chunk of its own, and the
 * props it gets. A screen renders its own <PageHeader> (the one h1).
 */
import type { ComponentType } from 'react';

export interface ScreenProps {
  /** The address segments after the screen's own: /config/orders/123 → ['123']. */
  rest: string[];
  query: URLSearchParams;
}

export interface ScreenModule {
  default: ComponentType<ScreenProps>;
}

export interface ScreenEntry {
  /** Its address under /config ("orders", "settings/languages"); longer addresses go to it with `rest`. */
  path: string;
  /** Its name in the navigation (read when drawn, so the owner's language applies). */
  label(): string;
  /** Whether the signed-in role sees it (default: every owner role). */
  visible?(): boolean;
  /** The screen's module: `() => import('./screens/orders-screen.js')`. */
  load(): Promise<ScreenModule>;
  /** Whether it needs the full width (the page editor); default false. */
  wide?(rest: string[]): boolean;
}

/** A navigation group: a name over several screens; its own address shows the first it may. */
export interface ScreenGroup {
  path: string;
  label(): string;
  children: readonly ScreenEntry[];
}

export type NavEntry = ScreenEntry | ScreenGroup;

export const isGroup = (e: NavEntry): e is ScreenGroup => 'children' in e;
