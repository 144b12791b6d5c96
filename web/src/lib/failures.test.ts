import { describe, expect, it } from 'vitest';
import { ApiRequestError } from './api';
import { Messages } from '@confsys/domain';
import { errorText, failureText, messageOnStatus, refusalText, serverMessage } from './failures';

describe('admin failure texts', () => {
  const conflict = new ApiRequestError(409, 'This reviewer has 1 paper under review.');

  it("reads the server's message or the thrown error", () => {
    expect(errorText(conflict)).toBe('This reviewer has 1 paper under review.');
    expect(errorText(new TypeError('Failed to fetch'))).toBe('Failed to fetch');
    expect(errorText('boom')).toBe('boom');
  });

  it('picks the message of one status only', () => {
    expect(messageOnStatus(conflict, 409)).toBe('This reviewer has 1 paper under review.');
    expect(messageOnStatus(conflict, 400)).toBeUndefined();
    expect(messageOnStatus(new Error('x'), 409)).toBeUndefined();
  });

  it('tells a server answer from a network failure', () => {
    expect(serverMessage(conflict)).toBe('This reviewer has 1 paper under review.');
    expect(serverMessage(new TypeError('Failed to fetch'))).toBeUndefined();
  });

  it("says the server's message, a generic text when no answer came, and nothing while nothing failed", () => {
    expect(refusalText(conflict)).toBe('This reviewer has 1 paper under review.');
    expect(refusalText(new TypeError('Failed to fetch'))).toBe(Messages.genericTryLater);
    expect(failureText(conflict)).toBe('This reviewer has 1 paper under review.');
    expect(failureText(null)).toBeNull();
    expect(failureText(undefined)).toBeNull();
  });
});
