// The submit of a form that is checked before it is sent: what the check finds shows under the fields
// (the first of them takes the focus) with a line saying so; the server's message is announced in the
// status line (for SaveOutcome) and handed to `sent`; a refusal shows its message, and its errors under
// the fields they name. Every form that checks, sends and shows a refusal submits through it.
import { useState, type FormEvent } from 'react';
import type { FieldErrors } from '@confsys/domain';
import { useFocusFirstError } from './useFocusFirstError';

const correctFields = 'Some fields need correcting: see the messages under them.';

/** What a form's check found: the input to send, or (its errors already shown) what to say instead of the default. */
export type Checked<Input> = { input: Input; problem?: undefined } | { input?: undefined; problem?: string };

/** A check made of useForm's validateAll and the input the values make once valid. */
export function validated<Input>(validateAll: () => boolean, input: () => Input): () => Checked<Input> {
  return () => (validateAll() ? { input: input() } : {});
}

interface SubmitSteps<Name extends string, Input, Answer extends { message: string }> {
  /** Checks the form and shows what it finds under the fields. */
  check: () => Checked<Input>;
  setErrors: (errors: FieldErrors<Name>) => void;
  /** Sends the input; answers the server's message. */
  send: (input: Input) => Promise<Answer>;
  /** What the form does once the server took it, beside announcing its message. */
  sent?: (answer: Answer) => void;
  /** A refusal or failure as the form shows it. */
  refusal: (error: unknown) => { message: string; fieldErrors: FieldErrors<Name> };
  /** Said while the form is being sent. */
  sendingText?: string;
}

export function useSubmitOutcome<Name extends string, Input, Answer extends { message: string }>({ check, setErrors, send, sent, refusal, sendingText = '' }: SubmitSteps<Name, Input, Answer>) {
  const [statusText, setStatusText] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const focusFirstError = useFocusFirstError();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    setFailure(null);
    const checked = check();
    if (checked.input === undefined) {
      setStatusText('');
      setFailure(checked.problem ?? correctFields);
      focusFirstError(form);
      return;
    }
    setStatusText(sendingText);
    let answer: Answer;
    try {
      answer = await send(checked.input);
    } catch (error) {
      const refused = refusal(error);
      setErrors(refused.fieldErrors);
      setStatusText('');
      setFailure(refused.message);
      if (Object.keys(refused.fieldErrors).length > 0) focusFirstError(form);
      return;
    }
    setStatusText(answer.message);
    sent?.(answer);
  }

  return { submit: (event: FormEvent<HTMLFormElement>) => void submit(event), statusText, setStatusText, failure };
}
