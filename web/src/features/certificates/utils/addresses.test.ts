import { describe, expect, it } from 'vitest';
import { invalidAddresses } from './addresses';

describe('invalidAddresses', () => {
  it('says nothing when every entry is an address', () => {
    expect(invalidAddresses([])).toBeNull();
  });

  it('names up to three entries that are not addresses, and counts the rest', () => {
    expect(invalidAddresses(['asha'])).toBe('Not an email address: "asha".');
    expect(invalidAddresses(['a', 'b', 'c', 'd', 'e'])).toBe('Not an email address: "a", "b", "c" and 2 more.');
  });
});
