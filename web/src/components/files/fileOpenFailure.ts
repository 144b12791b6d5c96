// The text shown when a protected file (manuscript, review PDF, profile) could not be opened.
import { Messages } from '@confsys/domain';
import { ApiRequestError } from '../../lib/api';

/** 'Error: {server message}' when the server refused; a generic text when no answer came. */
export function fileOpenFailure(error: unknown): string {
  return error instanceof ApiRequestError ? Messages.errorPrefix(error.message) : Messages.fileOpenFailed;
}

/** The last segment of a file's API path, used as the download name (e.g. ICCS25-0001.docx). */
export function fileNameOf(url: string): string {
  const last = url.split('?')[0]?.split('/').pop() ?? '';
  try {
    return decodeURIComponent(last) || 'file';
  } catch {
    return last || 'file';
  }
}
