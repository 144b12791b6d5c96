import { describe, expect, it } from 'vitest';
import { canEditConflicts, chosenMembers, conflictsSummary } from './conflicts';

const alice = { id: 'R-alice', name: 'Alice Rao', affiliation: 'Western Ghats University' };
const dan = { id: 'R-dan', name: 'Dan Iyer', affiliation: 'Coastal Institute' };
const committee = [alice, dan];

describe('the conflicts picker', () => {
  it('shows the chosen members in the order chosen, each once', () => {
    expect(chosenMembers(committee, ['R-dan', 'R-alice', 'R-dan'])).toEqual([dan, alice]);
    expect(chosenMembers(committee, [])).toEqual([]);
  });

  it('leaves out members no longer on the committee (the server would refuse them)', () => {
    expect(chosenMembers(committee, ['R-gone', 'R-alice'])).toEqual([alice]);
    expect(chosenMembers([], ['R-alice'])).toEqual([]);
  });
});

describe('editing conflicts from the dashboard', () => {
  it('is offered only while the paper is submitted', () => {
    for (const status of ['submitted', 'Submitted']) expect(canEditConflicts(status), status).toBe(true);
    for (const status of ['Under Review', 'Accepted']) expect(canEditConflicts(status), status).toBe(false);
  });

  it('says how many members are declared', () => {
    expect(conflictsSummary(0)).toBe('None declared');
    expect(conflictsSummary(1)).toBe('1 declared');
    expect(conflictsSummary(3)).toBe('3 declared');
  });
});
