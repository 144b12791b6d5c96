// The author response and the reviewers' discussion, against the running functions. The chair opens a
// paper's reviews to its author, who reads them unnamed and answers within the word limit while the
// calendar's window is open, warned where the text names them; two reviewers who disagree discuss under
// their labels, one changes their scores, the chair sees the change and decides, and the author's
// comments PDF holds the final reviews and no discussion. Every answer the author and each reviewer can
// fetch is searched for the others' names, addresses and record IDs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Messages, countWords, plannedCalendar, reviewCriteria, reviewChange, type Calendar, type MailDoc, type ReviewScores, type ReviewSettings } from '@confsys/domain';
import { sendWaitingNotices } from '../../functions/src/lib/discussion/notices';
import { checkInvariants } from '../../functions/src/lib/invariants';
import { openOutbox } from '../../functions/src/lib/mail/outbox';
import { db } from '../support/admin';
import { call, demo, form, fullReview, loginAs, newAuthor, siteUrl, uniqueEmail } from '../support/emulator';
import { pdfBytes, pdfText, words } from '../support/files';
import { outboxFor } from '../support/mail';
import { authorBlock, manuscriptFields, reviewerAccount, submitManuscript, uidOf } from '../support/world';

const hour = 3_600_000;
const day = 24 * hour;
const secret = { name: 'Philippa Vantongeren', organization: 'Vantongeren Institute of Informatics' };

let chair: string;
let originalCalendar: Calendar | null;
let originalSettings: ReviewSettings;
let author: { token: string; email: string };
let stranger: { token: string };
let paperId: string;
/** A paper under review whose only reviewer has not submitted: nothing to release. */
let unreviewed: string;

interface Person {
  email: string;
  token: string;
  record: string;
  name: string;
  affiliation: string;
}
const people: Person[] = [];
let outsider: Person;

const setCalendar = (calendar: unknown) => call<{ message: string }>('PUT', '/api/admin/calendar', { token: chair, json: calendar });
const ratings = (rating: string) => Object.fromEntries(reviewCriteria.map((criterion) => [criterion, rating]));
const responsePath = (id: string) => `/api/authors/papers/${id}/response`;
const discussionPath = (id: string) => `/api/papers/${id}/discussion`;
const readResponse = (token: string, id = paperId) => call<Record<string, any>>('GET', responsePath(id), { token });
const saveResponse = (text: string, submit: boolean, token = author.token) =>
  call<{ message: string; words: number; warnings: Array<{ text: string; reason: string }>; submitted: boolean }>('PUT', responsePath(paperId), { token, json: { text, submit } });
const readDiscussion = (token: string) => call<Record<string, any>>('GET', discussionPath(paperId), { token });
const post = (token: string, json: Record<string, unknown>) =>
  call<{ message: string; comment: { by: string; to?: string; mine: boolean }; warnings: Array<{ text: string; reason: string }> }>('POST', discussionPath(paperId), { token, json });
const reviewFor = (token: string) => call<Record<string, any>>('GET', `/api/reviews/getReviewComments?paperId=${paperId}`, { token });
const storedComments = async () => (await db.collection('comments').where('paperId', '==', paperId).get()).docs.map((doc) => doc.data());
const discussionMails = async (email: string) => (await outboxFor(email)).filter(({ mail }) => mail.kind === 'discussion' && mail.paperId === paperId);

/** A calendar whose response window is [open, close]; every other date far ahead. */
function calendarWithResponse(open: number, close: number): Calendar {
  return { ...plannedCalendar(new Date(Date.now() + 2 * day), 'Asia/Kolkata'), responseOpen: new Date(open).toISOString(), responseClose: new Date(close).toISOString() } as Calendar;
}

/** A text of `count` words that names nobody. */
const plainWords = (count: number) => words(count);

/** What must never reach the author: the reviewers' names, addresses and record IDs. */
function reviewerTraces(text: string, except: readonly Person[] = []): string[] {
  return people
    .filter((person) => !except.includes(person))
    .flatMap((person) => [person.name, person.email, person.record])
    .filter((trace) => text.toLowerCase().includes(trace.toLowerCase()));
}

beforeAll(async () => {
  chair = await loginAs('admin', demo.admin.username, demo.admin.password);
  originalCalendar = (await call<{ calendar: Calendar | null }>('GET', '/api/public/calendar')).body.calendar;
  originalSettings = (await call<ReviewSettings>('GET', '/api/admin/reviewsettings', { token: chair })).body;
  expect((await call('POST', '/api/admin/reviewsettings', { token: chair, json: { ...originalSettings, shareReviews: true, responseWords: 500 } })).status).toBe(200);
  expect((await setCalendar(calendarWithResponse(Date.now() - hour, Date.now() + 2 * day))).status).toBe(200);
  const made = await newAuthor('vantongeren');
  author = { token: made.token, email: made.email };
  stranger = await newAuthor('stranger');
  for (const [name, affiliation] of [
    ['Rosalind Quennell', 'Quennell Systems Laboratory'],
    ['Tobias Wexford', 'Wexford Data Centre'],
    ['Ulrike Haddow', 'Haddow Computing School'],
    ['Xavier Outlander', 'Outlander Research Group'],
  ] as const) {
    const account = await reviewerAccount(name.split(' ')[0]!.toLowerCase(), true);
    const added = await call<{ id: string }>('POST', '/api/admin/addreviewer', {
      token: chair,
      body: form({ name, affiliation, email: account.email, researchArea: 'Distributed systems' }, { profile: [await pdfBytes('Profile'), 'cv.pdf'] }),
    });
    expect(added.status).toBe(201);
    people.push({ ...account, record: added.body.id, name, affiliation });
  }
  outsider = people.pop()!;
  const fields = manuscriptFields({
    title: 'Consensus under partial synchrony, revisited',
    authorsDetails: JSON.stringify([authorBlock({ name: secret.name, email: uniqueEmail('pv'), organization: secret.organization })]),
  });
  paperId = await submitManuscript(author.token, fields);
  unreviewed = await submitManuscript(author.token, manuscriptFields({ title: 'A paper nobody has reviewed yet' }));
  expect((await call('POST', '/api/admin/assignreviewer', { token: chair, json: { paperId, reviewerIds: people.map((person) => person.record) } })).status).toBe(200);
  expect((await call('POST', '/api/admin/assignreviewer', { token: chair, json: { paperId: unreviewed, reviewerId: people[2]!.record } })).status).toBe(200);
  // Reviewer 1 would accept, Reviewer 2 would reject; Reviewer 3 has not reviewed.
  const [first, second] = people;
  expect((await call('POST', '/api/reviews/submitReview', { token: first!.token, json: fullReview(paperId, { criteriaRatings: ratings('Strong'), recommendation: 'Accept' }) })).status).toBe(200);
  expect(
    (await call('POST', '/api/reviews/submitReview', { token: second!.token, json: fullReview(paperId, { criteriaRatings: ratings('Weak'), recommendation: 'Reject', additionalComments: 'The proof of Lemma 3 looks wrong to me.' }) }))
      .status,
  ).toBe(200);
}, 240_000);

afterAll(async () => {
  if (originalCalendar) expect((await setCalendar(originalCalendar)).status).toBe(200);
  else await db.doc('config/calendar').delete();
  await call('POST', '/api/admin/reviewsettings', { token: chair, json: originalSettings });
});

describe('releasing the reviews for a response', () => {
  it('is needed before the author reads or writes anything', async () => {
    const before = await readResponse(author.token);
    expect(before.status).toBe(409);
    expect(before.body.message).toBe(Messages.responseNotReleased);
    expect((await saveResponse('Thank you.', false)).status).toBe(409);
  });

  it('is the chair\'s alone, for a paper under review with a submitted review', async () => {
    for (const token of [author.token, people[0]!.token]) expect((await call('POST', `/api/admin/papers/${paperId}/release`, { token })).status).toBe(403);
    const nothing = await call<{ message: string }>('POST', `/api/admin/papers/${unreviewed}/release`, { token: chair });
    expect(nothing.status).toBe(409);
    expect(nothing.body.message).toBe(Messages.releaseNeedsReview);
    expect((await call('POST', '/api/admin/papers/ICCS25-0000/release', { token: chair })).status).toBe(404);
  });

  it('opens the reviews to the authors, once, with a message and an audit entry', async () => {
    const released = await call<{ message: string }>('POST', `/api/admin/papers/${paperId}/release`, { token: chair });
    expect(released.status).toBe(200);
    expect(released.body.message).toBe(Messages.responseReleased);
    const again = await call<{ message: string }>('POST', `/api/admin/papers/${paperId}/release`, { token: chair });
    expect(again.body.message).toBe(Messages.responseAlreadyReleased);
    const mails = (await outboxFor(author.email)).filter(({ mail }) => mail.kind === 'responseOpen' && mail.paperId === paperId);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.mail.message.text).toContain('500 words');
    const audit = await call<{ entries: Array<{ action: string; target: string }> }>('GET', `/api/admin/audit?action=paper.release&target=${encodeURIComponent(`paper:${paperId}`)}`, { token: chair });
    expect(audit.body.entries).toHaveLength(1);
    const list = await call<{ manuscripts: Array<{ paperId: string; responseReleasedAt: string | null }> }>('GET', `/api/authors/getmanuscriptbyauthor/${await uidOf(author.email)}`, { token: author.token });
    expect(list.body.manuscripts.find((paper) => paper.paperId === paperId)?.responseReleasedAt).toEqual(expect.any(String));
  });
});

describe('the author response', () => {
  it('shows the submitted reviews labelled, without names, addresses or confidential comments', async () => {
    const answer = await readResponse(author.token);
    expect(answer.status).toBe(200);
    expect(answer.body.reviews.map((review: { label: string }) => review.label)).toEqual(['Reviewer 1', 'Reviewer 2']);
    expect(answer.body.window.state).toBe('open');
    expect(answer.body.wordLimit).toBe(500);
    const raw = JSON.stringify(answer.body);
    expect(reviewerTraces(raw)).toEqual([]);
    expect(raw).not.toContain('For the committee');
  });

  it('is the paper\'s author\'s alone', async () => {
    expect((await readResponse(stranger.token)).status).toBe(403);
    expect((await call('PUT', responsePath(paperId), { token: stranger.token, json: { text: 'Hijacked.', submit: true } })).status).toBe(403);
    expect((await readResponse(people[0]!.token)).status).toBe(403);
  });

  it('saves a 480-word draft, warning that it names the authors\' organisation, and the reviewers do not see it', async () => {
    const text = `${plainWords(470)} We at the ${secret.organization} thank the reviewers.`;
    const saved = await saveResponse(text, false);
    expect(saved.status).toBe(200);
    expect(saved.body.words).toBe(countWords(text));
    expect(saved.body.words).toBe(480);
    expect(saved.body.warnings).toEqual([{ text: secret.organization, reason: "names an author's organisation" }]);
    expect((await reviewFor(people[0]!.token)).body.response).toBeNull();
  });

  it('counts words as the form does, whatever the spacing and punctuation', async () => {
    const text = 'Well-known\u00a0results — see §3.2,\ttable 4 … and (a) “quoted” words.\n\n- a list item';
    const saved = await saveResponse(text, false);
    expect(saved.body.words).toBe(countWords(text));
    expect(saved.body.words).toBe(13);
  });

  it('refuses a response over the limit, and writes nothing', async () => {
    await saveResponse(plainWords(300), false);
    const over = await saveResponse(plainWords(501), true);
    expect(over.status).toBe(400);
    expect(over.body.message).toBe(Messages.responseOverLimit(501, 500));
    const stored = (await db.doc(`responses/${paperId}`).get()).data();
    expect(stored?.draft.words).toBe(300);
    expect(stored?.submitted).toBeNull();
    expect((await saveResponse('   ', true)).status).toBe(400);
  });

  it('submits, and the reviewers who have reviewed and the chair read it; they are told by email without the authors', async () => {
    const text = `${plainWords(470)} We thank the reviewers; Lemma 3 is proved in the appendix.`;
    const submitted = await saveResponse(text, true);
    expect(submitted.status).toBe(200);
    expect(submitted.body.warnings).toEqual([]);
    expect(submitted.body.message).toBe(Messages.responseSubmitted);
    expect((await reviewFor(people[0]!.token)).body.response.text).toBe(text);
    expect((await reviewFor(people[2]!.token)).body.response).toBeNull();
    expect((await call<Record<string, any>>('GET', `/api/reviews/getReviewComments?paperId=${paperId}&reviewerId=${people[1]!.record}`, { token: chair })).body.response.words).toBe(countWords(text));
    for (const person of people) {
      const told = (await outboxFor(person.email)).filter(({ mail }) => mail.kind === 'responseArrived' && mail.paperId === paperId);
      expect(told).toHaveLength(1);
      expect(JSON.stringify(told[0]!.mail.message)).not.toContain(secret.name);
    }
  });

  it('may be changed until the window closes, each version kept; then it is refused with the date', async () => {
    const changed = await saveResponse(`${plainWords(200)} A shorter answer.`, true);
    expect(changed.status).toBe(200);
    expect((await readResponse(author.token)).body.response.versions).toHaveLength(2);
    expect((await setCalendar(calendarWithResponse(Date.now() - 2 * day, Date.now() - 1000))).status).toBe(200);
    const late = await saveResponse('One more thing.', true);
    expect(late.status).toBe(403);
    expect(late.body.message).toMatch(/^The author response closed on /);
    expect((await readResponse(author.token)).status).toBe(200);
    expect((await setCalendar(calendarWithResponse(Date.now() - hour, Date.now() + 2 * day))).status).toBe(200);
  });
});

describe('the discussion', () => {
  it('opens to a reviewer once their own review is in, never to an author or another paper\'s reviewer', async () => {
    const early = await readDiscussion(people[2]!.token);
    expect(early.status).toBe(403);
    expect(early.body.message).toBe(Messages.discussionNeedsOwnReview);
    expect((await readDiscussion(author.token)).status).toBe(403);
    const foreign = await readDiscussion(outsider.token);
    expect(foreign.status).toBe(403);
    expect(foreign.body.message).toBe(Messages.discussionNotOnPaper);
    const open = await readDiscussion(people[0]!.token);
    expect(open.status).toBe(200);
    expect(open.body.you).toBe('Reviewer 1');
    expect(open.body.reviewers).toEqual([
      { label: 'Reviewer 1', canRead: true },
      { label: 'Reviewer 2', canRead: true },
      { label: 'Reviewer 3', canRead: false },
    ]);
  });

  it('posts Markdown under the label, and tells the other reviewer at most once an hour', async () => {
    const first = await post(people[0]!.token, { text: 'I read **Lemma 3** again: it holds. Reviewer 2, do you agree?' });
    expect(first.status).toBe(200);
    expect(first.body.comment).toMatchObject({ by: 'Reviewer 1', mine: true });
    expect(first.body.warnings).toEqual([]);
    const second = await post(people[0]!.token, { text: 'See also the appendix.' });
    expect(second.status).toBe(200);
    // One notice to Reviewer 2 for both comments; none to Reviewer 3, who cannot read it yet; none to the writer.
    expect(await discussionMails(people[1]!.email)).toHaveLength(1);
    expect(await discussionMails(people[2]!.email)).toHaveLength(0);
    expect(await discussionMails(people[0]!.email)).toHaveLength(0);
    const notice = (await discussionMails(people[1]!.email))[0]!.mail as MailDoc;
    expect(reviewerTraces(JSON.stringify(notice.message), [people[1]!])).toEqual([]);
    const state = (await db.doc(`discussions/${paperId}`).get()).data();
    expect(state?.notices[people[1]!.record]).toMatchObject({ unseen: 1 });
    // Within the hour nothing more goes; once it is over, the waiting comment is told of.
    await sendWaitingNotices(await openOutbox(), new Date(Date.now() + 10 * 60_000));
    expect(await discussionMails(people[1]!.email)).toHaveLength(1);
    await sendWaitingNotices(await openOutbox(), new Date(Date.now() + hour + 60_000));
    const mails = await discussionMails(people[1]!.email);
    expect(mails).toHaveLength(2);
    expect(mails.map(({ mail }) => mail.message.text).join('\n')).toContain('There is a new comment');
  });

  it('warns a reviewer whose comment names a committee member or their organisation, alike for this paper\'s and others', async () => {
    const check = (text: string) => call<{ warnings: Array<{ text: string; reason: string }> }>('POST', `${discussionPath(paperId)}/check`, { token: people[1]!.token, json: { text } });
    const own = await check(`As ${people[1]!.name.toUpperCase()} I have changed my mind after the response.`);
    expect(own.body.warnings).toEqual([{ text: people[1]!.name, reason: 'names a member of the programme committee' }]);
    const colleague = await check(`I discussed it with ${people[0]!.name}.`);
    const stranger = await check(`I discussed it with ${outsider.name}.`);
    expect(colleague.body.warnings.map((warning) => warning.reason)).toEqual(stranger.body.warnings.map((warning) => warning.reason));
    // Warned, the reviewer may post all the same.
    const posted = await post(people[1]!.token, { text: `Colleagues at the ${people[1]!.affiliation} would agree with the response.` });
    expect(posted.status).toBe(200);
    expect(posted.body.warnings).toEqual([{ text: people[1]!.affiliation, reason: "names a committee member's organisation" }]);
  });

  it('refuses HTML, scripts, images and unsafe links, and writes nothing', async () => {
    const before = (await storedComments()).length;
    const cases: Array<[string, string]> = [
      ['<script>alert(1)</script>', 'HTML tags'],
      ['Nice <b>bold</b> claim', 'HTML tags'],
      ['See ![plot](https://evil.example/track.png)', 'cannot embed images'],
      ['[click](javascript:alert(1))', 'http, https or mailto'],
      ['   ', 'Write a comment first.'],
      ['x'.repeat(5001), 'at most 5,000 characters'],
    ];
    for (const [text, message] of cases) {
      const refused = await post(people[0]!.token, { text });
      expect(refused.status, text).toBe(400);
      expect(refused.body.message).toContain(message);
    }
    expect(await storedComments()).toHaveLength(before);
  });

  it('lets the chair ask one reviewer who can read it, and records the chair\'s comment', async () => {
    const notReady = await post(chair, { text: 'Could you look at the proof?', to: 'Reviewer 3' });
    expect(notReady.status).toBe(400);
    expect(notReady.body.message).toBe(Messages.askedReviewerCannotRead('Reviewer 3'));
    expect((await post(chair, { text: 'Anyone?', to: 'Reviewer 9' })).status).toBe(400);
    const byReviewer = await post(people[0]!.token, { text: 'A question', to: 'Reviewer 2' });
    expect(byReviewer.status).toBe(400);
    expect(byReviewer.body.message).toBe(Messages.onlyChairAsks);
    const asked = await post(chair, { text: 'Reviewer 2, could you check the proof of Lemma 3 against the response?', to: 'Reviewer 2' });
    expect(asked.status).toBe(200);
    expect(asked.body.comment).toMatchObject({ by: 'Chair', to: 'Reviewer 2' });
    const audit = await call<{ entries: unknown[] }>('GET', `/api/admin/audit?action=discussion.comment&target=${encodeURIComponent(`paper:${paperId}`)}`, { token: chair });
    expect(audit.body.entries).toHaveLength(1);
  });

  it('shows every reviewer only labels: no answer a reviewer can fetch names another', async () => {
    for (const person of people.slice(0, 2)) {
      const answers = [await readDiscussion(person.token), await reviewFor(person.token), await call('GET', `/api/reviewers/assignedpapers?email=${encodeURIComponent(person.email)}`, { token: person.token })];
      for (const answer of answers) expect(reviewerTraces(JSON.stringify(answer.body), [person])).toEqual([]);
    }
    const seen = await readDiscussion(people[1]!.token);
    expect(seen.body.comments.map((comment: { by: string }) => comment.by)).toEqual(['Reviewer 1', 'Reviewer 1', 'Reviewer 2', 'Chair']);
  });

  it('is marked resolved by the chair, and opened again by a new comment', async () => {
    expect((await call('PUT', `/api/admin/papers/${paperId}/discussion`, { token: people[0]!.token, json: { resolved: true } })).status).toBe(403);
    expect((await call('PUT', `/api/admin/papers/${paperId}/discussion`, { token: chair, json: { resolved: true } })).status).toBe(200);
    expect((await readDiscussion(chair)).body.resolved).toBe(true);
    await post(people[1]!.token, { text: 'I agree with Reviewer 1 now.' });
    expect((await readDiscussion(chair)).body.resolved).toBe(false);
  });
});

describe('reviews that change', () => {
  it('keep each submitted version, and the decision table shows the change and the discussion', async () => {
    const raised = await call('POST', '/api/reviews/submitReview', { token: people[1]!.token, json: fullReview(paperId, { criteriaRatings: ratings('Strong'), recommendation: 'Accept with minor revisions', additionalComments: 'The response convinced me.' }) });
    expect(raised.status).toBe(200);
    const reviews = await call<{ reviewers: ReviewScores[] }>('GET', `/api/admin/papers/${paperId}/reviews`, { token: chair });
    const second = reviews.body.reviewers.find((review) => review.label === 'Reviewer 2')!;
    expect(second.history.map((version) => version.recommendation)).toEqual(['Reject', 'Accept with minor revisions']);
    expect(reviewChange(second.history)).toBe('Reject → Accept with minor revisions; overall 2.00 → 4.00');
    const table = await call<{ reviewerComments: Array<{ _id: string; discussion: { comments: number; resolved: boolean }; response: { submittedAt: string | null } }> }>('GET', `/api/admin/reviewercomments?q=${encodeURIComponent(paperId)}`, { token: chair });
    const row = table.body.reviewerComments.find((candidate) => candidate._id === paperId)!;
    expect(row.discussion).toEqual({ comments: 5, resolved: false });
    expect(row.response.submittedAt).toEqual(expect.any(String));
  });
});

describe('a reviewer removed from the paper', () => {
  it('loses the discussion at once; their comments stay with the review the chair kept', async () => {
    const [first, second, third] = people;
    const removed = await call('POST', '/api/admin/assignreviewer', { token: chair, json: { paperId, reviewerIds: [second!.record, third!.record], keepReviews: true } });
    expect(removed.status).toBe(200);
    expect((await readDiscussion(first!.token)).status).toBe(403);
    expect((await post(first!.token, { text: 'Still here?' })).status).toBe(403);
    const kept = (await storedComments()).filter((comment) => comment.author.reviewerId === first!.record);
    expect(kept.map((comment) => comment.kept)).toEqual([true, true]);
    const violations = (await checkInvariants()).filter((violation) => violation.detail.includes(paperId));
    expect(violations).toEqual([]);
  });
});

describe('a reviewer who chose the daily digest', () => {
  it('gives a reviewer who chose the daily digest one message a day for their discussions, and no notice per comment', async () => {
    // After the removal above the second reviewer is the paper's one reader left; the chair writes.
    const reader = people[1]!;
    const settings = db.doc(`settings/${await uidOf(reader.email)}`);
    await settings.set({ theme: 'light', notices: 'daily' });
    const digests = async () => (await outboxFor(reader.email)).filter(({ mail }) => mail.kind === 'discussionDigest');
    const notices = (await discussionMails(reader.email)).length;
    try {
      expect((await post(chair, { text: 'One more point on the proof of Lemma 4.' })).status).toBe(200);
      expect(await discussionMails(reader.email)).toHaveLength(notices);
      const start = Date.now() + 2 * hour;
      await sendWaitingNotices(await openOutbox(), new Date(start));
      const [digest] = await digests();
      expect(await digests()).toHaveLength(1);
      expect(digest!.mail.message.text).toContain(`${paperId}: `);
      // Every comment the reader had not heard of, the chair's earlier question among them.
      expect(digest!.mail.message.text).toMatch(new RegExp(`- ${paperId}: .+ \\(\\d+ new comments?(; the chair asks you)?\\)`));
      expect(reviewerTraces(JSON.stringify(digest!.mail.message), [reader])).toEqual([]);
      // The run again, and a new comment within the day: nothing more until the day is over.
      await sendWaitingNotices(await openOutbox(), new Date(start + hour));
      expect((await post(chair, { text: 'And the appendix, once more.' })).status).toBe(200);
      await sendWaitingNotices(await openOutbox(), new Date(start + 2 * hour));
      expect(await digests()).toHaveLength(1);
      expect(await discussionMails(reader.email)).toHaveLength(notices);
      await sendWaitingNotices(await openOutbox(), new Date(start + day + hour));
      expect(await digests()).toHaveLength(2);
    } finally {
      await settings.set({ theme: 'light' });
    }
  });
});

describe('the decision', () => {
  it('closes the discussion and the response; the author\'s comments PDF holds the final reviews and no discussion', async () => {
    expect((await call('POST', '/api/admin/updatestatus', { token: chair, json: { paperId, status: 'Accepted' } })).status).toBe(200);
    expect((await call('POST', '/api/admin/sendreview', { token: chair, json: { paperId } })).status).toBe(200);
    const closed = await post(people[1]!.token, { text: 'Too late?' });
    expect(closed.status).toBe(409);
    expect((await saveResponse('After the decision.', true)).status).toBe(409);
    const pdf = await fetch(`${siteUrl}/api/files/comments/${paperId}.pdf`, { headers: { Authorization: `Bearer ${author.token}` } });
    expect(pdf.status).toBe(200);
    const text = await pdfText(new Uint8Array(await pdf.arrayBuffer()));
    expect(text).toContain('The response convinced me.');
    expect(text).not.toContain('The proof of Lemma 3 looks wrong to me.');
    expect(text).not.toContain('Reviewer 2, could you check');
    expect(text).not.toContain('I read');
    expect(reviewerTraces(text)).toEqual([]);
    const authorAnswers = [await readResponse(author.token), await call('GET', `/api/authors/getmanuscriptbyauthor/${await uidOf(author.email)}`, { token: author.token })];
    for (const answer of authorAnswers) {
      expect(reviewerTraces(JSON.stringify(answer.body))).toEqual([]);
      expect(JSON.stringify(answer.body)).not.toContain('Lemma 3 again');
    }
  });
});
