// Loads data from the API for a screen and reloads it on demand. While reloading, the previous data
// stays on screen (no flash of the loading text); answers of superseded loads are ignored.
import { useCallback, useEffect, useState } from 'react';

export type ApiData<T> =
  | { status: 'loading' }
  | { status: 'error'; error: unknown }
  | { status: 'ready'; data: T; reloading: boolean };

export function useApiData<T>(load: () => Promise<T>): [state: ApiData<T>, reload: () => void] {
  const [state, setState] = useState<ApiData<T>>({ status: 'loading' });
  const [version, setVersion] = useState(0);

  useEffect(() => {
    let current = true;
    setState((previous) => {
      if (previous.status === 'ready') return { ...previous, reloading: true };
      return previous.status === 'loading' ? previous : { status: 'loading' };
    });
    load().then(
      (data) => current && setState({ status: 'ready', data, reloading: false }),
      (error: unknown) => current && setState({ status: 'error', error }),
    );
    return () => {
      current = false;
    };
  }, [load, version]);

  const reload = useCallback(() => setVersion((value) => value + 1), []);
  return [state, reload];
}
