// One document, live, through its own listener: while the first snapshot is on its way the answer is
// loading; a refused or failed listen is thrown during render for the screen's error boundary. Each
// mount listens afresh, so a failure (such as the refusal when the user signs out) never outlives it.
import { useEffect, useState } from 'react';
import { onSnapshot, type DocumentData, type DocumentReference } from 'firebase/firestore';

type State<T> = { path: string; loaded: false } | { path: string; loaded: true; data: T | undefined } | { path: string; loaded: false; error: Error };

export function useLiveDocument<T extends DocumentData>(ref: DocumentReference<T, T>): { loading: true } | { loading: false; data: T | undefined } {
  const [state, setState] = useState<State<T>>({ path: ref.path, loaded: false });
  useEffect(
    () =>
      onSnapshot(
        ref,
        (snapshot) => {
          // A document of another shape fails in its converter: shown like a failed listen.
          try {
            setState({ path: ref.path, loaded: true, data: snapshot.data() });
          } catch (error) {
            setState({ path: ref.path, loaded: false, error: error instanceof Error ? error : new Error(String(error)) });
          }
        },
        (error) => setState({ path: ref.path, loaded: false, error }),
      ),
    [ref],
  );
  if ('error' in state && state.path === ref.path) throw state.error;
  if (!state.loaded || state.path !== ref.path) return { loading: true };
  return { loading: false, data: state.data };
}
