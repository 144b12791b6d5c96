// Applying a preview's rows: each judged again, acted on or answered skipped, a refusal's message kept and
// anything else failed, in the order stored; and the rows counted by outcome.
import { describe, expect, it } from 'vitest';
import type { AppliedOutcome } from '@confsys/domain';
import { applyRows, countsOf } from './applyPreview';
import { HttpError } from './errors';

interface Row {
  id: string;
  outcome: 'will' | 'skip';
}

const answer = (row: Row, outcome: AppliedOutcome, reason: string) => ({ id: row.id, outcome, reason });

describe('applyRows', () => {
  const rows: Row[] = [
    { id: 'P-1', outcome: 'will' },
    { id: 'P-2', outcome: 'skip' },
    { id: 'P-3', outcome: 'will' },
    { id: 'P-4', outcome: 'will' },
  ];

  it('acts on the rows still to act on, and answers the others as judged, in the stored order', async () => {
    const acted: string[] = [];
    const shown = await applyRows(rows, {
      skip: (row) => (row.outcome === 'skip' ? answer(row, 'skipped', 'skipped in the preview') : row.id === 'P-4' ? answer(row, 'skipped', 'changed since the preview') : null),
      act: async (row) => {
        acted.push(row.id);
        return answer(row, 'done', 'done');
      },
      refused: (row, outcome, reason) => answer(row, outcome, reason),
    });
    expect(acted).toEqual(['P-1', 'P-3']);
    expect(shown.map((row) => `${row.id} ${row.outcome}: ${row.reason}`)).toEqual(['P-1 done: done', 'P-2 skipped: skipped in the preview', 'P-3 done: done', 'P-4 skipped: changed since the preview']);
  });

  it('answers a refusal skipped with its message, and any other error failed, without stopping the others', async () => {
    const shown = await applyRows(rows, {
      skip: () => null,
      act: async (row) => {
        if (row.id === 'P-1') throw new HttpError(409, 'already published');
        if (row.id === 'P-2') throw new Error('deadline exceeded');
        return answer(row, 'done', 'done');
      },
      refused: (row, outcome, reason) => answer(row, outcome, reason),
    });
    expect(shown).toEqual([answer(rows[0] as Row, 'skipped', 'already published'), answer(rows[1] as Row, 'failed', 'the change failed; try again'), answer(rows[2] as Row, 'done', 'done'), answer(rows[3] as Row, 'done', 'done')]);
  });

  it('acts on at most `parallel` rows at once, keeping the order of the answers', async () => {
    let running = 0;
    let most = 0;
    const shown = await applyRows(rows, {
      parallel: 2,
      skip: () => null,
      act: async (row) => {
        running += 1;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, row.id === 'P-1' ? 20 : 1));
        running -= 1;
        return answer(row, 'done', 'done');
      },
      refused: (row, outcome, reason) => answer(row, outcome, reason),
    });
    expect(most).toBe(2);
    expect(shown.map((row) => row.id)).toEqual(['P-1', 'P-2', 'P-3', 'P-4']);
  });
});

describe('countsOf', () => {
  it('counts the rows of each outcome, naming only the outcomes present', () => {
    expect(countsOf([{ outcome: 'done' }, { outcome: 'skipped' }, { outcome: 'done' }])).toEqual({ done: 2, skipped: 1 });
    expect(countsOf([])).toEqual({});
  });
});
