// Above the bidding list: a search of the papers' words (sent to the server when Search is pressed) and a
// filter by the reviewer's bid (applied when chosen).
import { useState, type FormEvent } from 'react';
import { Box, Button, TextField } from '@mui/material';
import { maxSearchLength } from '@confsys/domain';
import { bidFilterOptions, type BidFilter } from '../utils/bidding';
import { SelectField } from '../../../components/forms/SelectField';

/** The server's limit on a search. */

interface BiddingFiltersProps {
  search: string;
  filter: BidFilter;
  onSearch: (search: string) => void;
  onFilter: (filter: BidFilter) => void;
}

export function BiddingFilters({ search, filter, onSearch, onFilter }: BiddingFiltersProps) {
  const [text, setText] = useState(search);
  const [shown, setShown] = useState(search);
  // The URL's search changed elsewhere (back, a link): the field shows it.
  if (search !== shown) {
    setShown(search);
    setText(search);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSearch(text.trim());
  }

  return (
    <Box component="form" role="search" noValidate onSubmit={submit} sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start', mb: 2 }}>
      <TextField
        type="search"
        size="small"
        name="q"
        label="Search papers"
        helperText="Words of the title, abstract, keywords or topics, or their start"
        value={text}
        onChange={(event) => setText(event.target.value)}
        slotProps={{ htmlInput: { maxLength: maxSearchLength } }}
        sx={{ flex: '1 1 240px' }}
      />
      <Button type="submit" variant="outlined" sx={{ mt: { xs: 0, sm: '2px' } }}>
        Search
      </Button>
      <SelectField native name="bid" label="Show papers with bid" value={filter} choices={bidFilterOptions} onChange={onFilter} sx={{ flex: '0 1 220px', minWidth: 180 }} />
    </Box>
  );
}
