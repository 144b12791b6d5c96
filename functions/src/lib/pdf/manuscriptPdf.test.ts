// The reviewer's copy and the bounds on reading a manuscript, on real PDFs built to attack them.
import { describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import { allReadableBytes, bombPdf, jpegWithMetadata, ordinaryPdf, pdfWithHiddenIdentity, planted, zeroPagePdf } from '../../../../tests/support/pdfs';
import { pdfText } from '../../../../tests/support/files';
import { checkPdfCost, defaultPdfBudget } from './limits';
import { buildReviewerCopy, loadManuscriptPdf, stripJpegMetadata } from './manuscriptPdf';

const plantedStrings = [planted.name, planted.organization, planted.file, planted.email, 'dc:creator', 'JavaScript', '/Annots', '/Outlines', '/EmbeddedFile', '/ID', '/Info', '/PieceInfo', '/Metadata'];

async function reviewerCopyOf(bytes: Uint8Array): Promise<Uint8Array> {
  return buildReviewerCopy(await loadManuscriptPdf(bytes));
}

describe("the reviewer's copy", () => {
  it('the hostile original really carries the identity, compressed and not', async () => {
    const original = allReadableBytes(await pdfWithHiddenIdentity());
    for (const text of [planted.name, planted.organization, planted.file, planted.email, 'dc:creator', '/ID']) expect(original).toContain(text);
  });

  it('holds none of the planted strings, in any stream, compressed or not', async () => {
    const copy = allReadableBytes(await reviewerCopyOf(await pdfWithHiddenIdentity()));
    for (const text of plantedStrings) expect(copy, text).not.toContain(text);
  });

  it('keeps every page, its text and its image', async () => {
    const copy = await reviewerCopyOf(await pdfWithHiddenIdentity());
    const reread = await PDFDocument.load(copy);
    expect(reread.getPageCount()).toBe(2);
    expect(await pdfText(copy)).toBe('Edge scheduling for sensor networks.\nResults on three data sets.');
    expect(allReadableBytes(copy)).toContain('/DCTDecode');
  });

  it('keeps the pages and text of an ordinary 12-page paper, with their sizes', async () => {
    const original = await ordinaryPdf(12);
    const copy = await reviewerCopyOf(original);
    expect(await pdfText(copy)).toBe(await pdfText(original));
    const sizes = (await PDFDocument.load(copy)).getPages().map((page) => page.getSize());
    expect(sizes).toEqual(Array(12).fill({ width: 595, height: 842 }));
  });

  it('strips EXIF, XMP, IPTC and comments from a JPEG and keeps the image data', () => {
    const jpeg = jpegWithMetadata();
    const stripped = Buffer.from(stripJpegMetadata(jpeg));
    expect(jpeg.toString('latin1')).toContain(planted.name);
    expect(stripped.toString('latin1')).not.toContain(planted.name);
    expect(stripped.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
    expect(stripped.subarray(-2)).toEqual(Buffer.from([0xff, 0xd9]));
    expect(stripped.length).toBeLessThan(jpeg.length);
  });
});

describe('reading a manuscript within bounds', () => {
  it('refuses a PDF without pages, and one with more than 100', async () => {
    await expect(loadManuscriptPdf(await zeroPagePdf())).rejects.toMatchObject({
      status: 400,
      message: 'A manuscript has 1 to 100 pages; this PDF has 0. Upload the complete paper as one PDF of at most 100 pages.',
    });
    await expect(loadManuscriptPdf(await ordinaryPdf(101))).rejects.toMatchObject({ status: 400, message: expect.stringContaining('this PDF has 101') });
    expect((await loadManuscriptPdf(await ordinaryPdf(100))).getPageCount()).toBe(100);
  });

  it('refuses a small file that inflates past the budget by its size (not by running out of time), and accepts one within it', async () => {
    const bomb = await bombPdf(256);
    expect(bomb.length).toBeLessThan(400 * 1024);
    // With all the time in the world it is still refused: the inflated bytes stop it, whatever the machine's speed.
    expect(() => checkPdfCost(bomb, { ...defaultPdfBudget, milliseconds: 10 * 60_000 })).toThrow(/too large to process once uncompressed/);
    expect(() => checkPdfCost(bomb)).toThrow(/too large to process once uncompressed/);
    expect(() => checkPdfCost(bomb, { inflatedBytes: 300 * 1024 * 1024, milliseconds: 60_000 })).not.toThrow();
  });

  it('counts a stream compressed twice at its full size', async () => {
    const { deflateSync } = await import('node:zlib');
    const twice = deflateSync(deflateSync(Buffer.alloc(100 * 1024 * 1024, 0x20), { level: 9 }), { level: 9 });
    const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n1 0 obj << /Filter [/FlateDecode /FlateDecode] >>\nstream\n'), twice, Buffer.from('\nendstream endobj\n%%EOF')]);
    expect(pdf.length).toBeLessThan(100 * 1024);
    expect(() => checkPdfCost(pdf)).toThrow(/too large to process/);
  });

  it('refuses LZW compression, whose expansion is not capped', () => {
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Filter /LZWDecode /Length 3 >>\nstream\nabc\nendstream endobj\n%%EOF');
    expect(() => checkPdfCost(pdf)).toThrow(/LZW compression/);
  });
});
