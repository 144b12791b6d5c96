// A link-styled button that opens a file the API serves only with the ID token (manuscript, receipt,
// review comments) in a new tab, or saves it under a name; a failure is handed to the caller to show.
import { useState, type ReactNode } from 'react';
import { Link } from '@mui/material';
import { openProtectedFile } from '../../lib/files';
import { fileOpenFailure } from './fileOpenFailure';

interface ProtectedFileLinkProps {
  url: string;
  /** The accessible name; it starts with the visible text. */
  label: string;
  /** Save the file under this name rather than open it in a tab. */
  fileName?: string;
  children: ReactNode;
  onError: (message: string) => void;
  /** An archived edition's file (its volume): the request names the edition. */
  edition?: string;
}

export function ProtectedFileLink({ url, label, fileName, children, onError, edition }: ProtectedFileLinkProps) {
  const [opening, setOpening] = useState(false);

  function open() {
    setOpening(true);
    openProtectedFile(url, fileName, edition)
      .catch((error: unknown) => onError(fileOpenFailure(error)))
      .finally(() => setOpening(false));
  }

  return (
    <Link component="button" type="button" onClick={open} disabled={opening} aria-busy={opening} aria-label={label} sx={{ verticalAlign: 'baseline' }}>
      {children}
    </Link>
  );
}
