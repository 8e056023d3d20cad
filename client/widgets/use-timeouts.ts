/** Timeouts a widget schedules on the shared clock, all cleared when it unmounts. */
import { useEffect, useRef } from 'react';
import { timers } from '../timers.js';

export function useTimeouts(): { after(ms: number, fn: () => void): void; clearAll(): void } {
  const handles = useRef<Set<unknown>>(new Set());
  useEffect(() => {
    const set = handles.current;
    return () => {
      for (const h of set) timers.clear(h);
      set.clear();
    };
  }, []);
  const api = useRef({
    after(ms: number, fn: () => void) {
      const h: unknown = timers.set(() => {
        handles.current.delete(h);
        fn();
      }, ms);
      handles.current.add(h);
    },
    clearAll() {
      for (const h of handles.current) timers.clear(h);
      handles.current.clear();
    },
  });
  return api.current;
}
