import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../lib/api';
import { fileNameOf, fileOpenFailure } from './fileOpenFailure';

describe('fileOpenFailure', () => {
  it("shows the server's refusal", () => {
    expect(fileOpenFailure(new ApiRequestError(403, 'This paper is not assigned to you.'))).toBe('Error: This paper is not assigned to you.');
  });

  it('falls back to a generic text when no answer came', () => {
    expect(fileOpenFailure(new TypeError('Failed to fetch'))).toBe('Could not open the file. Please try again.');
  });
});

describe('fileNameOf', () => {
  it('takes the last path segment', () => {
    expect(fileNameOf('/api/files/profile/rev%201.docx?x=1')).toBe('rev 1.docx');
    expect(fileNameOf('')).toBe('file');
  });
});
