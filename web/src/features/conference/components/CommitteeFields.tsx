// The Conference form's organising committee: its groups in order (Chief Patron, Patrons, ...), each a
// role and its people with their designations, groups and people added, moved and removed within the
// identity's limits (a group keeps at least one person, the committee at least one group). Every button
// names whom or what it acts on ("Remove Dr. A. Ramesh from Committee Members").
import { useId, type ReactNode } from 'react';
import { Box, Button, FormHelperText, IconButton, Paper, Stack, TextField, Tooltip, Typography } from '@mui/material';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/Delete';
import { identityLimits } from '@confsys/domain';
import { ItemMoveButtons } from '../../../components/forms/ItemMoveButtons';
import { useListEditor, type ListItemProps } from '../../../components/forms/useListEditor';
import {
  groupName,
  keepChange,
  newCommitteeGroup,
  newPerson,
  personName,
  withoutErrorsUnder,
  type CommitteeGroupValues,
  type ListFieldsProps,
  type PersonValues,
} from '../utils/conferenceForm';
import { useConferenceList } from '../hooks/useConferenceList';

export function CommitteeFields(props: ListFieldsProps) {
  const { values, errors, disabled } = props;
  const { committee } = values;
  const { addButton, add, item } = useConferenceList(props, 'committee', { make: newCommitteeGroup, nameOf: groupName, idPrefix: 'group' });

  return (
    <>
      <Box sx={{ display: 'grid', gap: 2, mt: 2 }}>
        {committee.map((group, index) => (
          <GroupFields key={group.key} {...props} group={group} {...item(index)} />
        ))}
      </Box>
      <Button ref={addButton} variant="outlined" onClick={add} disabled={disabled || committee.length >= identityLimits.committeeGroups} sx={{ mt: 2 }}>
        Add group
      </Button>
      <FormHelperText error={Boolean(errors.committee)}>{errors.committee ?? `From 1 to ${identityLimits.committeeGroups} groups.`}</FormHelperText>
    </>
  );
}

/** A group just added: its role takes the focus. */
interface GroupFieldsProps extends ListFieldsProps, ListItemProps {
  group: CommitteeGroupValues;
}

function GroupFields({ group, index, count, autoFocus, onMove, onRemove, setValues, errors, setErrors, field, disabled, announce }: GroupFieldsProps) {
  const headingId = useId();
  const path = `committee.${index}`;
  const name = groupName(group, index);
  const { people } = group;
  const editor = useListEditor<PersonValues>({
    items: people,
    setItems: (update) =>
      setValues((current) => ({ ...current, committee: current.committee.map((each, at) => (at === index ? { ...each, people: update(each.people) } : each)) })),
    // The key names the group too: each group's editor counts its additions from 1.
    make: (key) => newPerson(`${group.key}-${key}`),
    dropPlaceErrors: () => setErrors((current) => withoutErrorsUnder(current, `${path}.people`)),
    nameOf: personName,
    announce,
    keep: keepChange,
    idPrefix: (person) => `person-${person.key}`,
  });

  return (
    <Paper variant="outlined" role="group" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Typography id={headingId} variant="subtitle1" component="h4">
        {name}
      </Typography>
      <TextField label="Role" required fullWidth margin="dense" disabled={disabled} autoFocus={autoFocus} {...field(`${path}.role`, 'The heading of the group, e.g. Patrons.')} />
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {people.map((person, at) => (
          <Box component="li" key={person.key}>
            <PersonFields person={person} path={`${path}.people.${at}`} group={name} field={field} disabled={disabled} {...editor.item(at)} />
          </Box>
        ))}
      </Box>
      <Button
        ref={editor.addButton}
        size="small"
        variant="outlined"
        aria-label={`Add person to ${name}`}
        onClick={editor.add}
        disabled={disabled || people.length >= identityLimits.peoplePerGroup}
        sx={{ mt: 1 }}
      >
        Add person
      </Button>
      <FormHelperText error={Boolean(errors[`${path}.people`])}>{errors[`${path}.people`] ?? `From 1 to ${identityLimits.peoplePerGroup} people.`}</FormHelperText>
      <ItemMoveButtons
        idPrefix={`group-${group.key}`}
        name={name}
        index={index}
        count={count}
        removeLabel="Remove group"
        removable={count > 1}
        disabled={disabled}
        onMove={onMove}
        onRemove={onRemove}
      />
    </Paper>
  );
}

interface PersonFieldsProps extends ListItemProps {
  person: PersonValues;
  /** The person's path in the identity: "committee.0.people.1". */
  path: string;
  /** The group as the buttons name it. */
  group: string;
  field: ListFieldsProps['field'];
  disabled: boolean;
}

function PersonFields({ person, path, index, count, group, field, disabled, autoFocus, onMove, onRemove }: PersonFieldsProps) {
  const name = personName(person, index);
  const idPrefix = `person-${person.key}`;
  return (
    <Box
      role="group"
      aria-label={`Person ${index + 1} of ${group}`}
      sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(0, 3fr) auto' }, alignItems: 'start', mt: 1 }}
    >
      <TextField label="Name" required size="small" margin="dense" disabled={disabled} autoFocus={autoFocus} {...field(`${path}.name`)} />
      <TextField label="Designation" required size="small" margin="dense" disabled={disabled} {...field(`${path}.designation`)} />
      <Stack direction="row" sx={{ mt: { md: 1 } }}>
        <RowButton id={`${idPrefix}-up`} label={`Move ${name} up in ${group}`} disabled={disabled || index === 0} onClick={() => onMove(index - 1)}>
          <ArrowUpwardIcon fontSize="small" />
        </RowButton>
        <RowButton id={`${idPrefix}-down`} label={`Move ${name} down in ${group}`} disabled={disabled || index === count - 1} onClick={() => onMove(index + 1)}>
          <ArrowDownwardIcon fontSize="small" />
        </RowButton>
        <RowButton label={`Remove ${name} from ${group}`} disabled={disabled || count <= 1} onClick={onRemove}>
          <DeleteIcon fontSize="small" />
        </RowButton>
      </Stack>
    </Box>
  );
}

/** An icon button of a person's row, named (and its tooltip worded) for whom it acts on. */
function RowButton({ id, label, disabled, onClick, children }: { id?: string; label: string; disabled: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <Tooltip title={label}>
      {/* A disabled button gets no pointer events: the span keeps the tooltip. */}
      <span>
        <IconButton id={id} size="small" aria-label={label} disabled={disabled} onClick={onClick}>
          {children}
        </IconButton>
      </span>
    </Tooltip>
  );
}
