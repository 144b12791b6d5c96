// The Add Reviewer dialog: Name, Affiliation, Email, Profile (PDF, DOC or DOCX) and Research Area, all
// required and checked before sending; a refusal shows 'Error: {message}' and keeps the dialog open.
import { useId, useState, type FormEvent } from 'react';
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { Messages, uploadRules, type FieldErrors } from '@confsys/domain';
import { ApiRequestError } from '../../../lib/api';
import { addReviewer } from '../api/addReviewer';
import { emptyReviewerForm, validateReviewerForm, type ReviewerFormField, type ReviewerFormValues } from '../utils/reviewers';

interface AddReviewerDialogProps {
  onClose: () => void;
  onAdded: (message: string) => void;
}

const textFields: ReadonlyArray<{ name: keyof ReviewerFormValues; label: string; type?: string; autoComplete?: string }> = [
  { name: 'name', label: 'Name', autoComplete: 'off' },
  { name: 'affiliation', label: 'Affiliation', autoComplete: 'off' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'off' },
];

const formFields: readonly ReviewerFormField[] = ['name', 'affiliation', 'email', 'researchArea', 'profile'];

export function AddReviewerDialog({ onClose, onAdded }: AddReviewerDialogProps) {
  const titleId = useId();
  const [values, setValues] = useState<ReviewerFormValues>(emptyReviewerForm);
  const [profile, setProfile] = useState<File | null>(null);
  const [errors, setErrors] = useState<FieldErrors<ReviewerFormField>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  function change(name: keyof ReviewerFormValues, value: string) {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors(({ [name]: _cleared, ...rest }) => rest);
  }

  function chooseFile(file: File | null) {
    setProfile(file);
    setErrors(({ profile: _cleared, ...rest }) => rest);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = { name: values.name.trim(), affiliation: values.affiliation.trim(), email: values.email.trim(), researchArea: values.researchArea.trim() };
    const problems = validateReviewerForm(input, profile);
    setErrors(problems);
    setFailure(null);
    if (Object.keys(problems).length > 0 || !profile) return;
    setSending(true);
    try {
      const answer = await addReviewer({ ...input, profile });
      onAdded(answer.invited ? `${Messages.reviewerAdded} ${Messages.reviewerInvited(input.email)}` : Messages.reviewerAdded);
    } catch (error) {
      if (error instanceof ApiRequestError) {
        setFailure(Messages.errorPrefix(error.message));
        const fieldErrors: FieldErrors<ReviewerFormField> = {};
        for (const field of formFields) if (error.errors[field]) fieldErrors[field] = error.errors[field];
        setErrors(fieldErrors);
      } else {
        setFailure(Messages.addReviewerFailed);
      }
    } finally {
      setSending(false);
    }
  }

  return (
    <Dialog open onClose={sending ? undefined : onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <Box component="form" noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>Add Reviewer</DialogTitle>
        <DialogContent dividers>
          {failure ? (
            <Alert severity="error" role="alert" sx={{ mb: 1 }}>
              {failure}
            </Alert>
          ) : null}
          {textFields.map((field) => (
            <TextField
              key={field.name}
              label={field.label}
              name={field.name}
              type={field.type}
              autoComplete={field.autoComplete}
              required
              value={values[field.name]}
              onChange={(event) => change(field.name, event.target.value)}
              error={Boolean(errors[field.name])}
              helperText={errors[field.name]}
              disabled={sending}
            />
          ))}
          <TextField
            type="file"
            label="Profile"
            name="profile"
            required
            disabled={sending}
            error={Boolean(errors.profile)}
            helperText={errors.profile ?? (profile ? profile.name : 'PDF, DOCX or DOC')}
            onChange={(event) => chooseFile((event.target as HTMLInputElement).files?.[0] ?? null)}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { accept: uploadRules.profile.accept } }}
          />
          <TextField
            label="Research Area"
            name="researchArea"
            required
            value={values.researchArea}
            onChange={(event) => change('researchArea', event.target.value)}
            error={Boolean(errors.researchArea)}
            helperText={errors.researchArea}
            disabled={sending}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={sending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={sending}>
            Submit
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
