import { describe, expect, it } from 'vitest';
import { ApiRequestError } from './api';
import { isRetryable, queryClient } from './queryClient';

describe('isRetryable', () => {
  it('tries again when the server failed', () => {
    expect(isRetryable(new ApiRequestError(500, 'Internal error'))).toBe(true);
    expect(isRetryable(new ApiRequestError(503, 'Unavailable'))).toBe(true);
  });

  it('tries again when the request got no answer', () => {
    expect(isRetryable(new TypeError('Failed to fetch'))).toBe(true);
  });

  it('does not try again after a 4xx answer, whose message the screen shows', () => {
    expect(isRetryable(new ApiRequestError(400, 'Invalid request'))).toBe(false);
    expect(isRetryable(new ApiRequestError(403, 'Forbidden'))).toBe(false);
    expect(isRetryable(new ApiRequestError(404, 'Paper not found'))).toBe(false);
    expect(isRetryable(new ApiRequestError(409, 'Already published'))).toBe(false);
  });

  it('does not try again after another failure (a refused Firestore read)', () => {
    expect(isRetryable(Object.assign(new Error('Missing or insufficient permissions.'), { code: 'permission-denied' }))).toBe(false);
  });
});

describe('queryClient', () => {
  it('retries a 5xx twice and a 4xx never', () => {
    const retry = queryClient.getDefaultOptions().queries?.retry;
    if (typeof retry !== 'function') throw new Error('retry is not a function');
    expect(retry(0, new ApiRequestError(502, 'Bad gateway'))).toBe(true);
    expect(retry(1, new ApiRequestError(502, 'Bad gateway'))).toBe(true);
    expect(retry(2, new ApiRequestError(502, 'Bad gateway'))).toBe(false);
    expect(retry(0, new ApiRequestError(404, 'Paper not found'))).toBe(false);
  });

  it('marks every kept answer stale after a change', async () => {
    queryClient.setQueryData(['scenario', 'papers'], { papers: [] });
    expect(queryClient.getQueryState(['scenario', 'papers'])?.isInvalidated).toBe(false);
    await queryClient.getMutationCache().build(queryClient, { mutationFn: async () => 'saved' }).execute(undefined);
    expect(queryClient.getQueryState(['scenario', 'papers'])?.isInvalidated).toBe(true);
    queryClient.clear();
  });
});
