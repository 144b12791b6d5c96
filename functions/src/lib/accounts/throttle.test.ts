// The throttle's arithmetic: when a lock starts, how it grows, and when failures are forgotten.
import { describe, expect, it } from 'vitest';
import { afterFailure, clientAddress, throttlePolicy, type FailureCount } from './throttle';

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

  it('takes the client address from the first X-Forwarded-For entry, else the socket', () => {
    expect(clientAddress({ headers: { 'x-forwarded-for': '203.0.113.7, 10.0.0.1' } })).toBe('203.0.113.7');
    expect(clientAddress({ headers: {}, socket: { remoteAddress: '127.0.0.1' } })).toBe('127.0.0.1');
  });
});
