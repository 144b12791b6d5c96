// The Settings screen's Conference form: the conference's identity as the public pages, the emails, the
// receipts and the volume print it (its name and organiser, the about texts, highlights, venue,
// publication, organising committee and payment details), read from and saved whole through the API.
// Checked by the schema the server checks it with, each message under the field its path names; the
// server's message shows above the form. The edition (acronym, year, paper IDs) is shown, not edited.
import { useId, useRef, useState, type ReactNode } from 'react';
import { Box, Button, MenuItem, TextField, Typography } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import { defaultIdentity } from '@confsys/domain';
import { StoredForm } from '../../../components/forms/StoredForm';
import { errorProps, hasErrors, useForm, type FieldProps } from '../../../components/forms/useForm';
import { useSubmitOutcome } from '../../../components/forms/useSubmitOutcome';
import { SettingsSection } from '../../../components/layout/SettingsSection';
import { useConferenceIdentity } from '../../../api/conference/getConference';
import { useSaveConference } from '../../../api/conference/saveConference';
import { useCurrentEdition } from '../../../api/editions/getCurrentEdition';
import { indianStates } from '../../../lib/participation';
import { conferenceFailure, conferenceInput, conferenceValues, editionText, textAt, validateConference, withText, type ConferenceValues } from '../utils/conferenceForm';
import { CommitteeFields } from './CommitteeFields';
import { HighlightsFields } from './HighlightsFields';

const loadFailed = "The conference's details could not be loaded, so they cannot be changed now. Reload the page to try again.";
const notSaved = "Not saved yet: these are the edition's details as built, which the public pages show until you save the conference's own.";
const unsavedIdentity = { conference: defaultIdentity, saved: false };
const gridSx = { display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' }, mt: 2 } as const;

export function ConferenceSettingsForm() {
  return (
    <StoredForm query={useConferenceIdentity()} fallback={unsavedIdentity} wide>
      {(stored, status) => <ConferenceFields initial={conferenceValues(stored.conference)} saved={stored.saved} status={status} />}
    </StoredForm>
  );
}

interface ConferenceFieldsProps {
  initial: ConferenceValues;
  /** Whether the chair has saved an identity (else the form shows the edition's as built). */
  saved: boolean;
  status: UseQueryResult['status'];
}

function ConferenceFields({ initial, saved: savedBefore, status }: ConferenceFieldsProps) {
  const { values, setValues, errors, setErrors, clearError } = useForm<ConferenceValues, string>(initial);
  const [saved, setSaved] = useState(savedBefore);
  // What the lists' changes say ("Removed Dr. A. Ramesh. Save the conference to keep the change.").
  const [listStatus, setListStatus] = useState('');
  const top = useRef<HTMLDivElement>(null);
  const save = useSaveConference();
  const edition = useCurrentEdition();
  const disabled = status !== 'success' || save.isPending;

  /** Brings the notice above the form into view from the Save button far below. */
  function showTop() {
    requestAnimationFrame(() => top.current?.scrollIntoView({ block: 'start', behavior: 'smooth' }));
  }

  const { submit, notice } = useSubmitOutcome({
    check: () => {
      setListStatus('');
      const problems = validateConference(values);
      if (!hasErrors(problems)) return { input: conferenceInput(values) };
      setErrors(problems);
      return {};
    },
    setErrors,
    send: save.mutateAsync,
    sent: (answer) => {
      // The identity as stored: trimmed, single-line fields without their line breaks.
      setValues(conferenceValues(answer.conference));
      setErrors({});
      setSaved(true);
      showTop();
    },
    refusal: (error) => {
      const failure = conferenceFailure(error);
      // A refusal of fields is read under them (they take the focus); any other above the form.
      if (!hasErrors(failure.fieldErrors)) showTop();
      return failure;
    },
  });

  const field = (path: string, hint?: string): FieldProps => ({
    name: path,
    value: textAt(values, path),
    onChange: (event) => {
      const text = event.target.value;
      setValues((current) => withText(current, path, text));
      clearError(path);
    },
    ...errorProps(errors[path], hint),
  });

  return (
    <Box ref={top} sx={{ scrollMarginTop: 80 }}>
      <SettingsSection title="Conference" notice={notice} status={status} loadFailed={loadFailed} unsaved={status === 'success' && !saved ? notSaved : undefined} onSubmit={submit}>
        <Typography sx={{ mt: 1 }}>
          The conference as the public pages, the emails, the receipts and the proceedings volume name it. The public pages show a change within a minute;
          invoices already issued keep the details they were issued with.
        </Typography>
        <Typography sx={{ mt: 1 }}>
          <Box component="span" sx={{ fontWeight: 600 }}>
            Edition:
          </Box>{' '}
          {edition ? editionText(edition) : ''}
        </Typography>

        <FormPart title="Name and organiser">
          <TextField
            label="Conference name"
            required
            fullWidth
            margin="normal"
            disabled={disabled}
            {...field('title', 'In full, as titles and the volume print it, e.g. International Conference on Computing and Smart Systems 2025.')}
          />
          <Box sx={gridSx}>
            <TextField label="Department" required disabled={disabled} {...field('department')} />
            <TextField label="University" required disabled={disabled} {...field('university')} />
            <TextField label="City" required disabled={disabled} {...field('city')} />
            <TextField label="Postal code" required disabled={disabled} {...field('postalCode')} />
            <TextField select label="State" required disabled={disabled} {...field('state', "As the GST law names it: the invoices' place of supply is compared with it.")}>
              {indianStates.map((state) => (
                <MenuItem key={state} value={state}>
                  {state}
                </MenuItem>
              ))}
            </TextField>
            <TextField label="Country" required disabled={disabled} {...field('country')} />
            <TextField label="Mode" required disabled={disabled} {...field('mode', 'How people attend, e.g. Hybrid (physical and virtual).')} />
            <TextField
              label="Contact email"
              type="email"
              required
              disabled={disabled}
              {...field('contactEmail', 'Where the public pages, the emails and the receipts send questions.')}
              slotProps={{ htmlInput: { spellCheck: false, autoComplete: 'off' } }}
            />
          </Box>
        </FormPart>

        <FormPart title="About">
          <LongText label="Overview" required disabled={disabled} {...field('overview', 'The home page\'s overview. Each line is a paragraph.')} />
          <LongText label="About the university" required disabled={disabled} {...field('universityAbout', 'On the home page, under the university\'s name.')} />
          <LongText label="About the department" required disabled={disabled} {...field('departmentAbout', 'On the home page, under the department\'s name.')} />
          <LongText
            label="Topics of the call for papers"
            required
            disabled={disabled}
            {...field('topics', 'One topic per line, in the order the call lists them. Authors choose 1 to 3 for each paper, reviewers theirs; the assignment matches them.')}
          />
        </FormPart>

        <FormPart
          title="Highlights"
          intro="The home page's cards, in this order; none hides the band."
          folded={{ summary: countOf(values.highlights.length, 'highlight'), open: hasErrorUnder(errors, 'highlights') }}
        >
          <HighlightsFields values={values} setValues={setValues} errors={errors} setErrors={setErrors} field={field} disabled={disabled} announce={setListStatus} />
        </FormPart>

        <FormPart title="Venue">
          <LongText label="Venue" required disabled={disabled} {...field('venue.physical', 'Where the conference takes place and how to get there.')} />
          <LongText label="How to join online" disabled={disabled} {...field('venue.virtual', 'Optional. The Venue page leaves the virtual mode out without it.')} />
          <LongText label="Accommodation" disabled={disabled} {...field('venue.accommodation', 'Optional.')} />
        </FormPart>

        <FormPart title="Publication">
          <LongText label="Proceedings" required disabled={disabled} {...field('publication.proceedings', 'Where accepted and presented papers are published.')} />
          <LongText label="Journal" disabled={disabled} {...field('publication.journal', 'Optional. The Publication page leaves the journal out without it.')} />
        </FormPart>

        <FormPart
          title="Organising committee"
          intro="Each group's role heads its people on the Committee page, in this order; the volume prints them too."
          folded={{
            summary: `${countOf(values.committee.length, 'group')}, ${countOf(values.committee.reduce((sum, group) => sum + group.people.length, 0), 'person', 'people')}`,
            open: hasErrorUnder(errors, 'committee'),
          }}
        >
          <CommitteeFields values={values} setValues={setValues} errors={errors} setErrors={setErrors} field={field} disabled={disabled} announce={setListStatus} />
        </FormPart>

        <FormPart title="Payment" intro="As the Registration page and the receipts give them.">
          <Box sx={gridSx}>
            <TextField label="Payment method" required disabled={disabled} {...field('payment.method', 'E.g. Online bank transfer.')} />
            <TextField label="Account name" required disabled={disabled} {...field('payment.accountName')} />
            <TextField label="Bank" required disabled={disabled} {...field('payment.bank')} />
            <TextField label="Account number" required disabled={disabled} {...field('payment.accountNumber')} slotProps={{ htmlInput: { spellCheck: false, autoComplete: 'off' } }} />
          </Box>
          <LongText label="Payment note" disabled={disabled} {...field('payment.note', 'Optional. What to do after paying.')} />
        </FormPart>

        <Button type="submit" variant="contained" disabled={disabled} sx={{ mt: 3 }}>
          Save conference
        </Button>
        <Typography role="status" variant="body2" sx={{ mt: 2, minHeight: '1.5em' }}>
          {listStatus}
        </Typography>
      </SettingsSection>
    </Box>
  );
}

const countOf = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/** Whether a field under this path of the values has an error (its part then opens to show it). */
const hasErrorUnder = (errors: Partial<Record<string, string>>, path: string) => Object.entries(errors).some(([field, error]) => error && field.startsWith(`${path}.`));

/**
 * One part of the form, under its own heading. A folded part (a long list) shows what it holds in a line
 * and opens on demand, and by itself when one of its fields is in error; it stays in the form either way.
 */
function FormPart({ title, intro, folded, children }: { title: string; intro?: string; folded?: { summary: string; open: boolean }; children: ReactNode }) {
  const headingId = useId();
  const contentId = useId();
  const [opened, setOpened] = useState(false);
  const open = !folded || opened || folded.open;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 4 }}>
      <Typography id={headingId} variant="h6" component="h3">
        {title}
      </Typography>
      {intro ? <Typography color="text.secondary">{intro}</Typography> : null}
      {folded ? (
        <Button size="small" aria-expanded={open} aria-controls={contentId} onClick={() => setOpened(!open)} sx={{ mt: 1, px: 0 }} disabled={folded.open}>
          {open ? `Hide the ${title.toLowerCase()}` : `Show the ${title.toLowerCase()} (${folded.summary})`}
        </Button>
      ) : null}
      <Box id={contentId} hidden={!open}>
        {children}
      </Box>
    </Box>
  );
}

/** A text of paragraphs: several lines tall, the whole width; a long one scrolls inside its field rather than lengthen the page. */
function LongText(props: FieldProps & { label: string; required?: boolean; disabled: boolean }) {
  return <TextField fullWidth multiline minRows={3} maxRows={8} margin="normal" {...props} />;
}
