// Which forms of a screen hold changes not yet saved, and the warning before they are left: a move to
// another address inside the site (another section, another screen) asks first, in a dialog naming the
// forms; closing or reloading the tab gets the browser's own question. A form reports itself changed on
// its first input and saved once its save succeeds (SettingsSection does both).
import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from '../feedback/ConfirmDialog';

type Report = (form: string, changed: boolean) => void;

const UnsavedContext = createContext<Report | null>(null);

export function UnsavedChangesGuard({ children }: { children: ReactNode }) {
  const [changed, setChanged] = useState<ReadonlySet<string>>(new Set());
  const report = useCallback<Report>(
    (form, isChanged) =>
      setChanged((current) => {
        if (current.has(form) === isChanged) return current;
        const next = new Set(current);
        if (isChanged) next.add(form);
        else next.delete(form);
        return next;
      }),
    [],
  );
  const blocker = useBlocker(({ currentLocation, nextLocation }) => changed.size > 0 && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search));
  useEffect(() => {
    if (changed.size === 0) return undefined;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    addEventListener('beforeunload', ask);
    return () => removeEventListener('beforeunload', ask);
  }, [changed.size]);
  const names = [...changed].join(', ');
  return (
    <UnsavedContext.Provider value={report}>
      {children}
      <ConfirmDialog
        open={blocker.state === 'blocked'}
        title="Leave without saving?"
        message={`The changes in ${names} are not saved. Leave and lose them, or stay and save them?`}
        confirmLabel="Leave without saving"
        confirmColor="warning"
        onConfirm={() => {
          setChanged(new Set());
          blocker.proceed?.();
        }}
        onCancel={() => blocker.reset?.()}
      />
    </UnsavedContext.Provider>
  );
}

/** How a form reports that it holds unsaved changes (true) or has none (false); nothing outside a guard. */
export function useUnsavedChanges(form: string): (changed: boolean) => void {
  const report = useContext(UnsavedContext);
  const reportForm = useCallback((changed: boolean) => report?.(form, changed), [report, form]);
  // A form that goes (its section closed after the question) holds nothing any more.
  useEffect(() => () => reportForm(false), [reportForm]);
  return reportForm;
}
