// Email through the outbox, read where people read it: the MailDev inbox the test run starts. Each
// message of the conference arrives with the right recipient and content; the reviewer's message holds
// no author identity; the Notifications switch stops notifications but not receipts; a message is sent
// once however often its sender runs; nothing typed by authors adds a header or markup; an SMTP outage
// leaves messages in ERROR with the reason, and Resend delivers them once the server is back.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MailState, defaultFeeTable, defaultIdentity, formatInstantIn, pendingDelivery, type MailDoc, receiptFileNameOf, builtEdition } from '@confsys/domain';
import { deliverMail } from '../../functions/src/lib/mail/sender';
import { openOutbox } from '../../functions/src/lib/mail/outbox';
import { sendReviewNotices } from '../../functions/src/lib/reviews/reviewNotices';
import { registerAreaHooks } from '../../functions/src/registrations';
import { localSmtpUrl } from '../../scripts/lib/mailServer.mjs';
import { db } from '../support/admin';
import { authorForm, call, currentCalendar, demo, form, fullReview, loginAs, newAuthor, newReviewer, registrationForm, uniqueEmail } from '../support/emulator';
import { pdfBytes, pngBytes } from '../support/files';
import { attachmentBytes, inbox, mailTo, onlyMailTo, outboxFor, rawSource, settled } from '../support/mail';
import { authorBlock, manuscriptFields, reviewerRecordFields, submitManuscript } from '../support/world';

// The sender runs in this process too (the outage and redelivery cases): with the areas' hooks, as in the functions.
registerAreaHooks();

let chair: string;

async function reviewerWithRecord(name: string) {
  const reviewer = await newReviewer(name);
  const record = await call<{ id: string }>('POST', '/api/admin/addreviewer', {
    token: chair,
    body: form(reviewerRecordFields({ name: `${name} Reviewer`, email: reviewer.email, affiliation: `Institute ${randomUUID().slice(0, 6)}` }), { profile: [await pdfBytes('Profile'), 'cv.pdf'] }),
  });
  expect(record.status).toBe(201);
  return { ...reviewer, record: record.body.id };
}

async function setNotifications(value: 'enabled' | 'disabled') {
  const answer = await call('POST', '/api/admin/notificationsettings', { token: chair, json: { notifications: value } });
  expect(answer.status).toBe(200);
}

beforeAll(async () => {
  chair = await loginAs('admin', demo.admin.username, demo.admin.password);
  await setNotifications('enabled');
});

afterAll(async () => {
  await setNotifications('enabled');
});

describe('the messages of a paper, from registration to publication', () => {
  it('reach each person with what they need, and the reviewer never learns the authors', async () => {
    // Registration: the number, and the receipt PDF attached.
    const registration = registrationForm();
    const registered = await call<{ registrationNumber: string }>('POST', '/conregister', { body: form(registration) });
    expect(registered.status).toBe(201);
    const receiptMail = await onlyMailTo(registration.loginEmail!, 'registration');
    expect(receiptMail.text).toContain(registered.body.registrationNumber);
    expect(receiptMail.text).toContain(defaultIdentity.contactEmail);
    expect(receiptMail.attachments?.map((file) => file.filename)).toEqual([receiptFileNameOf(builtEdition)]);
    expect((await attachmentBytes(receiptMail, receiptFileNameOf(builtEdition))).subarray(0, 5).toString()).toBe('%PDF-');

    // The author's account: how to sign in.
    const author = await newAuthor('mailer');
    const welcome = await onlyMailTo(author.email, 'your author account');
    expect(welcome.text).toContain('http://127.0.0.1:5000/authorlogin');

    // Submission: every listed author, with the list of authors.
    const coAuthor = authorBlock({ name: 'Chitra Coauthor', email: uniqueEmail('chitra'), organization: 'Coimbatore Institute of Systems' });
    const firstAuthor = authorBlock({ name: 'Arun Firstauthor', email: author.email, organization: 'Example College' });
    const title = `Scheduling at the edge ${randomUUID().slice(0, 6)}`;
    const paperId = await submitManuscript(author.token, manuscriptFields({ title, authorsDetails: JSON.stringify([firstAuthor, coAuthor]) }));
    for (const address of [author.email, coAuthor.email]) {
      const received = await onlyMailTo(address, `manuscript ${paperId} received`);
      expect(received.text).toContain(title);
      expect(received.text).toContain('Arun Firstauthor (Example College)');
      expect(received.text).toContain('Chitra Coauthor (Coimbatore Institute of Systems)');
    }

    // Assignment: title, abstract, deadline and the form's link; nothing of the authors in any byte.
    const reviewer = await reviewerWithRecord('Ravi');
    const assigned = await call('POST', '/api/admin/assignreviewer', { token: chair, json: { paperId, reviewerId: reviewer.record } });
    expect(assigned.status).toBe(200);
    const assignment = await onlyMailTo(reviewer.email, `paper ${paperId} assigned to you`);
    expect(assignment.text).toContain(title);
    const calendar = await currentCalendar();
    expect(assignment.text).toContain(`Review deadline: ${formatInstantIn(calendar.reviewDeadline, calendar.timeZone)}`);
    expect(assignment.text).toContain(`http://127.0.0.1:5000/reviewform?paperId=${paperId}`);
    const source = (await rawSource(assignment.id)).toLowerCase();
    for (const identity of [author.email, coAuthor.email, 'arun', 'firstauthor', 'chitra', 'coauthor', 'example college', 'coimbatore institute', 'okbank']) {
      expect(source, `the reviewer's message names "${identity}"`).not.toContain(identity.toLowerCase());
    }

    // Review submitted: the admins, in their hour's message (alone in it, or listed with others'), with the count of reviews in.
    const review = await call('POST', '/api/reviews/submitReview', { token: reviewer.token, json: fullReview(paperId) });
    expect(review.status).toBe(200);
    await db.doc('meta/reviewNotices').delete();
    expect(await sendReviewNotices(await openOutbox())).toBeGreaterThan(0);
    const aboutPaper = async () => (await mailTo(demo.admin.email, 'submitted for')).filter((message) => message.text.includes(paperId));
    await expect.poll(async () => (await aboutPaper()).length, { timeout: 30_000 }).toBe(1);
    const told = (await aboutPaper())[0]?.text ?? '';
    expect(/Reviews in: 1 of \d/.test(told) || told.includes(`${paperId}: ${title} (1 of `)).toBe(true);
    // Within the hour a second run sends nothing.
    expect(await sendReviewNotices(await openOutbox())).toBe(0);

    // Decision: the submitting author, with the comments PDF the author may read.
    expect((await call('POST', '/api/admin/sendreview', { token: chair, json: { paperId } })).status).toBe(200);
    expect((await call('POST', '/api/admin/updatestatus', { token: chair, json: { paperId, status: 'Accepted' } })).status).toBe(200);
    const decision = await onlyMailTo(author.email, `decision on paper ${paperId}: accepted`);
    expect(decision.text).toContain('accepted');
    expect(decision.attachments?.map((file) => file.filename)).toEqual([`${paperId}-reviews.pdf`]);
    const comments = await attachmentBytes(decision, `${paperId}-reviews.pdf`);
    expect(comments.subarray(0, 5).toString()).toBe('%PDF-');
    expect(await mailTo(coAuthor.email, 'decision')).toHaveLength(0);

    // Payment, once accepted and registered: the spec's confirmation, to the submitting author.
    const originalFees = (await db.doc('config/fees').get()).data();
    expect((await call('PUT', '/api/admin/fees', { token: chair, json: defaultFeeTable })).status).toBe(200);
    const participant = await call('POST', '/api/participants/registration', {
      token: author.token,
      json: { category: 'faculty', attendance: 'online', paperIds: [paperId], billing: { name: 'Arun', address: 'Coimbatore 641004', state: 'Tamil Nadu', country: 'India' } },
    });
    expect(participant.status).toBe(200);
    const paid = await call('POST', '/api/authors/submit-payment', {
      token: author.token,
      body: form({ paperId, upiId: 'arun@okbank', reference: `${String(Date.now()).slice(-12)}`, paymentDate: '2025-07-01' }, { receipt: [pngBytes, 'receipt.png', 'image/png'] }),
    });
    expect(paid.status).toBe(200);
    if (originalFees) await db.doc('config/fees').set(originalFees);
    else await db.doc('config/fees').delete();
    const payment = await onlyMailTo(author.email, `payment for ${paperId} recorded`);
    expect(payment.text).toContain('UPI ID: arun@okbank');
    expect(payment.text).toContain('Payment date: 1 Jul 2025');
    expect(await mailTo(coAuthor.email, 'payment')).toHaveLength(0);

    // Publication: every listed author.
    expect((await call('PUT', `/api/admin/publish/${paperId}`, { token: chair })).status).toBe(200);
    for (const address of [author.email, coAuthor.email]) await onlyMailTo(address, `paper ${paperId} published`);

    // The outbox holds each of them, delivered.
    const outbox = await outboxFor(author.email);
    expect(outbox.map(({ mail }) => mail.kind).sort()).toEqual(['account', 'decision', 'payment', 'publication', 'submission']);
    expect(outbox.every(({ mail }) => mail.delivery.state === MailState.Success && mail.delivery.attempts === 1)).toBe(true);
  });

  it('a rejection says so, without a comments PDF when none was sent', async () => {
    const author = await newAuthor('rejected');
    const paperId = await submitManuscript(author.token, manuscriptFields({ authorsDetails: JSON.stringify([authorBlock({ email: author.email })]) }));
    const reviewer = await reviewerWithRecord('Rekha');
    expect((await call('POST', '/api/admin/assignreviewer', { token: chair, json: { paperId, reviewerId: reviewer.record } })).status).toBe(200);
    expect((await call('POST', '/api/reviews/submitReview', { token: reviewer.token, json: fullReview(paperId, { recommendation: 'Reject' }) })).status).toBe(200);
    expect((await call('POST', '/api/admin/updatestatus', { token: chair, json: { paperId, status: 'Rejected' } })).status).toBe(200);
    const decision = await onlyMailTo(author.email, `decision on paper ${paperId}: not accepted`);
    expect(decision.text).toContain('has not been accepted');
    expect(decision.attachments ?? []).toHaveLength(0);
  });
});

describe('the Notifications switch', () => {
  it('stops notifications for everyone while off, and never the account messages', async () => {
    await setNotifications('disabled');
    try {
      expect((await call<{ notifications: string }>('GET', '/api/admin/notificationsettings', { token: chair })).body).toEqual({ notifications: 'disabled' });
      const author = await newAuthor('quiet');
      await onlyMailTo(author.email, 'your author account');
      const paperId = await submitManuscript(author.token, manuscriptFields({ authorsDetails: JSON.stringify([authorBlock({ email: author.email })]) }));
      // The account message went after the submission was saved; had the submission queued one, it would be in the outbox now.
      expect((await outboxFor(author.email)).map(({ mail }) => mail.kind)).toEqual(['account']);
      expect(await mailTo(author.email, paperId)).toHaveLength(0);
    } finally {
      await setNotifications('enabled');
    }
    const author = await newAuthor('loud');
    const paperId = await submitManuscript(author.token, manuscriptFields({ authorsDetails: JSON.stringify([authorBlock({ email: author.email })]) }));
    await onlyMailTo(author.email, `manuscript ${paperId} received`);
  });

  it('is refused to anyone but an admin, and takes only enabled or disabled', async () => {
    const author = await newAuthor('switcher');
    expect((await call('POST', '/api/admin/notificationsettings', { token: author.token, json: { notifications: 'disabled' } })).status).toBe(403);
    const wrong = await call<{ message: string }>('POST', '/api/admin/notificationsettings', { token: chair, json: { notifications: 'sometimes' } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('notifications must be "enabled" or "disabled".');
  });
});

describe('delivery', () => {
  async function queueDirectly(overrides: Partial<MailDoc> = {}): Promise<{ id: string; subject: string; to: string }> {
    const to = uniqueEmail('direct');
    const subject = `Direct ${randomUUID()}`;
    const now = new Date().toISOString();
    const doc: MailDoc = {
      to: [to],
      message: { subject, text: 'Plain text.', html: '<p>Plain text.</p>' },
      attachments: [],
      kind: 'reminder',
      paperId: null,
      createdAt: now,
      delivery: pendingDelivery(now),
      ...overrides,
    };
    const ref = await db.collection('mail').add(doc);
    return { id: ref.id, subject: doc.message.subject, to: doc.to[0]! };
  }

  it('sends a message once when its sender runs several times at once', async () => {
    const { id, subject, to } = await queueDirectly();
    // The trigger runs for the new document; two more senders race it for the same message.
    await Promise.all([deliverMail(id, { transportUrl: localSmtpUrl }), deliverMail(id, { transportUrl: localSmtpUrl })]);
    const mail = await settled(id);
    expect(mail.delivery.state).toBe(MailState.Success);
    expect(mail.delivery.attempts).toBe(1);
    await onlyMailTo(to, subject);
    // A later run (the trigger firing again for the SUCCESS write) sends nothing more.
    await deliverMail(id, { transportUrl: localSmtpUrl });
    await new Promise((done) => setTimeout(done, 1000));
    expect(await mailTo(to, subject)).toHaveLength(1);
  });

  it('never lets a line break in stored text start a header, nor a recipient list hide in one address', async () => {
    const victim = uniqueEmail('victim');
    const attacker = uniqueEmail('attacker');
    const { id, to } = await queueDirectly({
      message: { subject: `Paper title\r\nBcc: ${attacker}\r\nX-Injected: yes`, text: 'Body', html: '<p>Body</p>' },
      to: [victim, `${attacker}, ${uniqueEmail('second')}`, `Someone <${attacker}>`],
    });
    const mail = await settled(id);
    expect(mail.delivery.state).toBe(MailState.Success);
    const received = await onlyMailTo(to, 'Paper title');
    expect(received.envelope.to.map((recipient) => recipient.address)).toEqual([victim]);
    expect(received.calculatedBcc).toEqual([]);
    expect(received.subject).toBe(`Paper title Bcc: ${attacker} X-Injected: yes`);
    const headers = (await rawSource(received.id)).split(/\r?\n\r?\n/)[0]!;
    expect(headers).not.toMatch(/^bcc:/im);
    expect(headers).not.toMatch(/^x-injected:/im);
    expect(await mailTo(attacker)).toHaveLength(0);
  });

  it("escapes what authors type in the HTML version, and keeps line breaks in titles out of the headers", async () => {
    const author = await newAuthor('markup');
    const hostileName = '<img src=x onerror=alert(1)> Mallory';
    const hostileTitle = `Graphs\r\nBcc: ${uniqueEmail('spy')}\r\n<script>alert(2)</script>`;
    const paperId = await submitManuscript(
      author.token,
      manuscriptFields({ title: hostileTitle, authorsDetails: JSON.stringify([authorBlock({ email: author.email, name: hostileName })]) }),
    );
    const received = await onlyMailTo(author.email, `manuscript ${paperId} received`);
    expect(received.html).not.toContain('<img src=x');
    expect(received.html).not.toContain('<script>');
    expect(received.html).toContain('&lt;img src=x onerror=alert(1)&gt; Mallory');
    expect(received.html).toContain('&lt;script&gt;alert(2)&lt;/script&gt;');
    expect(received.calculatedBcc).toEqual([]);
    expect(received.envelope.to.map((recipient) => recipient.address)).toEqual([author.email]);
  });
});

describe('an SMTP server that is down', () => {
  it('leaves the message in ERROR with the reason, never fails the request, and Resend delivers it once the server is back', async () => {
    await inbox.stop();
    let email = '';
    try {
      const registration = authorForm({ email: uniqueEmail('offline') });
      email = registration.email!;
      const answer = await call('POST', '/api/authors/register', { json: registration });
      expect(answer.status, 'the registration succeeds while mail cannot go out').toBe(201);
      await expect.poll(async () => (await outboxFor(email)).length, { timeout: 15_000 }).toBe(1);
      const id = (await outboxFor(email))[0]!.id;
      const failed = await settled(id, 90_000);
      expect(failed.delivery.state).toBe(MailState.Error);
      expect(failed.delivery.attempts).toBe(5);
      expect(failed.delivery.error).toMatch(/ECONNREFUSED|connect/i);
    } finally {
      await inbox.start();
    }
    const id = (await outboxFor(email))[0]!.id;
    const resent = await call<{ message: string }>('POST', `/api/admin/mail/${id}/resend`, { token: chair });
    expect(resent.status).toBe(200);
    const delivered = await settled(id);
    expect(delivered.delivery.state).toBe(MailState.Success);
    await onlyMailTo(email, 'your author account');

    // Only a failed message is resent; an unknown one is not found; authors may not resend at all.
    const again = await call<{ message: string }>('POST', `/api/admin/mail/${id}/resend`, { token: chair });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Only a message whose delivery failed can be sent again.');
    expect((await call('POST', '/api/admin/mail/NoSuchMessage123/resend', { token: chair })).status).toBe(404);
    const author = await newAuthor('resender');
    expect((await call('POST', `/api/admin/mail/${id}/resend`, { token: author.token })).status).toBe(403);
  }, 180_000);
});

describe('reminders', () => {
  it('shows who would get one before anything is sent, then reminds only them', async () => {
    const author = await newAuthor('waiting');
    const paperId = await submitManuscript(author.token, manuscriptFields({ authorsDetails: JSON.stringify([authorBlock({ email: author.email })]) }));
    const late = await reviewerWithRecord('Lata');
    const prompt = await reviewerWithRecord('Prem');
    expect((await call('POST', '/api/admin/assignreviewer', { token: chair, json: { paperId, reviewerIds: [late.record, prompt.record] } })).status).toBe(200);
    expect((await call('POST', '/api/reviews/submitReview', { token: prompt.token, json: fullReview(paperId) })).status).toBe(200);

    const preview = await call<{ reminders: Array<{ reviewerId: string; email: string; missing: number; papers: Array<{ paperId: string; title: string }> }> }>('GET', '/api/admin/reminders', { token: chair });
    expect(preview.status).toBe(200);
    const lata = preview.body.reminders.find((reminder) => reminder.reviewerId === late.record);
    expect(lata?.email).toBe(late.email);
    expect(lata?.papers.map((paper) => paper.paperId)).toContain(paperId);
    // The preview lists at most 10 papers per reviewer and counts them all.
    for (const reminder of preview.body.reminders) {
      expect(reminder.papers.length).toBeLessThanOrEqual(10);
      expect(reminder.missing).toBeGreaterThanOrEqual(reminder.papers.length);
    }
    expect(preview.body.reminders.some((reminder) => reminder.reviewerId === prompt.record)).toBe(false);
    expect(await mailTo(late.email, 'reminder')).toHaveLength(0);

    const sent = await call<{ queued: number; message: string }>('POST', '/api/admin/reminders', { token: chair, json: { reviewerIds: [late.record, prompt.record] } });
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual({ queued: 1, message: 'A reminder is queued for 1 reviewer.' });
    const reminder = await onlyMailTo(late.email, 'reminder');
    expect(reminder.text).toContain(paperId);
    expect(reminder.text).not.toContain(author.email);
    expect(await mailTo(prompt.email, 'reminder')).toHaveLength(0);

    const nobody = await call<{ message: string }>('POST', '/api/admin/reminders', { token: chair, json: { reviewerIds: [prompt.record] } });
    expect(nobody.status).toBe(409);
    expect((await call('GET', '/api/admin/reminders', { token: late.token })).status).toBe(403);
  });
});
