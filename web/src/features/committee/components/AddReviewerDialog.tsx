// The Add Reviewer dialog: Name, Affiliation, Email, Profile (PDF, DOC or DOCX) and Research Area, all
// required and checked before sending; a refusal shows 'Error: {message}' and keeps the dialog open.
import { useState } from 'react';
import { TextField } from '@mui/material';
import { Messages, uploadRules } from '@confsys/domain';
import { prefixedFailure } from '../../../lib/failures';
import { FileField } from '../../../components/forms/FileField';
import { ActionDialog } from '../../../components/feedback/ActionDialog';
import { useForm } from '../../../components/forms/useForm';
import { checkFailed, useSubmitOutcome } from '../../../components/forms/useSubmitOutcome';
import { useAddReviewer } from '../../../api/committee/addReviewer';
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
  const [profile, setProfile] = useState<File | null>(null);
  const { values, errors, setErrors, clearError, field, validateAll } = useForm<ReviewerFormValues, ReviewerFormField>(emptyReviewerForm, (input) =>
    validateReviewerForm(input, profile),
  );
  const adding = useAddReviewer();
  const sending = adding.isPending;
  const { submit, failure } = useSubmitOutcome({
    check: () => {
      const input = { name: values.name.trim(), affiliation: values.affiliation.trim(), email: values.email.trim(), researchArea: values.researchArea.trim() };
      return validateAll(input) && profile ? { input: { ...input, profile } } : checkFailed();
    },
    setErrors,
    send: adding.mutateAsync,
    sent: (answer) => onAdded(answer.invited ? `${Messages.reviewerAdded} ${Messages.reviewerInvited(values.email.trim())}` : Messages.reviewerAdded),
    refusal: (error) => prefixedFailure(error, formFields, Messages.addReviewerFailed),
    focusErrors: false,
  });

  function chooseFile(file: File | null) {
    setProfile(file);
    clearError('profile');
  }

  return (
    <ActionDialog title="Add Reviewer" actionLabel="Submit" busy={sending} failure={failure} onAction={submit} onClose={onClose}>
      {textFields.map((text) => (
        <TextField key={text.name} label={text.label} type={text.type} autoComplete={text.autoComplete} required {...field(text.name)} disabled={sending} />
      ))}
      <FileField
        label="Profile"
        name="profile"
        accept={uploadRules.profile.accept}
        required
        error={errors.profile}
        hint={profile ? profile.name : 'PDF, DOCX or DOC'}
        disabled={sending}
        onChange={chooseFile}
      />
      <TextField label="Research Area" required {...field('researchArea')} disabled={sending} />
    </ActionDialog>
  );
}
