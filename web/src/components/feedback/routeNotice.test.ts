import { describe, expect, it } from 'vitest';
import { noticeFromState, noticeState } from './routeNotice';

describe('noticeFromState', () => {
  it('reads the notice the review form hands to the dashboard', () => {
    expect(noticeFromState(noticeState('Review submitted successfully.'))).toBe('Review submitted successfully.');
  });

  it('ignores other navigation states', () => {
    expect(noticeFromState(null)).toBeNull();
    expect(noticeFromState({ from: '/reviewer' })).toBeNull();
    expect(noticeFromState({ notice: '  ' })).toBeNull();
    expect(noticeFromState('notice')).toBeNull();
  });
});
