// An action of a screen without the query client (public pages, a download): whether it is running and why
// it last failed, in the server's words or the generic "try later". `run` starts it and hands its answer on.
import { useState } from 'react';
import { refusalText } from './failures';

export interface PlainAction {
  busy: boolean;
  failure: string | null;
  run: <T>(action: () => Promise<T>, onDone?: (answer: T) => void) => Promise<void>;
}

export function usePlainAction(failureOf: (error: unknown) => string = refusalText): PlainAction {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  async function run<T>(action: () => Promise<T>, onDone?: (answer: T) => void): Promise<void> {
    setBusy(true);
    setFailure(null);
    try {
      const answer = await action();
      onDone?.(answer);
    } catch (error) {
      setFailure(failureOf(error));
    } finally {
      setBusy(false);
    }
  }
  return { busy, failure, run };
}
