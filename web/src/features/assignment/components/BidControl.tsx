// One paper's bid: Eager, Willing, Not willing or Conflict, saved as it is clicked; clicking the chosen
// bid again clears it. Says whether the click is being saved, when it was saved, or the server's refusal
// (bidding closed, for one). While bidding is not open the buttons are disabled and the reason is shown.
import { useId } from 'react';
import { Alert, Box, FormHelperText, ToggleButton, ToggleButtonGroup, Typography, useMediaQuery, useTheme } from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import { bidLabels, bidLevels, type Bid } from '@confsys/domain';
import { useSaveBid } from '../../../api/assignment/bids';
import { savedText } from '../utils/bidding';
import { refusalText } from '../../../lib/failures';

interface BidControlProps {
  paperId: string;
  /** The bid as last read or clicked. */
  bid: Bid | null;
  /** Why bids cannot be given now; null while bidding is open. */
  closedReason: string | null;
}

export function BidControl({ paperId, bid, closedReason }: BidControlProps) {
  const labelId = useId();
  const noteId = useId();
  const save = useSaveBid(paperId);
  const theme = useTheme();
  // Four buttons side by side do not fit a phone held upright: they are stacked there.
  const narrow = useMediaQuery(theme.breakpoints.down('sm'));

  function choose(to: Bid | null) {
    save.mutate({ from: bid, to });
  }

  const status = save.isPending ? 'Saving…' : save.isSuccess ? savedText(save.data.savedAt, save.data.bid) : '';
  const notes = [closedReason, bid === 'conflict' ? conflictNote : null].filter((note): note is string => note !== null);

  return (
    <Box sx={{ mt: 2 }}>
      <Typography id={labelId} component="p" variant="subtitle2" sx={{ mb: 1 }}>
        Your bid on {paperId}
      </Typography>
      <ToggleButtonGroup
        exclusive
        value={bid}
        onChange={(_event, value: Bid | null) => choose(value)}
        disabled={closedReason !== null}
        aria-labelledby={labelId}
        aria-describedby={notes.length > 0 ? noteId : undefined}
        orientation={narrow ? 'vertical' : 'horizontal'}
        fullWidth={narrow}
        size="small"
      >
        {bidLevels.map((level) => (
          <ToggleButton key={level} value={level} sx={{ gap: 0.5 }}>
            {/* The chosen bid has a tick as well as its shade, so it is not told by colour alone. */}
            {bid === level ? <CheckIcon fontSize="small" /> : null}
            {bidLabels[level]}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {notes.length > 0 ? (
        <FormHelperText id={noteId} component="div">
          {notes.map((note) => (
            <span key={note} style={{ display: 'block' }}>
              {note}
            </span>
          ))}
        </FormHelperText>
      ) : null}
      <Typography role="status" variant="body2" sx={{ mt: 1, minHeight: '1.5em' }}>
        {status}
      </Typography>
      {save.isError ? (
        <Alert severity="error" role="alert" sx={{ mt: 1 }}>
          {refusalText(save.error)}
        </Alert>
      ) : null}
    </Box>
  );
}

const conflictNote = 'Conflict declares a conflict of interest with this paper: you will not be assigned to review it. Click Conflict again, or another bid, to withdraw it.';
