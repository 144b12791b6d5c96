// The committee members the authors declare a conflict of interest with, picked by name: typing searches
// names and affiliations on the server (the options show each member's affiliation). Used by the
// submission form and by the dashboard's Edit conflicts dialog, with useCommitteeChoice. When the
// committee cannot be read it says so instead.
import { Alert, Autocomplete, Box, TextField, Typography } from '@mui/material';
import type { CommitteeChoice } from '../hooks/useCommitteeChoice';
import { conflictsHint, conflictsLabel, type CommitteeMember } from '../utils/conflicts';

const memberName = (member: CommitteeMember) => member.name;
const sameMember = (option: CommitteeMember, value: CommitteeMember) => option.id === value.id;
/** The server filters; the options are what it found. */
const asFound = (options: CommitteeMember[]) => options;

interface ConflictsPickerProps {
  committee: CommitteeChoice;
  onChange: (ids: string[]) => void;
  disabled: boolean;
  /** The server's refusal of the list. */
  error?: string;
  /** Shown instead of the picker when the committee cannot be loaded: what the author can do then. */
  unavailableText: string;
}

export function ConflictsPicker({ committee, onChange, disabled, error, unavailableText }: ConflictsPickerProps) {
  if (committee.status === 'error') {
    return (
      <Alert severity="warning" role="status" sx={{ mt: 2 }}>
        {unavailableText}
      </Alert>
    );
  }
  const more = committee.matching - committee.offered.length;
  return (
    <Autocomplete
      multiple
      filterSelectedOptions
      options={committee.offered}
      value={committee.chosen}
      onChange={(_event, chosen) => onChange(chosen.map((member) => member.id))}
      onInputChange={(_event, text, reason) => reason !== 'reset' && committee.search(text.trim())}
      getOptionLabel={memberName}
      getOptionKey={(member) => member.id}
      isOptionEqualToValue={sameMember}
      filterOptions={asFound}
      loading={committee.searching}
      loadingText="Searching the committee…"
      noOptionsText={committee.matching === 0 && committee.offered.length === 0 ? 'No committee member matches.' : 'Every member found is chosen.'}
      disabled={disabled || committee.status === 'loading'}
      renderOption={({ key, ...props }, member) => (
        <Box component="li" key={key} {...props}>
          <span>
            <Typography component="span" sx={{ display: 'block' }}>
              {member.name}
            </Typography>
            <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
              {member.affiliation}
            </Typography>
          </span>
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          name="excludedReviewers"
          label={conflictsLabel}
          error={Boolean(error)}
          helperText={error ?? (more > 0 ? `${conflictsHint} Type a name or an affiliation to find more of the ${committee.matching} members.` : conflictsHint)}
        />
      )}
    />
  );
}
