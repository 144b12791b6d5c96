// The submit of every form: the check before sending (what it finds shows under the fields, the first of
// them takes the focus, with a line saying so), the send (the form is `sending` meanwhile), the server's
// message in the status line (or a notice) with what the form does next, and a refusal's message with its
// errors under the fields they name. No form writes its own submit handler (the lint holds it).
import { useRef, useState, type FormEvent } from 'react';
import type { FieldErrors } from '@confsys/domain';
import type { Notice } from '../feedback/FormNotice';
import { useFocusFirstError } from './useFocusFirstError';

const correctFields = 'Some fields need correcting: see the messages under them.';

/**
 * What a form's check found: the input to send, or (its errors already shown) what to say instead: the
 * default line when `problem` is undefined, its text, or nothing beyond the fields when it is null.
 */
export type Checked<Input> = { input: Input; problem?: undefined } | { input?: undefined; problem?: string | null };

/** What a check answers when the form is not to be sent; `problem` as in Checked. */
export function checkFailed(problem: string | null = null): Checked<never> {
  return { problem };
}

/** A check made of useForm's validateAll and the input the values make once valid; `problem` as in Checked. */
export function validated<Input>(validateAll: () => boolean, input: () => Input, problem?: string | null): () => Checked<Input> {
  return () => (validateAll() ? { input: input() } : { problem });
}

/** A refusal as the form shows it: its message (null: none beyond the fields) and its errors by field. */
export interface Refusal<Name extends string> {
  message: string | null;
  fieldErrors: FieldErrors<Name>;
}

interface SubmitSteps<Name extends string, Input, Answer> {
  /** Checks the form and shows what it finds under the fields. */
  check: () => Checked<Input>;
  setErrors?: (errors: FieldErrors<Name>) => void;
  /** Sends the input. */
  send: (input: Input) => Promise<Answer>;
  /** What the status line says once sent: by default the answer's `message`. */
  said?: (answer: Answer) => string;
  /** What the form does once the server took it, beside saying so; the form stays `sending` while it runs, and its failure is a refusal. */
  sent?: (answer: Answer) => void | Promise<void>;
  /** The errors by field an answer carries (a page's callback that answers the server's refusal): shown as a refusal's are. */
  fieldErrorsOf?: (answer: Answer) => FieldErrors<Name>;
  /** A refusal or failure as the form shows it; without it (a send that answers its own failures), nothing is said. */
  refusal?: (error: unknown) => Refusal<Name>;
  /** Said while the form is being sent. */
  sendingText?: string;
  /** Where the status line is, when it is not the form's own (a panel's). */
  announce?: (text: string) => void;
  /** Whether the first field in error takes the focus after a check or a refusal that marks fields (by default it does). */
  focusErrors?: boolean;
}

function messageOf(answer: unknown): string {
  return typeof answer === 'object' && answer !== null && 'message' in answer && typeof answer.message === 'string' ? answer.message : '';
}

const noRefusal = (): Refusal<never> => ({ message: null, fieldErrors: {} });

export function useSubmitOutcome<Name extends string, Input, Answer>(steps: SubmitSteps<Name, Input, Answer>) {
  const { check, setErrors = () => {}, send, said = messageOf, sent, fieldErrorsOf, refusal = noRefusal, sendingText = '', announce, focusErrors = true } = steps;
  const [ownStatus, setStatusText] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const focusFirstError = useFocusFirstError();
  // The form last submitted, for a send that follows from elsewhere (its errors take the focus too).
  const formRef = useRef<HTMLFormElement | null>(null);
  const tell = announce ?? setStatusText;

  function focus() {
    if (formRef.current && focusErrors) focusFirstError(formRef.current);
  }

  function showErrors(errors: FieldErrors<Name>) {
    setErrors(errors);
    if (Object.keys(errors).length > 0) focus();
  }

  async function proceed(checked: Checked<Input>) {
    setFailure(null);
    if (checked.input === undefined) {
      tell('');
      setFailure(checked.problem === undefined ? correctFields : checked.problem);
      focus();
      return;
    }
    tell(sendingText);
    setSending(true);
    try {
      const answer = await send(checked.input);
      if (fieldErrorsOf) showErrors(fieldErrorsOf(answer));
      tell(said(answer));
      await sent?.(answer);
    } catch (error) {
      const refused = refusal(error);
      tell('');
      setFailure(refused.message);
      showErrors(refused.fieldErrors);
    } finally {
      setSending(false);
    }
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    formRef.current = event.currentTarget;
    void proceed(check());
  }

  const statusText = announce ? '' : ownStatus;
  const notice: Notice = failure ? { severity: 'error', text: failure } : statusText ? { severity: 'success', text: statusText } : null;

  return {
    submit,
    /** Goes on from a check made elsewhere (a confirmation's second step, a change that sends again): as a submit does after its check. */
    submitChecked: (checked: Checked<Input>) => void proceed(checked),
    /** True from a passed check until the answer (and `sent`) is through. */
    sending,
    statusText,
    setStatusText,
    failure,
    /** For the form's other actions, which share its failure line. */
    setFailure,
    /** Says nothing any more: neither the server's message nor the failure. */
    clear: () => {
      setStatusText('');
      setFailure(null);
    },
    /** The outcome as a notice above the form: the refusal, else the server's message. */
    notice,
  };
}
