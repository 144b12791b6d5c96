// A paper session's papers, in the order they are presented: each with its ID and title, moved up or
// down or removed; and a picker of the papers that can still be added (accepted or published, in no
// session yet), searched on the server by paper ID, title or author as the chair types.
import { useId, useState } from 'react';
import { Autocomplete, Box, FormHelperText, TextField, Typography } from '@mui/material';
import { formatCount, maxSessionPapers } from '@confsys/domain';
import { ReorderList } from '../../../components/forms/ReorderList';
import { usePlaceableSearch } from '../../../api/programme/getProgramme';
import { useTypingPause } from '../../../lib/useTypingPause';
import { moved, unplacedPapers, type PlaceablePaper } from '../utils/programmeEditor';

const paperLabel = (paper: PlaceablePaper) => `${paper.paperId}: ${paper.title}`;
/** The server filters; the options are what it found, less the papers placed already. */
const asFound = (options: PlaceablePaper[]) => options;

interface PaperPickerProps {
  placed: ReadonlySet<string>;
  full: boolean;
  disabled: boolean;
  onPick: (paper: PlaceablePaper) => void;
}

/** "Add a paper": the accepted and published papers a search finds, but those in a session already. */
function PaperPicker({ placed, full, disabled, onPick }: PaperPickerProps) {
  const [text, setText] = useState('');
  const asked = useTypingPause(text);
  const search = usePlaceableSearch(asked);
  const found = search.data?.papers ?? [];
  const options = unplacedPapers(found, placed);
  const more = (search.data?.total ?? 0) - found.length;
  const helper = full
    ? `A session holds at most ${maxSessionPapers} papers.`
    : more > 0
      ? `${formatCount(search.data?.total ?? 0)} accepted and published papers match: type a paper ID, a word of the title or an author's name to find one.`
      : 'Accepted and published papers not placed in any session, by paper ID, title or author.';
  return (
    <Autocomplete
      options={options}
      value={null}
      inputValue={text}
      onInputChange={(_event, typed, reason) => setText(reason === 'reset' ? '' : typed)}
      onChange={(_event, paper) => {
        if (paper) onPick(paper);
        setText('');
      }}
      getOptionLabel={paperLabel}
      getOptionKey={(paper) => paper.paperId}
      isOptionEqualToValue={(option, value) => option.paperId === value.paperId}
      filterOptions={asFound}
      loading={search.isFetching || text !== asked}
      loadingText="Searching the accepted papers…"
      noOptionsText={found.length > 0 ? 'Every paper found is placed in a session.' : 'No accepted or published paper matches.'}
      disabled={disabled || full}
      blurOnSelect
      sx={{ mt: 1, width: { sm: 480 }, maxWidth: '100%' }}
      renderInput={(params) => <TextField {...params} size="small" label="Add a paper" helperText={helper} />}
    />
  );
}

interface ProgrammeSessionPapersProps {
  /** The session's name, for the list's label. */
  sessionName: string;
  paperIds: readonly string[];
  /** The titles of the papers known (placeable, or placed before). */
  titles: ReadonlyMap<string, string>;
  /** The papers every session holds: the picker leaves them out. */
  placed: ReadonlySet<string>;
  error: string | undefined;
  disabled: boolean;
  /** The new list, what to announce, and the paper added, when one was (its title is known from then on). */
  onChange: (paperIds: string[], announcement: string, added?: PlaceablePaper) => void;
}

export function ProgrammeSessionPapers({ sessionName, paperIds, titles, placed, error, disabled, onChange }: ProgrammeSessionPapersProps) {
  const headingId = useId();
  const errorId = useId();
  const full = paperIds.length >= maxSessionPapers;

  function move(index: number, to: number) {
    const paperId = paperIds[index] ?? '';
    onChange(moved(paperIds, index, to), `${paperId} moved to place ${to + 1} of ${paperIds.length}.`);
  }

  return (
    <Box sx={{ mt: 2 }}>
      <Typography id={headingId} component="h3" variant="subtitle2">
        Papers, in the order presented
      </Typography>
      {paperIds.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          No paper yet.
        </Typography>
      ) : (
        <ReorderList
          labelledBy={headingId}
          describedBy={error ? errorId : undefined}
          items={paperIds.map((paperId) => ({ id: paperId, secondary: titles.get(paperId) ?? 'Not among the accepted or published papers' }))}
          disabled={disabled}
          onMove={move}
          remove={{ label: (paperId) => `Remove ${paperId} from ${sessionName}`, onRemove: (paperId) => onChange(paperIds.filter((other) => other !== paperId), `${paperId} removed from ${sessionName}.`) }}
        />
      )}
      <PaperPicker placed={placed} full={full} disabled={disabled} onPick={(paper) => onChange([...paperIds, paper.paperId], `${paper.paperId} added to ${sessionName}.`, paper)} />
      {error ? (
        <FormHelperText id={errorId} error>
          {error}
        </FormHelperText>
      ) : null}
    </Box>
  );
}
