// The search field above a server-paged list (papers, reviewers, the assign dialog's candidates): what is
// typed is sent once typing pauses for 300 ms, or at once on Enter. The field keeps what is typed until
// it is sent, and shows the list's search again when that changes elsewhere (back, a link).
import { useEffect, useState, type KeyboardEvent } from 'react';
import { TextField } from '@mui/material';
import { maxSearchLength } from '@confsys/domain';

/** How long typing pauses before the search is sent. */
const searchDelayMs = 300;

interface SearchFieldProps {
  /** The search the list shows. */
  value: string;
  onSearch: (search: string) => void;
  label: string;
  /** What the search finds. */
  helperText: string;
  disabled?: boolean;
}

export function SearchField({ value, onSearch, label, helperText, disabled = false }: SearchFieldProps) {
  const [text, setText] = useState(value);
  const [sent, setSent] = useState(value);
  // The list's search changed: the field shows it, unless what is typed already means it.
  if (value !== sent) {
    setSent(value);
    if (text.trim() !== value) setText(value);
  }

  useEffect(() => {
    const wanted = text.trim();
    if (wanted === value) return undefined;
    const timer = setTimeout(() => onSearch(wanted), searchDelayMs);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);

  function searchNow(event: KeyboardEvent) {
    if (event.key !== 'Enter') return;
    // Enter in a dialog's field searches; it never submits the dialog's form.
    event.preventDefault();
    if (text.trim() !== value) onSearch(text.trim());
  }

  return (
    <TextField
      type="search"
      size="small"
      label={label}
      helperText={helperText}
      value={text}
      disabled={disabled}
      onChange={(event) => setText(event.target.value)}
      onKeyDown={searchNow}
      slotProps={{ htmlInput: { maxLength: maxSearchLength } }}
      sx={{ minWidth: { sm: 320 } }}
    />
  );
}
