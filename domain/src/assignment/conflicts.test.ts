import { describe, expect, it } from 'vitest';
import { emailDomain, findConflicts, normaliseOrganization, sameOrganisationDomain } from './conflicts';

const ann = { name: 'Ann Rao', email: 'ann.rao@cs.iisc.ac.in', organization: 'Indian Institute of Science' };
const raj = { name: 'Raj Iyer', email: 'raj.iyer@gmail.com', organization: 'University of Mysore' };
const reviewer = (email: string, affiliation: string) => ({ id: 'r1', email, affiliation });
const none = { excludedByAuthors: [], declaredByReviewer: false };

describe('organisation names', () => {
  it.each([
    ['University of Mysore', 'Mysore University'],
    ['University of Mysore', 'the university of MYSORE.'],
    ['Universität Stuttgart', 'University of Stuttgart'],
    ['Technische Universität München', 'Technische Universitat Munchen'],
    ['Dept. of CS & Engineering, Anna University', 'Anna University Department of CS and Engineering'],
  ])('"%s" is "%s"', (a, b) => {
    expect(normaliseOrganization(a)).toBe(normaliseOrganization(b));
  });

  it.each([
    ['Indian Institute of Science', 'Indian Institute of Technology'],
    ['University of Mysore', 'University of Madras'],
  ])('"%s" is not "%s"', (a, b) => {
    expect(normaliseOrganization(a)).not.toBe(normaliseOrganization(b));
  });

  it('leaves nothing of a name made only of generic words, which then matches nothing', () => {
    expect(normaliseOrganization('The University')).toBe('');
    expect(findConflicts(reviewer('x@example.org', 'University'), [{ ...ann, organization: 'The University of' }], none)).toEqual([]);
  });
});

describe('email domains', () => {
  it('compares the domain after the last @, case-insensitively', () => {
    expect(emailDomain('"a@b"@Example.ORG')).toBe('example.org');
    expect(emailDomain('no-at-sign')).toBe('');
  });

  it('counts a subdomain as the same organisation, and never a public mail provider', () => {
    const same: Array<[string, string]> = [['a@cs.iisc.ac.in', 'b@iisc.ac.in'], ['a@iisc.ac.in', 'b@IISC.ac.in']];
    const different: Array<[string, string]> = [['a@gmail.com', 'b@gmail.com'], ['a@yahoo.co.in', 'b@yahoo.co.in'], ['a@notiisc.ac.in', 'b@iisc.ac.in'], ['a@ac.in', 'b@localhost']];
    for (const [a, b] of same) expect(sameOrganisationDomain(a, b), `${a} ${b}`).toBe(true);
    for (const [a, b] of different) expect(sameOrganisationDomain(a, b), `${a} ${b}`).toBe(false);
  });
});

describe('findConflicts', () => {
  it('finds nothing between strangers', () => {
    expect(findConflicts(reviewer('lee@mit.edu', 'MIT'), [ann, raj], none)).toEqual([]);
  });

  it('gives each source its reason, naming the author for the admin', () => {
    expect(findConflicts(reviewer('RAJ.IYER@gmail.com', 'Freelance'), [ann, raj], none)).toEqual([
      { source: 'email', reason: "The reviewer's email is the email of author Raj Iyer." },
    ]);
    expect(findConflicts(reviewer('bo@iisc.ac.in', 'Somewhere else'), [ann, raj], none)).toEqual([
      { source: 'domain', reason: "The reviewer's email domain (iisc.ac.in) is that of author Ann Rao." },
    ]);
    expect(findConflicts(reviewer('bo@example.org', 'Mysore University'), [ann, raj], none)).toEqual([
      { source: 'organization', reason: "The reviewer's affiliation (Mysore University) is the organisation of author Raj Iyer." },
    ]);
  });

  it('adds the declared conflicts, and reports each found one once per author', () => {
    const conflicts = findConflicts(reviewer('ann.rao@cs.iisc.ac.in', 'Indian Institute of Science'), [ann], { excludedByAuthors: ['r1'], declaredByReviewer: true });
    expect(conflicts.map((conflict) => conflict.source)).toEqual(['authors', 'reviewer', 'email', 'organization']);
    expect(findConflicts(reviewer('x@example.org', 'Elsewhere'), [ann], { excludedByAuthors: ['r2'], declaredByReviewer: false })).toEqual([]);
  });
});
