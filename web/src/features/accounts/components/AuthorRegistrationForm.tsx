// The author account registration form, in plain HTML (prerendered): Personal Details and Login Details,
// validated with the shared rules on submit. Register stays disabled until a password is typed and
// confirmed; while the two differ, Confirm Password says so.
import {
  authorRegistrationFields,
  passwordsReady,
  validateAuthorRegistration,
  type AuthorRegistrationField,
  type FieldErrors,
} from '@confsys/domain';
import { registrationSections, type DetailsFieldConfig } from '../../../components/forms/detailsFields';
import { useForm, type FieldProps } from '../../../components/forms/useForm';
import { PasswordInput } from '../../../components/forms/PasswordInput';
import { TextInput } from '../../../components/forms/TextInput';
import { usePrerenderedForm } from '../../../components/forms/usePrerenderedForm';
import { useSubmitOutcome, validated } from '../../../components/forms/useSubmitOutcome';
import type { AuthorRegistrationInput } from '../../../api/accounts/registerAuthor';
import { confirmationMessage } from '../utils/registration';
import { PrivacyNoticeLink } from '../../privacy/components/PrivacyNoticeLink';

const sections = registrationSections('email');

const emptyValues = Object.fromEntries(
  (Object.keys(authorRegistrationFields) as AuthorRegistrationField[]).map((name) => [name, '']),
) as AuthorRegistrationInput;

interface AuthorRegistrationFormProps {
  /** Sends the registration; answers the server's field errors when it refused them. */
  onRegister: (values: AuthorRegistrationInput) => Promise<FieldErrors<AuthorRegistrationField>>;
  /** Set once registered: the form then stays disabled. */
  done: boolean;
}

export function AuthorRegistrationForm({ onRegister, done }: AuthorRegistrationFormProps) {
  const { values, setValues, setErrors, field, validateAll } = useForm(emptyValues, validateAuthorRegistration);
  const { formRef, started } = usePrerenderedForm(setValues);
  const { submit, sending } = useSubmitOutcome({
    check: validated(validateAll, () => values, null),
    setErrors,
    send: onRegister,
    fieldErrorsOf: (serverErrors) => serverErrors,
  });

  const locked = sending || done;

  /** The field's props; Confirm Password also shows a mismatch as it is typed. */
  function fieldProps(name: AuthorRegistrationField): FieldProps {
    const props = field(name);
    const mismatch = name === 'confirmPassword' && !props.error ? confirmationMessage(values.password, values.confirmPassword) : undefined;
    return mismatch ? { ...props, error: true, helperText: mismatch } : props;
  }

  function renderField(config: DetailsFieldConfig<AuthorRegistrationField>) {
    const label = authorRegistrationFields[config.name].label;
    if (config.type === 'password') {
      return <PasswordInput key={config.name} label={label} {...fieldProps(config.name)} autoComplete="new-password" disabled={locked} />;
    }
    return (
      <TextInput
        key={config.name}
        label={label}
        {...fieldProps(config.name)}
        type={config.type}
        autoComplete={config.autoComplete}
        inputMode={config.type === 'tel' ? 'numeric' : undefined}
        options={config.options}
        multiline={config.multiline}
        wide={config.wide}
        disabled={locked}
      />
    );
  }

  return (
    <form ref={formRef} noValidate onSubmit={submit}>
      {sections.map((section) => (
        <section key={section.title} className="pub-form-section">
          <h2>{section.title}</h2>
          <div className="pub-form-grid">{section.fields.map(renderField)}</div>
        </section>
      ))}
      <PrivacyNoticeLink className="pub-form__note" />
      <button
        type="submit"
        className="pub-btn pub-btn--primary pub-form__submit"
        disabled={!started || locked || !passwordsReady(values.password, values.confirmPassword)}
      >
        Register
      </button>
    </form>
  );
}
