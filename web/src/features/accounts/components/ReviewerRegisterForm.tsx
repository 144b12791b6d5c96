// Reviewer self-registration: name and email, in plain HTML. The password is set through the link the
// server emails to the address, so only its owner can choose it.
import { validateReviewerRegistration } from '@confsys/domain';
import type { ReviewerRegistrationInput } from '../../../api/accounts/registerReviewer';
import { useForm } from '../../../components/forms/useForm';
import { TextInput } from '../../../components/forms/TextInput';
import { usePrerenderedForm } from '../../../components/forms/usePrerenderedForm';
import { checkFailed, useSubmitOutcome } from '../../../components/forms/useSubmitOutcome';
import { PrivacyNoticeLink } from '../../privacy/components/PrivacyNoticeLink';

interface ReviewerRegisterFormProps {
  onRegister: (input: ReviewerRegistrationInput) => Promise<void>;
}

export function ReviewerRegisterForm({ onRegister }: ReviewerRegisterFormProps) {
  const { values, setValues, field, validateAll } = useForm({ name: '', email: '' }, validateReviewerRegistration);
  const { formRef, started } = usePrerenderedForm(setValues);
  const { submit, sending } = useSubmitOutcome({
    check: () => {
      const input: ReviewerRegistrationInput = { name: values.name.trim(), email: values.email.trim() };
      return validateAll(input) ? { input } : checkFailed();
    },
    send: onRegister,
  });

  return (
    <form ref={formRef} noValidate onSubmit={submit}>
      <TextInput label="Name" autoComplete="name" {...field('name')} disabled={sending} />
      <TextInput label="Email" type="email" autoComplete="email" {...field('email')} disabled={sending} />
      <p className="pub-form__note">
        We email you a link to set your password. The address you enter is the one the programme chair
        assigns papers to.
      </p>
      <PrivacyNoticeLink className="pub-form__note" />
      <button type="submit" className="pub-btn pub-btn--primary pub-form__submit" disabled={!started || sending}>
        Register
      </button>
    </form>
  );
}
