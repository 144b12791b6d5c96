// The pool's CSV file as the chair uploads it: quoted values, a header or none, topics by semicolons,
// optional loads, and the lines that cannot be read, each named.
import { describe, expect, it } from 'vitest';
import { csvRecords, parseInvitationPool } from './invitationPool';

describe('the pool file', () => {
  it('reads a header, quoted commas and doubled quotes, topics by semicolons and an optional load', () => {
    const text = 'name,email,affiliation,topics,load\r\n"Rao, Asha",asha@example.org,"CUSAT ""Kochi""",Machine learning; Security,4\nRavi Menon,ravi@example.org,,,\n';
    expect(parseInvitationPool(text)).toEqual({
      people: [
        { name: 'Rao, Asha', email: 'asha@example.org', affiliation: 'CUSAT "Kochi"', topics: ['Machine learning', 'Security'], load: 4 },
        { name: 'Ravi Menon', email: 'ravi@example.org' },
      ],
      problems: [],
    });
  });

  it('reads a file without a header, with a byte-order mark and blank lines', () => {
    expect(parseInvitationPool('\uFEFFAsha,asha@example.org\n\n,\nRavi,ravi@example.org').people.map((person) => person.email)).toEqual(['asha@example.org', 'ravi@example.org']);
  });

  it('names each line it cannot read: a missing address, a load out of range or not a number, an unclosed quote', () => {
    const { people, problems } = parseInvitationPool('Asha,,X\nRavi,ravi@example.org,,,0\nUma,uma@example.org,,,7\nLee,lee@example.org,,,two\n"Pat,pat@example.org', 6);
    expect(people).toEqual([]);
    expect(problems).toEqual([
      { line: 5, message: 'Line 5: a quoted value is not closed.' },
      { line: 1, message: 'Line 1: a name and an email are needed.' },
      { line: 2, message: 'Line 2: the load must be a whole number from 1 to 6.' },
      { line: 3, message: 'Line 3: the load must be a whole number from 1 to 6.' },
      { line: 4, message: 'Line 4: the load must be a whole number from 1 to 6.' },
    ]);
  });

  it('keeps a line break inside quotes in its value and numbers the next record by its own line', () => {
    const { records } = csvRecords('"Asha\nRao",a@example.org\nRavi,r@example.org');
    expect(records).toEqual([
      { line: 1, fields: ['Asha\nRao', 'a@example.org'] },
      { line: 3, fields: ['Ravi', 'r@example.org'] },
    ]);
  });

  it('leaves addresses to the preview: an invalid one is read as it is', () => {
    expect(parseInvitationPool('Mallory,"evil@example.org\r\nBcc: all@example.org"').people).toEqual([{ name: 'Mallory', email: 'evil@example.org\r\nBcc: all@example.org' }]);
  });
});
