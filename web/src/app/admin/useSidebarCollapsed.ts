// Whether the admin sidebar is collapsed; the choice is remembered in local storage.
import { useCallback, useState } from 'react';

const storageKey = 'adminSidebarCollapsed';

export function useSidebarCollapsed(): [collapsed: boolean, toggle: () => void] {
  const [collapsed, setCollapsed] = useState(() => localStorage.getItem(storageKey) === 'true');
  const toggle = useCallback(() => {
    setCollapsed((current) => {
      localStorage.setItem(storageKey, String(!current));
      return !current;
    });
  }, []);
  return [collapsed, toggle];
}
