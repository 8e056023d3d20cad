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

/**
 * How a call failed on the way (SPEC section 8's texts), apart from the
 * server's own refusals and failures. A request that never reached the
 * server (offline, no route, refused connection: fetch itself rejects) is
 * 'Unable to connect. Please try again' — worth retrying as it is. An
 * answer that did not come back whole is 'Network error': the connection
 * broke while the body was read, or a gateway in front said it could not
 * reach the server (502, 504) with no answer of the server's in it.
 */
export const CONNECTION_FAILURE = { unreachable: 'NETWORK', broken: 'NETWORK_ERROR' } as const;

/** Gateway statuses that mean the server was not reached (503 is the server's own "busy"). */
const GATEWAY_STATUSES: readonly number[] = [502, 504];

/** The failure of an answer with this status whose body is (or is not) the server's JSON, when it is a network one. */
export function brokenAnswer(status: number, serverBody: boolean): boolean {
  return GATEWAY_STATUSES.includes(status) && !serverBody;
}

/** Whether a failure is a request that never reached the server (an error carrying the unreachable code). */
export function isUnreachable(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === CONNECTION_FAILURE.unreachable;
}
