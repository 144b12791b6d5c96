// One form's values and field errors, the pattern every form screen shares: change() sets a value and
// clears that field's error, field() gives the props a TextField spreads (choice() a ChoiceGroup's), validateAll() shows what a
// validator (one of domain's validateXxx) finds and says whether the input may be sent.
import { useState, type Dispatch, type SetStateAction } from 'react';
import type { FieldErrors } from '@confsys/domain';

/** The keys of Values that hold free text, the ones a text field edits. */
export type TextKey<Values> = {
  [K in keyof Values]-?: [Values[K]] extends [string] ? ([string] extends [Values[K]] ? K : never) : never;
}[keyof Values] &
  string;

/** A field's error state: red with the message under it, or the hint (if any) while there is none. */
export interface ErrorProps {
  error: boolean;
  helperText: string | undefined;
}

/** What choice() gives a ChoiceGroup to spread: the value of `name`, its change and its error. */
export interface ChoiceProps<Value> {
  name: string;
  value: Value;
  error: string | undefined;
  onChange: (value: Value) => void;
}

/** What field() gives a TextField (or PasswordField, DetailsField) to spread. */
export interface FieldProps extends ErrorProps {
  name: string;
  value: string;
  onChange: (event: { target: { value: string } }) => void;
}

export interface Form<Values, Name extends string> {
  values: Values;
  setValues: Dispatch<SetStateAction<Values>>;
  errors: FieldErrors<Name>;
  setErrors: Dispatch<SetStateAction<FieldErrors<Name>>>;
  /** Sets one value and clears the error shown for that field. */
  change: <K extends keyof Values & string>(name: K, value: Values[K]) => void;
  /** Clears one error, for a part of the form that is not a value (a chosen file, `criteria.x`). */
  clearError: (name: Name) => void;
  /** The props of the text field of `name`: its value, change and error, or `hint` while it has none. */
  field: (name: TextKey<Values>, hint?: string) => FieldProps;
  /** The props of the choice (a ChoiceGroup) of `name`: its value, change and error. */
  choice: <K extends keyof Values & string>(name: K) => ChoiceProps<Values[K]>;
  /** Runs the validator on `input` (the values as they are, unless given), shows its errors, and answers whether there were none. */
  validateAll: (input?: Values) => boolean;
}

export function errorProps(message: string | undefined, hint?: string): ErrorProps {
  return { error: Boolean(message), helperText: message ?? hint };
}

/** The errors without the one of `name`. */
export function withoutError<Name extends string>(errors: FieldErrors<Name>, name: string): FieldErrors<Name> {
  const { [name]: _cleared, ...rest } = errors as Record<string, string | undefined>;
  return rest as FieldErrors<Name>;
}

export function hasErrors(errors: FieldErrors): boolean {
  return Object.keys(errors).length > 0;
}

/**
 * A form's state. `validate` takes the values (or the input made of them) and returns its errors by
 * field; `Name` is the fields that can have an error, the text fields unless the validator says more.
 */
export function useForm<Values extends object, Name extends string = TextKey<Values>>(
  initial: Values | (() => Values),
  validate?: (input: Values) => FieldErrors<Name>,
): Form<Values, Name> {
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<FieldErrors<Name>>({});

  function clearError(name: string) {
    setErrors((current) => withoutError(current, name));
  }

  function change<K extends keyof Values & string>(name: K, value: Values[K]) {
    setValues((current) => ({ ...current, [name]: value }));
    clearError(name);
  }

  function field(name: TextKey<Values>, hint?: string): FieldProps {
    return {
      name,
      value: values[name] as string,
      onChange: (event) => change(name, event.target.value as Values[TextKey<Values>]),
      ...errorProps((errors as Record<string, string | undefined>)[name], hint),
    };
  }

  function choice<K extends keyof Values & string>(name: K): ChoiceProps<Values[K]> {
    return { name, value: values[name], error: (errors as Record<string, string | undefined>)[name], onChange: (value) => change(name, value) };
  }

  function validateAll(input: Values = values): boolean {
    const problems = validate ? validate(input) : {};
    setErrors(problems);
    return !hasErrors(problems);
  }

  return { values, setValues, errors, setErrors, change, clearError, field, choice, validateAll };
}
