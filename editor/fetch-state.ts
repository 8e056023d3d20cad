/**
 * The data-fetch states of SPEC section 4: pending (loading, the error
 * cleared), success (the data stored), failed (the error stored, and given
 * to the error callback, else logged). The data of an earlier success is
 * kept while a reload is pending. Pure: client/editor/use-fetch.ts holds it
 * in React state.
 */
export type FetchState<T> =
  | { status: 'idle'; data: null; error: null }
  | { status: 'pending'; data: T | null; error: null }
  | { status: 'success'; data: T; error: null }
  | { status: 'failed'; data: T | null; error: unknown };

export const idle = <T>(): FetchState<T> => ({ status: 'idle', data: null, error: null });

export type FetchEvent<T> = { type: 'start' } | { type: 'done'; data: T } | { type: 'fail'; error: unknown };

export function nextFetchState<T>(state: FetchState<T>, event: FetchEvent<T>): FetchState<T> {
  switch (event.type) {
    case 'start':
      return { status: 'pending', data: state.data, error: null };
    case 'done':
      return { status: 'success', data: event.data, error: null };
    case 'fail':
      return { status: 'failed', data: state.data, error: event.error };
  }
}

/**
 * Runs one fetch through the states, calling `update` with each. A failure
 * goes to `onError` when given, else to the console; it never rejects.
 */
export async function runFetch<T>(load: () => Promise<T>, state: FetchState<T>, update: (s: FetchState<T>) => void, onError?: (error: unknown) => void): Promise<FetchState<T>> {
  let current = nextFetchState(state, { type: 'start' });
  update(current);
  try {
    current = nextFetchState(current, { type: 'done', data: await load() });
  } catch (error) {
    current = nextFetchState(current, { type: 'fail', error });
    if (onError) onError(error);
    else console.error(error);
  }
  update(current);
  return current;
}
