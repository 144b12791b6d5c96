import { describe, expect, it } from 'vitest';
import { nameWarningText } from './nameWarnings';

describe('nameWarningText', () => {
  it('quotes what was found and says whom it names', () => {
    expect(nameWarningText({ text: 'Acme Labs', reason: "names an author's organisation" })).toBe("'Acme Labs' — names an author's organisation");
    expect(nameWarningText({ text: 'Dr Alice Rao', reason: 'names a member of the programme committee' })).toBe("'Dr Alice Rao' — names a member of the programme committee");
  });
});
