// The chair's message to a group, against the running functions and the MailDev inbox: "the authors of
// accepted papers without a verified registration" reaches exactly those authors once each (ann has two
// accepted papers and is not registered; her co-author too; cat registered and never paid; ben paid and
// was verified; dan was rejected); the preview refuses a field nobody knows, a paper's authors to its
// reviewers and a paper's field in a message per person, before anyone is looked up; a recipient who lacks
// a field is skipped with why; the reviews go as sent, without a name; a preview is sent once, by its maker.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Messages, invitationFilterAlone, type MailDoc } from '@confsys/domain';
import { db } from '../support/admin';
import { openRegistration } from '../support/config';
import { call, demo, loginAs, newAuthor, uniqueEmail } from '../support/emulator';
import { onlyMailTo, mailTo } from '../support/mail';
import { acceptedPaper, authorBlock, decidePaper, deputyAdmin, manuscriptFields, payAndVerify, registerParticipant, sentInvitation, submitManuscript } from '../support/world';

interface Preview {
  previewId: string;
  applied: boolean;
  count: number;
  samples: Array<{ to: string; name: string; paperId: string | null; subject: string; text: string }>;
  skipped: Array<{ email: string; name: string; paperId: string | null; reason: string }>;
  message: string;
  errors?: Record<string, string>;
}

let chair: string;
let restoreFees: (chair: string) => Promise<number | null>;
const people = { ann: '', coauthor: uniqueEmail('coauthor'), ben: '', cat: '', dan: '' };
let annPapers: string[] = [];
let sentPaper = '';
let unsentPaper = '';

const mail = (json: unknown, token = chair) => call<Preview>('POST', '/api/admin/mail', { token, json });
const preview = (to: unknown, subject: string, body: string) => mail({ to, subject, body, preview: true });
beforeAll(async () => {
  chair = await loginAs('admin', demo.admin.username, demo.admin.password);
  const [ann, ben, cat, dan] = await Promise.all(['ann', 'ben', 'cat', 'dan'].map((name) => newAuthor(`mailing${name}`)));
  Object.assign(people, { ann: ann!.email, ben: ben!.email, cat: cat!.email, dan: dan!.email });
  const withCoauthor = manuscriptFields({ authorsDetails: JSON.stringify([authorBlock({ name: 'Ann Author', email: ann!.email }), authorBlock({ name: 'Cora Coauthor', email: people.coauthor })]) });
  annPapers = [await acceptedPaper(chair, ann!.token, 'mailann1', withCoauthor), await acceptedPaper(chair, ann!.token, 'mailann2')];
  sentPaper = annPapers[0]!;
  unsentPaper = annPapers[1]!;
  expect((await call('POST', '/api/admin/sendreview', { token: chair, json: { paperId: sentPaper } })).status).toBe(200);
  await acceptedPaper(chair, ben!.token, 'mailben');
  await acceptedPaper(chair, cat!.token, 'mailcat');
  const danPaper = await submitManuscript(dan!.token);
  await decidePaper(chair, danPaper, 'maildan', 'Rejected');
  restoreFees = await openRegistration(chair);
  await registerParticipant(ben!.token);
  await payAndVerify(chair, ben!.token);
  await registerParticipant(cat!.token);
}, 300_000);

afterAll(async () => {
  await restoreFees(chair);
});

const unregisteredAccepted = { group: 'authors', filter: { paperStatus: 'Accepted', registration: 'notConfirmed' } };

describe('checking the message before anyone is looked up', () => {
  it('refuses a field nobody knows, naming it under the body with the fields there are', async () => {
    const answer = await preview(unregisteredAccepted, 'Register', 'Dear {{fullname}}');
    expect(answer.status).toBe(400);
    expect(answer.body.errors?.body).toMatch(/^\{\{fullname\}\} is not a field\. The fields are: \{\{name\}\}/);
    expect(answer.body.previewId).toBeUndefined();
  });

  it("refuses a paper's authors to its reviewers, and a paper's field in a message per person", async () => {
    const reviewers = await preview({ group: 'reviewers', perPaper: true }, 'About {{paper.id}}', 'Written by {{paper.authors}}');
    expect(reviewers.status).toBe(400);
    expect(reviewers.body.errors?.body).toBe('{{paper.authors}} cannot go to reviewers: reviewers never learn who wrote a paper.');
    const once = await preview(unregisteredAccepted, 'About {{paper.title}}', 'x');
    expect(once.body.errors?.subject).toBe('{{paper.title}} is about one paper: send one message per paper to use it.');
  });

  it('refuses a subject of two lines', async () => {
    const answer = await preview(unregisteredAccepted, 'Register\r\nBcc: spy@example.org', 'x');
    expect(answer.status).toBe(400);
    expect(answer.body.errors?.subject).toBe('The subject is one line.');
  });
});

describe('the authors of accepted papers without a verified registration', () => {
  let previewId = '';
  let samples: Preview['samples'] = [];
  const subject = `Register for {{conference.acronym}} ${Date.now()}`;

  it('previews a message for each of them once, rendered for real recipients', async () => {
    const answer = await preview(unregisteredAccepted, subject, 'Dear {{name}},\n\nPlease register by {{dates.registration}}.\n{{link.dashboard}}');
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.applied).toBe(false);
    expect(answer.body.samples.length).toBeGreaterThan(0);
    // Each sample is the message as it goes out: the edition's name before the subject, the footer after the text.
    for (const sample of answer.body.samples) {
      expect(sample.text).toMatch(/^Dear .+,\n\nPlease register by .+\.\n.+\/authordashboard\n\n-- \n/);
      expect(sample.subject).toMatch(/^ICCS \d{4}: Register for ICCS \d{4} \d+$/);
    }
    previewId = answer.body.previewId;
    samples = answer.body.samples;
  });

  it('sends exactly the preview: ann, her co-author and cat once each; not ben, who paid, nor dan, rejected', async () => {
    const sent = await mail({ previewId, apply: true });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body.message).toBe(Messages.mailingSent(sent.body.count));
    const queued = await db.collection('mail').where('mailingId', '==', previewId).get();
    expect(queued.size).toBe(sent.body.count);
    const to = queued.docs.flatMap((doc) => (doc.data() as MailDoc).to);
    expect(new Set(to).size).toBe(to.length);
    for (const address of [people.ann, people.coauthor, people.cat]) expect(to.filter((recipient) => recipient === address)).toEqual([address]);
    for (const address of [people.ben, people.dan]) expect(to).not.toContain(address);
    const delivered = await onlyMailTo(people.ann, 'Register for');
    expect(delivered.text).toContain('Please register by');
    expect(delivered.text).toMatch(/^Dear .+,/);
    expect(await mailTo(people.ben, 'Register for')).toEqual([]);
    // What the preview showed is what was queued, subject and text alike.
    for (const sample of samples) {
      const message = queued.docs.map((doc) => doc.data() as MailDoc).find((doc) => doc.to.includes(sample.to));
      expect(message?.message.subject).toBe(sample.subject);
      expect(message?.message.text).toBe(sample.text);
    }
  });

  it('sends a preview once, and only for the admin who made it', async () => {
    expect((await mail({ previewId, apply: true })).status).toBe(409);
    const another = await preview(unregisteredAccepted, 'Again', 'Dear {{name}}');
    const deputy = await deputyAdmin();
    const stolen = await mail({ previewId: another.body.previewId, apply: true }, deputy.token);
    expect(stolen.status).toBe(403);
    expect(stolen.body.message).toBe(Messages.proposalOfAnotherAdmin);
    expect((await db.collection('mail').where('mailingId', '==', another.body.previewId).get()).size).toBe(0);
  });
});

describe('facts a recipient lacks, and the reviews', () => {
  it('skips, with why, an author who is not registered when the message names the amount due', async () => {
    const answer = await preview({ group: 'papers', filter: { paperIds: [sentPaper] } }, 'Your registration', 'Due: {{registration.amountDue}}');
    expect(answer.status).toBe(200);
    expect(answer.body.count).toBe(0);
    expect(answer.body.skipped).toEqual(expect.arrayContaining([expect.objectContaining({ email: people.ann, paperId: sentPaper, reason: 'not registered for this edition' })]));
  });

  it('carries the reviews as sent, labelled and without a name, and skips a paper whose reviews were not sent', async () => {
    const answer = await preview({ group: 'papers', filter: { paperIds: [sentPaper, unsentPaper] } }, 'Reviews of {{paper.id}}', '{{reviews}}');
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const sample = answer.body.samples.find((candidate) => candidate.paperId === sentPaper);
    expect(sample?.text).toMatch(/^Reviewer 1\n/);
    expect(sample?.text).toContain('Recommendation:');
    const reviewer = (await db.collection('papers').doc(sentPaper).get()).get('reviewers') as Array<{ name: string; email: string }>;
    for (const assignment of reviewer) {
      expect(sample?.text).not.toContain(assignment.name);
      expect(sample?.text).not.toContain(assignment.email);
    }
    expect(answer.body.skipped).toEqual(expect.arrayContaining([expect.objectContaining({ paperId: unsentPaper, reason: `the reviews of ${unsentPaper} were not sent to the authors yet` })]));
  });
});

describe('the committee invitees, by their invitation', () => {
  it("reaches those who declined, once each, without a member's facts, and refuses their state beside a member's filter", async () => {
    const declining = { name: 'Della Declines', email: uniqueEmail('della') };
    const invitation = await sentInvitation(chair, declining);
    expect((await call('POST', `/api/invitations/${invitation.token}/decline`, { json: { reason: 'Too busy this year' } })).status).toBe(200);
    const declined = (await db.collection('invitations').where('state', '==', 'declined').get()).docs.map((doc) => String(doc.get('email')));

    const thanks = await preview({ group: 'reviewers', filter: { invitation: 'declined' } }, 'Thank you, {{name}}', 'Dear {{name}},\n\nthank you for answering.');
    expect(thanks.status, JSON.stringify(thanks.body)).toBe(200);
    expect(thanks.body.count).toBe(new Set(declined).size);
    expect(thanks.body.skipped).toEqual([]);
    // An invitee is not a member: a member's field (their dashboard) skips every one of them, with why.
    const dashboard = await preview({ group: 'reviewers', filter: { invitation: 'declined' } }, 'Your dashboard', '{{link.dashboard}}');
    expect(dashboard.body.count).toBe(0);
    expect(dashboard.body.skipped.map((skipped) => skipped.email)).toContain(invitation.email);

    const mixed = await preview({ group: 'reviewers', filter: { invitation: 'declined', review: 'missing' } }, 'Hello', 'Dear {{name}}');
    expect([mixed.status, mixed.body.message]).toEqual([400, invitationFilterAlone]);
  });
});
