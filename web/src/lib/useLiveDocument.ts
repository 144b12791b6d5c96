// One document, several documents by their IDs, or every document a query finds, live, through their
// own listeners: while the first snapshot is on its way the answer is loading; a refused or failed listen is thrown during render for
// the screen's error boundary. Each mount listens afresh, so a failure (such as the refusal when the user
// signs out) never outlives it.
import { useCallback, useEffect, useState } from 'react';
import { onSnapshot, type DocumentData, type DocumentReference, type DocumentSnapshot, type Query } from 'firebase/firestore';

type State<T> = { path: string; loaded: false } | { path: string; loaded: true; data: T } | { path: string; loaded: false; error: Error };
type Listen<T> = (next: (read: () => T) => void, fail: (error: Error) => void) => () => void;

/** Listens through `listen` (the same function while `path` stays), which hands on each snapshot's reader. */
function useLive<T>(path: string, listen: Listen<T>): { loading: true } | { loading: false; data: T } {
  const [state, setState] = useState<State<T>>({ path, loaded: false });
  useEffect(
    () =>
      listen(
        (read) => {
          // A document of another shape fails in its converter: shown like a failed listen.
          try {
            setState({ path, loaded: true, data: read() });
          } catch (error) {
            setState({ path, loaded: false, error: error instanceof Error ? error : new Error(String(error)) });
          }
        },
        (error) => setState({ path, loaded: false, error }),
      ),
    [path, listen],
  );
  if ('error' in state && state.path === path) throw state.error;
  if (!state.loaded || state.path !== path) return { loading: true };
  return { loading: false, data: state.data };
}

/** Until there is something to listen to (the reference depends on a read still on its way), loading. */
const nothingYet = () => () => undefined;

export function useLiveDocument<T extends DocumentData>(ref: DocumentReference<T, T> | undefined): { loading: true } | { loading: false; data: T | undefined } {
  const listen = useCallback<Listen<T | undefined>>((next, fail) => (ref ? onSnapshot(ref, (snapshot) => next(() => snapshot.data()), fail) : nothingYet()), [ref]);
  return useLive(ref?.path ?? '', listen);
}

/**
 * Every document a query (or a whole collection: the dashboard counters' shards) finds, in the query's
 * order; `key` names the query (a new key is a new query: loading again).
 */
export function useLiveQuery<T extends DocumentData>(query: Query<T, T> | undefined, key: string): { loading: true } | { loading: false; data: T[] } {
  const listen = useCallback<Listen<T[]>>((next, fail) => (query ? onSnapshot(query, (snapshot) => next(() => snapshot.docs.map((doc) => doc.data())), fail) : nothingYet()), [query]);
  return useLive(query ? key : '', listen);
}

/**
 * Several documents by their references, live, in their order (those that do not exist left out): one
 * listener each, so no query runs over their collection. Loading until every one has answered once.
 */
export function useLiveDocuments<T extends DocumentData>(refs: ReadonlyArray<DocumentReference<T, T>> | undefined): { loading: true } | { loading: false; data: T[] } {
  const listen = useCallback<Listen<T[]>>(
    (next, fail) => {
      if (!refs) return nothingYet();
      const found = new Map<string, DocumentSnapshot<T, T>>();
      // Read in the reader, so a document of another shape fails where useLive shows it.
      const answer = () => next(() => refs.map((ref) => found.get(ref.path)?.data()).filter((data): data is T => data !== undefined));
      if (refs.length === 0) answer();
      const stops = refs.map((ref) =>
        onSnapshot(
          ref,
          (snapshot) => {
            found.set(ref.path, snapshot);
            if (found.size === refs.length) answer();
          },
          fail,
        ),
      );
      return () => stops.forEach((stop) => stop());
    },
    [refs],
  );
  return useLive(refs ? refs.map((ref) => ref.path).join('|') || 'none' : '', listen);
}
