// The comments PDF read back as a reader would: every review labelled, no label drawn over its value,
// and no confidential comment.
import { describe, expect, it } from 'vitest';
import { defaultIdentity, reviewCriteria, reviewSuggestions, type ReviewContent } from '@confsys/domain';
import { commentsPdf } from './reviewPdf';

interface Placed {
  text: string;
  page: number;
  left: number;
  right: number;
  bottom: number;
  top: number;
}

/** Every piece of text with the box it is drawn in. */
async function placedText(bytes: Uint8Array): Promise<Placed[]> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const document = await pdfjs.getDocument({ data: new Uint8Array(bytes), useSystemFonts: true }).promise;
  const placed: Placed[] = [];
  for (let number = 1; number <= document.numPages; number++) {
    const content = await (await document.getPage(number)).getTextContent();
    for (const item of content.items) {
      if (!('str' in item) || item.str.trim() === '') continue;
      const [, , , , x, y] = item.transform as number[];
      placed.push({ text: item.str, page: number, left: x!, right: x! + item.width, bottom: y!, top: y! + item.height });
    }
  }
  return placed;
}

const overlap = (a: Placed, b: Placed) => a.page === b.page && a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.bottom < b.top - 0.5 && b.bottom < a.top - 0.5;

const review = (recommendation: ReviewContent['recommendation'], words: string): ReviewContent => ({
  criteriaRatings: Object.fromEntries(reviewCriteria.map((criterion) => [criterion, 'Strong'])) as ReviewContent['criteriaRatings'],
  suggestions: { sectionsNumbered: 'Yes', figuresTablesNumbered: 'No', englishGrammar: 'Yes', allReferencesCited: 'No' },
  plagiarism: 'None found',
  additionalComments: `Comments to the authors: ${words}`,
  recommendation,
  finalRemarks: 'A careful study.',
  confidence: 'knowledgeable',
  confidentialComments: 'CONFIDENTIAL: only for the committee',
});

describe('commentsPdf', () => {
  it('draws no text over other text, long labels and long values wrapping in their own columns', async () => {
    const long = 'x'.repeat(300);
    const bytes = await commentsPdf('ICCS25-0001', 'A study of '.repeat(20), [
      { label: 'Reviewer 1', review: review('Accept', `a very long comment ${long}`) },
      { label: 'Reviewer 2', review: { ...review('Reject', 'short'), plagiarism: `copied ${long}` } },
    ], defaultIdentity.title);
    const placed = await placedText(bytes);
    const collisions = placed.flatMap((a, index) => placed.slice(index + 1).filter((b) => overlap(a, b)).map((b) => `"${a.text}" / "${b.text}"`));
    expect(collisions).toEqual([]);
    // The labels that used to run into their answers are drawn whole, on lines of their own column.
    const text = placed.map((item) => item.text).join(' ');
    for (const label of ['Appropriateness for the conference', ...Object.values(reviewSuggestions)]) {
      expect(text.replace(/\s+/g, ' ')).toContain(label.split(' ').slice(0, 2).join(' '));
    }
  });

  it('holds every review under its label, and never the confidential comments', async () => {
    const bytes = await commentsPdf('ICCS25-0002', 'Edge scheduling', [
      { label: 'Reviewer 1', review: review('Accept', 'first') },
      { label: 'Reviewer 2', review: review('Revise and Resubmit', 'second') },
      { label: 'Reviewer 3', review: review('Reject', 'third') },
    ], defaultIdentity.title);
    const text = (await placedText(bytes)).map((item) => item.text).join(' ');
    for (const label of ['Reviewer 1', 'Reviewer 2', 'Reviewer 3', 'Comments to the authors: first', 'Comments to the authors: third', 'Revise and Resubmit', 'Knowledgeable']) {
      expect(text).toContain(label);
    }
    expect(text).not.toContain('CONFIDENTIAL');
  });
});
