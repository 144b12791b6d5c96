// Who a message may go to: single, well-formed addresses, each once.
import { describe, expect, it } from 'vitest';
import { recipients } from './outbox';

describe('recipients', () => {
  it('keeps well-formed addresses, lower case, each once', () => {
    expect(recipients([' Asha@Example.org ', 'asha@example.org', 'ravi@uni.example.test'])).toEqual(['asha@example.org', 'ravi@uni.example.test']);
  });

  it('drops anything that could name more than one recipient or carry a header', () => {
    expect(recipients(['a@example.org, b@example.org', 'Name <c@example.org>', 'd@example.org\r\nBcc: e@example.org', 'no-at-sign', 'f@localhost'])).toEqual([]);
  });
});
