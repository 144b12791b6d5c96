// The chair's templates. Their own, saved for writing to a group: a name, the group, whether it goes once
// per paper, a subject and a body. And the conference's own messages made editable: the two decisions,
// the review reminder, the committee invitation and the three account messages (set a password, reset
// it, verify the address), each with its default kept (the message as the product writes it; editing
// starts from its words, and restoring it drops the edit). Both are checked by the merge fields' rule
// before they are saved, so a saved template never renders with a gap, and a message keeps the link it
// exists for.
import { z } from 'zod/mini';
import { IdFormats } from '../ids';
import { mailGroups, audienceOf, type MailGroup } from './mailings';
import { audienceRule, checkTemplateWith, mergeFields, parseTemplate, type FieldRule, type MergeField, type MergeFieldName, type TemplateProblem } from './mergeFields';

export const messageTemplateKeys = ['decision.accepted', 'decision.rejected', 'reminder', 'invitation', 'account.setPassword', 'account.passwordReset', 'account.emailVerification'] as const;
export type MessageTemplateKey = (typeof messageTemplateKeys)[number];

export interface MessageTemplateSpec {
  label: string;
  /** How a sentence names it: "the acceptance". */
  noun: string;
  /** Who gets it and when. */
  when: string;
  fields: readonly MergeFieldName[];
  /** The field the message exists to carry, which the chair's words must keep (the link it sends). */
  required?: MergeFieldName;
  /** The default's words: what the product sends while the chair has not edited it. */
  subject: string;
  body: string;
}

const conference: MergeFieldName[] = ['conference.name', 'conference.acronym', 'conference.dates', 'conference.venue', 'conference.contact', 'dates.submission', 'dates.review', 'dates.notification', 'dates.cameraReady', 'dates.registration'];
const decisionFields: MergeFieldName[] = ['name', 'paper.id', 'paper.title', 'paper.decision', 'decision.comments', 'link.dashboard', ...conference];
const accountFields: MergeFieldName[] = ['name', 'account.kind', 'link.account', 'account.code', 'link.signIn', ...conference];
/** What the set-password and reset messages say of the code and of an expired link. */
const accountCode =
  'If the link does not open, enter this code in "Forgot Password?" on the sign-in page:\n\nCode: {{account.code}}\n\nThe link works once, within an hour. If it has expired, use "Forgot Password?" on the sign-in page to have a new one sent:\n\nSign-in page: {{link.signIn}}';

export const messageTemplates: Record<MessageTemplateKey, MessageTemplateSpec> = {
  'decision.accepted': {
    label: 'Decision: accepted',
    noun: 'the acceptance',
    when: 'To the submitting author when a paper is accepted (with the reviewers’ comments attached once they were sent).',
    fields: decisionFields,
    subject: 'decision on paper {{paper.id}}: accepted',
    body: 'Dear {{name}},\n\nWe are pleased to tell you that your paper has been accepted.\n\nPaper ID: {{paper.id}}\nTitle: {{paper.title}}\nDecision: {{paper.decision}}\n\n{{decision.comments}}\n\nAuthor dashboard: {{link.dashboard}}',
  },
  'decision.rejected': {
    label: 'Decision: not accepted',
    noun: 'the rejection',
    when: 'To the submitting author when a paper is rejected (with the reviewers’ comments attached once they were sent).',
    fields: decisionFields,
    subject: 'decision on paper {{paper.id}}: not accepted',
    body: 'Dear {{name}},\n\nWe regret to tell you that your paper has not been accepted.\n\nPaper ID: {{paper.id}}\nTitle: {{paper.title}}\nDecision: {{paper.decision}}\n\n{{decision.comments}}\n\nAuthor dashboard: {{link.dashboard}}',
  },
  reminder: {
    label: 'Review reminder',
    noun: 'the review reminder',
    when: 'To a reviewer with reviews missing, sent by Remind reviewers or by the automatic reminders.',
    fields: ['name', 'reminder.count', 'reminder.papers', 'reminder.deadline', 'link.dashboard', ...conference],
    subject: 'reminder: {{reminder.count}} due',
    body: 'Dear {{name}},\n\nThis is a reminder that you have not submitted {{reminder.count}} yet:\n\n{{reminder.papers}}\n\nReview deadline: {{reminder.deadline}}\n\nYour assigned papers: {{link.dashboard}}',
  },
  invitation: {
    label: 'Committee invitation',
    noun: 'the committee invitation',
    when: 'To each person invited to the programme committee (a reminder says so in its subject).',
    fields: ['name', 'invitation.message', 'invitation.maxLoad', 'invitation.expires', 'link.invitation', ...conference],
    subject: 'an invitation to the programme committee',
    body: 'Dear {{name}},\n\nThe chair of {{conference.acronym}} invites you to review for its programme committee.\n\n{{invitation.message}}\n\nPapers to review: at most {{invitation.maxLoad}} (you choose how many)\nAnswer by: {{invitation.expires}}\n\nOpen the invitation to accept, choosing your load and topics, or to decline. The link is yours alone: do not forward it.\n\nOpen the invitation: {{link.invitation}}',
  },
  'account.setPassword': {
    label: 'Account: set your password',
    noun: 'the set-password message',
    when: 'To a person whose account the site made for them (an invitee who accepted, an account the chair added): the link to choose its first password.',
    fields: accountFields,
    required: 'link.account',
    subject: 'set your password',
    body: `Dear {{name}},\n\nA {{account.kind}} for {{conference.acronym}} was created with this email address. Nobody can sign in to it until you choose its password: open the link below to do so.\n\nSet my password: {{link.account}}\n\n${accountCode}\n\nIf you did not expect this message, write to the contact address below.`,
  },
  'account.passwordReset': {
    label: 'Account: reset your password',
    noun: 'the password reset message',
    when: 'To anyone who asks "Forgot Password?" on a sign-in page, author, reviewer or admin: the link to choose a new password.',
    fields: accountFields,
    required: 'link.account',
    subject: 'reset your password',
    body: `Dear {{name}},\n\nSomeone, probably you, asked to reset the password of your {{account.kind}}. Open the link below to choose a new one.\n\nChoose a new password: {{link.account}}\n\n${accountCode}\n\nIf you did not ask for this, ignore this message: your password stays as it is.`,
  },
  'account.emailVerification': {
    label: 'Account: verify your email address',
    noun: 'the address verification',
    when: 'To a new author or participant account, and to anyone who asks for a new verification link: the link that confirms the address.',
    fields: accountFields.filter((field) => field !== 'account.code'),
    required: 'link.account',
    subject: 'verify your email address',
    body: 'Dear {{name}},\n\nPlease confirm that this address belongs to your {{account.kind}}: open the link below.\n\nVerify my email address: {{link.account}}\n\nIf you did not ask for this, ignore this message.',
  },
};

/**
 * Every problem of the chair's words for one of the conference's messages: those of its fields' rule,
 * and a body without the field it exists to carry. The form and the server check with it.
 */
export function checkMessageTemplate(key: MessageTemplateKey, words: { subject: string; body: string }): TemplateProblem[] {
  const problems = checkTemplateWith(words, messageRule(key));
  const required = messageTemplates[key].required;
  if (required && !parseTemplate(words.body).parts.some((part) => 'field' in part && part.field === required)) {
    problems.push({ place: 'body', message: `The body must keep {{${required}}}: without it, ${messageTemplates[key].noun} cannot do its work.` });
  }
  return problems;
}

/** The rule of one of the conference's messages: only its own fields. */
export function messageRule(key: MessageTemplateKey): FieldRule {
  const spec = messageTemplates[key];
  return {
    allowed: spec.fields,
    refusal: (name) => {
      if (spec.fields.includes(name)) return null;
      const field: MergeField = mergeFields[name];
      // Another message's own field says whose it is; any other field, what this message carries instead.
      return field.about === 'message' ? `{{${name}}} is not in ${spec.noun}: ${field.refusal ?? 'it does not carry it'}.` : `{{${name}}} is not in ${spec.noun}. Its fields are: ${spec.fields.map((known) => `{{${known}}}`).join(', ')}.`;
    },
  };
}

export const savedTemplateLimits = { name: 100, saved: 200 } as const;

const nameMessage = `A template's name is 1 to ${savedTemplateLimits.name} characters.`;
const textMessage = (part: string) => `${part} is text.`;

/** PUT /api/admin/mail-messages/{key}: the chair's words for one of the conference's messages (checked by messageRule(key)). */
export const MessageTemplateRequestSchema = z.object({
  subject: z.string({ error: textMessage('subject') }),
  body: z.string({ error: textMessage('body') }),
});

/** Problems keyed by place, as a 400 carries them. */
function addProblems(problems: readonly TemplateProblem[], context: { issues: unknown[] }, input: unknown): void {
  for (const problem of problems) (context.issues as Array<Record<string, unknown>>).push({ code: 'custom', message: problem.message, path: [problem.place], input });
}

/** POST /api/admin/mail-templates and PUT .../{id}: a template of the chair's for writing to a group. */
export const SavedTemplateRequestSchema = z
  .object({
    name: z.pipe(z.string({ error: nameMessage }), z.transform((value: string) => value.trim())).check(z.minLength(1, { error: nameMessage }), z.maxLength(savedTemplateLimits.name, { error: nameMessage })),
    group: z.enum(mailGroups as [MailGroup, ...MailGroup[]], { error: `group is one of: ${mailGroups.join(', ')}.` }),
    perPaper: z.boolean({ error: 'perPaper is true or false.' }),
    subject: z.string({ error: textMessage('subject') }),
    body: z.string({ error: textMessage('body') }),
  })
  .check(
    z.superRefine((value, context) => {
      const perPaper = value.group === 'papers' ? true : value.group === 'participants' ? false : value.perPaper;
      addProblems(checkTemplateWith(value, audienceRule(audienceOf[value.group], perPaper)), context, value);
    }),
  );
export type SavedTemplateRequest = z.output<typeof SavedTemplateRequestSchema>;

/** A saved template's ID, as a path names it. */
export const templateIdFormat = IdFormats.paper;

export const SavedTemplateSchema = z.object({
  id: z.string(),
  name: z.string(),
  group: z.enum(mailGroups as [MailGroup, ...MailGroup[]]),
  perPaper: z.boolean(),
  subject: z.string(),
  body: z.string(),
  updatedAt: z.string(),
});
export type SavedTemplate = z.infer<typeof SavedTemplateSchema>;

export const MessageTemplateSchema = z.object({
  key: z.enum(messageTemplateKeys),
  label: z.string(),
  when: z.string(),
  fields: z.array(z.string()),
  subject: z.string(),
  body: z.string(),
  /** Whether the chair's words are sent (false: the default). */
  edited: z.boolean(),
  defaultSubject: z.string(),
  defaultBody: z.string(),
  updatedAt: z.nullable(z.string()),
});
export type MessageTemplate = z.infer<typeof MessageTemplateSchema>;

/** GET /api/admin/mail-templates: the chair's saved templates by name, and the conference's messages. */
export const TemplatesAnswer = z.object({ templates: z.array(SavedTemplateSchema), messages: z.array(MessageTemplateSchema) });
export type TemplatesAnswer = z.infer<typeof TemplatesAnswer>;

/** What the store keeps of the chair's words for a message (who saved them is in the audit log). */
export const StoredMessageTemplateSchema = z.object({ subject: z.string(), body: z.string(), updatedAt: z.string() });
export type StoredMessageTemplate = z.infer<typeof StoredMessageTemplateSchema>;

/** config/messageTemplates: the messages the chair edited, by key (absent: the default is sent). */
export const MessageTemplatesDocSchema = z.object({ messages: z.partialRecord(z.enum(messageTemplateKeys), StoredMessageTemplateSchema) });
export type MessageTemplatesDoc = z.infer<typeof MessageTemplatesDocSchema>;

/** mailTemplates/{id}: a saved template (who saved it is in the audit log). */
export const SavedTemplateDocSchema = z.object({
  name: z.string(),
  group: z.enum(mailGroups as [MailGroup, ...MailGroup[]]),
  perPaper: z.boolean(),
  subject: z.string(),
  body: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SavedTemplateDoc = z.infer<typeof SavedTemplateDocSchema>;
