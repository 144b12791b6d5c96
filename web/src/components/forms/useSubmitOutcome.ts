// The submit of a form that is checked before it is sent: what it finds shows under the fields (the
// first of them takes the focus) with a line saying so; the server's message is announced in the status
// line; a refusal shows its message, and its errors under the fields they name. For SaveOutcome.
import { useState, type FormEvent } from 'react';
import type { FieldErrors } from '@confsys/domain';
import { useFocusFirstError } from './useFocusFirstError';

const correctFields = 'Some fields need correcting: see the messages under them.';

interface SubmitSteps<Name extends string> {
  /** Shows the form's errors, answering whether there were none (useForm's validateAll). */
  validateAll: () => boolean;
  setErrors: (errors: FieldErrors<Name>) => void;
  /** Sends the form; answers the server's message. */
  send: () => Promise<{ message: string }>;
  /** A refusal or failure as the form shows it. */
  refusal: (error: unknown) => { message: string; fieldErrors: FieldErrors<Name> };
  /** Said while the form is being sent. */
  sendingText?: string;
}

export function useSubmitOutcome<Name extends string>({ validateAll, setErrors, send, refusal, sendingText = '' }: SubmitSteps<Name>) {
  const [statusText, setStatusText] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const focusFirstError = useFocusFirstError();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    setFailure(null);
    if (!validateAll()) {
      setStatusText('');
      setFailure(correctFields);
      focusFirstError(form);
      return;
    }
    setStatusText(sendingText);
    try {
      setStatusText((await send()).message);
    } catch (error) {
      const refused = refusal(error);
      setErrors(refused.fieldErrors);
      setStatusText('');
      setFailure(refused.message);
      if (Object.keys(refused.fieldErrors).length > 0) focusFirstError(form);
    }
  }

  return { submit: (event: FormEvent<HTMLFormElement>) => void submit(event), statusText, setStatusText, failure };
}
