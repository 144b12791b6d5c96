// Above a server-paged paper grid: the search (a paper ID, a title word or an author's name) and the
// status select. Both are the URL's values (paperList.ts).
import { Stack } from '@mui/material';
import type { PaperStatus } from '@confsys/domain';
import type { StatusChoice } from '../utils/paperList';
import { SearchField } from '../../../components/forms/SearchField';
import { SelectField } from '../../../components/forms/SelectField';

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
      <SelectField label="Status" value={status ?? ''} choices={statusChoices} onChange={(chosen) => onStatus(chosen || null)} sx={{ minWidth: 200 }} />
    </Stack>
  );
}
