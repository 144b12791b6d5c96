import { describe, expect, it } from 'vitest';
import { ConfigSchemas, DocumentSchemas, InvalidDocumentError, checkDocument, parseDocument } from './documents';
import { personalData } from './privacy/personalData';

const paper = {
  paperId: 'ICCS25-0001',
  title: 'Edge caching',
  abstract: 'An abstract.',
  keywords: ['a', 'b', 'c', 'd'],
  status: 'Under Review',
  reviewers: [{ reviewerId: 'R1', name: 'Alice', email: 'alice@demo.test', assignedAt: '2026-11-21T10:00:00.000Z' }],
  reviewerIds: ['R1'],
  reviewerEmails: ['alice@demo.test'],
  submittedReviews: 0,
  manuscriptPath: '/api/files/manuscript/ICCS25-0001.pdf',
  reviewPdfPath: null,
  submissionDate: '2026-11-21T10:00:00.000Z',
  lastUpdatedOn: '2026-11-21T10:00:00.000Z',
};

describe('document schemas', () => {
  it('read a paper stored before the review file was recorded (the field is optional)', () => {
    expect(parseDocument(DocumentSchemas.papers, paper, 'papers/ICCS25-0001')).toEqual(paper);
  });

  it('refuse a status no code writes, naming the path and the field', () => {
    const read = () => parseDocument(DocumentSchemas.papers, { ...paper, status: 'draft' }, 'papers/ICCS25-0001');
    expect(read).toThrow(InvalidDocumentError);
    expect(read).toThrow(/^papers\/ICCS25-0001 does not match its schema: status: /);
  });

  it('refuse a paper of the single-reviewer shape (moved by lib/migrations.ts before anything reads it)', () => {
    const { reviewers: _list, reviewerIds: _ids, reviewerEmails: _emails, submittedReviews: _count, ...older } = paper;
    const checked = checkDocument(DocumentSchemas.papers, { ...older, reviewerId: 'R1', reviewerEmail: 'alice@demo.test' });
    expect(checked.ok ? [] : checked.problems.map((problem) => problem.split(':')[0])).toEqual(['reviewers', 'reviewerIds', 'reviewerEmails', 'submittedReviews']);
  });

  it('list every wrong field of a review at once', () => {
    const checked = checkDocument(DocumentSchemas.reviews, { paperId: 'X', criteriaRatings: { originality: 4, Novelty: 'Superb' }, status: 'draft' });
    expect(checked.ok).toBe(false);
    const fields = checked.ok ? [] : checked.problems.map((problem) => problem.split(':')[0]);
    expect(fields).toEqual(expect.arrayContaining(['status', 'articleTitle', 'reviewerEmail', 'reviewerId', 'criteriaRatings.Novelty', 'criteriaRatings']));
  });

  it('keep settings to the themes the rules accept', () => {
    expect(checkDocument(DocumentSchemas.settings, { theme: 'dark' }).ok).toBe(true);
    expect(checkDocument(DocumentSchemas.settings, { theme: 'blue' }).ok).toBe(false);
  });

  it('keep each config document to its own schema', () => {
    expect(checkDocument(ConfigSchemas.notifications, { notifications: 'disabled' }).ok).toBe(true);
    expect(checkDocument(ConfigSchemas.notifications, { notifications: true }).ok).toBe(false);
    expect(checkDocument(ConfigSchemas.reviewing, { notifications: 'disabled' }).ok).toBe(false);
  });
});

// Every collection with a schema says where a person's data is in it, or why none is
// (privacy/personalData.ts), so a collection added later cannot be left out of the data export unnoticed.
describe('where personal data is kept', () => {
  it('places every collection with a schema', () => {
    expect(Object.keys(personalData).sort()).toEqual(Object.keys(DocumentSchemas).sort());
  });

  it('names a field of the collection\'s schema for every collection looked up by a field', () => {
    for (const [collection, links] of Object.entries(personalData)) {
      const shape = (DocumentSchemas[collection as keyof typeof DocumentSchemas] as { shape?: Record<string, unknown> }).shape;
      for (const link of links) {
        if (link.kind !== 'field' && link.kind !== 'contains') continue;
        expect(shape, collection).toBeDefined();
        expect(Object.keys(shape!), `${collection}.${link.field}`).toContain(link.field.split('.')[0]);
      }
    }
  });
});
