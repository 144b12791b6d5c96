// The bar above a paged list of records (issued certificates, invitations): a choice that filters at
// once (a kind, a state) and a search applied by Show, with room for the list's own actions beside them.
// The pieces keep their widths and wrap onto a new line when the row is too narrow for them.
import { useState, type FormEvent, type ReactNode } from 'react';
import { Box, Button, Stack, TextField } from '@mui/material';
import { SelectField, type Choice } from '../forms/SelectField';

interface FilterBarProps<T extends string> {
  /** The choice's label, its value ('' for every record) and its choices. */
  label: string;
  value: T | '';
  choices: readonly Choice<T | ''>[];
  onChoose: (value: T | '') => void;
  /** What the search finds, as its field's label. */
  searchLabel: string;
  /** Hands on the text typed, trimmed, when Show is pressed. */
  onSearch: (text: string) => void;
  /** After either filter changes (the list starts again from its first page). */
  onFilter: () => void;
  /** The list's actions beside the filters. */
  children?: ReactNode;
}

export function FilterBar<T extends string>({ label, value, choices, onChoose, searchLabel, onSearch, onFilter, children }: FilterBarProps<T>) {
  // What is typed applies only on Show.
  const [typed, setTyped] = useState('');

  function show(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSearch(typed.trim());
    onFilter();
  }

  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      useFlexGap
      // In a row, an action keeps its label on one line (the row wraps instead); on a phone it may wrap.
      sx={(theme) => ({ my: 2, flexWrap: 'wrap', alignItems: { sm: 'flex-start' }, [theme.breakpoints.up('sm')]: { '& > .MuiButton-root': { whiteSpace: 'nowrap' } } })}
    >
      <SelectField
        label={label}
        value={value}
        choices={choices}
        onChange={(chosen) => {
          onChoose(chosen);
          onFilter();
        }}
        sx={{ width: { sm: 200 }, flexShrink: 0 }}
      />
      <Box component="form" onSubmit={show} sx={{ display: 'flex', alignItems: 'center', gap: 1, flex: { sm: '1 1 320px' }, maxWidth: { sm: 480 } }}>
        <TextField size="small" label={searchLabel} value={typed} onChange={(event) => setTyped(event.target.value)} sx={{ flex: 1 }} />
        <Button type="submit" variant="outlined">
          Show
        </Button>
      </Box>
      {children}
    </Stack>
  );
}
