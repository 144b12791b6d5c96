// Above a server-paged paper grid: the search (a paper ID, a title word or an author's name) and the
// status select. Both are the URL's values (paperList.ts).
import { MenuItem, Stack, TextField } from '@mui/material';
import type { PaperStatus } from '@confsys/domain';
import type { StatusChoice } from '../utils/paperList';
import { SearchField } from '../../../components/forms/SearchField';

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
      <SearchField value={search} onSearch={onSearch} label="Search papers" helperText="Paper ID, a title word or an author's name" />
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
