// Who a mailing goes to: the group, its filters (each "Any" until chosen), one message per person or one
// per paper of theirs, or the listed papers' IDs for their authors.
import { FormControlLabel, Stack, Switch, TextField } from '@mui/material';
import { mailGroupLabels, mailGroups, type MailGroup } from '@confsys/domain';
import { SelectField, choicesOf } from '../../../components/forms/SelectField';
import { filterFieldsOf, paperIdsOf, type FilterSources, type MailingDraft } from '../utils/mailing';

const groupChoices = choicesOf(mailGroups, mailGroupLabels);

interface MailingRecipientsFieldsProps {
  draft: MailingDraft;
  sources: FilterSources;
  onChange: (draft: MailingDraft) => void;
}

export function MailingRecipientsFields({ draft, sources, onChange }: MailingRecipientsFieldsProps) {
  const group = draft.group;
  const typo = group === 'papers' ? paperIdsOf(draft.paperIds).typo : null;
  const setFilter = (key: string, value: string) => {
    if (group === 'papers') return;
    onChange({ ...draft, filters: { ...draft.filters, [group]: { ...draft.filters[group], [key]: value } } });
  };
  return (
    <Stack spacing={2}>
      <SelectField label="Recipients" value={group} choices={groupChoices} onChange={(chosen: MailGroup) => onChange({ ...draft, group: chosen })} sx={{ maxWidth: 320 }} />
      {group === 'papers' ? (
        <TextField
          label="Paper IDs"
          multiline
          minRows={2}
          value={draft.paperIds}
          onChange={(event) => onChange({ ...draft, paperIds: event.target.value })}
          error={typo !== null}
          helperText={typo !== null ? `“${typo}” is not a paper ID.` : 'One per line, or separated by commas or spaces. Each paper’s authors get one message about it.'}
        />
      ) : (
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }}>
          {filterFieldsOf(group, sources).map((field) => (
            <SelectField key={field.key} label={field.label} value={draft.filters[group][field.key] ?? ''} choices={field.choices} onChange={(value) => setFilter(field.key, value)} sx={{ minWidth: 220 }} />
          ))}
        </Stack>
      )}
      {group === 'authors' || group === 'reviewers' ? (
        <FormControlLabel
          control={<Switch checked={draft.perPaper} onChange={(event) => onChange({ ...draft, perPaper: event.target.checked })} />}
          label={group === 'authors' ? 'One message per paper (to use the paper’s fields); otherwise each author once' : 'One message per assigned paper (to use the paper’s fields); otherwise each reviewer once'}
        />
      ) : null}
    </Stack>
  );
}
