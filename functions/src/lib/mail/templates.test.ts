// The message templates: both versions from one template, the footer, escaping, header-safe subjects.
import { describe, expect, it } from 'vitest';
import { conference, defaultIdentity, messageTemplates } from '@confsys/domain';
import { inChairsWords, mailTemplates, renderMail, type Letter } from './templates';
import { currentEdition } from '../editionScope';

const rendered = (letter: Letter) => renderMail(letter, defaultIdentity);

const paper = { paperId: 'ICCS25-0007', title: 'Edge <b>scheduling</b>\r\nBcc: spy@example.test' };

const receipt = { receivedAt: '2026-11-26T02:10:33.412Z', fileName: 'ICCS25-0007.pdf', bytes: 1048576, sha256: 'a'.repeat(64) };

describe('the message templates', () => {
  it('write the same facts into the text and the HTML version, with the conference in the footer', () => {
    const mail = rendered(mailTemplates.payment({ ...paper, name: 'Asha', upiId: 'asha@okbank', reference: '512345678901', paymentDate: '2025-07-01', updated: false }));
    for (const version of [mail.text, mail.html]) {
      expect(version).toContain('ICCS25-0007');
      expect(version).toContain('asha@okbank');
      expect(version).toContain('1 Jul 2025');
      expect(version).toContain(defaultIdentity.contactEmail);
      expect(version).toContain(defaultIdentity.title);
    }
    expect(mail.subject).toBe(`${conference.shortName}: payment for ICCS25-0007 recorded`);
  });

  it('escape what authors typed in the HTML version and keep it as typed in the text', () => {
    const mail = rendered(mailTemplates.submission({ ...paper, authors: ['<img src=x onerror=alert(1)>'], dashboardUrl: 'https://site.example/authordashboard?a="x"', receipt }));
    expect(mail.html).not.toContain('<b>scheduling');
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('Edge &lt;b&gt;scheduling&lt;/b&gt;');
    expect(mail.html).toContain('href="https://site.example/authordashboard?a=&quot;x&quot;"');
    expect(mail.text).toContain('- <img src=x onerror=alert(1)>');
  });

  it("link the web addresses in what the chair wrote, escaped, leaving the sentence's punctuation and any markup outside", () => {
    const body = 'Your dashboard: https://site.example/authordashboard?x=1&y=2.\nSee (https://site.example/programme), or "javascript:alert(1)" and <a href="https://evil.example">here</a>.';
    const mail = rendered(mailTemplates.mailing({ subject: 'Links', body }));
    expect(mail.html).toContain('<a href="https://site.example/authordashboard?x=1&amp;y=2">https://site.example/authordashboard?x=1&amp;y=2</a>.<br>');
    expect(mail.html).toContain('(<a href="https://site.example/programme">https://site.example/programme</a>)');
    expect(mail.html).toContain('&quot;javascript:alert(1)&quot;');
    expect(mail.html).toContain('&lt;a href=&quot;<a href="https://evil.example">https://evil.example</a>&quot;&gt;here&lt;/a&gt;');
    expect(mail.html.match(/<a /g)).toHaveLength(3);
    expect(mail.text).toContain(body);
  });

  it('give the receipt of a submission: the time to the second, the file and its SHA-256', () => {
    const mail = rendered(mailTemplates.submission({ ...paper, authors: ['Ann'], dashboardUrl: 'https://site.example/a', receipt }));
    expect(mail.text).toContain('Received: 2026-11-26 02:10:33 UTC');
    expect(mail.text).toContain('File: ICCS25-0007.pdf (10,48,576 bytes)');
    expect(mail.text).toContain(`SHA-256: ${receipt.sha256}`);
  });

  it('never carry a line break into a subject', () => {
    const mail = rendered(mailTemplates.reminder({ reviewerName: 'R\r\nBcc: x@example.test', papers: [paper], deadline: 'soon', dashboardUrl: 'https://site.example/reviewer' }));
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(rendered(mailTemplates.decision({ ...paper, name: 'A', accepted: false, commentsAttached: false, dashboardUrl: 'x' })).subject).toBe(
      `${conference.shortName}: decision on paper ICCS25-0007: not accepted`,
    );
  });

  it('tell the reviewer the paper and never an author, since none is given to it', () => {
    const mail = rendered(mailTemplates.assignment({ ...paper, reviewerName: 'Ravi', abstract: 'We schedule.', deadline: '20 Jul 2025, 23:59 IST', reviewUrl: 'https://site.example/reviewform?paperId=ICCS25-0007' }));
    expect(mail.text).toContain('We schedule.');
    expect(mail.text).toContain('Review deadline: 20 Jul 2025, 23:59 IST');
    expect(mail.html).toContain('href="https://site.example/reviewform?paperId=ICCS25-0007"');
  });

});

describe("the conference's messages in the chair's words", () => {
  const decision = (accepted: boolean) => mailTemplates.decision({ paperId: 'ICCS25-0007', title: 'Edge scheduling', name: 'Asha', accepted, commentsAttached: true, dashboardUrl: 'https://site.example/authordashboard' });

  it.each([true, false])("read as the default does when the chair keeps the default's words (accepted: %s)", (accepted) => {
    const letter = decision(accepted);
    const spec = messageTemplates[accepted ? 'decision.accepted' : 'decision.rejected'];
    const edited = rendered(inChairsWords(letter, spec, {}));
    const original = rendered(letter);
    expect(edited.text).toBe(original.text);
    expect(edited.subject).toBe(original.subject);
  });

  it("fill the chair's words with the letter's values and the conference's facts, escaped in the HTML", () => {
    const words = { subject: 'On {{paper.id}} <b>', body: 'Dear {{name}},\n\n{{paper.title}}: {{paper.decision}} at {{conference.acronym}}.\n{{decision.comments}}' };
    const mail = rendered(inChairsWords(decision(true), words, { 'conference.acronym': 'ICCS 2026' }));
    expect(mail.subject).toBe(`${conference.shortName}: On ICCS25-0007 <b>`);
    expect(mail.text).toMatch(/^Dear Asha,\n\nEdge scheduling: Accepted at ICCS 2026\.\nThe reviewers' comments are attached/);
    expect(mail.html).not.toContain('<b>');
  });

  it('keep the default when a value is missing, and mark a reminder of an invitation in its subject', () => {
    expect(rendered(inChairsWords(decision(true), { subject: 'x', body: '{{registration.number}}' }, {})).text).toContain('We are pleased to tell you');
    const invitation = mailTemplates.invitation({ name: 'Ravi', message: 'Join us', maxLoad: 4, expires: '4 Dec 2026', url: 'https://site.example/invitations/t', reminder: true });
    const mail = rendered(inChairsWords(invitation, { subject: 'Join {{conference.acronym}}', body: '{{invitation.message}}: {{link.invitation}}' }, { 'conference.acronym': 'ICCS 2026' }));
    expect(mail.subject).toBe(`${conference.shortName}: reminder: Join ICCS 2026`);
    expect(mail.text).toMatch(/^Join us: https:\/\/site\.example\/invitations\/t\n/);
  });

  it.each(['setPassword', 'passwordReset', 'emailVerification'] as const)('read as the default does for the account message %s, and carry the link and the code in the chair\'s words', (kind) => {
    const letter = mailTemplates.accountLink({ kind, name: 'Asha', account: 'reviewer account', url: 'https://site.example/account/action?oobCode=C0DE', code: 'C0DE', signInUrl: 'https://site.example/reviewerlogin' });
    const spec = messageTemplates[`account.${kind}`];
    const inWords = inChairsWords(letter, spec, { 'conference.acronym': currentEdition().name });
    // Rendered from the words (a missing value would have kept the letter itself).
    expect(inWords).not.toBe(letter);
    const edited = rendered(inWords);
    const original = rendered(letter);
    expect(edited.text).toBe(original.text);
    expect(edited.subject).toBe(original.subject);
    const mine = rendered(inChairsWords(letter, { subject: 'Your {{account.kind}}', body: 'Hello {{name}}: {{link.account}}' }, {}));
    expect(mine.subject).toBe(`${conference.shortName}: Your reviewer account`);
    expect(mine.html).toContain('href="https://site.example/account/action?oobCode=C0DE"');
  });

  it('list the missing reviews in a reminder, one per line', () => {
    const reminder = mailTemplates.reminder({ reviewerName: 'Rita', papers: [{ paperId: 'P1', title: 'One' }, { paperId: 'P2', title: 'Two' }], deadline: '1 Aug 2026', dashboardUrl: 'https://site.example/reviewer' });
    const mail = rendered(inChairsWords(reminder, messageTemplates.reminder, {}));
    expect(mail.subject).toBe(`${conference.shortName}: reminder: 2 reviews due`);
    expect(mail.text).toContain('you have not submitted 2 reviews yet:\n\n- P1: One\n- P2: Two\n\nReview deadline: 1 Aug 2026');
  });
});

describe('the messages that gather several papers', () => {
  it('list the papers assigned at once, with the deadline and no author', () => {
    const mail = rendered(mailTemplates.assignments({ reviewerName: 'Rita', papers: [{ paperId: 'P1', title: 'One' }, { paperId: 'P2', title: 'Two' }], deadline: '1 Aug 2026', dashboardUrl: 'https://site.example/reviewer' }));
    expect(mail.subject).toBe(`${conference.shortName}: 2 papers assigned to you for review`);
    expect(mail.text).toContain('- P1: One\n- P2: Two');
    expect(mail.text).toContain('Review deadline: 1 Aug 2026');
  });

  it("list each paper with reviews in since the admins' last message, and how many", () => {
    const mail = rendered(mailTemplates.reviewsSubmitted({ papers: [{ paperId: 'P1', title: 'One', submitted: 1, target: 3 }, { paperId: 'P2', title: 'Two', submitted: 3, target: 3 }], commentsUrl: 'https://site.example/admin/comments' }));
    expect(mail.subject).toBe(`${conference.shortName}: reviews submitted for 2 papers`);
    expect(mail.text).toContain('- P1: One (1 of 3 reviews in)\n- P2: Two (3 of 3 reviews in)');
  });
});

describe('the daily digest of discussions', () => {
  it('lists each discussion with its count and the chair’s question, counting them all in the subject', () => {
    const mail = rendered(
      mailTemplates.discussionDigest({
        reviewerName: 'Rita',
        items: [
          { paperId: 'P1', title: 'One', comments: 1, asked: false },
          { paperId: 'P2', title: 'Two <i>', comments: 3, asked: true },
        ],
        reviewerUrl: 'https://site.example/reviewer',
      }),
    );
    expect(mail.subject).toBe(`${conference.shortName}: 4 new comments in 2 discussions`);
    expect(mail.text).toContain('- P1: One (1 new comment)\n- P2: Two <i> (3 new comments; the chair asks you)');
    expect(mail.html).toContain('Two &lt;i&gt;');
  });
});
