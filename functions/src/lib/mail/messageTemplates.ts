// The chair's templates on the server. The conference's own messages (the decisions, the review reminder,
// the committee invitation, the account messages) in the chair's words: kept in config/messageTemplates, shared by every
// edition, checked by each message's own fields before they are saved, read by the outbox when it opens
// and sent in place of the default; restoring a message drops the chair's words. And the chair's saved
// templates for writing to a group (mailTemplates), checked against their group. Every change is audited
// in the same write.
import {
  Messages,
  checkMessageTemplate,
  messageTemplateKeys,
  messageTemplates,
  type MessageTemplate,
  type MessageTemplateKey,
  type MessageTemplatesDoc,
  type SavedTemplate,
  type SavedTemplateDoc,
  type SavedTemplateRequest,
} from '@confsys/domain';
import { db } from '../admin';
import type { Caller } from '../auth';
import { recordAudit } from '../audit/audit';
import { configDocs, documents } from '../documents';
import { conflict, notFound } from '../errors';
import { refuseTemplate } from './templateProblems';

/** The message a path names; a 404 for any other key. */
export function messageKeyOf(key: string | undefined): MessageTemplateKey {
  const found = messageTemplateKeys.find((known) => known === key);
  if (!found) throw notFound(Messages.messageTemplateNotFound(messageTemplateKeys));
  return found;
}

/** The messages the chair edited, by key. */
export async function readEditedMessages(): Promise<MessageTemplatesDoc['messages']> {
  return (await configDocs.messageTemplates.get()).data()?.messages ?? {};
}

/** Each of the conference's messages: the words sent now (the chair's, or the default's), and the default's. */
export async function messageTemplateList(): Promise<MessageTemplate[]> {
  const edited = await readEditedMessages();
  return messageTemplateKeys.map((key) => {
    const spec = messageTemplates[key];
    const words = edited[key];
    return {
      key,
      label: spec.label,
      when: spec.when,
      fields: [...spec.fields],
      subject: words?.subject ?? spec.subject,
      body: words?.body ?? spec.body,
      edited: words !== undefined,
      defaultSubject: spec.subject,
      defaultBody: spec.body,
      updatedAt: words?.updatedAt ?? null,
    };
  });
}

/** Saves the chair's words for a message, once its fields are its own. */
export async function saveMessageTemplate(key: MessageTemplateKey, words: { subject: string; body: string }, caller: Caller): Promise<{ message: string }> {
  const text = { subject: words.subject.trim(), body: words.body.replace(/\r\n?/g, '\n').trim() };
  const problems = checkMessageTemplate(key, text);
  if (problems.length > 0) refuseTemplate(problems);
  await db.runTransaction(async (transaction) => {
    const before = (await transaction.get(configDocs.messageTemplates)).data()?.messages[key] ?? null;
    const stored = { ...text, updatedAt: new Date().toISOString() };
    transaction.set(configDocs.messageTemplates, { messages: { [key]: stored } }, { merge: true });
    recordAudit(transaction, caller, { action: 'mail.message', target: `message:${key}`, before, after: stored });
  });
  return { message: Messages.messageTemplateSaved(messageTemplates[key].noun) };
}

/** Drops the chair's words for a message: its default is sent again. */
export async function restoreMessageTemplate(key: MessageTemplateKey, caller: Caller): Promise<{ message: string }> {
  await db.runTransaction(async (transaction) => {
    const stored = (await transaction.get(configDocs.messageTemplates)).data();
    const before = stored?.messages[key];
    if (!stored || !before) throw conflict(Messages.messageTemplateDefault(messageTemplates[key].noun));
    const { [key]: _dropped, ...rest } = stored.messages;
    transaction.set(configDocs.messageTemplates, { messages: rest });
    recordAudit(transaction, caller, { action: 'mail.message', target: `message:${key}`, before, after: null });
  });
  return { message: Messages.messageTemplateRestored(messageTemplates[key].noun) };
}

const shownTemplate = (id: string, doc: SavedTemplateDoc): SavedTemplate => ({ id, name: doc.name, group: doc.group, perPaper: doc.perPaper, subject: doc.subject, body: doc.body, updatedAt: doc.updatedAt });

/** The chair's saved templates, by name. */
export async function savedTemplates(): Promise<SavedTemplate[]> {
  const snapshot = await documents.mailTemplates.get();
  return snapshot.docs.map((doc) => shownTemplate(doc.id, doc.data())).sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
}

/** The stored form of a checked request: one message per paper only where the group has it. */
function templateFields(request: SavedTemplateRequest): Omit<SavedTemplateDoc, 'createdAt' | 'updatedAt'> {
  const perPaper = request.group === 'papers' ? true : request.group === 'participants' ? false : request.perPaper;
  return { name: request.name, group: request.group, perPaper, subject: request.subject.trim(), body: request.body.replace(/\r\n?/g, '\n').trim() };
}

/** The most templates the chair keeps: a list to choose from, not an archive. */
export const maxSavedTemplates = 200;

/** Saves a new template under its own ID; a name is used once (in any case). */
export async function createSavedTemplate(request: SavedTemplateRequest, caller: Caller): Promise<SavedTemplate> {
  const ref = documents.mailTemplates.doc();
  const now = new Date().toISOString();
  const doc: SavedTemplateDoc = { ...templateFields(request), createdAt: now, updatedAt: now };
  await db.runTransaction(async (transaction) => {
    const all = await transaction.get(documents.mailTemplates);
    if (all.size >= maxSavedTemplates) throw conflict(Messages.templateLimit(maxSavedTemplates));
    if (all.docs.some((existing) => existing.data().name.toLowerCase() === doc.name.toLowerCase())) throw conflict(Messages.templateNameTaken(doc.name));
    transaction.create(ref, doc);
    recordAudit(transaction, caller, { action: 'mail.template', target: `template:${ref.id}`, before: null, after: doc });
  });
  return shownTemplate(ref.id, doc);
}

/** Replaces a template's name, group and words. */
export async function updateSavedTemplate(id: string, request: SavedTemplateRequest, caller: Caller): Promise<SavedTemplate> {
  const ref = documents.mailTemplates.doc(id);
  return db.runTransaction(async (transaction) => {
    const [current, all] = await Promise.all([transaction.get(ref), transaction.get(documents.mailTemplates)]);
    const before = current.data();
    if (!before) throw notFound(Messages.templateNotFound);
    const doc: SavedTemplateDoc = { ...templateFields(request), createdAt: before.createdAt, updatedAt: new Date().toISOString() };
    if (all.docs.some((existing) => existing.id !== id && existing.data().name.toLowerCase() === doc.name.toLowerCase())) throw conflict(Messages.templateNameTaken(doc.name));
    transaction.set(ref, doc);
    recordAudit(transaction, caller, { action: 'mail.template', target: `template:${id}`, before, after: doc });
    return shownTemplate(id, doc);
  });
}

export async function deleteSavedTemplate(id: string, caller: Caller): Promise<{ message: string }> {
  const ref = documents.mailTemplates.doc(id);
  const name = await db.runTransaction(async (transaction) => {
    const before = (await transaction.get(ref)).data();
    if (!before) throw notFound(Messages.templateNotFound);
    transaction.delete(ref);
    recordAudit(transaction, caller, { action: 'mail.template', target: `template:${id}`, before, after: null });
    return before.name;
  });
  return { message: Messages.templateDeleted(name) };
}
