// A paper session's papers, in the order they are presented: each with its ID and title, moved up or
// down or removed; and the papers that can still be added (accepted or published, in no session yet).
import { useId } from 'react';
import { Box, FormHelperText, MenuItem, TextField, Typography } from '@mui/material';
import { maxSessionPapers } from '@confsys/domain';
import { ReorderList } from '../../../components/forms/ReorderList';
import { moved, type PlaceablePaper } from '../utils/programmeEditor';

interface ProgrammeSessionPapersProps {
  /** The session's name, for the list's label. */
  sessionName: string;
  paperIds: readonly string[];
  /** The titles of the papers known (placeable, or placed before). */
  titles: ReadonlyMap<string, string>;
  /** The papers no session holds yet. */
  available: readonly PlaceablePaper[];
  error: string | undefined;
  disabled: boolean;
  onChange: (paperIds: string[], announcement: string) => void;
}

export function ProgrammeSessionPapers({ sessionName, paperIds, titles, available, error, disabled, onChange }: ProgrammeSessionPapersProps) {
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
      <TextField
        select
        size="small"
        label="Add a paper"
        value=""
        disabled={disabled || full || available.length === 0}
        onChange={(event) => {
          const paperId = event.target.value;
          if (paperId) onChange([...paperIds, paperId], `${paperId} added to ${sessionName}.`);
        }}
        helperText={full ? `A session holds at most ${maxSessionPapers} papers.` : available.length === 0 ? 'Every accepted paper is placed in a session.' : 'Accepted and published papers not placed in any session.'}
        sx={{ mt: 1, minWidth: { sm: 360 }, maxWidth: '100%' }}
      >
        {available.map((paper) => (
          <MenuItem key={paper.paperId} value={paper.paperId} sx={{ whiteSpace: 'normal' }}>
            {paper.paperId}: {paper.title}
          </MenuItem>
        ))}
      </TextField>
      {error ? (
        <FormHelperText id={errorId} error>
          {error}
        </FormHelperText>
      ) : null}
    </Box>
  );
}
