// Opening files the API serves only with the ID token, from a click: which one is opening, and the
// failure text for the screen to show. Call `open` straight from the click handler (pop-up rules).
import { useCallback, useState } from 'react';
import { openProtectedFile } from '../../lib/files';
import { fileOpenFailure } from './fileOpenFailure';

export function useProtectedFile(onError: (message: string) => void): {
  open: (url: string, fileName?: string) => void;
  openingUrl: string | null;
} {
  const [openingUrl, setOpeningUrl] = useState<string | null>(null);
  const open = useCallback(
    (url: string, fileName?: string) => {
      setOpeningUrl(url);
      openProtectedFile(url, fileName)
        .catch((error: unknown) => onError(fileOpenFailure(error)))
        .finally(() => setOpeningUrl(null));
    },
    [onError],
  );
  return { open, openingUrl };
}
