import { describe, expect, it } from 'vitest';
import { PaperStatus } from '@confsys/domain';
import { paperStatusDisplay } from './paperStatus';

describe('paperStatusDisplay', () => {
  it('labels each status as the domain does, never in lower case', () => {
    expect(paperStatusDisplay('submitted')).toEqual({ status: PaperStatus.Submitted, label: 'Submitted' });
    expect(paperStatusDisplay('Under Review')).toEqual({ status: PaperStatus.UnderReview, label: 'Under Review' });
    expect(paperStatusDisplay('Accepted').label).toBe('Accepted');
    expect(paperStatusDisplay('Rejected').label).toBe('Rejected');
    expect(paperStatusDisplay('Published').label).toBe('Published');
  });

  it('reads a status stored in another case as the same status', () => {
    expect(paperStatusDisplay('under review')).toEqual({ status: PaperStatus.UnderReview, label: 'Under Review' });
    expect(paperStatusDisplay(' PUBLISHED ')).toEqual({ status: PaperStatus.Published, label: 'Published' });
  });

  it('shows an empty value as N/A and an unknown one as it is', () => {
    expect(paperStatusDisplay('')).toEqual({ status: null, label: 'N/A' });
    expect(paperStatusDisplay('Desk rejected')).toEqual({ status: null, label: 'Desk rejected' });
  });
});
