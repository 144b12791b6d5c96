// The endpoint table's mail endpoints: notification settings, resending, reminders, mailings and message templates.
import { change, ErrorTexts, forAdmins, removal, type Endpoint } from './endpoint';
import { z } from 'zod/mini';
import { ApiPaths, ApiRoutePatterns } from '../apiPaths';
import { Messages } from '../../messages';
import { MailingAnswer, MailingRequestSchema } from '../../mail/mailings';
import { MessageTemplateRequestSchema, SavedTemplateRequestSchema, SavedTemplateSchema, TemplatesAnswer, messageTemplateKeys } from '../../mail/templates';
import { ReminderSettingsSchema } from '../../calendar/dueDates';
import { NotificationSettingsSchema } from '../../mail/mail';
import * as Answers from '../answers';
import * as Bidding from '../../assignment/bidding';

export const mailEndpoints = {
  notificationSettings: forAdmins('Admin', {
    method: 'GET',
    path: ApiPaths.notificationSettings,
    summary: 'The conference-wide Notifications switch',
    description: 'An admin. On until an admin turns it off. Changes nothing.',
    answer: Answers.NotificationSettingsAnswer,
  }),
  saveNotificationSettings: forAdmins('Admin', change('POST', ApiPaths.notificationSettings, NotificationSettingsSchema, {
    summary: 'Turns the notification messages on or off for everyone (receipts and account messages always go)',
    description:
      'An admin. While off, no submission, payment, assignment, review-submitted, decision or publication message is queued, nor later; registration confirmations, account messages and reminders still go.',
    example: { notifications: 'enabled' },
  })),
  resendMail: forAdmins('Admin', {
    method: 'POST',
    path: ApiRoutePatterns.resendMail,
    summary: 'Queues a message whose delivery failed (ERROR) again, for five more attempts',
    description: 'An admin. Puts the message back in the queue as PENDING, keeping its last error until the sender tries it again.',
    errors: {
      404: 'No message has this ID',
      409: 'The message has not failed (it is queued, being sent or sent), or a concurrent change to it: try again',
    },
    answer: Answers.MessageAnswer,
  }),
  reminderPreview: forAdmins('Admin', {
    method: 'GET',
    path: ApiPaths.reminders,
    summary: 'The reviewers a reminder would reach: each with the papers under review whose review they have not submitted',
    description: 'An admin, before sending reminders. Each reviewer with how many reviews are missing and the first of those papers. Changes nothing.',
    answer: Answers.ReminderPreviewAnswer,
  }),
  sendReminders: forAdmins('Admin', {
    method: 'POST',
    path: ApiPaths.reminders,
    summary: 'Queues a reminder to each of the previewed reviewers who still has a review missing',
    description:
      'An admin, naming reviewers from the preview (at most 500). Queues one reminder message to each of them whose review is still missing, listing those papers and the deadline; the others are skipped. Reminders go even while notifications are off.',
    body: {
      json: z.object({
        reviewerIds: z
          .array(z.string({ error: Messages.reminderRecipientsList }), { error: Messages.reminderRecipientsList })
          .check(z.minLength(1, { error: Messages.reminderRecipientsList }), z.maxLength(500, { error: Messages.reminderRecipientsList })),
      }),
    },
    errors: { 409: 'None of the reviewers named has a review missing now: nothing was queued' },
    example: { reviewerIds: ['Xk3v9QmZ2pLr8TfW1nYb', '7HqLm2RtYp9VxBz4KcWd'] },
    answer: Answers.SendRemindersAnswer,
  }),
  automaticReminders: forAdmins('Admin', {
    method: 'GET',
    path: ApiPaths.automaticReminders,
    summary: 'The automatic reminders: on or off, how many days before a due date, and the last run with whom it reminded',
    description: 'An admin. The scheduled run (every hour) reminds each reviewer with a review missing once when it is due within the days set, and once after it is overdue, at most once a day. Changes nothing.',
    answer: Answers.AutomaticRemindersAnswer,
  }),
  saveAutomaticReminders: forAdmins('Admin', change('PUT', ApiPaths.automaticReminders, ReminderSettingsSchema, {
    summary: 'Switches the automatic reminders on or off, and sets how many days before a due date the first one goes',
    description: 'An admin. Takes effect at the next scheduled run. Recorded in the audit log in the same transaction. Sends no email.',
    errors: { 409: 'A concurrent change to the settings: try again' },
    example: { enabled: true, daysBefore: 3 },
  })),
  sendMailing: forAdmins('Admin', {
    method: 'POST',
    path: ApiPaths.adminMail,
    summary: 'A message to a group with merge fields: a preview ({ to, subject, body, preview: true }) answers how many, the first messages rendered for real recipients and everyone skipped with why; { previewId, apply: true } queues exactly those',
    description: `An admin, for the current edition. to.group is authors (filter: paperStatus, registration, cameraReady, copyright), reviewers (assignment, review, bids, topic), participants (category, attendance, registration, attended) or papers (filter.paperIds: their authors); each recipient once, or once per paper with perPaper (always for listed papers). The merge fields ({{name}}, {{paper.title}}, {{reviews}}, {{registration.amountDue}}, {{link.dashboard}}, the conference's facts and dates) are checked first: an unknown field, a field the group may not receive (a paper's authors to reviewers, the reviews to anyone but its authors) or a paper's field in a message per person is a 400 naming it under subject or body. A recipient who lacks a field (no registration, reviews not sent) is skipped with why, never sent a gap. The preview is stored for ${Bidding.previewLifetimeMinutes} minutes for its maker; sending it (once) queues each message through the outbox marked with the mailing (the Email screen filters by it) and records one audit entry.`,
    body: { json: MailingRequestSchema },
    errors: {
      400: 'Neither a preview nor a send, an unknown group or filter value, or a merge field that is unknown, not for this group, or about a paper in a message per person',
      403: ErrorTexts.previewOfAnotherAdmin,
      404: ErrorTexts.noPreview,
      409: 'The preview expired or was sent already',
    },
    example: { to: { group: 'authors', filter: { paperStatus: 'Accepted', registration: 'notConfirmed' } }, subject: 'Register for {{conference.acronym}}', body: 'Dear {{name}},\n\nPlease register by {{dates.registration}}: {{link.dashboard}}', preview: true },
    answer: MailingAnswer,
  }),
  mailTemplates: forAdmins('Admin', {
    method: 'GET',
    path: ApiPaths.mailTemplates,
    summary: "The chair's saved templates by name, and the conference's own messages (the decisions, the review reminder, the committee invitation) with the words sent now, their defaults and their fields",
    description: 'An admin. Templates are kept across editions. A message the chair edited (edited: true) is sent in their words from then on; its default is kept.',
    answer: TemplatesAnswer,
  }),
  createMailTemplate: forAdmins('Admin', {
    method: 'POST',
    path: ApiPaths.mailTemplates,
    summary: 'Saves a template for writing to a group: a name, the group, whether it goes once per paper, a subject and a body',
    description: `An admin. The merge fields are checked against the group as a mailing checks them (a 400 names each problem under subject or body). A name is used once, in any case; at most 200 templates. Recorded in the audit log in the same transaction.`,
    body: { json: SavedTemplateRequestSchema },
    errors: { 400: 'A name that is empty or longer than 100 characters, an unknown group, or a merge field that is unknown or not for this group', 409: 'Another template has this name, or 200 templates are kept already' },
    example: { name: 'Registration reminder', group: 'authors', perPaper: false, subject: 'Register for {{conference.acronym}}', body: 'Dear {{name}},\n\nPlease register by {{dates.registration}}: {{link.dashboard}}' },
    answer: SavedTemplateSchema,
    success: 201,
  }),
  saveMailTemplate: forAdmins('Admin', {
    method: 'PUT',
    path: ApiRoutePatterns.mailTemplate,
    summary: 'Replaces a saved template: its name, group and words',
    description: 'An admin. Checked as a new template is. Recorded in the audit log in the same transaction.',
    body: { json: SavedTemplateRequestSchema },
    errors: { 400: 'As for a new template', 404: 'No saved template has this ID', 409: 'Another template has this name' },
    example: { name: 'Registration reminder', group: 'authors', perPaper: false, subject: 'Register for {{conference.acronym}}', body: 'Dear {{name}},\n\nPlease register by {{dates.registration}}.' },
    answer: SavedTemplateSchema,
  }),
  deleteMailTemplate: forAdmins('Admin', removal(ApiRoutePatterns.mailTemplate, {
    summary: 'Deletes a saved template',
    description: 'An admin. Mailings sent with it keep their messages. Recorded in the audit log in the same transaction.',
    errors: { 404: 'No saved template has this ID' },
  })),
  saveMessageTemplate: forAdmins('Admin', change('PUT', ApiRoutePatterns.messageTemplate, MessageTemplateRequestSchema, {
    summary: `The chair's words for one of the conference's messages (${messageTemplateKeys.join(', ')}), sent in place of its default from then on`,
    description: "An admin. Only the message's own fields are allowed (GET /api/admin/mail-templates lists them): the decisions carry the paper, its decision and where the reviewers' comments are; the reminder the missing reviews and the deadline; the invitation the chair's message, the load, the date to answer by and the link. Anything else, an unknown field or a line break in the subject is a 400 naming it under subject or body. Kept across editions; recorded in the audit log in the same transaction.",
    errors: { 400: 'A merge field that is unknown or not in this message, an empty part, or a subject of several lines', 404: 'No message has this key' },
    example: { subject: 'decision on paper {{paper.id}}: accepted', body: 'Dear {{name}},\n\nCongratulations: {{paper.title}} is accepted.\n\n{{decision.comments}}\n\n{{link.dashboard}}' },
  })),
  restoreMessageTemplate: forAdmins('Admin', removal(ApiRoutePatterns.messageTemplate, {
    summary: "Restores one of the conference's messages to its default",
    description: "An admin. Drops the chair's words for the message; its default is sent from then on. Recorded in the audit log in the same transaction.",
    errors: { 404: 'No message has this key', 409: 'The message is its default already' },
  })),
} as const satisfies Record<string, Endpoint>;
