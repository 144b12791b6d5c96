// Recruiting the committee by invitation: the chair invites people from a pool (a CSV file or last
// edition's reviewers) with a message, a maximum load and an expiry; each invitee answers through a link
// whose secret only the invitee holds (its SHA-256 digest is stored, invitationTokens/{digest}), accepting
// with the load and topics they take, or declining with colleagues to suggest. An accepted invitation
// makes (or links) the reviewer record of the address it was accepted under.
import { z } from 'zod/mini';
import { IdFormats, previewIdFormat } from '../ids';
import { labelledKeys } from '../labelled';
import { previewAnswer, previewOutcomes } from '../previews';
import { isEmail } from '../validation';
import { PageSizeParam, SearchParam } from '../submissions/paperList';

/** What an invitation's list shows: stored states, and `expired`, derived from expiresAt while unanswered. */
export const invitationStateLabels = { invited: 'Invited', opened: 'Opened', accepted: 'Accepted', declined: 'Declined', expired: 'Expired', bounced: 'Bounced' };
export type InvitationState = keyof typeof invitationStateLabels;
export const invitationStates = labelledKeys(invitationStateLabels);
/** The states stored on an invitation (expired is never stored: it follows from the time). */
export const storedInvitationStates = ['invited', 'opened', 'accepted', 'declined', 'bounced'] as const;
export type StoredInvitationState = (typeof storedInvitationStates)[number];

export const invitationLimits = {
  /** The most people one preview takes. */
  people: 1000,
  /** The chair's message. */
  message: 5000,
  /** The maximum load an invitation may offer. */
  maxLoad: 50,
  /** An invitation's lifetime, in days. */
  expiresInDays: { min: 1, max: 90 },
  /** A declining invitee's suggested colleagues. */
  suggestions: 10,
  /** The reason a declining invitee gives. */
  reason: 2000,
  name: 200,
  affiliation: 300,
  /** How long a reminder's new link stays valid, in days (the invitation's expiry moves with it). */
  reminderDays: 14,
  /** An address-proof code: its digits, lifetime, the wrong codes allowed, and how many may be sent per invitation. */
  code: { digits: 6, minutes: 15, attempts: 5, sends: 5 },
} as const;

/** A person the chair invites: as a row of the pool's CSV file or the request's list. */
export const InviteePersonSchema = z.object({
  name: z.string(),
  email: z.string(),
  affiliation: z.optional(z.string()),
  topics: z.optional(z.array(z.string())),
  load: z.optional(z.number()),
});
export type InviteePerson = z.infer<typeof InviteePersonSchema>;

/** What a person accepted: the address (the invited one or another they proved), their record, load, topics. */
export const InvitationAcceptanceSchema = z.object({
  email: z.string(),
  reviewerId: z.string(),
  load: z.number(),
  topics: z.array(z.string()),
  lateRequests: z.boolean(),
});

export const SuggestedColleagueSchema = z.object({ name: z.string(), email: z.string() });
export type SuggestedColleague = z.infer<typeof SuggestedColleagueSchema>;

/** A decline: the reason given (empty when none) and the colleagues suggested. */
const DeclineSchema = z.object({ reason: z.string(), suggestions: z.array(SuggestedColleagueSchema) });

/** invitations/{id}: one person invited to the committee of the edition, and their answer. */
export const InvitationSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Lower case: the address the invitation went to. */
  email: z.string(),
  affiliation: z.string(),
  /** The topics the pool suggested for the person (the invitee chooses their own when accepting). */
  topics: z.array(z.string()),
  /** The load the pool suggested, or null. */
  load: z.nullable(z.number()),
  message: z.string(),
  maxLoad: z.number(),
  createdAt: z.string(),
  /** The admin who applied the preview (uid). */
  createdBy: z.string(),
  /** Until when the invitation may be answered: moved later by each reminder (its new link's expiry). */
  expiresAt: z.string(),
  state: z.enum(storedInvitationStates),
  /** Unanswered and delivered (invited or opened): what an expiry and a reminder apply to. */
  waiting: z.boolean(),
  openedAt: z.nullable(z.string()),
  answeredAt: z.nullable(z.string()),
  accepted: z.nullable(InvitationAcceptanceSchema),
  declined: z.nullable(DeclineSchema),
  /** The addresses of the colleagues a decline suggested: their data export and erasure find them by it. */
  suggestedEmails: z.array(z.string()),
  /** Every address of the person the invitation names: the invited one, and the one accepted under. */
  addresses: z.array(z.string()),
  /** When reminders were sent (each with a new link). */
  remindedAt: z.array(z.string()),
  /** The outbox messages that carried its links: a message the outbox gives up on marks it bounced. */
  mailIds: z.array(z.string()),
  /** A code sent to prove another address, as a digest, until it expires or is used. */
  addressProof: z.nullable(z.object({ email: z.string(), digest: z.string(), expiresAt: z.string(), sends: z.number() })),
  nameKey: z.string(),
  searchTokens: z.array(z.string()),
});
export type InvitationDoc = z.infer<typeof InvitationSchema>;

/** invitationTokens/{sha256 of the secret}: a link's secret, as its digest, pointing at its invitation, with its own expiry. */
export const InvitationTokenSchema = z.object({
  invitationId: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type InvitationTokenDoc = z.infer<typeof InvitationTokenSchema>;

/** The state an invitation shows at `now`: expired when unanswered past its expiry. */
export function invitationStateAt(invitation: Pick<InvitationDoc, 'state' | 'waiting' | 'expiresAt'>, now: number): InvitationState {
  return invitation.waiting && Date.parse(invitation.expiresAt) <= now ? 'expired' : invitation.state;
}

/** The page an invitation's link opens in the SPA. */
export const invitationPage = (token: string) => `/invitations/${encodeURIComponent(token)}`;

// The requests.

const nameMessage = `Each person needs a name of 1 to ${invitationLimits.name} characters.`;
const emailMessage = 'email must be an email address.';
const messageMessage = `message is the chair's message, 1 to ${invitationLimits.message} characters.`;
const maxLoadMessage = `maxLoad is a whole number from 1 to ${invitationLimits.maxLoad}.`;
const expiresMessage = `expiresInDays is a whole number from ${invitationLimits.expiresInDays.min} to ${invitationLimits.expiresInDays.max}.`;
const peopleMessage = `people lists 1 to ${invitationLimits.people} people, each { name, email, affiliation?, topics?, load? }.`;
const previewIdMessage = 'previewId is the previewId a preview answered.';
export const invitationsRequestMessage =
  "Send { people | from: 'previousEdition', message, maxLoad, expiresInDays, preview: true } to preview invitations, or { previewId, apply: true } to send a preview's.";
export const remindRequestMessage = 'Send { preview: true } to preview reminders, or { previewId, apply: true } to send a preview\'s.';

const trimmed = (max: number, message: string, min = 1) =>
  z.pipe(z.string({ error: message }), z.transform((value: string) => value.trim())).check(z.minLength(min, { error: message }), z.maxLength(max, { error: message }));

/** A person as the request lists them; the address is checked per row by the preview (a bad one is a row skipped, not a refused request). */
const RequestPersonSchema = z.object(
  {
    name: z.string({ error: nameMessage }).check(z.maxLength(invitationLimits.name * 2, { error: nameMessage })),
    email: z.string({ error: emailMessage }).check(z.maxLength(320, { error: emailMessage })),
    affiliation: z.optional(z.string({ error: 'affiliation is text.' }).check(z.maxLength(invitationLimits.affiliation, { error: `affiliation is at most ${invitationLimits.affiliation} characters.` }))),
    topics: z.optional(z.array(z.string({ error: 'topics lists topics.' }), { error: 'topics lists topics.' }).check(z.maxLength(20, { error: 'topics lists at most 20 topics.' }))),
    load: z.optional(z.int({ error: maxLoadMessage }).check(z.gte(1, { error: maxLoadMessage }), z.lte(invitationLimits.maxLoad, { error: maxLoadMessage }))),
  },
  { error: peopleMessage },
);

/** POST /api/admin/invitations: a preview of the people to invite (from a list, or last edition's reviewers), or applying one. */
export const InvitationsRequestSchema = z
  .object({
    people: z.optional(z.array(RequestPersonSchema, { error: peopleMessage }).check(z.minLength(1, { error: peopleMessage }), z.maxLength(invitationLimits.people, { error: peopleMessage }))),
    from: z.optional(z.literal('previousEdition', { error: "from is 'previousEdition' (last edition's reviewers)." })),
    message: z.optional(trimmed(invitationLimits.message, messageMessage)),
    maxLoad: z.optional(z.int({ error: maxLoadMessage }).check(z.gte(1, { error: maxLoadMessage }), z.lte(invitationLimits.maxLoad, { error: maxLoadMessage }))),
    expiresInDays: z.optional(z.int({ error: expiresMessage }).check(z.gte(invitationLimits.expiresInDays.min, { error: expiresMessage }), z.lte(invitationLimits.expiresInDays.max, { error: expiresMessage }))),
    preview: z.optional(z.literal(true, { error: invitationsRequestMessage })),
    previewId: z.optional(z.string({ error: previewIdMessage }).check(z.regex(previewIdFormat, { error: previewIdMessage }))),
    apply: z.optional(z.literal(true, { error: invitationsRequestMessage })),
  })
  .check(
    z.superRefine((request, context) => {
      const previewFields = [request.message, request.maxLoad, request.expiresInDays];
      const previewing =
        request.preview === true &&
        (request.people === undefined) !== (request.from === undefined) &&
        previewFields.every((field) => field !== undefined) &&
        request.previewId === undefined &&
        request.apply === undefined;
      const applying = request.apply === true && request.previewId !== undefined && request.preview === undefined && request.people === undefined && request.from === undefined && previewFields.every((field) => field === undefined);
      if (!previewing && !applying) context.issues.push({ code: 'custom', message: invitationsRequestMessage, path: [], input: request });
    }),
  );
export type InvitationsRequest = z.output<typeof InvitationsRequestSchema>;

/** POST /api/admin/invitations/remind: a preview of the reminders due, or applying one. */
export const RemindInvitationsRequestSchema = z
  .object({
    preview: z.optional(z.literal(true, { error: remindRequestMessage })),
    previewId: z.optional(z.string({ error: previewIdMessage }).check(z.regex(previewIdFormat, { error: previewIdMessage }))),
    apply: z.optional(z.literal(true, { error: remindRequestMessage })),
  })
  .check(
    z.superRefine((request, context) => {
      const previewing = request.preview === true && request.previewId === undefined && request.apply === undefined;
      const applying = request.apply === true && request.previewId !== undefined && request.preview === undefined;
      if (!previewing && !applying) context.issues.push({ code: 'custom', message: remindRequestMessage, path: [], input: request });
    }),
  );

export const InvitationRowSchema = z.object({
  name: z.string(),
  email: z.string(),
  outcome: z.enum(previewOutcomes),
  /** What will happen (or happened), or why the person is skipped. */
  text: z.string(),
  /** The reviewer record the person already has in this edition, when that is why they are skipped. */
  reviewerId: z.nullable(z.string()),
  /** The invitation: the one they already have when skipped for it, or the one made once applied. */
  invitationId: z.nullable(z.string()),
});
export type InvitationRow = z.infer<typeof InvitationRowSchema>;

/** The preview (applied: false) or what applying it did (applied: true), per person. */
export const InvitationsAnswer = previewAnswer(InvitationRowSchema, {});
export type InvitationsAnswer = z.infer<typeof InvitationsAnswer>;

/** GET /api/admin/invitations: one page of invitations, by state and search. */
export const InvitationListQuerySchema = z.object({
  state: z.optional(z.enum(invitationStates, { error: `state is one of: ${invitationStates.join(', ')}.` })),
  q: z.optional(SearchParam),
  /** The invitation ID of the last row of the previous page. */
  cursor: z.optional(z.string().check(z.regex(/^[A-Za-z0-9]{1,40}$/, { error: 'cursor is the invitation ID the previous page ended with.' }))),
  pageSize: z.optional(PageSizeParam),
});
export type InvitationListQuery = z.infer<typeof InvitationListQuerySchema>;

/** An invitation as the chair's list shows it (never its links or codes): stored fields, with the state as shown (expired too). */
export const InvitationViewSchema = z.extend(
  z.pick(InvitationSchema, {
    id: true,
    name: true,
    email: true,
    affiliation: true,
    state: true,
    maxLoad: true,
    createdAt: true,
    expiresAt: true,
    openedAt: true,
    answeredAt: true,
    remindedAt: true,
    accepted: true,
    declined: true,
  }),
  { state: z.enum(invitationStates) },
);
export type InvitationView = z.infer<typeof InvitationViewSchema>;

export const InvitationListAnswer = z.object({
  invitations: z.array(InvitationViewSchema),
  next: z.nullable(z.string()),
  total: z.number(),
  /** The colleagues the page's declined invitees suggested, each with who suggested them and whether they were invited already. */
  suggestions: z.array(z.object({ name: z.string(), email: z.string(), suggestedBy: z.string(), invitationId: z.string(), invited: z.boolean() })),
});

/** GET /api/invitations/{token}: what the invitee reads before answering. */
export const PublicInvitationAnswer = z.object({
  conference: z.string(),
  name: z.string(),
  email: z.string(),
  message: z.string(),
  maxLoad: z.number(),
  /** The call's topics, to choose from. */
  topics: z.array(z.string()),
  /** Those of them the chair's pool named for the person: ticked to begin with. */
  suggestedTopics: z.array(z.string()),
  state: z.enum(invitationStates),
  expiresAt: z.string(),
});
export type PublicInvitation = z.infer<typeof PublicInvitationAnswer>;

const loadMessage = 'load is a whole number from 1 to the maximum load the invitation offers.';
const codeMessage = `code is the ${invitationLimits.code.digits}-digit code sent to the address.`;
const addressMessage = 'email must be an email address.';
const emailField = (message: string) =>
  z.pipe(
    z.string({ error: message }).check(z.refine((value) => isEmail(value), { error: message })),
    z.transform((value: string) => value.trim().toLowerCase()),
  );

/** POST /api/invitations/{token}/accept. The load's upper bound is the invitation's (checked with it). */
export const AcceptInvitationRequestSchema = z.object({
  load: z.int({ error: loadMessage }).check(z.gte(1, { error: loadMessage }), z.lte(invitationLimits.maxLoad, { error: loadMessage })),
  topics: z.array(z.string({ error: "topics lists the call's topics." }), { error: "topics lists the call's topics." }).check(z.maxLength(20, { error: "topics lists the call's topics." })),
  lateRequests: z.boolean({ error: 'lateRequests is true or false.' }),
  /** Another address to accept under: it needs the code sent to it (POST .../address). */
  email: z.optional(emailField(addressMessage)),
  code: z.optional(z.string({ error: codeMessage }).check(z.regex(/^\d{6}$/, { error: codeMessage }))),
});
export type AcceptInvitationRequest = z.output<typeof AcceptInvitationRequestSchema>;

/** POST /api/invitations/{token}/address: sends a code to prove another address. */
export const InvitationAddressRequestSchema = z.object({ email: emailField(addressMessage) });

const suggestionsMessage = `suggestions lists at most ${invitationLimits.suggestions} colleagues, each { name, email } with a valid address.`;
const reasonMessage = `reason is at most ${invitationLimits.reason} characters.`;

/** POST /api/invitations/{token}/decline. */
export const DeclineInvitationRequestSchema = z.object({
  reason: z.optional(trimmed(invitationLimits.reason, reasonMessage, 0)),
  suggestions: z.optional(
    z
      .array(z.object({ name: trimmed(invitationLimits.name, suggestionsMessage), email: emailField(suggestionsMessage) }, { error: suggestionsMessage }), { error: suggestionsMessage })
      .check(z.maxLength(invitationLimits.suggestions, { error: suggestionsMessage })),
  ),
});
export type DeclineInvitationRequest = z.output<typeof DeclineInvitationRequestSchema>;

/** The link's secret as it arrives in a path: 43 characters of base64url (256 bits), starting with a letter or digit. */
export const invitationTokenFormat = IdFormats.invitationToken;

/** POST /api/invitations/{token}/accept: the record the person is on the committee by, and whether an account was made for the address (its set-password link sent). */
export const AcceptInvitationAnswer = z.object({ message: z.string(), reviewerId: z.string(), email: z.string(), accountCreated: z.boolean() });

/** POST /api/invitations/{token}/address: the code was sent; until when it may be used. */
export const InvitationAddressAnswer = z.object({ message: z.string(), expiresAt: z.string() });
