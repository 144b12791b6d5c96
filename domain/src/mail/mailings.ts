// POST /api/admin/mail: the chair writes to a group (authors, reviewers, participants, or the authors of
// listed papers), narrowed by filters, with a subject and body whose merge fields are checked first. A
// preview answers how many messages, the first ones rendered for real recipients and everyone skipped
// with why; applying it queues exactly those messages through the outbox under one mailing.
import { z } from 'zod/mini';
import { IdFormats, previewIdFormat } from '../ids';
import { labelledKeys } from '../labelled';
import { paperStatuses } from '../status';
import { attendanceModes } from '../registration/fees';
import { invitationStates } from '../committee/invitations';
import { checkTemplate, type MailAudience, type TemplateProblem } from './mergeFields';

/** Where an author or a participant stands with the registration. */
export const registrationStateLabels = {
  none: 'Not registered',
  awaiting: 'Registered, payment not verified',
  confirmed: 'Confirmed (payment verified)',
  notConfirmed: 'Without a verified registration (not registered, or payment not verified)',
};
export type RegistrationState = keyof typeof registrationStateLabels;
export const registrationStates = labelledKeys(registrationStateLabels);

export const mailGroupLabels = { authors: 'Authors', reviewers: 'Reviewers', participants: 'Participants', papers: 'Authors of listed papers' };
export type MailGroup = keyof typeof mailGroupLabels;
export const mailGroups = labelledKeys(mailGroupLabels);

/** The audience whose fields a group's messages may carry: the listed papers' recipients are their authors. */
export const audienceOf: Record<MailGroup, MailAudience> = { authors: 'authors', reviewers: 'reviewers', participants: 'participants', papers: 'authors' };

/** The most papers a list may name. */
export const maxMailPaperIds = 500;

const oneOf = <T extends string>(values: readonly T[], name: string) => z.optional(z.enum(values as [T, ...T[]], { error: `${name} must be one of: ${values.join(', ')}.` }));
const topicMessage = 'topic is one of the call’s topics (at most 200 characters).';

export const AuthorFilterSchema = z.strictObject(
  {
    /** The paper's status (a decision is a status: Accepted, Rejected). */
    paperStatus: oneOf(paperStatuses, 'paperStatus'),
    registration: oneOf(registrationStates, 'registration'),
    cameraReady: oneOf(['uploaded', 'missing'] as const, 'cameraReady'),
    copyright: oneOf(['signed', 'missing'] as const, 'copyright'),
  },
  { error: 'The authors’ filter takes paperStatus, registration, cameraReady and copyright.' },
);

export const ReviewerFilterSchema = z.strictObject(
  {
    assignment: oneOf(['assigned', 'unassigned'] as const, 'assignment'),
    /** A review of theirs still missing (assigned, not submitted), or all submitted. */
    review: oneOf(['missing', 'submitted'] as const, 'review'),
    bids: oneOf(['none', 'some'] as const, 'bids'),
    topic: z.optional(z.string({ error: topicMessage }).check(z.minLength(1, { error: topicMessage }), z.maxLength(200, { error: topicMessage }))),
    /**
     * The committee invitation's state: accepted narrows the members to those who joined by invitation;
     * any other state reaches the invitees themselves (not members), so it stands alone.
     */
    invitation: oneOf(invitationStates, 'invitation'),
  },
  { error: 'The reviewers’ filter takes assignment, review, bids, topic and invitation.' },
);
export type ReviewerFilter = z.infer<typeof ReviewerFilterSchema>;

export const invitationFilterAlone =
  'Invitees who have not accepted have no papers, reviews, bids or topics: choose their invitation state alone, one message each.';

/** The one rule the form and the server apply to the reviewers' filter: an invitee's state other than accepted stands alone. */
export function reviewerFilterProblem(filter: ReviewerFilter | undefined, perPaper: boolean): string | null {
  if (!filter?.invitation || filter.invitation === 'accepted') return null;
  const others = [filter.assignment, filter.review, filter.bids, filter.topic].some((value) => value !== undefined);
  return others || perPaper ? invitationFilterAlone : null;
}

export const ParticipantFilterSchema = z.strictObject(
  {
    category: z.optional(z.string({ error: 'category is a category of the fee table.' }).check(z.maxLength(100, { error: 'category is a category of the fee table.' }))),
    attendance: oneOf(attendanceModes, 'attendance'),
    registration: oneOf(['awaiting', 'confirmed'] as const, 'registration'),
    attended: z.optional(z.boolean({ error: 'attended is true or false.' })),
  },
  { error: 'The participants’ filter takes category, attendance, registration and attended.' },
);

const paperIdsMessage = `paperIds lists 1 to ${maxMailPaperIds} paper IDs.`;
export const PaperListFilterSchema = z.strictObject({
  paperIds: z.array(z.string({ error: paperIdsMessage }).check(z.regex(IdFormats.paper, { error: paperIdsMessage })), { error: paperIdsMessage }).check(z.minLength(1, { error: paperIdsMessage }), z.maxLength(maxMailPaperIds, { error: paperIdsMessage })),
});

const recipientsMessage = `to is { group, filter, perPaper }: group one of ${mailGroups.join(', ')}.`;

/** Who a message goes to: each recipient once, unless `perPaper` (one message per paper of theirs; always so for listed papers). */
export const MailRecipientsSchema = z.discriminatedUnion(
  'group',
  [
    z.strictObject({ group: z.literal('authors'), filter: z.optional(AuthorFilterSchema), perPaper: z.optional(z.boolean()) }),
    z.strictObject({ group: z.literal('reviewers'), filter: z.optional(ReviewerFilterSchema), perPaper: z.optional(z.boolean()) }).check(
      z.superRefine((to, context) => {
        const problem = reviewerFilterProblem(to.filter, to.perPaper === true);
        if (problem) context.issues.push({ code: 'custom', message: problem, path: ['filter', 'invitation'], input: to });
      }),
    ),
    z.strictObject({ group: z.literal('participants'), filter: z.optional(ParticipantFilterSchema) }),
    z.strictObject({ group: z.literal('papers'), filter: PaperListFilterSchema }),
  ],
  { error: recipientsMessage },
);
export type MailRecipients = z.output<typeof MailRecipientsSchema>;

/** Whether a group's messages go one per paper. */
export function perPaperOf(to: MailRecipients): boolean {
  if (to.group === 'papers') return true;
  if (to.group === 'participants') return false;
  return to.perPaper === true;
}

export const mailingRequestMessage = 'Send { to, subject, body, preview: true } to preview a message, or { previewId, apply: true } to send a preview.';
const previewIdMessage = 'previewId is the previewId a preview answered.';

export const MailingRequestSchema = z
  .object({
    to: z.optional(MailRecipientsSchema),
    subject: z.optional(z.string({ error: 'subject is text.' })),
    body: z.optional(z.string({ error: 'body is text.' })),
    preview: z.optional(z.literal(true, { error: mailingRequestMessage })),
    previewId: z.optional(z.string({ error: previewIdMessage }).check(z.regex(previewIdFormat, { error: previewIdMessage }))),
    apply: z.optional(z.literal(true, { error: mailingRequestMessage })),
  })
  .check(
    z.superRefine((request, context) => {
      const previewing = request.preview === true && request.to !== undefined && request.subject !== undefined && request.body !== undefined && request.previewId === undefined && request.apply === undefined;
      const applying = request.apply === true && request.previewId !== undefined && request.preview === undefined && request.to === undefined && request.subject === undefined && request.body === undefined;
      if (!previewing && !applying) context.issues.push({ code: 'custom', message: mailingRequestMessage, path: [], input: request });
    }),
  );
export type MailingRequest = z.output<typeof MailingRequestSchema>;

const SkippedRecipientSchema = z.object({ email: z.string(), name: z.string(), paperId: z.nullable(z.string()), reason: z.string() });

/** A preview (applied: false: how many, the first messages as rendered, everyone skipped and why) or what sending it queued. */
export const MailingAnswer = z.object({
  previewId: z.string(),
  applied: z.boolean(),
  expiresAt: z.string(),
  count: z.number(),
  samples: z.array(z.object({ to: z.string(), name: z.string(), paperId: z.nullable(z.string()), subject: z.string(), text: z.string() })),
  skipped: z.array(SkippedRecipientSchema),
  message: z.string(),
});
export type MailingAnswer = z.infer<typeof MailingAnswer>;

/** The problems of a message for its recipients, before anyone is looked up: the fields its group may carry. */
export function mailingProblems(to: MailRecipients, subject: string, body: string): TemplateProblem[] {
  return checkTemplate({ subject, body }, audienceOf[to.group], perPaperOf(to));
}
