// The text shown when a protected file could not be opened.
import { Messages } from '@confsys/domain';
import { ApiRequestError } from '../../../lib/api';


/** 'Error: {server message}' when the server refused; a generic text when no answer came. */
export function fileOpenFailure(error: unknown): string {
  return error instanceof ApiRequestError ? Messages.errorPrefix(error.message) : Messages.fileOpenFailed;
}
