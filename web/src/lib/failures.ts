// Reading a failed request for the admin screens' error texts.
import { Messages, type FieldErrors } from '@confsys/domain';
import { ApiRequestError } from './api';

/** The server's message, or the thrown error's text (network failures), for "Error ...: {text}". */
export function errorText(error: unknown): string {
  if (error instanceof Error) return error.message;
  return String(error);
}

/** The server's message when it answered with the given status; undefined otherwise. */
export function messageOnStatus(error: unknown, status: number): string | undefined {
  return error instanceof ApiRequestError && error.status === status ? error.message : undefined;
}

/** The server's message for any non-2xx answer; undefined when no answer came. */
export function serverMessage(error: unknown): string | undefined {
  return error instanceof ApiRequestError ? error.message : undefined;
}

/** What a failed request says to the person: the server's message, or a generic text when no answer
 * came; null while nothing failed (a mutation's or a query's `error`). */
export function failureText(error: unknown): string | null {
  if (error === null || error === undefined) return null;
  return refusalText(error);
}

/** What a request that failed says to the person: the server's message, or a generic text when no answer came. */
export function refusalText(error: unknown): string {
  return serverMessage(error) ?? Messages.genericTryLater;
}

/** A refused form: the message for the alert above it and the errors under its fields. */
export interface FormFailure<Field extends string> {
  message: string;
  fieldErrors: FieldErrors<Field>;
}

/** The server's message and its errors of the form's own fields (400); no answer: a generic text. */
export function formFailure<Field extends string>(error: unknown, fields: readonly Field[]): FormFailure<Field> {
  if (!(error instanceof ApiRequestError)) return { message: Messages.genericTryLater, fieldErrors: {} };
  const fieldErrors: FieldErrors<Field> = {};
  for (const field of fields) {
    const text = error.errors[field];
    if (typeof text === 'string' && text !== '') fieldErrors[field] = text;
  }
  return { message: error.message, fieldErrors };
}

/** A refused form whose alert says "Error: {the server's message}", with its fields' errors; `failed` when no answer came. */
export function prefixedFailure<Field extends string>(error: unknown, fields: readonly Field[], failed: string = Messages.genericTryLater): FormFailure<Field> {
  if (!(error instanceof ApiRequestError)) return { message: failed, fieldErrors: {} };
  return { message: Messages.errorPrefix(error.message), fieldErrors: formFailure(error, fields).fieldErrors };
}

/** An action's outcome as a notice says it. */
export interface OutcomeNotice {
  severity: 'success' | 'error';
  text: string;
}

/**
 * Runs an action and says how it went: the server's message (or `done` where it sends none), or why it
 * failed (`failed`, by default what refusalText says).
 */
export async function outcomeNotice(
  action: () => Promise<{ message?: string } | null | undefined | void>,
  { done = '', failed = refusalText }: { done?: string; failed?: (error: unknown) => string } = {},
): Promise<OutcomeNotice> {
  try {
    const answer = await action();
    return { severity: 'success', text: answer?.message || done };
  } catch (error) {
    return { severity: 'error', text: failed(error) };
  }
}
