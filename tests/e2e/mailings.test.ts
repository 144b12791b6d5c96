// The chair writes to a group in the browser: "the authors of accepted papers without a verified
// registration" (ann has two accepted papers and is not registered; ben paid and was verified; dan was
// rejected). The form refuses a field nobody knows before any preview; the preview shows the first
// messages rendered for real recipients; sending reaches ann once, not ben nor dan (read in MailDev);
// the Email screen then lists the mailing's messages with each one's delivery.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { chairPage, closeBrowser, launchBrowser } from '../support/browser';
import { openRegistration } from '../support/config';
import { call, demo, loginAs, newAuthor } from '../support/emulator';
import { mailTo, onlyMailTo } from '../support/mail';
import { acceptedPaper, decidePaper, payAndVerify, registerParticipant, submitManuscript } from '../support/world';

let browser: Browser;
let page: Page;
let chair: string;
let restoreFees: (chair: string) => Promise<number | null>;
const people = { ann: '', ben: '', dan: '' };
/** An author whose paper is accepted after the chair edits the acceptance. */
let templatee = { email: '', paperId: '' };
const subject = `Please register for the conference ${Date.now()}`;

beforeAll(async () => {
  chair = await loginAs('admin', demo.admin.username, demo.admin.password);
  const [ann, ben, dan] = await Promise.all(['ann', 'ben', 'dan'].map((name) => newAuthor(`mailinge2e${name}`)));
  Object.assign(people, { ann: ann!.email, ben: ben!.email, dan: dan!.email });
  await acceptedPaper(chair, ann!.token, 'mailinge2eann1');
  await acceptedPaper(chair, ann!.token, 'mailinge2eann2');
  await acceptedPaper(chair, ben!.token, 'mailinge2eben');
  await decidePaper(chair, await submitManuscript(dan!.token), 'mailinge2edan', 'Rejected');
  // Submitted while submissions are open (opening registration closes them); decided once the acceptance is edited.
  const templated = await newAuthor('templatee2e');
  templatee = { email: templated.email, paperId: await submitManuscript(templated.token) };
  restoreFees = await openRegistration(chair);
  await registerParticipant(ben!.token);
  await payAndVerify(chair, ben!.token);
  browser = await launchBrowser();
  page = await chairPage(browser);
}, 300_000);

afterAll(async () => {
  await call('DELETE', '/api/admin/mail-messages/decision.accepted', { token: chair });
  await restoreFees(chair);
  await closeBrowser(browser);
});

async function choose(scope: Page | Locator, label: string, option: string): Promise<void> {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe('writing to a group', () => {
  it('opens from the Email screen and refuses a field nobody knows, under the body, before any preview', async () => {
    await page.goto('/admin/email');
    await page.getByRole('link', { name: 'Write to a group' }).click();
    await page.waitForURL('**/admin/email/write');
    const recipients = page.getByRole('region', { name: 'Recipients' });
    await choose(recipients, 'Paper status or decision', 'Accepted');
    await choose(recipients, 'Registration', 'Without a verified registration (not registered, or payment not verified)');

    const message = page.getByRole('region', { name: 'Message' });
    await message.getByRole('textbox', { name: 'Subject' }).fill(subject);
    await message.getByRole('textbox', { name: 'Body' }).fill('Dear {{fullname}},\n\nplease register.');
    await expect.poll(() => message.getByText(/^\{\{fullname\}\} is not a field\. The fields are: \{\{name\}\}/).count()).toBe(1);
    expect(await message.getByRole('button', { name: 'Preview' }).isDisabled()).toBe(true);
    // The reviews are about one paper: not offered while each author gets one message.
    expect(await message.getByRole('button', { name: /^Insert \{\{reviews\}\}/ }).count()).toBe(0);
  });

  it('previews the messages rendered for real recipients, then sends exactly those', async () => {
    const message = page.getByRole('region', { name: 'Message' });
    const body = message.getByRole('textbox', { name: 'Body' });
    await body.fill('Dear , your paper is accepted. Please register by .\n');
    await body.evaluate((element: HTMLTextAreaElement) => element.setSelectionRange(5, 5));
    await message.getByRole('button', { name: /^Insert \{\{name\}\}/ }).click();
    await expect.poll(() => body.inputValue()).toBe('Dear {{name}}, your paper is accepted. Please register by .\n');
    await body.fill('Dear {{name}}, your paper is accepted. Please register by {{dates.registration}}.\n{{link.dashboard}}');
    expect(await message.getByText(/is not a field/).count()).toBe(0);
    // A low window, where three messages cannot fit: the dialog's buttons must stay in view all the same.
    await page.setViewportSize({ width: 1366, height: 600 });
    await message.getByRole('button', { name: 'Preview' }).click();

    const dialog = page.getByRole('dialog', { name: 'Mailing preview' });
    await expect.poll(() => dialog.getByRole('button', { name: /^Send \d+ messages?$/ }).count(), { timeout: 20_000 }).toBe(1);
    // However long the preview, Send is in view: the content scrolls between the title and the buttons.
    const send = (await dialog.getByRole('button', { name: /^Send \d+ messages?$/ }).boundingBox())!;
    expect(send.y + send.height).toBeLessThanOrEqual(600);
    await page.setViewportSize({ width: 1366, height: 900 });
    const samples = dialog.getByRole('region', { name: /^Message to / });
    expect(await samples.count()).toBeGreaterThan(0);
    const first = (await samples.first().textContent()) ?? '';
    // As the message goes out: the edition's name before the subject.
    expect(first).toMatch(new RegExp(`ICCS \\d{4}: ${subject}`));
    expect(first).toMatch(/Dear [^{]+, your paper is accepted\. Please register by [^{]+\./);
    expect(first).toContain('/authordashboard');
    await dialog.getByRole('button', { name: /^Send \d+ messages?$/ }).click();

    const sent = page.getByRole('dialog', { name: 'Mailing sent' });
    await expect.poll(() => sent.textContent()).toMatch(/\d+ messages? queued: the Email screen shows each one's delivery\./);
  });

  it('reaches ann once for her two papers, and neither ben, who paid, nor dan, rejected', async () => {
    const toAnn = await onlyMailTo(people.ann, subject);
    expect(toAnn.text).toMatch(/^Dear .+, your paper is accepted/);
    expect(toAnn.text).not.toContain('{{');
    expect(await mailTo(people.ben, subject)).toHaveLength(0);
    expect(await mailTo(people.dan, subject)).toHaveLength(0);
  });

  it('lists the mailing’s messages on the Email screen with each one’s delivery', async () => {
    await page.getByRole('dialog', { name: 'Mailing sent' }).getByRole('link', { name: 'See their delivery' }).click();
    await page.waitForURL(/\/admin\/email\?mailing=/);
    await expect.poll(() => page.getByText(/The messages of one mailing/).count()).toBe(1);
    // After the other suites many accepted authors lack a verified registration, so ann's message may be on
    // a later page: every row shown is this mailing's (its subject) with its delivery state, and the list
    // follows the deliveries until one reads Sent.
    const rows = page.getByRole('grid', { name: 'Messages' }).getByRole('row').filter({ hasText: '@' });
    await expect.poll(() => rows.filter({ hasText: 'Sent' }).count(), { timeout: 30_000 }).toBeGreaterThan(0);
    for (const text of await rows.allTextContents()) {
      expect(text).toContain(subject);
      expect(text).toMatch(/Queued|Sending|Sent/);
      expect(text).not.toContain(people.ben);
    }
    await page.getByRole('button', { name: 'Every message' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('mailing')).toBeNull();
  });
});

describe('templates', () => {
  const templateName = `Registration ${Date.now()}`;

  it('saves the message being written as a template, and starts another mailing from it', async () => {
    await page.goto('/admin/email/write');
    const message = page.getByRole('region', { name: 'Message' });
    await message.getByRole('textbox', { name: 'Subject' }).fill('Register for {{conference.acronym}}');
    await message.getByRole('textbox', { name: 'Body' }).fill('Dear {{name}}, please register by {{dates.registration}}.');
    await page.getByRole('button', { name: 'Save as a template' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save as a template' });
    await dialog.getByRole('textbox', { name: 'Template name' }).fill(templateName);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByText(`The template “${templateName}” is saved.`).count()).toBe(1);

    await page.reload();
    await choose(page, 'Start from a template', `${templateName} (Authors)`);
    await expect.poll(() => page.getByRole('textbox', { name: 'Subject' }).inputValue()).toBe('Register for {{conference.acronym}}');
    expect(await page.getByRole('textbox', { name: 'Body' }).inputValue()).toBe('Dear {{name}}, please register by {{dates.registration}}.');
  });

  it("edits the acceptance in the chair's words, refusing a field it does not carry, and the next acceptance reads so", async () => {
    await page.goto('/admin/email/templates');
    const acceptance = page.getByRole('region', { name: 'Decision: accepted' });
    await expect.poll(() => acceptance.textContent()).toContain('Default');
    await acceptance.getByRole('button', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit: Decision: accepted' });
    await dialog.getByRole('textbox', { name: 'Subject' }).fill('Accepted: {{paper.id}}');
    await dialog.getByRole('textbox', { name: 'Body' }).fill('Dear {{name}}, {{registration.amountDue}}');
    await expect.poll(() => dialog.getByText(/^\{\{registration\.amountDue\}\} is not in the acceptance\. Its fields are: /).count()).toBe(1);
    expect(await dialog.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
    await dialog.getByRole('textbox', { name: 'Body' }).fill('Dear {{name}},\n\nwelcome to {{conference.acronym}}: “{{paper.title}}” is in.\n\n{{decision.comments}}');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => acceptance.textContent()).toContain('Your words');

    await decidePaper(chair, templatee.paperId, 'templatee2ereviewer');
    const mail = await onlyMailTo(templatee.email, `Accepted: ${templatee.paperId}`);
    expect(mail.text).toMatch(/^Dear .+,\n\nwelcome to ICCS 20\d\d: “.+” is in\./);

    await acceptance.getByRole('button', { name: 'Restore the default' }).click();
    await page.getByRole('dialog', { name: 'Restore the default: Decision: accepted' }).getByRole('button', { name: 'Restore the default' }).click();
    await expect.poll(() => acceptance.textContent()).toContain('Default');
  });

  it('deletes a saved template', async () => {
    await page.getByRole('button', { name: `Delete ${templateName}` }).click();
    await page.getByRole('dialog', { name: `Delete “${templateName}”` }).getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => page.getByRole('table', { name: 'Saved templates' }).getByText(templateName).count()).toBe(0);
  });
});
