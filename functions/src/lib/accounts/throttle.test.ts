// The throttle's arithmetic: when a lock starts, how it grows, and when failures are forgotten.
import { describe, expect, it } from 'vitest';
import { afterFailure, clientAddress, platformHops, throttlePolicy, type FailureCount } from './throttle';

const minute = 60_000;
const fail = (count: FailureCount, at: number, limit = throttlePolicy.pairLimit) => afterFailure(count, limit, at);
const start: FailureCount = { failures: 0, lastFailure: 0, lockedUntil: 0 };

function failures(times: number, from = start, at = 1_000_000): FailureCount {
  let count = from;
  for (let index = 0; index < times; index++) count = fail(count, at + index);
  return count;
}

describe('the password throttle', () => {
  it('locks for a minute at the tenth failure, not before', () => {
    expect(failures(9).lockedUntil).toBe(0);
    const tenth = failures(10);
    expect(tenth.failures).toBe(10);
    expect(tenth.lockedUntil - tenth.lastFailure).toBe(minute);
  });

  it('doubles the lock with each further failure, up to an hour', () => {
    let count = failures(10);
    const locks: number[] = [];
    for (let index = 0; index < 8; index++) {
      const at: number = count.lockedUntil + 1;
      count = fail(count, at);
      locks.push((count.lockedUntil - at) / minute);
    }
    expect(locks).toEqual([2, 4, 8, 16, 32, 60, 60, 60]);
  });

  it('forgets failures after fifteen quiet minutes, counted from the end of the last lock', () => {
    const nine = failures(9);
    expect(fail(nine, nine.lastFailure + 15 * minute).failures).toBe(10);
    expect(fail(nine, nine.lastFailure + 15 * minute + 1).failures).toBe(1);
    const locked = fail(failures(12), failures(12).lockedUntil + 1); // a lock running after the 13th failure
    expect(fail(locked, locked.lockedUntil + 10 * minute).failures).toBe(14);
    expect(fail(locked, locked.lockedUntil + 15 * minute + 1).failures).toBe(1);
  });

  it('has an account-wide limit ten times higher than one address gets', () => {
    let count = start;
    for (let index = 0; index < 99; index++) count = afterFailure(count, throttlePolicy.accountLimit, 1_000_000 + index);
    expect(count.lockedUntil).toBe(0);
    count = afterFailure(count, throttlePolicy.accountLimit, 1_000_099);
    expect(count.lockedUntil - count.lastFailure).toBe(minute);
  });

  describe('the client address the platform vouches for', () => {
    // What the requests look like once Google's front end (and, through Hosting, its CDN) appended to them.
    const direct = (supplied: string) => ({ headers: { 'x-forwarded-for': supplied ? `${supplied}, 198.51.100.20` : '198.51.100.20' } });
    const throughHosting = (supplied: string) => ({ headers: { 'x-forwarded-for': `${supplied ? `${supplied}, ` : ''}198.51.100.30, 203.0.113.250` } });

    it('is the entry the front end appended, whatever the caller put before it', () => {
      for (const forged of ['', '10.9.8.7', '1.1.1.1, 2.2.2.2', 'unknown', '198.51.100.99, 198.51.100.98, 198.51.100.97']) {
        expect(clientAddress(direct(forged), 1)).toBe('198.51.100.20');
      }
    });

    it('through Hosting with two trusted hops is the visitor the CDN saw, and one hop gives the CDN', () => {
      for (const forged of ['', '10.9.8.7', '1.1.1.1, 2.2.2.2']) {
        expect(clientAddress(throughHosting(forged), 2)).toBe('198.51.100.30');
        expect(clientAddress(throughHosting(forged), 1)).toBe('203.0.113.250');
      }
      // A direct call with no header of its own under two hops: the one entry there is the front end's.
      expect(clientAddress(direct(''), 2)).toBe('198.51.100.20');
    });

    it('reads repeated headers as one list, and falls back to the socket without one (never req.ip)', () => {
      expect(clientAddress({ headers: { 'x-forwarded-for': ['6.6.6.6', '198.51.100.21'] } }, 1)).toBe('198.51.100.21');
      expect(clientAddress({ headers: {}, socket: { remoteAddress: '127.0.0.1' } }, 1)).toBe('127.0.0.1');
      expect(clientAddress({ headers: { 'x-forwarded-for': ' , ' }, socket: { remoteAddress: '::1' } }, 1)).toBe('::1');
    });

    it('takes its hops from CLIENT_ADDRESS_HOPS, 1 unless a small whole number is set', () => {
      expect([undefined, '', '0', '-1', '2.5', 'two', '9'].map((value) => platformHops(value))).toEqual([1, 1, 1, 1, 1, 1, 1]);
      expect(platformHops('2')).toBe(2);
    });
  });
});
