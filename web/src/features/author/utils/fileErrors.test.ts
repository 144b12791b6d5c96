import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../../lib/api';
import { fileOpenFailure } from './fileErrors';

describe('fileOpenFailure', () => {
  it("words a refusal with the server's message", () => {
    expect(fileOpenFailure(new ApiRequestError(403, 'You do not have permission to do this.'))).toBe(
      'Error: You do not have permission to do this.',
    );
  });

  it('falls back to a generic text when no answer came', () => {
    expect(fileOpenFailure(new TypeError('Failed to fetch'))).toBe('Could not open the file. Please try again.');
  });
});
