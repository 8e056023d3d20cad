/**
 * A screen's data fetch in the states of SPEC section 4 (editor/fetch-state.ts):
 * loads on mount and on `reload()`; a failure goes to the screen's error
 * callback or the console.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { idle, runFetch, type FetchState } from '../../editor/fetch-state.js';

export function useFetch<T>(load: () => Promise<T>, onError?: (error: unknown) => void): FetchState<T> & { reload(): void; set(data: T): void } {
  const [state, setState] = useState<FetchState<T>>(idle);
  const current = useRef(state);
  const live = useRef(true);
  const update = (s: FetchState<T>) => {
    current.current = s;
    if (live.current) setState(s);
  };
  const reload = useCallback(() => void runFetch(load, current.current, update, onError), []);
  useEffect(() => {
    live.current = true;
    reload();
    return () => void (live.current = false);
  }, [reload]);
  return { ...state, reload, set: (data: T) => update({ status: 'success', data, error: null }) };
}
