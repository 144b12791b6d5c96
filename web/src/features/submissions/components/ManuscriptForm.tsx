// The Submit Manuscript form: one to four author blocks, title, abstract (with its word count),
// keywords, one to three of the call's topics (which reviewers' bids and the assignment match), the PDF, the committee members the authors declare a conflict of interest with (optional;
// without the committee list the form still submits), and the Submission Guidelines dialog. A field
// shows its errors once left (then live) or after a submit attempt. Submit stays enabled so that it
// can reveal every error: while any error shows, it sends nothing and moves focus to the first invalid
// field instead.
import { useId, useMemo, useState, type FocusEvent } from 'react';
import { Box, Button, Checkbox, FormControl, FormControlLabel, FormGroup, FormHelperText, FormLabel, Stack, TextField, Typography } from '@mui/material';
import { Limits, Messages, callTopics, manuscriptFileRule, maxPaperTopics, pageLimitText, uploadRules, type ManuscriptAuthor, type ManuscriptAuthorField } from '@confsys/domain';
import { usePublicConference } from '../../../lib/publicConference';
import {
  addAuthor,
  authorFieldKey,
  canAddAuthor,
  canRemoveAuthor,
  removeAuthor,
  shiftErrors,
  shiftKeys,
  updateAuthor,
} from '../utils/authorBlocks';
import {
  abstractHelper,
  emptyManuscript,
  manuscriptErrors,
  toggleTopic,
  visibleErrors,
  type ManuscriptValues,
} from '../utils/manuscriptForm';
import { fileSummary } from '../../../lib/uploads';
import { FileField } from '../../../components/forms/FileField';
import { errorProps, useForm, type TextKey } from '../../../components/forms/useForm';
import { checkFailed, useSubmitOutcome } from '../../../components/forms/useSubmitOutcome';
import { useCommitteeChoice } from '../hooks/useCommitteeChoice';
import { AuthorBlock } from './AuthorBlock';
import { ConflictsPicker } from './ConflictsPicker';
import { GuidelinesDialog } from './GuidelinesDialog';
import { PrivacyNoticeLink } from '../../privacy/components/PrivacyNoticeLink';
import { usePageRule } from '../../../lib/publicConference';

/** A new submission starts with no member chosen, so none can have left the committee. */
const noneGone = () => undefined;

const committeeUnavailable =
  'The committee list could not be loaded, so conflicts of interest cannot be declared here now. You can still submit, then declare them from your dashboard while the paper is submitted.';

interface ManuscriptFormProps {
  /** Sends the manuscript; answers the server's field errors when it refused them. The file is null only where none is required. */
  onSubmit: (values: ManuscriptValues, file: File | null) => Promise<Record<string, string>>;
  /** The paper as stored, when the form changes one already submitted (a new PDF is then optional). */
  initial?: ManuscriptValues;
  /** A new submission's first author as the account describes them (ignored with `initial`). */
  firstAuthor?: Partial<ManuscriptAuthor>;
  /** The button's label (Submit Manuscript by default). */
  submitLabel?: string;
  /** Why the declared conflicts can no longer change (reviewers are assigned); null while they can. */
  conflictsNote?: string | null;
  /** Set once submitted: the form then stays disabled. */
  done: boolean;
  /** Why the form cannot be submitted now (submissions closed), shown beside the disabled Submit button; null while it can. */
  closedReason?: string | null;
}

export function ManuscriptForm({ onSubmit, done, closedReason = null, initial, firstAuthor, submitLabel = 'Submit Manuscript', conflictsNote = null }: ManuscriptFormProps) {
  const closedId = useId();
  const topicsHelpId = useId();
  // The call's topics as the chair lists them now (the edition's as built until they arrive).
  const topics = callTopics(usePublicConference());
  const requireFile = initial === undefined;
  // The form's own errors are worked out from the values; the hook's errors are the server's.
  const { values, setValues, errors: serverErrors, setErrors: setServerErrors, change, clearError: clearServerError, field } = useForm<ManuscriptValues, string>(initial ?? (() => emptyManuscript(firstAuthor)));
  const [file, setFile] = useState<File | null>(null);
  const [left, setLeft] = useState<ReadonlySet<string>>(new Set());
  const [attempted, setAttempted] = useState(false);
  const [guidelinesOpen, setGuidelinesOpen] = useState(false);
  // "one PDF of at most 10 MB, 6 to 8 pages long": the call's page rule as the chair set it.
  const fileRule = `${manuscriptFileRule}, ${pageLimitText(usePageRule())} long`;

  const committee = useCommitteeChoice(values.excludedReviewers, noneGone);
  const errors = useMemo(() => manuscriptErrors(values, file, requireFile), [values, file, requireFile]);
  const shown = visibleErrors(errors, serverErrors, (key) => attempted || left.has(key));
  const blocked = Object.keys(shown).length > 0;

  // While any error shows, Submit sends nothing: the first invalid field takes the focus instead.
  const { submit, sending } = useSubmitOutcome({
    check: () => {
      setAttempted(true);
      return (requireFile && !file) || Object.keys(errors).length > 0 || blocked ? checkFailed() : { input: { values, file } };
    },
    setErrors: setServerErrors,
    send: (input) => onSubmit(input.values, input.file),
    fieldErrorsOf: (serverErrors) => serverErrors,
  });

  function leave(key: string) {
    setLeft((current) => (current.has(key) ? current : new Set(current).add(key)));
  }

  function changeAuthor(index: number, field: ManuscriptAuthorField, value: string) {
    setValues((current) => ({ ...current, authors: updateAuthor(current.authors, index, field, value) }));
    clearServerError(authorFieldKey(index, field));
  }

  function add() {
    setValues((current) => ({ ...current, authors: addAuthor(current.authors) }));
    clearServerError('authors');
  }

  function remove(index: number) {
    setValues((current) => ({ ...current, authors: removeAuthor(current.authors, index) }));
    setLeft((current) => shiftKeys(current, index));
    setServerErrors(({ authors: _count, ...rest }) => shiftErrors(rest, index));
  }

  function tickTopic(topic: string, checked: boolean) {
    setValues((current) => ({ ...current, topics: toggleTopic(current.topics, topic, checked, topics) }));
    clearServerError('topics');
    leave('topics');
  }

  /** Leaving the whole group of boxes (not moving from one box to the next) counts as leaving the field. */
  function leaveTopics(event: FocusEvent<HTMLElement>) {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) leave('topics');
  }

  function chooseFile(chosen: File | null) {
    setFile(chosen);
    leave('file');
    clearServerError('file');
  }

  const locked = sending || done;
  const count = values.authors.length;
  /** A text field's props; it shows the errors on screen, not only the server's. */
  const textField = (name: TextKey<ManuscriptValues>, hint?: string) => ({
    ...field(name),
    ...errorProps(shown[name], hint),
    onBlur: () => leave(name),
    disabled: locked,
    required: true,
  });

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <Typography variant="h6" component="h2" sx={{ mt: 2 }}>
        Authors
      </Typography>
      {values.authors.map((author, index) => (
        <AuthorBlock
          // Blocks have no identity of their own; the index is their name ("Author 2").
          key={index}
          index={index}
          author={author}
          errors={shown}
          removable={canRemoveAuthor(count)}
          disabled={locked}
          onChange={(field, value) => changeAuthor(index, field, value)}
          onLeave={(field) => leave(authorFieldKey(index, field))}
          onRemove={() => remove(index)}
        />
      ))}
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mt: 2 }}>
        <Button variant="outlined" onClick={add} disabled={locked || !canAddAuthor(count)}>
          Add Author
        </Button>
        {count >= Limits.maxAuthors ? <Typography variant="body2">{Messages.maxAuthors}</Typography> : null}
      </Stack>
      {shown.authors ? <FormHelperText error>{shown.authors}</FormHelperText> : null}

      <Typography variant="h6" component="h2" sx={{ mt: 4 }}>
        Paper Details
      </Typography>
      <TextField label="Title" {...textField('title')} />
      <TextField label="Abstract" multiline minRows={6} {...textField('abstract')} helperText={abstractHelper(values.abstract, shown.abstract)} />
      <TextField label="Keywords" {...textField('keywords', `Separate ${Limits.minKeywords} to ${Limits.maxKeywords} keywords with commas.`)} />
      <FormControl component="fieldset" required error={Boolean(shown.topics)} disabled={locked} margin="normal" fullWidth>
        <FormLabel component="legend">Topics</FormLabel>
        <FormGroup onBlur={leaveTopics} sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}>
          {topics.map((topic) => (
            <FormControlLabel
              key={topic}
              label={topic}
              control={
                <Checkbox
                  name="topics"
                  value={topic}
                  checked={values.topics.includes(topic)}
                  onChange={(event) => tickTopic(topic, event.target.checked)}
                  slotProps={{ input: { 'aria-describedby': topicsHelpId, 'aria-invalid': shown.topics ? true : undefined } }}
                />
              }
            />
          ))}
        </FormGroup>
        {/* The hint and the error differ in words, so the error is not told by colour alone. */}
        <FormHelperText id={topicsHelpId}>{shown.topics ?? `Required: 1 to ${maxPaperTopics} topics (${values.topics.length} chosen).`}</FormHelperText>
      </FormControl>
      <FileField
        label="Manuscript PDF"
        name="file"
        accept={uploadRules.manuscript.accept}
        required={requireFile}
        error={shown.file}
        hint={file ? fileSummary(file) : requireFile ? `Your manuscript as ${fileRule}.` : `Choose a new PDF only to replace the stored one (${fileRule}).`}
        disabled={locked}
        onChange={chooseFile}
      />

      <Typography variant="h6" component="h2" sx={{ mt: 4 }}>
        Conflicts of Interest
      </Typography>
      <ConflictsPicker
        committee={committee}
        onChange={(ids) => change('excludedReviewers', ids)}
        disabled={locked || conflictsNote !== null}
        error={shown.excludedReviewers}
        unavailableText={committeeUnavailable}
      />
      {conflictsNote ? <FormHelperText>{conflictsNote}</FormHelperText> : null}

      <PrivacyNoticeLink />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 3, justifyContent: 'space-between' }}>
        <Button variant="outlined" onClick={() => setGuidelinesOpen(true)}>
          Submission Guidelines
        </Button>
        <Button type="submit" variant="contained" size="large" disabled={locked || closedReason !== null} aria-describedby={closedReason ? closedId : undefined}>
          {sending ? Messages.loading : submitLabel}
        </Button>
      </Stack>
      {closedReason ? (
        <FormHelperText id={closedId} sx={{ textAlign: { sm: 'right' } }}>
          {closedReason} The {submitLabel} button is disabled.
        </FormHelperText>
      ) : null}
      <GuidelinesDialog open={guidelinesOpen} onClose={() => setGuidelinesOpen(false)} />
    </Box>
  );
}
