// The committee members the authors declare a conflict of interest with, picked by name (the options
// show each member's affiliation; typing searches both). Used by the submission form and by the
// dashboard's Edit conflicts dialog. When the committee cannot be loaded it says so instead.
import { Alert, Autocomplete, Box, TextField, Typography, createFilterOptions } from '@mui/material';
import type { ApiData } from '../../../lib/useApiData';
import { chosenMembers, conflictsHint, conflictsLabel, memberSearchText, type CommitteeMember } from '../utils/conflicts';

const filterOptions = createFilterOptions<CommitteeMember>({ stringify: memberSearchText });
const memberName = (member: CommitteeMember) => member.name;
const sameMember = (option: CommitteeMember, value: CommitteeMember) => option.id === value.id;

interface ConflictsPickerProps {
  committee: ApiData<CommitteeMember[]>;
  /** The chosen members' IDs. */
  value: readonly string[];
  onChange: (ids: string[]) => void;
  disabled: boolean;
  /** The server's refusal of the list. */
  error?: string;
  /** Shown instead of the picker when the committee cannot be loaded: what the author can do then. */
  unavailableText: string;
}

export function ConflictsPicker({ committee, value, onChange, disabled, error, unavailableText }: ConflictsPickerProps) {
  if (committee.status === 'error') {
    return (
      <Alert severity="warning" role="status" sx={{ mt: 2 }}>
        {unavailableText}
      </Alert>
    );
  }
  const members = committee.status === 'ready' ? committee.data : [];
  return (
    <Autocomplete
      multiple
      filterSelectedOptions
      options={members}
      value={chosenMembers(members, value)}
      onChange={(_event, chosen) => onChange(chosen.map((member) => member.id))}
      getOptionLabel={memberName}
      getOptionKey={(member) => member.id}
      isOptionEqualToValue={sameMember}
      filterOptions={filterOptions}
      loading={committee.status === 'loading'}
      loadingText="Loading the committee…"
      noOptionsText={members.length === 0 ? 'The committee has no members yet.' : 'No committee member matches.'}
      disabled={disabled}
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
      renderInput={(params) => <TextField {...params} name="excludedReviewers" label={conflictsLabel} error={Boolean(error)} helperText={error ?? conflictsHint} />}
    />
  );
}
