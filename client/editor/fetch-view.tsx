/**
 * What a screen shows while its data loads, when the load failed (with a
 * retry) and when there is nothing to list; its children otherwise. A load
 * that never reached the server says so ('Unable to connect. Please try
 * again') rather than the screen's own failure text.
 */
import type { ReactNode } from 'react';
import { isUnreachable, type FetchState } from '../../editor/fetch-state.js';
import { EDITOR_TEXTS as T } from '../../editor/texts.js';
import { DESIGN_TEXTS as D } from '../../editor/design-texts.js';

interface FetchViewProps<T> {
  state: FetchState<T> & { reload(): void };
  /** The message of a failed load (default: the SPEC's 'Unable to load. Try again.'). */
  failed?: string;
  /** The text when the data is empty, and how to tell. */
  empty?: string;
  isEmpty?: (data: T) => boolean;
  children: (data: T) => ReactNode;
}

export function FetchView<T>({ state, failed = D.loadFailed, empty, isEmpty, children }: FetchViewProps<T>) {
  if (state.status === 'failed') {
    return (
      <div role="alert" className="vitrine-editor-fetch-failed">
        <p>{isUnreachable(state.error) ? T.unableToConnect : failed}</p>
        <button type="button" onClick={state.reload}>{D.retry}</button>
      </div>
    );
  }
  if (state.data === null) return <p role="status" className="vitrine-editor-loading">{D.loading}</p>;
  if (empty !== undefined && isEmpty?.(state.data)) return <p className="vitrine-editor-empty">{empty}</p>;
  return <>{children(state.data)}</>;
}
