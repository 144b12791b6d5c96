import { describe, expect, it } from 'vitest';
import { pendingDelivery, type MailDoc } from '@confsys/domain';
import {
  canResend,
  endedText,
  mailDetails,
  mailName,
  mailReadFailure,
  mailStateFilters,
  mailStateFromParam,
  mailStateLabels,
  mailTime,
  noMailText,
  recipientsText,
  withMailState,
} from './mail';

const decisionToAnn: MailDoc = {
  to: ['ann@demo.test'],
  message: { subject: 'Decision on P-2026-001', text: 'Dear Ann,\nyour paper is accepted.', html: '<p>Dear Ann,</p>' },
  attachments: [],
  kind: 'decision',
  paperId: 'P-2026-001',
  createdAt: '2026-11-23T07:39:00.000Z',
  delivery: pendingDelivery('2026-11-23T07:39:00.000Z'),
};

const failedReminder: MailDoc = {
  ...decisionToAnn,
  to: ['bo@demo.test', 'chair@demo.test'],
  message: { subject: 'Reminder: 2 reviews are due', text: '', html: '' },
  kind: 'reminder',
  paperId: null,
  attachments: [{ filename: 'comments.pdf', path: 'papers/P-1/comments.pdf' }],
  delivery: { ...pendingDelivery('2026-11-23T07:39:00.000Z'), state: 'ERROR', attempts: 5, error: '550 Mailbox unavailable', endTime: '2026-11-23T08:05:00.000Z' },
};

describe('delivery states', () => {
  it('reads each state as a word: Queued, Sending, Sent, Failed', () => {
    expect(mailStateLabels).toEqual({ PENDING: 'Queued', PROCESSING: 'Sending', SUCCESS: 'Sent', ERROR: 'Failed' });
  });

  it('offers All, then each state, as filters', () => {
    expect(mailStateFilters).toEqual([
      { value: null, label: 'All' },
      { value: 'PENDING', label: 'Queued' },
      { value: 'PROCESSING', label: 'Sending' },
      { value: 'SUCCESS', label: 'Sent' },
      { value: 'ERROR', label: 'Failed' },
    ]);
  });

  it('offers Resend only for a failed message', () => {
    expect(canResend(failedReminder)).toBe(true);
    expect(canResend(decisionToAnn)).toBe(false);
    expect(canResend({ delivery: { ...decisionToAnn.delivery, state: 'SUCCESS' } })).toBe(false);
  });
});

describe('the state filter in the URL', () => {
  it('reads ?state=ERROR, and every message for an absent or unknown state', () => {
    expect(mailStateFromParam('ERROR')).toBe('ERROR');
    expect(mailStateFromParam(null)).toBeNull();
    expect(mailStateFromParam('error')).toBeNull();
    expect(mailStateFromParam('DELETED')).toBeNull();
  });

  it('sets and removes the state, keeping the other parameters', () => {
    const failed = withMailState(new URLSearchParams('x=1'), 'ERROR');
    expect(failed.toString()).toBe('x=1&state=ERROR');
    expect(withMailState(failed, null).toString()).toBe('x=1');
  });
});

describe('what the grid says', () => {
  it('says the outbox is empty, or that no message is in the chosen state', () => {
    expect(noMailText(null)).toBe('No messages yet.');
    expect(noMailText('PENDING')).toBe('No message is queued.');
    expect(noMailText('PROCESSING')).toBe('No message is being sent.');
    expect(noMailText('SUCCESS')).toBe('No message has been sent yet.');
    expect(noMailText('ERROR')).toBe('No message has failed.');
  });

  it('lists every recipient', () => {
    expect(recipientsText(['bo@demo.test', 'chair@demo.test'])).toBe('bo@demo.test, chair@demo.test');
    expect(recipientsText([])).toBe('No recipient');
  });

  it('names a message by its subject and recipients, for its buttons', () => {
    expect(mailName(decisionToAnn)).toBe('“Decision on P-2026-001” to ann@demo.test');
  });

  it('shows times to the minute, and nothing for a missing one', () => {
    expect(mailTime('2026-11-23T07:39:00.000Z', 'UTC')).toBe('23 Nov 2026, 07:39');
    expect(mailTime('2026-11-23T07:39:00.000Z', 'Asia/Kolkata')).toBe('23 Nov 2026, 13:09');
    expect(mailTime(null)).toBe('');
  });

  it('says when the last attempt ended, or why it has not', () => {
    expect(endedText(failedReminder.delivery, 'UTC')).toBe('23 Nov 2026, 08:05');
    expect(endedText(decisionToAnn.delivery)).toBe('Not tried yet');
    expect(endedText({ state: 'PROCESSING', endTime: null })).toBe('Sending now');
  });
});

describe('a failed read of the outbox', () => {
  it('explains a refusal, a missing index and a lost connection', () => {
    expect(mailReadFailure({ code: 'permission-denied', message: 'Missing or insufficient permissions.' })).toBe(
      'You are not allowed to read the outbox: only admins may. Sign in again as an admin.',
    );
    expect(mailReadFailure({ code: 'failed-precondition' })).toMatch(/index is still being built/);
    expect(mailReadFailure({ code: 'unavailable' })).toMatch(/cannot be reached/);
  });

  it('names what went wrong otherwise', () => {
    expect(mailReadFailure(new Error('mail/m1 does not match its schema: kind: Invalid option'))).toBe(
      'The outbox could not be read (mail/m1 does not match its schema: kind: Invalid option). Reload the page to try again.',
    );
    expect(mailReadFailure('odd')).toBe('The outbox could not be read. Reload the page to try again.');
  });
});

describe('the preview', () => {
  it('lists To, Subject, Kind, Paper, State, Attempts, Last error, the times and the attachments', () => {
    expect(mailDetails(failedReminder, 'UTC')).toEqual([
      { label: 'To', value: 'bo@demo.test, chair@demo.test' },
      { label: 'Subject', value: 'Reminder: 2 reviews are due' },
      { label: 'Kind', value: 'Review reminder' },
      { label: 'Paper', value: 'N/A' },
      { label: 'State', value: 'Failed' },
      { label: 'Attempts', value: '5' },
      { label: 'Last error', value: '550 Mailbox unavailable' },
      { label: 'Created', value: '23 Nov 2026, 07:39' },
      { label: 'Ended', value: '23 Nov 2026, 08:05' },
      { label: 'Attachments', value: 'comments.pdf' },
    ]);
  });

  it('says None where a queued message has no error and no attachment', () => {
    const details = new Map(mailDetails(decisionToAnn, 'UTC').map(({ label, value }) => [label, value]));
    expect(details.get('State')).toBe('Queued');
    expect(details.get('Last error')).toBe('None');
    expect(details.get('Attachments')).toBe('None');
    expect(details.get('Paper')).toBe('P-2026-001');
  });
});
