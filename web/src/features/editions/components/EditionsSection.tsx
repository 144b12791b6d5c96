// The Settings screen's Editions section: every edition with its state, the next edition's form (its
// acronym, year and name, the settings it takes from the current one, how far its dates move), whose
// Preview shows what would be made before anything is, and Open for a draft, which asks first: the
// current edition is archived, and the site acts on the opened one from then on.
import { useState } from 'react';
import { Alert, Box, Button, Checkbox, Chip, FormControl, FormControlLabel, FormGroup, FormHelperText, FormLabel, List, ListItem, ListItemText, TextField, Typography } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import { editionPartNames, editionParts, paperIdPrefixOf, shiftMonthsLimits, type CreateEditionAnswer, type Edition, type EditionsAnswer, type EditionState } from '@confsys/domain';
import { ActionDialog } from '../../../components/feedback/ActionDialog';
import { NumberField } from '../../../components/forms/NumberField';
import { StoredForm } from '../../../components/forms/StoredForm';
import { useForm } from '../../../components/forms/useForm';
import { useSubmitOutcome, validated } from '../../../components/forms/useSubmitOutcome';
import { SettingsSection } from '../../../components/layout/SettingsSection';
import { useCreateEdition } from '../../../api/editions/createEdition';
import { useEditions } from '../../../api/editions/getEditions';
import { useOpenEdition } from '../../../api/editions/openEdition';
import { failureText, formFailure } from '../../../lib/failures';
import { editionFields, editionInput, nextEditionValues, validateEdition, type EditionField, type EditionValues } from '../utils/editionForm';

const stateLabels: Record<EditionState, string> = { current: 'Current', archived: 'Archived: read-only', draft: 'Draft' };
const loadFailed = 'The editions could not be loaded, so none can be made or opened now. Reload the page to try again.';

export function EditionsSection() {
  return (
    <StoredForm query={useEditions()} fallback={{ editions: [], current: '' }}>
      {(stored, status) => <Editions stored={stored} status={status} />}
    </StoredForm>
  );
}

function Editions({ stored, status }: { stored: EditionsAnswer; status: UseQueryResult['status'] }) {
  const current = stored.editions.find((edition) => edition.id === stored.current);
  const { values, change, setErrors, errors, field, validateAll } = useForm<EditionValues, EditionField>(nextEditionValues(current), validateEdition);
  const [preview, setPreview] = useState<CreateEditionAnswer | null>(null);
  const [opening, setOpening] = useState<Edition | null>(null);
  const previewing = useCreateEdition();
  const making = useCreateEdition();
  const open = useOpenEdition();
  const disabled = status !== 'success' || previewing.isPending;
  // Preview is the form's submit; making and opening say their outcome in the same notice.
  const { submit, notice, setStatusText } = useSubmitOutcome({
    check: validated(validateAll, () => ({ ...editionInput(values), preview: true }), null),
    setErrors,
    send: previewing.mutateAsync,
    said: () => '',
    sent: setPreview,
    refusal: (error) => formFailure(error, editionFields),
    focusErrors: false,
  });

  async function make() {
    const answer = await making.mutateAsync(editionInput(values)).catch(() => null);
    if (!answer) return;
    setPreview(null);
    setStatusText(answer.message);
  }

  async function openDraft(edition: Edition) {
    const answer = await open.mutateAsync(edition.id).catch(() => null);
    if (!answer) return;
    setOpening(null);
    setStatusText(answer.message);
  }

  function toggle(part: (typeof editionPartNames)[number], ticked: boolean) {
    change('copy', editionPartNames.filter((name) => (name === part ? ticked : values.copy.includes(name))));
  }

  return (
    <>
      <SettingsSection title="Editions" notice={notice} status={status} loadFailed={loadFailed} onSubmit={submit}>
        <List dense aria-label="Editions">
          {stored.editions.map((edition) => (
            <ListItem key={edition.id} disableGutters sx={{ gap: 1, flexWrap: 'wrap' }}>
              <ListItemText primary={edition.name} secondary={`Paper IDs ${paperIdPrefixOf(edition)}-0001`} />
              <Chip size="small" label={stateLabels[edition.state]} color={edition.state === 'current' ? 'primary' : 'default'} />
              {edition.state === 'draft' ? (
                <Button size="small" variant="outlined" onClick={() => setOpening(edition)}>
                  Open {edition.name}
                </Button>
              ) : null}
            </ListItem>
          ))}
        </List>
        <Typography variant="h6" component="h3" sx={{ mt: 2 }}>
          Next edition
        </Typography>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, mt: 1 }}>
          <TextField label="Acronym" required {...field('acronym', 'Capital letters or digits, e.g. ICCS')} disabled={disabled} />
          <NumberField label="Year" min={2000} max={2099} required {...field('year')} disabled={disabled} />
          <TextField label="Name" {...field('name', 'Left empty: the acronym and the year')} disabled={disabled} />
          <NumberField label="Move the dates by (months)" min={shiftMonthsLimits.min} max={shiftMonthsLimits.max} {...field('shiftMonths', '12: every date a year later')} disabled={disabled} />
        </Box>
        <FormControl component="fieldset" error={Boolean(errors.copy)} sx={{ mt: 2 }} disabled={disabled}>
          <FormLabel component="legend">Take from the current edition</FormLabel>
          <FormGroup>
            {editionPartNames.map((part) => (
              <FormControlLabel key={part} control={<Checkbox checked={values.copy.includes(part)} onChange={(event) => toggle(part, event.target.checked)} />} label={editionParts[part].label} />
            ))}
          </FormGroup>
          <FormHelperText>{errors.copy ?? 'Papers, reviews, bids, assignments, registrations and payments are never copied.'}</FormHelperText>
        </FormControl>
        <Box sx={{ mt: 2 }}>
          <Button type="submit" variant="contained" disabled={disabled}>
            Preview the next edition
          </Button>
        </Box>
      </SettingsSection>
      {preview ? (
        <ActionDialog
          title={`Make ${preview.edition.name}`}
          actionLabel={`Make ${preview.edition.name} as a draft`}
          onAction={(event) => {
            event.preventDefault();
            void make();
          }}
          busy={making.isPending}
          failure={failureText(making.error)}
          onClose={() => setPreview(null)}
        >
          <Typography sx={{ mb: 1 }}>
            Its paper IDs start at {preview.paperIdExample}. {preview.message}
          </Typography>
          <List dense>
            {preview.copied.map((part) => (
              <ListItem key={part.part} disableGutters sx={{ display: 'block' }}>
                <ListItemText primary={`${part.copied ? 'Copied' : 'Not copied'}: ${part.label}`} secondary={part.note} />
                {part.stale ? (
                  <Alert severity="warning" sx={{ mt: 0.5 }}>
                    {`These copied texts still name the year of the edition they come from: change them on Settings once ${preview.edition.name} is open.`}
                    <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                      {part.stale.map((text) => (
                        <li key={text}>{text}</li>
                      ))}
                    </Box>
                  </Alert>
                ) : null}
              </ListItem>
            ))}
          </List>
        </ActionDialog>
      ) : null}
      {opening ? (
        <ActionDialog
          title={`Open ${opening.name}?`}
          actionLabel={`Open ${opening.name}`}
          actionColor="warning"
          onAction={(event) => {
            event.preventDefault();
            void openDraft(opening);
          }}
          busy={open.isPending}
          failure={failureText(open.error)}
          onClose={() => setOpening(null)}
        >
          <Typography>
            {opening.name} becomes the current edition: submissions get its paper IDs and the site shows its calendar.{' '}
            {current ? `${current.name} is archived: it can still be read, nothing in it can change, and its reviewers lose access to its papers.` : ''}
          </Typography>
        </ActionDialog>
      ) : null}
    </>
  );
}
