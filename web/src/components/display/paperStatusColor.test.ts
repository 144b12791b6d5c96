import { describe, expect, it } from 'vitest';
import { paperStatusColor } from './paperStatusColor';

describe('paperStatusColor', () => {
  it('colours each status, ignoring case', () => {
    expect(paperStatusColor('submitted')).toBe('default');
    expect(paperStatusColor('under review')).toBe('warning');
    expect(paperStatusColor('Accepted')).toBe('info');
    expect(paperStatusColor('Published')).toBe('success');
    expect(paperStatusColor('Rejected')).toBe('error');
    expect(paperStatusColor('')).toBe('default');
  });
});
