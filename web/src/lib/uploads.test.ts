import { describe, expect, it } from 'vitest';
import { Messages, uploadRules } from '@confsys/domain';
import { fileSummary, manuscriptFileError, receiptFileError } from './uploads';

const MB = 1024 * 1024;
const pdf = (name: string, size = 200 * 1024) => ({ name, size, type: 'application/pdf' });

describe('fileSummary', () => {
  it('shows the chosen file with its size', () => {
    expect(fileSummary(pdf('edge-caching.pdf', 2 * MB))).toBe('edge-caching.pdf (2 MB)');
    expect(fileSummary(pdf('short.pdf', 300 * 1024))).toBe('short.pdf (300 KB)');
    expect(fileSummary(pdf('tiny.pdf', 12))).toBe('tiny.pdf (12 bytes)');
  });
});

describe('manuscriptFileError', () => {
  it('requires a file', () => {
    expect(manuscriptFileError(null)).toBe(Messages.pdfRequired);
  });

  it('accepts a PDF within the size cap, whatever the case of its extension', () => {
    expect(manuscriptFileError(pdf('paper.PDF'))).toBeUndefined();
  });

  it('refuses other file types', () => {
    expect(manuscriptFileError({ name: 'paper.docx', size: 1000, type: 'application/msword' })).toBe(Messages.notAPdf);
  });

  it('refuses empty and too large files', () => {
    expect(manuscriptFileError(pdf('empty.pdf', 0))).toBe(Messages.emptyFile);
    expect(manuscriptFileError(pdf('huge.pdf', uploadRules.manuscript.maxBytes + 1))).toBe(Messages.fileTooLarge('10 MB'));
  });
});

describe('receiptFileError', () => {
  it('accepts images and PDFs', () => {
    expect(receiptFileError({ name: 'receipt.png', size: 1000, type: 'image/png' })).toBeUndefined();
    expect(receiptFileError({ name: 'receipt.jpeg', size: 1000, type: '' })).toBeUndefined();
    expect(receiptFileError(pdf('receipt.pdf'))).toBeUndefined();
  });

  it('refuses other files and files over the cap', () => {
    expect(receiptFileError({ name: 'receipt.txt', size: 10, type: 'text/plain' })).toBe(Messages.receiptType);
    expect(receiptFileError({ name: 'receipt.png', size: 6 * MB, type: 'image/png' })).toBe(Messages.fileTooLarge('5 MB'));
  });
});
