// What reading an uploaded PDF may cost, checked on the raw bytes before any PDF library parses them.
// A PDF's streams are compressed, and a small file can inflate to gigabytes (a "zip bomb" in an object
// stream or a page's content): every Flate stream is inflated here once, with the total output capped,
// so neither pdf-lib nor the text extractor ever meets a file whose streams exceed the budget.
import { constants, inflateSync } from 'node:zlib';
import { Messages } from '@confsys/domain';
import { badRequest } from '../errors';

export interface PdfBudget {
  /** Bytes all the file's streams may inflate to, in total. */
  inflatedBytes: number;
  /** Milliseconds the check may take. */
  milliseconds: number;
}

export const defaultPdfBudget: PdfBudget = { inflatedBytes: 64 * 1024 * 1024, milliseconds: 5_000 };

const streamKeyword = Buffer.from('stream');
const endKeyword = Buffer.from('endstream');

/** A zlib header (RFC 1950): deflate with a window of at most 32 KB, and a header checksum. */
function looksLikeZlib(data: Buffer): boolean {
  return data.length >= 2 && (data[0]! & 0x0f) === 8 && data[0]! >> 4 <= 7 && ((data[0]! << 8) | data[1]!) % 31 === 0;
}

/** Where each stream's data starts: after the keyword `stream` and its end-of-line, not inside `endstream`. */
function* streamStarts(bytes: Buffer): Generator<number> {
  let at = bytes.indexOf(streamKeyword);
  while (at !== -1) {
    const partOfEnd = at >= 3 && bytes.subarray(at - 3, at).toString('latin1') === 'end';
    if (!partOfEnd) {
      let start = at + streamKeyword.length;
      if (bytes[start] === 0x0d) start++;
      if (bytes[start] === 0x0a) start++;
      yield start;
    }
    at = bytes.indexOf(streamKeyword, at + streamKeyword.length);
  }
}

/**
 * Refuses (400) a PDF whose streams would inflate beyond the budget, that takes longer than the budget
 * to check, or that uses LZW compression (its expansion cannot be capped the same way, and current
 * exporters do not write it). Streams compressed twice are inflated again and counted again.
 */
export function checkPdfCost(input: Uint8Array, budget: PdfBudget = defaultPdfBudget): void {
  const bytes = Buffer.from(input.buffer, input.byteOffset, input.byteLength);
  if (bytes.includes('/LZWDecode') || bytes.includes('/LZW ') || bytes.includes('/LZW]') || bytes.includes('/LZW/')) {
    throw badRequest(Messages.pdfUnsupportedCompression);
  }
  const deadline = Date.now() + budget.milliseconds;
  let remaining = budget.inflatedBytes;
  for (const start of streamStarts(bytes)) {
    const end = bytes.indexOf(endKeyword, start);
    let data = bytes.subarray(start, end === -1 ? bytes.length : end);
    while (looksLikeZlib(data)) {
      let inflated: Buffer;
      try {
        // SYNC_FLUSH: a stream cut short still yields what it holds, as PDF readers accept it.
        inflated = inflateSync(data, { maxOutputLength: remaining + 1, finishFlush: constants.Z_SYNC_FLUSH });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE' || error instanceof RangeError) throw badRequest(Messages.pdfTooComplex);
        break; // not Flate data after all: PDF readers will not inflate it either
      }
      if (inflated.length > remaining) throw badRequest(Messages.pdfTooComplex);
      remaining -= inflated.length;
      data = inflated;
    }
    if (Date.now() > deadline) throw badRequest(Messages.pdfTooComplex);
  }
}
