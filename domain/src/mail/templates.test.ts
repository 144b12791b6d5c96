import { describe, expect, it } from 'vitest';
import { checkTemplateWith, parseTemplate, problemsByPlace } from './mergeFields';
import { SavedTemplateRequestSchema, messageRule, messageTemplateKeys, messageTemplates } from './templates';

describe("the conference's messages as templates", () => {
  it.each(messageTemplateKeys)('%s: its default passes its own rule and uses only its fields', (key) => {
    const spec = messageTemplates[key];
    expect(checkTemplateWith(spec, messageRule(key))).toEqual([]);
    const used = [spec.subject, spec.body].flatMap((text) => parseTemplate(text).parts.flatMap((part) => ('field' in part ? [part.field] : [])));
    for (const field of used) expect(spec.fields).toContain(field);
  });

  it("refuses another message's field and a mailing's paper fields in the reminder, naming why", () => {
    const problems = checkTemplateWith({ subject: 'Reminder', body: '{{invitation.message}} {{paper.authors}}' }, messageRule('reminder'));
    expect(problems.map((problem) => problem.message)).toEqual([
      '{{invitation.message}} is not in the review reminder: only the invitation carries it.',
      `{{paper.authors}} is not in the review reminder. Its fields are: ${messageTemplates.reminder.fields.map((field) => `{{${field}}}`).join(', ')}.`,
    ]);
  });

  it('answers the problems of an edit under subject and body', () => {
    const byPlace = problemsByPlace(checkTemplateWith({ subject: 'On {{paper.id}}\nBcc: x@y.z', body: 'Dear {{fullname}}' }, messageRule('decision.accepted')));
    expect(byPlace.subject).toBe('The subject is one line.');
    expect(byPlace.body).toMatch(/^\{\{fullname\}\} is not a field\. The fields are: \{\{name\}\}, \{\{paper\.id\}\}/);
  });
});

describe("the chair's saved templates", () => {
  const template = { name: '  Registration reminder ', group: 'authors', perPaper: false, subject: 'Register for {{conference.acronym}}', body: 'Dear {{name}}, {{registration.amountDue}} is due.' };

  it('keeps a template that fits its group, its name trimmed', () => {
    const saved = SavedTemplateRequestSchema.parse(template);
    expect(saved.name).toBe('Registration reminder');
  });

  it("refuses a paper's authors to reviewers, and a paper's field in a message per person", () => {
    expect(SavedTemplateRequestSchema.safeParse({ ...template, group: 'reviewers', perPaper: true, body: '{{paper.authors}}' }).error?.issues[0]?.message).toBe('{{paper.authors}} cannot go to reviewers: reviewers never learn who wrote a paper.');
    expect(SavedTemplateRequestSchema.safeParse({ ...template, body: '{{paper.title}}' }).error?.issues[0]?.message).toBe('{{paper.title}} is about one paper: send one message per paper to use it.');
    // The listed papers' authors always get one message per paper.
    expect(SavedTemplateRequestSchema.safeParse({ ...template, group: 'papers', body: '{{paper.title}}' }).success).toBe(true);
  });

  it('refuses a name that is empty once trimmed, and a message field in a mailing', () => {
    expect(SavedTemplateRequestSchema.safeParse({ ...template, name: '   ' }).success).toBe(false);
    expect(SavedTemplateRequestSchema.safeParse({ ...template, body: '{{decision.comments}}' }).error?.issues[0]?.message).toBe('{{decision.comments}} cannot go to authors: only the decision message carries it.');
  });
});
