// How long a request keeps retrying a transaction that others keep changing. The SDK waits longer
// before each attempt (1 s, then half as long again each time), so twenty attempts would outlast the
// function's minute and the caller would get a timeout without knowing whether anything was saved.
// Within the budget the transaction is retried as usual; once it is spent, the next attempt stops with
// 409 and nothing written, which the caller can simply try again.
import type { Transaction } from 'firebase-admin/firestore';
import { Messages } from '@confsys/domain';
import { conflict } from './errors';

/** The time after the first attempt in which another attempt may still start (the last one has the rest of the minute). */
export const retryBudgetMs = 20_000;

/** `update`, refusing (409, nothing written) an attempt that would start once the budget is spent. */
export function withinRetryBudget<T>(update: (transaction: Transaction) => Promise<T>, budgetMs = retryBudgetMs): (transaction: Transaction) => Promise<T> {
  let started: number | null = null;
  return async (transaction) => {
    const now = Date.now();
    if (started === null) started = now;
    else if (now - started > budgetMs) throw conflict(Messages.tryAgainConcurrent);
    return update(transaction);
  };
}
