// Where a manuscript's own text names its authors: read with pdf.js from real PDFs.
import { describe, expect, it } from 'vitest';
import type { AuthorDetails } from '@confsys/domain';
import { ordinaryPdf, planted } from '../../../../tests/support/pdfs';
import { findAuthorIdentity, findingsOnPage } from './anonymityCheck';

const author = (name: string, email: string, organization: string): AuthorDetails => ({
  name,
  email,
  organization,
  phone: '9876543210',
  gender: 'Female',
  state: 'Kerala',
  country: 'India',
});
const alice = author(planted.name, planted.email, planted.organization);
const bob = author('Bob Okafor', 'bob@uni.example', 'University of Lagos');

describe('the identity check', () => {
  it('finds a name and an organisation planted on page 2, and nothing on the other pages', async () => {
    const pdf = await ordinaryPdf(3, (page) => (page === 2 ? `Acknowledgements: ${planted.name} thanks the ${planted.organization}.` : `Page ${page} on scheduling.`));
    expect(await findAuthorIdentity(pdf, [alice, bob])).toEqual([
      { page: 2, kind: 'name', text: planted.name },
      { page: 2, kind: 'organization', text: planted.organization },
    ]);
  });

  it('finds an email address, and says nothing about a paper that names nobody', async () => {
    const named = await ordinaryPdf(1, () => `Correspondence: ${bob.email}`);
    expect(await findAuthorIdentity(named, [alice, bob])).toEqual([{ page: 1, kind: 'email', text: 'bob@uni.example' }]);
    expect(await findAuthorIdentity(await ordinaryPdf(4), [alice, bob])).toEqual([]);
  });

  it('ignores case, accents, punctuation and line breaks, and text split into runs', () => {
    const zoe = author('Zoë Müller-Lang', 'zoe@lab.example', 'Institut für Informatik');
    expect(findingsOnPage('by ZOE MULLER LANG (institut fur\ninformatik)', 1, [zoe])).toEqual([
      { page: 1, kind: 'name', text: 'Zoë Müller-Lang' },
      { page: 1, kind: 'organization', text: 'Institut für Informatik' },
    ]);
    expect(findingsOnPage('Bob Oka for wrote to bob@ uni.exa mple', 3, [bob]).map((finding) => finding.kind)).toEqual(['name', 'email']);
  });

  it('matches a short name only as whole words', () => {
    const li = author('Li Na', 'li@x.example', 'ETH');
    expect(findingsOnPage('Results from Carolina and Lina.', 1, [li])).toEqual([]);
    expect(findingsOnPage('Thanks to Li Na.', 1, [li])).toEqual([{ page: 1, kind: 'name', text: 'Li Na' }]);
  });
});
