// Above a server-paged paper grid: the search (a paper ID, a title word or an author's name, sent once
// typing pauses for 300 ms, or at once on Enter) and the status select. Both are the URL's values
// (paperList.ts); the search field keeps what is typed until it is sent, and shows the URL's search
// again when that changes elsewhere (back, a link).
import { useEffect, useState, type KeyboardEvent } from 'react';
import { MenuItem, Stack, TextField } from '@mui/material';
import type { PaperStatus } from '@confsys/domain';
import { maxSearchLength, type StatusChoice } from '../utils/paperList';

/** How long typing pauses before the search is sent. */
const searchDelayMs = 300;

interface PaperListFiltersProps {
  search: string;
  onSearch: (search: string) => void;
  status: PaperStatus | null;
  statusChoices: readonly StatusChoice[];
  onStatus: (status: PaperStatus | null) => void;
}

export function PaperListFilters({ search, onSearch, status, statusChoices, onStatus }: PaperListFiltersProps) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' }, mb: 2 }}>
      <PaperSearchField value={search} onSearch={onSearch} />
      <TextField
        select
        size="small"
        label="Status"
        value={status ?? ''}
        onChange={(event) => onStatus(statusChoices.find((choice) => choice.value === event.target.value)?.value || null)}
        sx={{ minWidth: 200 }}
      >
        {statusChoices.map((choice) => (
          <MenuItem key={choice.value} value={choice.value}>
            {choice.label}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}

function PaperSearchField({ value, onSearch }: { value: string; onSearch: (search: string) => void }) {
  const [text, setText] = useState(value);
  const [sent, setSent] = useState(value);
  // The URL's search changed: the field shows it, unless what is typed already means it.
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
    if (event.key === 'Enter' && text.trim() !== value) onSearch(text.trim());
  }

  return (
    <TextField
      type="search"
      size="small"
      label="Search papers"
      helperText="Paper ID, a title word or an author's name"
      value={text}
      onChange={(event) => setText(event.target.value)}
      onKeyDown={searchNow}
      slotProps={{ htmlInput: { maxLength: maxSearchLength } }}
      sx={{ minWidth: { sm: 320 } }}
    />
  );
}
