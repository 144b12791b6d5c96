// The endpoint table's committee endpoints: the reviewer records; recruiting by invitation, reminders, the members' loads and the capacity.
import { change, ErrorTexts, forAdmins, forAnyone, forReviewers, removal, type Endpoint } from './endpoint';
import { ApiPaths, ApiRoutePatterns } from '../apiPaths';
import { AcceptInvitationAnswer, AcceptInvitationRequestSchema, DeclineInvitationRequestSchema, InvitationAddressAnswer, InvitationAddressRequestSchema, InvitationListAnswer, InvitationListQuerySchema, InvitationsAnswer, InvitationsRequestSchema, PublicInvitationAnswer, RemindInvitationsRequestSchema, invitationLimits } from '../../committee/invitations';
import { CapacityAnswer, CommitteeLoadRequestSchema, CommitteeWithdrawRequestSchema } from '../../committee/capacity';
import { ReviewerListQuerySchema } from '../../committee/reviewerList';
import { ReviewerRecordRequest } from '../../validation';
import * as Answers from '../answers';
import * as Bidding from '../../assignment/bidding';

export const committeeEndpoints = {
  getReviewers: forAdmins('Admin', {
    method: 'GET',
    path: ApiPaths.getReviewers,
    summary: 'One page of the reviewer records by name: pageSize (at most 100), after (the last reviewer ID of the previous page), q (a name or a word of one, an affiliation, an email address)',
    description: 'An admin. Each record with its email, affiliation, research area and profile file, and how many records match. Changes nothing.',
    query: ReviewerListQuerySchema,
    errors: { 400: 'A query parameter is invalid, or `after` names no reviewer record' },
    answer: Answers.GetReviewersAnswer,
  }),
  addReviewer: forAdmins('Admin', {
    method: 'POST',
    path: ApiPaths.addReviewer,
    summary: 'Adds a reviewer record with a profile file, inviting an address that has no account',
    description:
      "An admin, once per email address. Stores the record and its profile (a PDF, DOC or DOCX file). When the address has no account yet, a reviewer account is created and Firebase Authentication emails it the link that sets the password (the answer's `invited`).",
    success: 201,
    body: { multipart: ReviewerRecordRequest, files: [{ name: 'profile', required: true, upload: 'profile' }] },
    errors: {
      400: 'A field is missing or invalid, or the profile is missing or not a PDF, DOC or DOCX file',
      409: 'A reviewer record with this email already exists, or a concurrent change: try again',
    },
    example: { name: 'Ravi Menon', affiliation: 'National Institute of Technology Calicut', email: 'ravi.menon@example.org', researchArea: 'Hydrological modelling, remote sensing' },
    answer: Answers.AddReviewerAnswer,
  }),
  deleteReviewer: forAdmins('Admin', removal(ApiRoutePatterns.deleteReviewer, {
    summary: 'Deletes a reviewer record that no paper is assigned to',
    description:
      "An admin. Deletes the record and its profile file; decided papers keep the reviewer's name, and the reviewer's sign-in account, if any, stays. Sends no email.",
    errors: {
      404: 'No reviewer record has this ID',
      409: 'The reviewer is assigned to papers under review, or a concurrent change: try again',
    },
  })),
  sendInvitations: forAdmins('Committee', {
    method: 'POST',
    path: ApiPaths.adminInvitations,
    summary: "Committee invitations in bulk: a preview ({ people | from: 'previousEdition', message, maxLoad, expiresInDays, preview: true }), stored and answered with its previewId, then { previewId, apply: true } sends exactly what it said",
    description: `An admin, for the current edition. The preview answers each person: to invite, or skipped with why (an invalid address, a duplicate in the list, already a reviewer of this edition with the record's ID, already invited and waiting or accepted with the invitation's ID). from: 'previousEdition' takes the reviewers of the edition archived last. Stored for ${Bidding.previewLifetimeMinutes} minutes for the admin who made it; changes nothing and sends no email. Applying it (that admin, once) judges each row again and, per person, writes the invitation, its link's digest and its message (kind invitation: the chair's message, the maximum load, the expiry and the link to /invitations/<token>) in one transaction. One audit entry records the whole.`,
    body: { json: InvitationsRequestSchema },
    errors: {
      400: 'Neither a preview nor an apply, a field out of range (message, maxLoad, expiresInDays, people), or no archived edition to take reviewers from',
      403: ErrorTexts.previewOfAnotherAdmin,
      404: ErrorTexts.noPreview,
      409: ErrorTexts.previewExpired,
    },
    example: { people: [{ name: 'Asha Rao', email: 'asha.rao@example.org', affiliation: 'CUSAT', topics: ['Machine learning'], load: 4 }], message: 'We would be glad to have you on the programme committee.', maxLoad: 6, expiresInDays: 14, preview: true },
    answer: InvitationsAnswer,
  }),
  invitations: forAdmins('Committee', {
    method: 'GET',
    path: ApiPaths.adminInvitations,
    summary: 'One page of committee invitations, soonest expiry first: state (invited, opened, accepted, declined, expired, bounced), q (a name, a word of one, an affiliation or an address), cursor (the last invitation ID of the previous page), pageSize (at most 100)',
    description: "An admin. Each invitation with its state (expired: not answered by its expiry), its answer (the load, topics and address accepted under; or the reason and suggested colleagues of a decline), how many match, and the colleagues the page's declined invitees suggested, each marked when invited already. Changes nothing.",
    query: InvitationListQuerySchema,
    errors: { 400: 'A query parameter is invalid, or `cursor` names no invitation' },
    answer: InvitationListAnswer,
  }),
  remindInvitations: forAdmins('Committee', {
    method: 'POST',
    path: ApiPaths.remindInvitations,
    summary: 'Reminders to the invitees who have not answered: a preview ({ preview: true }), then { previewId, apply: true } sends each a reminder with a new link',
    description: `An admin, for the current edition. The preview lists the invitations invited or opened, not answered and not expired. Applying it (that admin, once, within ${Bidding.previewLifetimeMinutes} minutes) gives each a new link (the earlier ones stay valid until they expire) whose expiry extends the invitation's, and queues its message (kind invitation). One audit entry records the whole.`,
    body: { json: RemindInvitationsRequestSchema },
    errors: {
      400: 'Neither a preview nor an apply',
      403: ErrorTexts.previewOfAnotherAdmin,
      404: ErrorTexts.noPreview,
      409: ErrorTexts.previewExpired,
    },
    example: { preview: true },
    answer: InvitationsAnswer,
  }),
  committeeCapacity: forAdmins('Committee', {
    method: 'GET',
    path: ApiPaths.committeeCapacity,
    summary: "Whether the committee's accepted loads cover the reviews the papers open for review need, overall and per topic, with each shortfall as a sentence",
    description:
      "An admin. Needed: the papers submitted or under review times the reviewers per paper (Settings); per topic, the papers listing the topic (a paper counts under each of its topics). Offered: the loads the members accepted; per topic, each member's load split evenly over their topics. Members without a load are counted apart. Reads the counters, one count per topic and the committee's records, never every paper. Changes nothing.",
    answer: CapacityAnswer,
  }),
  setReviewerLoad: forAdmins('Committee', change('PUT', ApiRoutePatterns.reviewerLoad, CommitteeLoadRequestSchema, {
    summary: "Sets a reviewer's load: the most papers the automatic assignment gives them",
    description: 'An admin, whatever the papers already assigned. Recorded in the audit log. Sends no email.',
    errors: { 400: 'load is not a whole number from 1 to 50', 404: 'No reviewer record has this ID' },
    example: { load: 5 },
  })),
  invitation: forAnyone('Committee', {
    method: 'GET',
    path: ApiRoutePatterns.invitation,
    summary: "A committee invitation as its link opens it: the conference, the chair's message, the maximum load, the call's topics and its state",
    description:
      'Anyone holding the link, without signing in (the link is the secret; only its digest is stored). Marks the invitation opened the first time. Links that name nothing are counted per client address: after 100 within 15 minutes, 429 (locked as a password is).',
    errors: {
      404: 'No invitation has this link (mistyped, or never made)',
      409: 'The invitation was answered already: the message says how and when',
      410: 'The invitation (or this link) expired',
      429: 'Too many links that name nothing from this address: try again after Retry-After seconds',
    },
    answer: PublicInvitationAnswer,
  }),
  acceptInvitation: forAnyone('Committee', {
    method: 'POST',
    path: ApiRoutePatterns.acceptInvitation,
    summary: 'Accepts a committee invitation with a load (1 to the maximum offered), topics from the call, and whether late requests are welcome; email and code accept under another address proved by a code',
    description:
      "Anyone holding the link. In one transaction: the invitation answered, and the reviewer record of the address made (without a profile file) or linked, with the load, topics, late requests and the invitation; both addresses are kept on the invitation. When the address has no account, a reviewer account is made and Firebase Authentication emails the link that sets its password. Recorded in the audit log. A second answer is refused.",
    body: { json: AcceptInvitationRequestSchema },
    errors: {
      400: 'A field is invalid, the load is above the maximum offered, a topic is not one of the call\'s, or another address came without a code',
      403: 'The code is not the one sent to the address, expired, or tried too often',
      404: 'No invitation has this link',
      409: 'The invitation was answered already, or a concurrent answer: try again',
      410: 'The invitation (or this link) expired',
      429: 'Too many links that name nothing from this address: try again after Retry-After seconds',
    },
    example: { load: 4, topics: ['Machine learning'], lateRequests: true },
    answer: AcceptInvitationAnswer,
  }),
  invitationAddress: forAnyone('Committee', {
    method: 'POST',
    path: ApiRoutePatterns.invitationAddress,
    summary: `Sends a ${invitationLimits.code.digits}-digit code to another address, to accept the invitation under it`,
    description: `Anyone holding the link. The code is stored as a digest, expires in ${invitationLimits.code.minutes} minutes and allows ${invitationLimits.code.attempts} wrong tries; a new one replaces it, at most ${invitationLimits.code.sends} per invitation. Sends one message (kind invitationCode) to the address.`,
    body: { json: InvitationAddressRequestSchema },
    errors: {
      400: 'email is not an email address',
      404: 'No invitation has this link',
      409: 'The invitation was answered already',
      410: 'The invitation (or this link) expired',
      429: 'Too many codes for this invitation, or too many links that name nothing from this address',
    },
    example: { email: 'asha@home.example.org' },
    answer: InvitationAddressAnswer,
  }),
  declineInvitation: forAnyone('Committee', change('POST', ApiRoutePatterns.declineInvitation, DeclineInvitationRequestSchema, {
    summary: `Declines a committee invitation, with a reason and up to ${invitationLimits.suggestions} colleagues to suggest`,
    description: "Anyone holding the link. The answer and the suggestions go to the chair's list of invitations. Recorded in the audit log. A second answer is refused. Sends no email.",
    errors: {
      400: 'The reason is too long, or a suggestion has no name or an invalid address',
      404: 'No invitation has this link',
      409: 'The invitation was answered already, or a concurrent answer: try again',
      410: 'The invitation (or this link) expired',
      429: 'Too many links that name nothing from this address: try again after Retry-After seconds',
    },
    example: { reason: 'On leave this year.', suggestions: [{ name: 'Ravi Menon', email: 'ravi.menon@example.org' }] },
  })),
  saveCommitteeLoad: forReviewers('Committee', change('POST', ApiPaths.myCommittee, CommitteeLoadRequestSchema, {
    summary: "Changes the signed-in reviewer's load, before any paper is assigned to them",
    description: "A reviewer with a verified address, about their record in the current edition. After an assignment only the chair changes it. Recorded in the audit log; the chair is emailed (kind committeeChange).",
    errors: { 400: 'load is not a whole number from 1 to 50', 403: 'The address is not verified yet', 404: 'The caller is not on the committee of this edition', 409: 'A paper is assigned to the reviewer already: only the chair changes it now' },
    example: { load: 3 },
  })),
  withdrawFromCommittee: forReviewers('Committee', change('POST', ApiPaths.withdrawFromCommittee, CommitteeWithdrawRequestSchema, {
    summary: 'The signed-in reviewer leaves the committee of the current edition, before any paper is assigned to them, confirming with their password',
    description: "A reviewer with a verified address; the password is checked (and throttled) as at sign-in. Deletes their reviewer record and its profile file, as the chair's delete does; the account stays. Recorded in the audit log; the chair is emailed (kind committeeChange).",
    errors: {
      400: 'The password is missing or longer than 4,096 characters',
      401: 'The password is not correct: nothing changed',
      403: 'The address is not verified yet',
      404: 'The caller is not on the committee of this edition',
      409: 'A paper is assigned to the reviewer already: only the chair changes it now',
      429: 'Too many wrong passwords for this account: try again after Retry-After seconds',
    },
    example: { password: 'Monsoon#2025' },
  })),
} as const satisfies Record<string, Endpoint>;
