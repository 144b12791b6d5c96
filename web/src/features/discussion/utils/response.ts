// The author response page's rules apart from its markup: the window in words (in the conference's time
// zone), the live word count against the limit (counted as the server counts), why Save draft or Submit
// cannot be used now, the submitted version in words, and when the dashboard offers the page.
import { Messages, PaperStatus, countWords, formatDeadlineIn, isStatus, normaliseStatus, statusLabel } from '@confsys/domain';
import type { AuthorResponse } from '../../../api/discussion/getAuthorResponse';

export type ResponseWindow = AuthorResponse['window'];

/** The window in words: not planned, opens on ..., open until ..., closed on ... */
export function responseWindowText(window: ResponseWindow): string {
  const at = (iso: string) => formatDeadlineIn(iso, window.timeZone);
  if (window.state === 'open') return window.closesAt ? `The author response is open until ${at(window.closesAt)}.` : 'The author response is open.';
  if (window.state === 'notYetOpen' && window.opensAt) return Messages.responseNotYetOpen(at(window.opensAt));
  if (window.state === 'closed' && window.closesAt) return Messages.responseClosed(at(window.closesAt));
  return Messages.responseNotPlanned;
}

/** The words of the text as typed, the count the server makes of it, and whether it is over the limit. */
export interface WordCount {
  words: number;
  limit: number;
  over: boolean;
  /** "312 / 500 words" */
  text: string;
  /** The server's message over the limit; null within it. */
  problem: string | null;
}

export function wordCount(text: string, limit: number): WordCount {
  const words = countWords(text);
  const over = words > limit;
  return { words, limit, over, text: `${words} / ${limit} words`, problem: over ? Messages.responseOverLimit(words, limit) : null };
}

type Page = Pick<AuthorResponse, 'window' | 'status'>;

/** Why nothing can be saved now (the window, the paper's status), or null while it can. */
export function saveBlock(page: Page, count: WordCount): string | null {
  if (page.window.state !== 'open') return responseWindowText(page.window);
  if (!isStatus(page.status, PaperStatus.UnderReview)) return Messages.responseNotUnderReview(statusLabel(normaliseStatus(page.status) ?? PaperStatus.Submitted));
  return count.problem;
}

/** Why the response cannot be submitted now: as saveBlock, or an empty response. */
export function submitBlock(page: Page, count: WordCount): string | null {
  return saveBlock(page, count) ?? (count.words === 0 ? Messages.responseEmpty : null);
}

/** The submitted version and the versions kept, in words; null before the first submission. */
export function submittedText(response: AuthorResponse['response'], timeZone: string): string | null {
  const { submitted, versions } = response;
  if (!submitted) return null;
  const count = versions.length === 1 ? '1 version submitted' : `${versions.length} versions submitted`;
  return `Submitted on ${formatDeadlineIn(submitted.at, timeZone)} (${submitted.words} words); ${count}. The reviewers and the chair read the last one.`;
}

/** The draft saved that the reviewers do not see yet, in words; null when there is none. */
export function draftText(response: AuthorResponse['response'], timeZone: string): string | null {
  const { draft, submitted } = response;
  if (!draft) return null;
  return `Draft saved ${formatDeadlineIn(draft.savedAt, timeZone)} (${draft.words} words): ${submitted ? 'it differs from the submitted response, which the reviewers read' : 'not submitted yet, so the reviewers do not see it'}.`;
}

/** The text the form starts from: the draft, else the submitted response, else nothing. */
export function startingText(response: AuthorResponse['response']): string {
  return response.draft?.text ?? response.submitted?.text ?? '';
}

/** The dashboard offers the response page for a paper under review whose reviews are released. */
export function canRespond(row: { status: string; responseReleasedAt: string | null }): boolean {
  return row.responseReleasedAt !== null && isStatus(row.status, PaperStatus.UnderReview);
}
