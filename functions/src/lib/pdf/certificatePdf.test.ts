// A certificate's PDF read back: the conference, the holder as written, what it certifies, the code and
// the verification address (printed, and in the metadata), the same bytes every time.
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { defaultIdentity, type CertificateDoc } from '@confsys/domain';
import { certificatePdf } from './certificatePdf';

async function textOf(bytes: Uint8Array): Promise<string> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const document = await pdfjs.getDocument({ data: new Uint8Array(bytes), useSystemFonts: true }).promise;
  const lines: string[] = [];
  for (let number = 1; number <= document.numPages; number++) {
    const content = await (await document.getPage(number)).getTextContent();
    for (const item of content.items) if ('str' in item) lines.push(item.str);
  }
  return lines.join('\n');
}

const certificate: CertificateDoc = {
  code: '7K3M-X9QD-2HRT-V8WN',
  kind: 'reviewer',
  edition: { id: 'iccs-2025', name: 'ICCS 2025' },
  name: 'Żaneta Ñúñez-Øberg',
  email: 'zaneta@example.org',
  uid: null,
  text: 'served on the programme committee of ICCS 2025 as a reviewer and submitted 3 reviews, 2 of them on time.',
  facts: { kind: 'reviewer', reviews: 3, onTime: 2 },
  key: 'iccs-2025|reviewer|zaneta@example.org',
  issuedAt: '2025-10-01T10:00:00.000Z',
  issuedBy: 'chair',
  revoked: null,
};
const verifyUrl = 'https://iccs2025.example.org/api/certificates/7K3M-X9QD-2HRT-V8WN';

describe('certificatePdf', () => {
  it('prints the conference, the holder, the text, the code and where to verify it', async () => {
    const bytes = await certificatePdf(certificate, { identity: defaultIdentity, days: '18-19 Sep 2025', verifyUrl });
    const text = (await textOf(bytes)).replace(/\s+/g, ' ');
    for (const shown of [defaultIdentity.title, 'Certificate of Reviewing', certificate.name, '2 of them on time.', certificate.code, verifyUrl, '18-19 Sep 2025']) expect(text).toContain(shown);
    expect(text).not.toContain(certificate.email);
    const document = await PDFDocument.load(bytes);
    expect(document.getKeywords()).toContain(certificate.code);
    expect(document.getSubject()).toContain(verifyUrl);
    expect(document.getPageCount()).toBe(1);
  });

  it('gives the same bytes for the same certificate', async () => {
    const print = { identity: defaultIdentity, days: '18-19 Sep 2025', verifyUrl };
    expect(Buffer.from(await certificatePdf(certificate, print)).equals(Buffer.from(await certificatePdf(certificate, print)))).toBe(true);
  });
});
