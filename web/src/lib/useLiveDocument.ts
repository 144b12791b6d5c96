// One document, or every document of a collection, live, through its own listener: while the first
// snapshot is on its way the answer is loading; a refused or failed listen is thrown during render for
// the screen's error boundary. Each mount listens afresh, so a failure (such as the refusal when the user
// signs out) never outlives it.
import { useCallback, useEffect, useState } from 'react';
import { onSnapshot, type CollectionReference, type DocumentData, type DocumentReference } from 'firebase/firestore';

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

export function useLiveDocument<T extends DocumentData>(ref: DocumentReference<T, T>): { loading: true } | { loading: false; data: T | undefined } {
  const listen = useCallback<Listen<T | undefined>>((next, fail) => onSnapshot(ref, (snapshot) => next(() => snapshot.data()), fail), [ref]);
  return useLive(ref.path, listen);
}

/** Every document of a collection (a small one: the dashboard counters' shards), in no particular order. */
export function useLiveCollection<T extends DocumentData>(ref: CollectionReference<T, T>): { loading: true } | { loading: false; data: T[] } {
  const listen = useCallback<Listen<T[]>>((next, fail) => onSnapshot(ref, (snapshot) => next(() => snapshot.docs.map((doc) => doc.data())), fail), [ref]);
  return useLive(ref.path, listen);
}
