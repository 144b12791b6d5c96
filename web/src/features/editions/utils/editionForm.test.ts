import { describe, expect, it } from 'vitest';
import { builtEdition } from '@confsys/domain';
import { editionInput, nextEditionValues, validateEdition } from './editionForm';

describe('the next edition form', () => {
  it('opens on the next year of the current acronym, with the usual parts and a year between the dates', () => {
    const values = nextEditionValues(builtEdition);
    expect(values).toMatchObject({ acronym: 'ICCS', year: '2026', shiftMonths: '12' });
    expect(values.copy).toEqual(['identity', 'calendar', 'fees', 'reviewing', 'proceedings']);
    expect(validateEdition(values)).toEqual({});
    expect(editionInput(values)).toEqual({ acronym: 'ICCS', year: 2026, copy: values.copy, shiftMonths: 12 });
  });

  it("names the fields the API would refuse, with the API's messages", () => {
    const errors = validateEdition({ acronym: 'iccs', year: '', name: 'n'.repeat(41), shiftMonths: '1.5', copy: [] });
    expect(errors).toEqual({
      acronym: 'The acronym must be 2 to 10 capital letters or digits, starting with a letter (e.g. ICCS).',
      year: 'The year must be a whole number from 2000 to 2099.',
      name: 'The name must be at most 40 characters.',
      shiftMonths: 'The dates move by a whole number of months from 0 to 36.',
    });
  });
});
