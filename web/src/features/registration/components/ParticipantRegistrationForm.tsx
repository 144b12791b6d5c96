// The participant registration form on the author dashboard: category, attendance, the accepted papers
// presented, billing details (country, then a state of India from the list or a region abroad, an
// optional GSTIN checked as it is typed), hostel nights; the fields it shares with the public conference
// registration are components/forms/ParticipationFields.tsx. It shows an estimate of the amount; the
// amount due is the one the server answers, which the card announces once saved.
import { useId } from 'react';
import { Box, Button, Checkbox, FormControl, FormControlLabel, FormGroup, FormHelperText, FormLabel, Stack, TextField, Typography } from '@mui/material';
import { AttendanceField, BillingPlaceFields, CategoryField, HostelNightsField, useGstinCheck } from '../../../components/forms/ParticipationFields';
import { useSubmitOutcome } from '../../../components/forms/useSubmitOutcome';
import { useForm } from '../../../components/forms/useForm';
import { categoriesFor, estimateOf, type PublishedFees } from '../../../lib/participation';
import type { Fees } from '../../../api/registration/getPublicFees';
import { useRegisterParticipant } from '../../../api/registration/registerParticipant';
import type { ManuscriptRow } from '../../submissions/utils/manuscript';
import {
  estimateText,
  participantFailure,
  participantInput,
  participantValues,
  presentablePapers,
  validateParticipant,
  type ParticipantField,
  type ParticipantValues,
  type StoredRegistration,
} from '../utils/participant';
import { FailureAlert } from '../../../components/feedback/FailureAlert';
import { PrivacyNoticeLink } from '../../privacy/components/PrivacyNoticeLink';

/** The author's papers as the dashboard reads them; null when they could not be read. */
export type AuthorPapers = { loading: boolean; rows: ManuscriptRow[] } | null;

interface ParticipantRegistrationFormProps {
  fees: Fees & { fees: PublishedFees };
  /** The registration being changed, or null for a first one. */
  registration: StoredRegistration | null;
  papers: AuthorPapers;
  now: number;
  onSaved: (message: string) => void;
  onCancel?: () => void;
}

const gridSx = { display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' } } as const;
const groupSx = { display: 'block', mt: 3, minWidth: 0 } as const;

export function ParticipantRegistrationForm({ fees, registration, papers, now, onSaved, onCancel }: ParticipantRegistrationFormProps) {
  const { values, setValues, errors, setErrors, change, clearError, field, choice, validateAll } = useForm<ParticipantValues, ParticipantField>(() => participantValues(registration), validateParticipant);
  const gstin = useGstinCheck(values, errors.gstin);
  const register = useRegisterParticipant();
  const presentable = papers && !papers.loading ? presentablePapers(papers.rows) : null;
  const { submit, failure } = useSubmitOutcome({
    check: () => {
      if (validateAll()) return { input: participantInput(values, presentable ? presentable.map((paper) => paper.paperId) : null) };
      gstin.check();
      return {};
    },
    setErrors,
    send: register.mutateAsync,
    sent: (answer) => onSaved(answer.message),
    refusal: participantFailure,
  });
  const categories = categoriesFor(fees.fees, values.country);
  const estimate = estimateOf(fees, values, registration?.registeredAt ?? null, now);
  const busy = register.isPending;

  return (
    <Box component="form" id="participant-registration-form" noValidate onSubmit={submit} sx={{ mt: 2 }}>
      <Box sx={gridSx}>
        <CategoryField categories={categories} required autoFocus={registration !== null} disabled={busy} {...field('category', 'Your category sets your fee.')} />
      </Box>
      <AttendanceField required disabled={busy} {...choice('attendance')} />
      <PapersChoice
        papers={papers}
        presentable={presentable}
        chosen={values.paperIds}
        error={errors.paperIds}
        disabled={busy}
        onChange={(paperIds) => change('paperIds', paperIds)}
      />
      <FormControl component="fieldset" sx={groupSx}>
        <FormLabel component="legend" sx={{ color: 'text.primary', fontWeight: 600, mb: 1 }}>
          Billing details
        </FormLabel>
        <Box sx={gridSx}>
          <TextField label="Billing name" required disabled={busy} autoComplete="name" {...field('name', "The name on the invoice: yours or your organisation's.")} slotProps={{ htmlInput: { maxLength: 100 } }} />
          <TextField
            label="Address"
            required
            multiline
            minRows={2}
            disabled={busy}
            autoComplete="street-address"
            {...field('address')}
            slotProps={{ htmlInput: { maxLength: 300 } }}
          />
          <BillingPlaceFields
            values={values}
            errors={errors}
            gstin={gstin}
            required
            disabled={busy}
            usd={Boolean(fees.fees.usd)}
            setValues={setValues}
            clearError={clearError}
            onChange={change}
          />
        </Box>
      </FormControl>
      <Box sx={{ ...gridSx, mt: 3 }}>
        <HostelNightsField required disabled={busy} {...field('hostelNights')} />
      </Box>
      <Typography id="participant-estimate" variant="body2" sx={{ mt: 2 }}>
        {estimate ? estimateText(estimate) : 'Choose a category to see an estimate of the amount.'}
      </Typography>
      <PrivacyNoticeLink />
      <Stack direction="row" spacing={2} sx={{ mt: 2, flexWrap: 'wrap' }}>
        <Button type="submit" variant="contained" disabled={busy}>
          {registration ? 'Save changes' : 'Register'}
        </Button>
        {onCancel ? (
          <Button variant="text" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
        ) : null}
      </Stack>
      <FailureAlert text={failure} sx={{ mt: 2 }} />
    </Box>
  );
}

interface PapersChoiceProps {
  papers: AuthorPapers;
  presentable: ManuscriptRow[] | null;
  chosen: readonly string[];
  error: string | undefined;
  disabled: boolean;
  onChange: (paperIds: string[]) => void;
}

/** The accepted papers to tick, or why there are none to tick. */
function PapersChoice({ papers, presentable, chosen, error, disabled, onChange }: PapersChoiceProps) {
  const hintId = useId();
  const hint =
    error ??
    (papers === null
      ? 'Your papers could not be loaded: those of your registration stay as they are. Reload the page to change them.'
      : !presentable
        ? 'Loading your papers...'
        : presentable.length === 0
          ? 'You have no accepted papers: you may register without presenting one.'
          : 'Tick each paper you will present at the conference.');
  return (
    <FormControl component="fieldset" error={Boolean(error)} disabled={disabled} sx={groupSx}>
      <FormLabel component="legend" sx={{ color: 'text.primary', fontWeight: 600 }}>
        Accepted papers you will present
      </FormLabel>
      {presentable && presentable.length > 0 ? (
        <FormGroup aria-describedby={hintId}>
          {presentable.map((paper) => (
            <FormControlLabel
              key={paper.paperId}
              sx={{ alignItems: 'flex-start', '& .MuiCheckbox-root': { pt: 0.5 } }}
              control={
                <Checkbox
                  name="paperIds"
                  value={paper.paperId}
                  checked={chosen.includes(paper.paperId)}
                  onChange={(event) => onChange(event.target.checked ? [...chosen, paper.paperId] : chosen.filter((id) => id !== paper.paperId))}
                />
              }
              label={<Box component="span" sx={{ overflowWrap: 'anywhere' }}>{`${paper.paperId}: ${paper.title}`}</Box>}
            />
          ))}
        </FormGroup>
      ) : null}
      <FormHelperText id={hintId} sx={{ mx: 0 }}>
        {hint}
      </FormHelperText>
    </FormControl>
  );
}
