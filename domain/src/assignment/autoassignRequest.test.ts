// The automatic assignment's request is a union of shapes (the papers without reviewers, all those under
// the target, or the papers named): checkRequest answers the first problem of the shape the input meant,
// else the overview.
import { describe, expect, it } from 'vitest';
import { checkRequest } from '../validation';
import { AutoassignPapersSchema } from './bidding';

describe('a union of request shapes', () => {
  it('answers the first problem of the shape the input meant, else the overview', () => {
    expect(checkRequest(AutoassignPapersSchema, { paperIds: [] }).errors?.paperIds).toBe('Name at least one paper.');
    expect(checkRequest(AutoassignPapersSchema, 'some').errors?.['']).toMatch(/^papers must be/);
  });
});
