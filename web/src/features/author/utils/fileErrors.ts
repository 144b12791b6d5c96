// The text shown when a protected file could not be opened.
import { Messages } from '@confsys/domain';
import { ApiRequestError } from '../../../lib/api';

export const fileOpenFailed = 'Could not open the file. Please try again.';

/** 'Error: {server message}' when the server refused; a generic text when no answer came. */
export function fileOpenFailure(error: unknown): string {
  return error instanceof ApiRequestError ? Messages.errorPrefix(error.message) : fileOpenFailed;
}
