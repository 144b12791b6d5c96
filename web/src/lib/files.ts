// Files the API serves only with the ID token (manuscripts, receipts, review comments), and plain
// downloads: fetched as a Blob, then opened in a new tab or saved under a given name via an object URL.
// No Firebase code: the token comes from the source the signed-in areas register with lib/api.
import { ApiRequestError, currentToken } from './api';
import { editionHeaders } from './readingEdition';
import { EditionHeader } from '@confsys/domain';

/** How long an object URL stays valid after a tab or a download was given it. */
const revokeAfterMs = 60_000;

interface FetchFileOptions {
  /** Send the signed-in user's ID token (default). Off for capability URLs such as receipt links. */
  withToken?: boolean;
  /** The edition to read the file from (X-Edition), when it is not the one the admin screens read. */
  edition?: string;
}

/** Fetches a file; a non-2xx answer throws ApiRequestError with the server's message. */
export async function fetchFile(url: string, { withToken = true, edition }: FetchFileOptions = {}): Promise<Blob> {
  const headers: Record<string, string> = !withToken ? {} : edition ? { [EditionHeader]: edition } : editionHeaders();
  const token = withToken ? await currentToken() : null;
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await fetch(url, { headers });
  if (!response.ok) throw new ApiRequestError(response.status, await failureMessage(response));
  return response.blob();
}

/** The server's message of a failed file request: the JSON `message`, else the text, else the status. */
async function failureMessage(response: Response): Promise<string> {
  const body = (await response.text().catch(() => '')).trim();
  try {
    const data: unknown = JSON.parse(body);
    if (typeof data === 'object' && data !== null && 'message' in data && typeof data.message === 'string') return data.message;
  } catch {
    // Not JSON: the text itself (or the status line) is the message.
  }
  return body || response.statusText || `Request failed with status ${response.status}`;
}

/** Saves a Blob under a file name through a temporary download link. */
export function downloadBlob(blob: Blob, fileName: string): void {
  const objectUrl = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = objectUrl;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(objectUrl), revokeAfterMs);
}

/**
 * Opens a file the API serves behind sign-in: in a new tab, or as a download named `fileName`.
 * Call it straight from a click handler: the tab is opened before the fetch, while the click still
 * counts as a user gesture (a tab opened after an await may be blocked as a pop-up). Failures close
 * that tab and throw (ApiRequestError carries the server's message).
 */
export async function openProtectedFile(url: string, fileName?: string, edition?: string): Promise<void> {
  const tab = fileName === undefined ? window.open('', '_blank') : null;
  if (tab) tab.opener = null;
  try {
    const blob = await fetchFile(url, edition ? { edition } : {});
    if (fileName !== undefined) {
      downloadBlob(blob, fileName);
      return;
    }
    if (!tab) {
      // Pop-ups are blocked: save the file instead, under the last part of its path.
      downloadBlob(blob, decodeURIComponent(url.split('?')[0]?.split('/').pop() || 'file'));
      return;
    }
    const objectUrl = URL.createObjectURL(blob);
    tab.location.href = objectUrl;
    setTimeout(() => URL.revokeObjectURL(objectUrl), revokeAfterMs);
  } catch (error) {
    tab?.close();
    throw error;
  }
}
