import { describe, expect, it } from 'vitest';
import { MailingRequestSchema, mailingProblems, mailingRequestMessage, perPaperOf, type MailRecipients } from './mailings';

const messagesOf = (value: unknown) => {
  const parsed = MailingRequestSchema.safeParse(value);
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
};

describe('MailingRequestSchema', () => {
  const message = { subject: 'Registration', body: 'Dear {{name}}' };

  it('reads a preview of each group with its filters, and an apply', () => {
    const previews = [
      { to: { group: 'authors', filter: { paperStatus: 'Accepted', registration: 'notConfirmed' } }, ...message, preview: true },
      { to: { group: 'reviewers', filter: { review: 'missing', topic: 'Security' }, perPaper: true }, ...message, preview: true },
      { to: { group: 'participants', filter: { attendance: 'online', attended: true } }, ...message, preview: true },
      { to: { group: 'papers', filter: { paperIds: ['ICCS25-0001', 'ICCS25-0002'] } }, ...message, preview: true },
    ];
    for (const preview of previews) expect(messagesOf(preview), JSON.stringify(preview)).toEqual([]);
    expect(messagesOf({ previewId: '0123456789abcdef01234567', apply: true })).toEqual([]);
  });

  it('refuses a request that is neither, or both', () => {
    expect(messagesOf({})).toContain(mailingRequestMessage);
    expect(messagesOf({ to: { group: 'authors' }, ...message })).toContain(mailingRequestMessage);
    expect(messagesOf({ to: { group: 'authors' }, ...message, preview: true, previewId: '0123456789abcdef01234567', apply: true })).toContain(mailingRequestMessage);
  });

  it('refuses an unknown group, an unknown filter value or key, and a paper list out of bounds, saying what is allowed', () => {
    expect(messagesOf({ to: { group: 'everyone' }, ...message, preview: true })[0]).toMatch(/^to is \{ group, filter, perPaper \}: group one of authors, reviewers, participants, papers\.$/);
    expect(messagesOf({ to: { group: 'authors', filter: { paperStatus: 'Maybe' } }, ...message, preview: true })[0]).toMatch(/^paperStatus must be one of: submitted, Under Review, Accepted/);
    expect(messagesOf({ to: { group: 'authors', filter: { country: 'India' } }, ...message, preview: true })).toContain('The authors’ filter takes paperStatus, registration, cameraReady and copyright.');
    expect(messagesOf({ to: { group: 'papers', filter: { paperIds: [] } }, ...message, preview: true })).toContain('paperIds lists 1 to 500 paper IDs.');
    expect(messagesOf({ to: { group: 'papers', filter: { paperIds: ['../x'] } }, ...message, preview: true })).toContain('paperIds lists 1 to 500 paper IDs.');
  });
});

describe('mailingProblems', () => {
  it('checks the fields against the group: listed papers write to their authors, one message per paper', () => {
    const papers: MailRecipients = { group: 'papers', filter: { paperIds: ['ICCS25-0001'] } };
    expect(perPaperOf(papers)).toBe(true);
    expect(mailingProblems(papers, 'About {{paper.id}}', '{{reviews}}')).toEqual([]);
    const reviewers: MailRecipients = { group: 'reviewers', perPaper: true };
    expect(mailingProblems(reviewers, 'About {{paper.id}}', 'Written by {{paper.authors}}').map((problem) => problem.message)).toEqual(['{{paper.authors}} cannot go to reviewers: reviewers never learn who wrote a paper.']);
    const participants: MailRecipients = { group: 'participants' };
    expect(perPaperOf(participants)).toBe(false);
    expect(mailingProblems(participants, 'Hello', '{{paper.title}}').map((problem) => problem.message)).toEqual(['{{paper.title}} cannot go to participants: participants are written to once each, not per paper.']);
    expect(mailingProblems({ group: 'authors' }, 'Hello', '{{paper.title}}').map((problem) => problem.message)).toEqual(['{{paper.title}} is about one paper: send one message per paper to use it.']);
  });
});
