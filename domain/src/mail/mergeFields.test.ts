import { describe, expect, it } from 'vitest';
import { checkTemplate, fieldsFor, parseTemplate, renderTemplate } from './mergeFields';

describe('parseTemplate', () => {
  it('reads text and fields in order, spaces inside the braces allowed', () => {
    expect(parseTemplate('Dear {{ name }}, your paper {{paper.id}}.')).toEqual({ parts: [{ text: 'Dear ' }, { field: 'name' }, { text: ', your paper ' }, { field: 'paper.id' }, { text: '.' }], unclosed: null });
  });

  it('finds an opening {{ that never closes, before or after the fields', () => {
    expect(parseTemplate('Dear {{name, see {{paper.id}}').unclosed).toBe(5);
    expect(parseTemplate('{{name}} and {{paper').unclosed).toBe(13);
    expect(parseTemplate('No field at all }} here').unclosed).toBeNull();
  });
});

describe('checkTemplate', () => {
  const ok = { subject: 'About {{paper.id}}', body: 'Dear {{name}},\n\n{{reviews}}\n\n{{conference.name}}' };

  it('accepts the fields an audience has', () => {
    expect(checkTemplate(ok, 'authors', true)).toEqual([]);
    expect(checkTemplate({ subject: 'Your review', body: 'Dear {{name}}, {{paper.title}} is due {{review.due}}.' }, 'reviewers', true)).toEqual([]);
  });

  it('refuses a field nobody knows, listing the fields the audience has', () => {
    const [problem] = checkTemplate({ subject: 'Hello', body: 'Dear {{fullname}}' }, 'participants', false);
    expect(problem?.place).toBe('body');
    expect(problem?.message).toMatch(/^\{\{fullname\}\} is not a field\. The fields are: \{\{name\}\}, \{\{link\.dashboard\}\}, \{\{registration\.number\}\}/);
    expect(problem?.message).not.toContain('{{paper.title}}');
  });

  it("refuses a paper's authors to its reviewers and the reviews to anyone but the authors, saying why", () => {
    expect(checkTemplate({ subject: 'Paper', body: '{{paper.title}} by {{paper.authors}}' }, 'reviewers', true)).toEqual([{ place: 'body', message: '{{paper.authors}} cannot go to reviewers: reviewers never learn who wrote a paper.' }]);
    expect(checkTemplate({ subject: 'Paper', body: '{{reviews}}' }, 'reviewers', true)).toEqual([{ place: 'body', message: '{{reviews}} cannot go to reviewers: only the authors receive the reviews of their paper.' }]);
    expect(checkTemplate({ subject: 'Due', body: '{{review.due}}' }, 'authors', true)[0]?.message).toBe('{{review.due}} cannot go to authors: only a reviewer has a review due.');
  });

  it("refuses a paper's field in a message sent once per person", () => {
    expect(checkTemplate({ subject: 'Hello {{name}}', body: 'Your paper {{paper.title}}' }, 'authors', false)).toEqual([{ place: 'body', message: '{{paper.title}} is about one paper: send one message per paper to use it.' }]);
  });

  it('refuses an empty or multi-line subject, the reviews in a subject, an unclosed field and a body too long', () => {
    expect(checkTemplate({ subject: ' ', body: 'x' }, 'authors', false)).toEqual([{ place: 'subject', message: 'The subject is empty.' }]);
    expect(checkTemplate({ subject: 'A\r\nBcc: x@example.org', body: 'x' }, 'authors', false)).toEqual([{ place: 'subject', message: 'The subject is one line.' }]);
    expect(checkTemplate({ subject: '{{reviews}}', body: 'x' }, 'authors', true)).toEqual([{ place: 'subject', message: '{{reviews}} has several lines: put it in the body.' }]);
    expect(checkTemplate({ subject: 'Hi', body: 'Dear {{name' }, 'authors', false)).toEqual([{ place: 'body', message: 'The body opens a field with {{ at character 6 and never closes it with }}.' }]);
    expect(checkTemplate({ subject: 'Hi', body: 'x'.repeat(20_001) }, 'authors', false)).toEqual([{ place: 'body', message: 'The body is longer than 20,000 characters.' }]);
  });

  it('names a field once however often it is used', () => {
    expect(checkTemplate({ subject: 'Hi', body: '{{nope}} {{nope}}' }, 'authors', false)).toHaveLength(1);
  });
});

describe('fieldsFor', () => {
  it("lists a paper's fields only per paper, and never the authors to reviewers", () => {
    expect(fieldsFor('authors', false)).not.toContain('paper.title');
    expect(fieldsFor('authors', true)).toEqual(expect.arrayContaining(['paper.title', 'paper.authors', 'reviews']));
    expect(fieldsFor('reviewers', true)).not.toContain('paper.authors');
    expect(fieldsFor('reviewers', true)).not.toContain('reviews');
  });
});

describe('renderTemplate', () => {
  it('fills each field from the recipient, and keeps markup as text for the layout to escape', () => {
    expect(renderTemplate('Dear {{name}}, {{paper.title}}', { name: 'Asha <b>Rao</b>', 'paper.title': 'Graphs' }, 'body')).toEqual({ text: 'Dear Asha <b>Rao</b>, Graphs' });
  });

  it('names the fields a recipient lacks, each once, instead of leaving a gap', () => {
    expect(renderTemplate('{{registration.amountDue}} for {{name}} ({{registration.amountDue}})', { name: 'Asha' }, 'body')).toEqual({ missing: ['registration.amountDue'] });
  });

  it('keeps a subject on one line whatever the values hold', () => {
    expect(renderTemplate('About {{paper.title}}', { 'paper.title': 'Graphs\r\nBcc: spy@example.org' }, 'subject')).toEqual({ text: 'About Graphs Bcc: spy@example.org' });
  });
});
