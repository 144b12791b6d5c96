// A paper session's papers, in the order they are presented: each with its ID and title, moved up or
// down or removed; and the papers that can still be added (accepted or published, in no session yet).
import { useId } from 'react';
import { Box, FormHelperText, IconButton, List, ListItem, ListItemText, MenuItem, Stack, TextField, Tooltip, Typography } from '@mui/material';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/Delete';
import { maxSessionPapers } from '@confsys/domain';
import { moved, type PlaceablePaper } from '../utils/programme';

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
        <List dense aria-labelledby={headingId} aria-describedby={error ? errorId : undefined} sx={{ py: 0 }}>
          {paperIds.map((paperId, index) => (
            <ListItem
              key={paperId}
              disableGutters
              secondaryAction={
                <Stack direction="row">
                  <Tooltip title={`Move ${paperId} up`}>
                    <span>
                      <IconButton size="small" aria-label={`Move ${paperId} up`} disabled={disabled || index === 0} onClick={() => move(index, index - 1)}>
                        <ArrowUpwardIcon fontSize="small" />
                      </IconButton>
                    </span>
                  </Tooltip>
                  <Tooltip title={`Move ${paperId} down`}>
                    <span>
                      <IconButton size="small" aria-label={`Move ${paperId} down`} disabled={disabled || index === paperIds.length - 1} onClick={() => move(index, index + 1)}>
                        <ArrowDownwardIcon fontSize="small" />
                      </IconButton>
                    </span>
                  </Tooltip>
                  <Tooltip title={`Remove ${paperId} from ${sessionName}`}>
                    <span>
                      <IconButton
                        size="small"
                        aria-label={`Remove ${paperId} from ${sessionName}`}
                        disabled={disabled}
                        onClick={() => onChange(paperIds.filter((other) => other !== paperId), `${paperId} removed from ${sessionName}.`)}
                      >
                        <DeleteIcon fontSize="small" />
                      </IconButton>
                    </span>
                  </Tooltip>
                </Stack>
              }
              sx={{ pr: 15 }}
            >
              <ListItemText primary={`${index + 1}. ${paperId}`} secondary={titles.get(paperId) ?? 'Not among the accepted or published papers'} slotProps={{ secondary: { sx: { overflowWrap: 'anywhere' } } }} />
            </ListItem>
          ))}
        </List>
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
