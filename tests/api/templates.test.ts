// The chair's templates against the running functions and the MailDev inbox: the conference's messages
// listed with their defaults; the acceptance edited in the chair's words reaches the next accepted paper's
// author in those words, filled for the paper and escaped in the HTML, while words naming another
// message's field are refused under the body and change nothing; restoring brings the default back. And
// the chair's saved templates: checked against their group, a name once in any case, replaced, deleted.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Messages, messageTemplateKeys, messageTemplates, type MessageTemplate, type SavedTemplate } from '@confsys/domain';
import { db } from '../support/admin';
import { call, demo, loginAs, newAuthor } from '../support/emulator';
import { onlyMailTo } from '../support/mail';
import { acceptedPaper } from '../support/world';

let chair: string;

interface Listed {
  templates: SavedTemplate[];
  messages: MessageTemplate[];
  errors?: Record<string, string>;
  message?: string;
}

const list = async () => (await call<Listed>('GET', '/api/admin/mail-templates', { token: chair })).body;
const messageOf = async (key: string) => (await list()).messages.find((message) => message.key === key)!;
const editMessage = (key: string, json: unknown) => call<Listed>('PUT', `/api/admin/mail-messages/${key}`, { token: chair, json });

beforeAll(async () => {
  chair = await loginAs('admin', demo.admin.username, demo.admin.password);
});

afterAll(async () => {
  // Every message back to its default for the suites after this one.
  for (const key of messageTemplateKeys) await call('DELETE', `/api/admin/mail-messages/${key}`, { token: chair });
});

describe("the conference's messages", () => {
  it('are listed with the words sent now, their defaults and their fields, none edited', async () => {
    const { messages } = await list();
    expect(messages.map((message) => message.key)).toEqual([...messageTemplateKeys]);
    for (const message of messages) {
      expect(message.edited).toBe(false);
      expect(message.subject).toBe(messageTemplates[message.key].subject);
      expect(message.defaultBody).toBe(messageTemplates[message.key].body);
    }
    expect((await messageOf('reminder')).fields).toContain('reminder.papers');
    expect((await messageOf('reminder')).fields).not.toContain('paper.authors');
  });

  it("refuses words naming another message's field or a paper's authors, under the body, and keeps the default", async () => {
    const refused = await editMessage('reminder', { subject: 'Reviews due', body: 'Dear {{name}}, {{invitation.message}} {{paper.authors}}' });
    expect(refused.status).toBe(400);
    expect(refused.body.errors?.body).toMatch(/^\{\{invitation\.message\}\} is not in the review reminder: only the invitation carries it\. \{\{paper\.authors\}\} is not in the review reminder\. Its fields are: \{\{name\}\}, /);
    expect(refused.body.errors?.body).not.toContain('{{paper.authors}},');
    expect((await messageOf('reminder')).edited).toBe(false);
    expect((await db.doc('config/messageTemplates').get()).data()?.messages?.reminder).toBeUndefined();
  });

  it("sends the next acceptance in the chair's words, filled for the paper and escaped in the HTML", async () => {
    const words = { subject: 'Good news on {{paper.id}}', body: 'Dear {{name}},\n\n“{{paper.title}}” is accepted at {{conference.acronym}}. <script>alert(1)</script>\n\n{{decision.comments}}\n\n{{link.dashboard}}' };
    const saved = await editMessage('decision.accepted', words);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.message).toBe(Messages.messageTemplateSaved(messageTemplates['decision.accepted'].noun));
    expect(await messageOf('decision.accepted')).toMatchObject({ edited: true, subject: words.subject, defaultSubject: messageTemplates['decision.accepted'].subject });

    const author = await newAuthor('templateaccepted');
    const paperId = await acceptedPaper(chair, author.token, 'templatereviewer1');
    const mail = await onlyMailTo(author.email, `Good news on ${paperId}`);
    expect(mail.text).toMatch(/^Dear .+,\n\n“.+” is accepted at ICCS 20\d\d\. <script>alert\(1\)<\/script>\n\nThe reviewers' comments will be on your author dashboard once they are released\.\n\nhttp.+\/authordashboard\n/);
    expect(mail.text).not.toContain('{{');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.html).not.toContain('<script>');
  });

  it('restores the default: the next acceptance reads as before, and restoring again says it is the default', async () => {
    const restored = await call<Listed>('DELETE', '/api/admin/mail-messages/decision.accepted', { token: chair });
    expect(restored.status).toBe(200);
    expect((await messageOf('decision.accepted')).edited).toBe(false);
    const author = await newAuthor('templatedefault');
    const paperId = await acceptedPaper(chair, author.token, 'templatereviewer2');
    const mail = await onlyMailTo(author.email, `decision on paper ${paperId}: accepted`);
    expect(mail.text).toContain('We are pleased to tell you that your paper has been accepted.');
    const again = await call<Listed>('DELETE', '/api/admin/mail-messages/decision.accepted', { token: chair });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(Messages.messageTemplateDefault(messageTemplates['decision.accepted'].noun));
  });

  it('records each edit and restore in the audit log', async () => {
    const entries = await db.collection('audit').where('target', '==', 'message:decision.accepted').get();
    const changes = entries.docs.map((doc) => doc.data() as { action: string; after: unknown });
    expect(changes.filter((entry) => entry.action === 'mail.message' && entry.after === null).length).toBeGreaterThanOrEqual(1);
    expect(changes.filter((entry) => entry.action === 'mail.message' && entry.after !== null).length).toBeGreaterThanOrEqual(1);
  });
});

describe("the chair's saved templates", () => {
  const name = `Registration ${Date.now()}`;
  const template = { name, group: 'authors', perPaper: false, subject: 'Register for {{conference.acronym}}', body: 'Dear {{name}},\n\nPlease register: {{link.dashboard}}' };
  let id = '';

  it('saves one, listed by name with its words', async () => {
    const saved = await call<SavedTemplate>('POST', '/api/admin/mail-templates', { token: chair, json: template });
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    id = saved.body.id;
    expect((await list()).templates).toContainEqual(expect.objectContaining({ id, name, group: 'authors', perPaper: false, subject: template.subject }));
  });

  it('refuses a second of the same name in another case, and fields that do not fit the group, writing nothing', async () => {
    const before = (await db.collection('mailTemplates').get()).size;
    const same = await call<Listed>('POST', '/api/admin/mail-templates', { token: chair, json: { ...template, name: name.toUpperCase() } });
    expect(same.status).toBe(409);
    expect(same.body.message).toBe(Messages.templateNameTaken(name.toUpperCase()));
    const leaking = await call<Listed>('POST', '/api/admin/mail-templates', { token: chair, json: { ...template, name: 'Leak', group: 'reviewers', perPaper: true, body: 'Written by {{paper.authors}}' } });
    expect(leaking.status).toBe(400);
    expect(leaking.body.errors?.body).toBe('{{paper.authors}} cannot go to reviewers: reviewers never learn who wrote a paper.');
    expect((await db.collection('mailTemplates').get()).size).toBe(before);
  });

  it('replaces one, keeping one message per paper only where the group has it', async () => {
    const replaced = await call<SavedTemplate>('PUT', `/api/admin/mail-templates/${id}`, { token: chair, json: { ...template, group: 'participants', perPaper: true, body: 'Dear {{name}}, {{registration.amountDue}} is due.' } });
    expect(replaced.status, JSON.stringify(replaced.body)).toBe(200);
    expect(replaced.body).toMatchObject({ id, group: 'participants', perPaper: false });
  });

  it('deletes one, and a deleted one is not found', async () => {
    const deleted = await call<Listed>('DELETE', `/api/admin/mail-templates/${id}`, { token: chair });
    expect(deleted.status).toBe(200);
    expect(deleted.body.message).toBe(Messages.templateDeleted(name));
    expect((await list()).templates.find((saved) => saved.id === id)).toBeUndefined();
    expect((await call('PUT', `/api/admin/mail-templates/${id}`, { token: chair, json: template })).status).toBe(404);
  });
});
