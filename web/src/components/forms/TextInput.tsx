// A labelled text field in plain HTML (input, select or textarea) with its hint or error under it, for
// the prerendered forms that load no MUI. It takes the props of a form's field() like a MUI TextField.
// Every field of those forms is required, marked with an asterisk that screen readers skip (as MUI does).
import { useId, type ReactNode } from 'react';
import type { FieldProps } from './useForm';
import '../../styles/forms.css';

export interface TextInputProps extends FieldProps {
  label: string;
  /** The input's id, when something else refers to it; generated otherwise. */
  id?: string;
  type?: 'text' | 'email' | 'tel' | 'password';
  autoComplete?: string;
  inputMode?: 'numeric' | 'email' | 'tel' | 'text';
  disabled?: boolean;
  /** A select of these choices (with an empty first choice while none is chosen). */
  options?: readonly string[];
  multiline?: boolean;
  /** Takes the whole row of a two-column form grid. */
  wide?: boolean;
  /** Drawn inside the field, after the text (a password's show/hide button). */
  adornment?: ReactNode;
}

export function TextInput({ label, id, type = 'text', options, multiline = false, wide = false, adornment, error, helperText, ...input }: TextInputProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const messageId = `${inputId}-message`;
  const shared = {
    ...input,
    id: inputId,
    required: true,
    className: adornment ? 'pub-field__input pub-field__input--adorned' : 'pub-field__input',
    'aria-invalid': error || undefined,
    'aria-describedby': helperText ? messageId : undefined,
  };
  return (
    <div className={wide ? 'pub-field pub-field--wide' : 'pub-field'}>
      <label className="pub-field__label" htmlFor={inputId}>
        {label}
        <span className="pub-field__required" aria-hidden="true">
          {' *'}
        </span>
      </label>
      <div className="pub-field__control">
        {options ? (
          <select {...shared}>
            <option value="" />
            {options.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        ) : multiline ? (
          <textarea {...shared} rows={3} />
        ) : (
          <input {...shared} type={type} />
        )}
        {adornment}
      </div>
      {helperText ? (
        <p id={messageId} className={error ? 'pub-field__message pub-field__message--error' : 'pub-field__message'}>
          {helperText}
        </p>
      ) : null}
    </div>
  );
}
