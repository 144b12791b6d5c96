import { describe, expect, it } from 'vitest';
import { MailRecipientsSchema, invitationFilterAlone } from '@confsys/domain';
import { draftFields, draftFromTemplate, draftProblems, draftReady, emptyDraft, filterFieldsOf, insertField, paperIdsOf, recipientsOfDraft, templateOfDraft, type MailingDraft } from './mailing';

const sources = { topics: ['Security', 'Databases'], categories: [{ id: 'student', label: 'Student' }] };
const draft = (change: Partial<MailingDraft>): MailingDraft => ({ ...emptyDraft, subject: 'Registration', body: 'Dear {{name}},\nplease register.', ...change });

describe('the recipients a mailing form names', () => {
  it('sends the chosen filters only, in the shape the server accepts', () => {
    const unregistered = draft({ filters: { ...emptyDraft.filters, authors: { paperStatus: 'Accepted', registration: 'notConfirmed', cameraReady: '' } } });
    const named = recipientsOfDraft(unregistered);
    expect(named).toEqual({ to: { group: 'authors', filter: { paperStatus: 'Accepted', registration: 'notConfirmed' } } });
    expect(MailRecipientsSchema.safeParse('to' in named ? named.to : null).success).toBe(true);
  });

  it('reads attended as a yes or no and never sends perPaper to participants', () => {
    const named = recipientsOfDraft(draft({ group: 'participants', perPaper: true, filters: { ...emptyDraft.filters, participants: { attended: 'no', category: 'student' } } }));
    expect(named).toEqual({ to: { group: 'participants', filter: { attended: false, category: 'student' } } });
    expect(MailRecipientsSchema.safeParse('to' in named ? named.to : null).success).toBe(true);
  });

  it('offers every filter value the server accepts, and only those', () => {
    for (const group of ['authors', 'reviewers', 'participants'] as const) {
      for (const field of filterFieldsOf(group, sources)) {
        for (const choice of field.choices.filter((option) => option.value !== '')) {
          const named = recipientsOfDraft(draft({ group, filters: { ...emptyDraft.filters, [group]: { [field.key]: choice.value } } }));
          expect(MailRecipientsSchema.safeParse('to' in named ? named.to : null).success, `${group}.${field.key}=${choice.value}`).toBe(true);
        }
      }
    }
  });

  it('refuses, as the server does, an invitees\u2019 state beside a member\u2019s filter or per paper, and takes accepted with any', () => {
    const reviewers = (filters: Record<string, string>, perPaper = false) => draft({ group: 'reviewers', perPaper, filters: { ...emptyDraft.filters, reviewers: filters } });
    expect(recipientsOfDraft(reviewers({ invitation: 'declined', topic: 'Security' }))).toEqual({ problem: invitationFilterAlone });
    expect(recipientsOfDraft(reviewers({ invitation: 'invited' }, true))).toEqual({ problem: invitationFilterAlone });
    expect(MailRecipientsSchema.safeParse({ group: 'reviewers', filter: { invitation: 'declined', bids: 'none' } }).error?.issues[0]?.message).toBe(invitationFilterAlone);
    const joined = recipientsOfDraft(reviewers({ invitation: 'accepted', review: 'missing' }, true));
    expect(joined).toEqual({ to: { group: 'reviewers', filter: { invitation: 'accepted', review: 'missing' }, perPaper: true } });
    expect(MailRecipientsSchema.safeParse('to' in joined ? joined.to : null).success).toBe(true);
  });

  it('reads listed paper IDs once each and names one that is not an ID', () => {
    expect(paperIdsOf('P-2026-001, P-2026-002\nP-2026-001')).toEqual({ ids: ['P-2026-001', 'P-2026-002'], typo: null });
    expect(recipientsOfDraft(draft({ group: 'papers', paperIds: 'P-2026-001 ../etc' }))).toEqual({ problem: '“../etc” is not a paper ID.' });
    expect(recipientsOfDraft(draft({ group: 'papers', paperIds: '  ' }))).toEqual({ problem: 'List the papers by their IDs.' });
    expect(recipientsOfDraft(draft({ group: 'papers', paperIds: 'P-1 P-2' }))).toEqual({ to: { group: 'papers', filter: { paperIds: ['P-1', 'P-2'] } } });
  });
});

describe('the message a mailing form checks', () => {
  it('refuses an unknown field under the body, as the server would', () => {
    const typo = draft({ body: 'You owe {{registration.amount}}.' });
    expect(draftProblems(typo).body).toMatch(/^\{\{registration\.amount\}\} is not a field\. The fields are: .*\{\{registration\.amountDue\}\}/);
    expect(draftReady(typo)).toBe(false);
  });

  it('refuses a paper’s authors in a message to its reviewers, and a paper field sent once per person', () => {
    expect(draftProblems(draft({ group: 'reviewers', perPaper: true, body: '{{paper.authors}}' })).body).toBe('{{paper.authors}} cannot go to reviewers: reviewers never learn who wrote a paper.');
    expect(draftProblems(draft({ group: 'authors', body: '{{paper.title}}' })).body).toBe('{{paper.title}} is about one paper: send one message per paper to use it.');
    expect(draftReady(draft({ group: 'authors', perPaper: true, body: '{{paper.title}}' }))).toBe(true);
  });

  it('does not call an untouched part empty, and is not ready without it', () => {
    const blank = { ...emptyDraft };
    expect(draftProblems(blank)).toEqual({});
    expect(draftReady(blank)).toBe(false);
  });

  it('lists the fields the recipients may carry: the reviews for authors per paper, never for reviewers', () => {
    expect(draftFields(draft({ group: 'authors', perPaper: true }))).toContain('reviews');
    expect(draftFields(draft({ group: 'authors' }))).not.toContain('paper.title');
    expect(draftFields(draft({ group: 'reviewers', perPaper: true }))).not.toContain('reviews');
    expect(draftFields(draft({ group: 'reviewers', perPaper: true }))).not.toContain('paper.authors');
  });

  it('puts a field where the cursor is, or at the end', () => {
    expect(insertField('Dear ,', 'name', 5)).toEqual({ text: 'Dear {{name}},', cursor: 13 });
    expect(insertField('Dear', 'name', null)).toEqual({ text: 'Dear{{name}}', cursor: 12 });
  });
});

describe('a mailing and its saved templates', () => {
  it('saves the group, one message per paper only where the group has it, and the words, its name trimmed', () => {
    expect(templateOfDraft(draft({ group: 'participants', perPaper: true }), '  Fees ')).toEqual({ name: 'Fees', group: 'participants', perPaper: false, subject: 'Registration', body: 'Dear {{name}},\nplease register.' });
    expect(templateOfDraft(draft({ group: 'papers' }), 'Listed').perPaper).toBe(true);
  });

  it('starts from a template with its group and words, keeping the filters chosen', () => {
    const chosen = draft({ filters: { ...emptyDraft.filters, reviewers: { review: 'missing' } } });
    const started = draftFromTemplate(chosen, { group: 'reviewers', perPaper: true, subject: 'Due', body: '{{paper.title}}' });
    expect(started).toMatchObject({ group: 'reviewers', perPaper: true, subject: 'Due', body: '{{paper.title}}' });
    expect(recipientsOfDraft(started)).toEqual({ to: { group: 'reviewers', filter: { review: 'missing' }, perPaper: true } });
  });
});
