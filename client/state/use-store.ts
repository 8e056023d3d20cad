/** The hook that reads a Store in a React widget (apart from store.ts, so the DOM widgets load no React). */
import { useSyncExternalStore } from 'react';
import type { Store } from './store.js';

export function useStore<T>(store: Store<T>): T {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}
