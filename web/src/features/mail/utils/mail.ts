// The Email screen's words: each delivery state as a label (never colour alone), the state filter kept
// in the URL (`?state=ERROR`), the empty and failed-read texts, the times, and the preview's details.
import { formatDateTime, mailKindLabels, mailStates, MailState, Messages, previewIdFormat, type MailDoc } from '@confsys/domain';

/** What each state reads as, in the grid, the filter and the preview. */
export const mailStateLabels: Record<MailState, string> = {
  [MailState.Pending]: 'Queued',
  [MailState.Processing]: 'Sending',
  [MailState.Success]: 'Sent',
  [MailState.Error]: 'Failed',
};

/** The chip's colour beside its label: a second cue, never the only one. */
export const mailStateColors: Record<MailState, 'default' | 'info' | 'success' | 'error'> = {
  [MailState.Pending]: 'default',
  [MailState.Processing]: 'info',
  [MailState.Success]: 'success',
  [MailState.Error]: 'error',
};

/** The filter's choices: every message, then each state. */
export const mailStateFilters: ReadonlyArray<{ value: MailState | null; label: string }> = [
  { value: null, label: 'All' },
  ...mailStates.map((state) => ({ value: state, label: mailStateLabels[state] })),
];

/** The URL parameter that keeps the filter (`?state=ERROR`), so it survives a reload. */
export const mailStateParam = 'state';
/** The mailing whose messages the screen lists (the chair's message to a group): ?mailing=<its preview's ID>. */
export const mailingParam = 'mailing';

/** The mailing a URL names; none when absent or not shaped like one: the URL is user input. */
export function mailingFromParam(value: string | null): string | null {
  return value !== null && previewIdFormat.test(value) ? value : null;
}

/** The search parameters without the mailing, the others kept. */
export function withoutMailing(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete(mailingParam);
  return next;
}

/** The state a URL names; none (every message) when absent or unknown: the URL is user input. */
export function mailStateFromParam(value: string | null): MailState | null {
  return mailStates.find((state) => state === value) ?? null;
}

/** The search parameters with the filter set, or removed for every message; the others kept. */
export function withMailState(current: URLSearchParams, state: MailState | null): URLSearchParams {
  const next = new URLSearchParams(current);
  if (state === null) next.delete(mailStateParam);
  else next.set(mailStateParam, state);
  return next;
}

const noMailInState: Record<MailState, string> = {
  [MailState.Pending]: 'No message is queued.',
  [MailState.Processing]: 'No message is being sent.',
  [MailState.Success]: 'No message has been sent yet.',
  [MailState.Error]: 'No message has failed.',
};

/** The grid's text when the outbox (or the chosen state) holds nothing. */
export function noMailText(state: MailState | null): string {
  return state === null ? 'No messages yet.' : noMailInState[state];
}

/** What a failed read of the outbox tells the admin (a Firestore error carries a `code`). */
export function mailReadFailure(error: unknown): string {
  const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
  if (code === 'permission-denied') return 'You are not allowed to read the outbox: only admins may. Sign in again as an admin.';
  if (code === 'failed-precondition') return 'The outbox cannot be listed this way yet: its index is still being built. Try again in a few minutes.';
  if (code === 'unavailable') return 'The outbox cannot be reached: check the connection and reload the page.';
  const detail = error instanceof Error && error.message !== '' ? ` (${error.message})` : '';
  return `The outbox could not be read${detail}. Reload the page to try again.`;
}

export function recipientsText(to: readonly string[]): string {
  return to.length === 0 ? 'No recipient' : to.join(', ');
}

/** "23 Nov 2026, 07:39" in the admin's time zone (a given one in tests); '' for a missing time. */
export function mailTime(iso: string | null, timeZone?: string): string {
  return formatDateTime(iso, timeZone);
}

/** When the last attempt ended, or why there is no such time yet. */
export function endedText(delivery: Pick<MailDoc['delivery'], 'state' | 'endTime'>, timeZone?: string): string {
  if (delivery.endTime) return mailTime(delivery.endTime, timeZone);
  return delivery.state === MailState.Processing ? 'Sending now' : 'Not tried yet';
}

/** Only a message whose delivery failed can be sent again (the server answers 409 otherwise). */
export function canResend(mail: Pick<MailDoc, 'delivery'>): boolean {
  return mail.delivery.state === MailState.Error;
}

/** A message named for its buttons and its dialog: "“Decision on P-1” to ann@demo.test". */
export function mailName(mail: Pick<MailDoc, 'to' | 'message'>): string {
  return `“${mail.message.subject}” to ${recipientsText(mail.to)}`;
}

/** The preview's details, in order, as label and value. */
export function mailDetails(mail: MailDoc, timeZone?: string): Array<{ label: string; value: string }> {
  const { delivery } = mail;
  return [
    { label: 'To', value: recipientsText(mail.to) },
    { label: 'Subject', value: mail.message.subject },
    { label: 'Kind', value: mailKindLabels[mail.kind] },
    { label: 'Paper', value: mail.paperId ?? Messages.notAvailable },
    { label: 'State', value: mailStateLabels[delivery.state] },
    { label: 'Attempts', value: String(delivery.attempts) },
    { label: 'Last error', value: delivery.error ?? 'None' },
    { label: 'Created', value: mailTime(mail.createdAt, timeZone) },
    { label: 'Ended', value: endedText(delivery, timeZone) },
    { label: 'Attachments', value: mail.attachments.length === 0 ? 'None' : mail.attachments.map((file) => file.filename).join(', ') },
  ];
}
