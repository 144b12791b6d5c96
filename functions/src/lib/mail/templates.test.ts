// The message templates: both versions from one template, the footer, escaping, header-safe subjects.
import { describe, expect, it } from 'vitest';
import { conference, defaultIdentity } from '@confsys/domain';
import { mailTemplates, renderMail, type Letter } from './templates';

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
