import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Transaction } from 'firebase-admin/firestore';
import { Messages } from '@confsys/domain';
import { HttpError } from './errors';
import { retryBudgetMs, withinRetryBudget } from './retryBudget';

const transaction = {} as Transaction;

afterEach(() => vi.restoreAllMocks());

describe('the retry budget of a contended transaction', () => {
  it('lets attempts start within the budget and refuses the first one after it with 409, without running it', async () => {
    let now = 1_000_000;
    vi.spyOn(Date, 'now').mockImplementation(() => now);
    const update = vi.fn(async () => 'saved');
    const attempt = withinRetryBudget(update);
    expect(await attempt(transaction)).toBe('saved');
    now += retryBudgetMs;
    expect(await attempt(transaction)).toBe('saved');
    now += 1;
    const refused = await attempt(transaction).then(
      () => null,
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(HttpError);
    expect([(refused as HttpError).status, (refused as HttpError).message]).toEqual([409, Messages.tryAgainConcurrent]);
    expect(update).toHaveBeenCalledTimes(2);
  });

  it('counts from the first attempt of each transaction, not from when it was made', async () => {
    let now = 0;
    vi.spyOn(Date, 'now').mockImplementation(() => now);
    const attempt = withinRetryBudget(async () => 'saved', 100);
    now = 10_000;
    expect(await attempt(transaction)).toBe('saved');
    now = 10_100;
    expect(await attempt(transaction)).toBe('saved');
  });
});
