// The response's and the discussion's shared rules: Markdown read by its parser, words counted one way,
// names found whatever the case, accents or line breaks, the response window's dates.
import { describe, expect, it } from 'vitest';
import { CalendarSchema, calendarPairProblem, windowState } from '../calendar/calendar';
import { calendarIn } from '../calendar/calendar.fixtures';
import { CommentRequestSchema, MarkupMessages, markupProblem, mentionedLabels, reviewChange } from './discussion';
import { identitiesIn } from '../anonymityText';
import { countWords } from '../validation';

describe('markupProblem', () => {
  it('lets plain Markdown through: emphasis, code, lists, quotes, tables and web links', () => {
    const text = ['**Lemma 3** is *wrong*: see `proof.tex`.', '', '- one', '- two', '', '> quoted', '', '| a | b |', '|---|---|', '| 1 | 2 |', '', '[the paper](https://doi.org/10.1/x) or <https://example.org>', 'mail [me](mailto:chair@example.org)'].join('\n');
    expect(markupProblem(text)).toBeNull();
  });

  it.each([
    ['<script>alert(1)</script>', MarkupMessages.html],
    ['inline <span onclick="x()">html</span>', MarkupMessages.html],
    ['<!-- a comment -->', MarkupMessages.html],
    ['![pixel](https://tracker.example/p.gif)', MarkupMessages.image],
    ['![local](figure.png)', MarkupMessages.image],
    ['[x](javascript:alert(1))', MarkupMessages.link],
    ['[x](data:text/html;base64,PHNjcmlwdD4=)', MarkupMessages.link],
    ['[x][ref]\n\n[ref]: vbscript:msgbox', MarkupMessages.link],
    ['- item with <iframe src=x>', MarkupMessages.html],
  ])('refuses %j', (text, message) => {
    expect(markupProblem(text)).toBe(message);
  });

  it('reads escaped markup as text, not as HTML', () => {
    expect(markupProblem('Use \\<b\\> in LaTeX? No: &lt;b&gt;.')).toBeNull();
  });

  it('is checked by the comment schema, after trimming', () => {
    expect(CommentRequestSchema.safeParse({ text: '  fine  ' }).data?.text).toBe('fine');
    expect(CommentRequestSchema.safeParse({ text: '<b>x</b>' }).error?.issues[0]?.message).toBe(MarkupMessages.html);
  });
});

describe('countWords', () => {
  it('counts runs holding a letter or a digit, whatever the whitespace', () => {
    expect(countWords('Well-known\u00a0results — see §3.2,\ttable 4 … and (a) “quoted” words.\n\n- a list item')).toBe(13);
    expect(countWords('   ')).toBe(0);
    expect(countWords('日本語 テキスト')).toBe(2);
  });
});

describe('mentionedLabels', () => {
  it('finds each reviewer label once', () => {
    expect(mentionedLabels('Reviewer 2 and Reviewer 10 disagree; Reviewer 2 again. NotReviewer 3x')).toEqual(['Reviewer 2', 'Reviewer 10']);
  });
});

describe('reviewChange', () => {
  it('says how the recommendation and the overall score moved, or nothing', () => {
    const at = '2026-01-01T00:00:00.000Z';
    expect(reviewChange([{ at, overall: 2, recommendation: 'Reject' }])).toBeNull();
    expect(reviewChange([{ at, overall: 2, recommendation: 'Reject' }, { at, overall: 2, recommendation: 'Reject' }])).toBeNull();
    expect(reviewChange([{ at, overall: 1.714, recommendation: 'Reject' }, { at, overall: 2, recommendation: 'Reject' }, { at, overall: 3, recommendation: 'Accept' }])).toBe('Reject → Accept; overall 1.71 → 3.00');
  });
});

describe('identitiesIn', () => {
  const person = { name: 'José Müller-Lüdenscheidt', email: 'jose@uni.example', organization: 'Universidad de Córdoba' };
  it('finds a name and an organisation across case, accents and line breaks', () => {
    expect(identitiesIn('We (JOSE MULLER LUDENSCHEIDT, universidad de\ncordoba) thank you.', [person])).toEqual([
      { kind: 'name', text: person.name },
      { kind: 'organization', text: person.organization },
    ]);
    expect(identitiesIn('Write to jose@uni.\nexample', [person])).toEqual([{ kind: 'email', text: person.email }]);
    expect(identitiesIn('Müller wrote it', [person])).toEqual([]);
  });
});

describe('the response window', () => {
  const base = calendarIn(2031);
  it('needs both dates, in order, closing no later than the notification', () => {
    expect(CalendarSchema.safeParse({ ...base, responseOpen: '2031-07-22T09:00:00+05:30', responseClose: '2031-07-27T23:59:00+05:30' }).success).toBe(true);
    expect(calendarPairProblem({ responseOpen: '2031-07-22T09:00:00+05:30' })).toEqual({ field: 'responseClose', message: 'The author response needs both its opening and its close, or neither.' });
    const late = CalendarSchema.safeParse({ ...base, responseOpen: '2031-07-22T09:00:00+05:30', responseClose: '2031-07-31T00:00:00+05:30' });
    expect(late.error?.issues[0]?.message).toBe('Notification date must be on or after the close of the author response.');
    const reversed = CalendarSchema.safeParse({ ...base, responseOpen: '2031-07-25T09:00:00+05:30', responseClose: '2031-07-24T09:00:00+05:30' });
    expect(reversed.error?.issues[0]?.path).toEqual(['responseClose']);
  });

  it('is open from its opening to its close, both included, by the clock', () => {
    const open = '2031-07-22T03:30:00.000Z';
    const close = '2031-07-27T18:29:00.000Z';
    expect(windowState(null, null, 0)).toBe('unplanned');
    expect(windowState(open, close, Date.parse(open) - 1)).toBe('notYetOpen');
    expect(windowState(open, close, Date.parse(open))).toBe('open');
    expect(windowState(open, close, Date.parse(close))).toBe('open');
    expect(windowState(open, close, Date.parse(close) + 1000)).toBe('closed');
  });
});
