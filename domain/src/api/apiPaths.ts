// The HTTP API's paths, shared by client and server. Kept apart from the answers' schemas (api.ts), so a
// page that only calls the API does not load the schemas and zod; the public pages take theirs from
// publicApi.ts alone.
import { PublicApiPaths } from './publicApi';

export const ApiPaths = {
  ...PublicApiPaths,
  /** The API described in OpenAPI 3.1, made from the endpoint table. */
  openapi: '/api/openapi.json',
  /** The API reference for integrators, rendered from the document. */
  apiDocs: '/api/docs',
  /** The reference's renderer (Redoc), served with it. */
  apiDocsScript: '/api/docs/reference.js',
  conferenceRegister: '/conregister',
  authorLogin: '/api/authors/login',
  authorRegister: '/api/authors/register',
  authorResetPassword: '/api/authors/resetpassword',
  /** The signed-in author's conference registration, with the receipt path the dashboard opens. */
  authorRegistration: '/api/authors/registration',
  reviewerRegister: '/api/reviewers/reviewerregister',
  reviewerLogin: '/api/reviewers/reviewerlogin',
  adminLogin: '/api/admin/login',
  session: '/api/session',
  /** Emails the signed-in person a new link that verifies their address. */
  verificationLink: '/api/me/verification',
  /** Everything the product holds about the signed-in person (the data export). */
  myData: '/api/me/data',
  /** Erases what the product holds about the signed-in person, except what a law keeps. */
  myErasure: '/api/me/erasure',
  submitManuscript: '/api/authors/submit',
  /** Before submitting: checks the PDF as submission would, and where its text names an author. */
  checkManuscript: '/api/authors/checkmanuscript',
  manuscriptsByAuthor: (authorId: string) => `/api/authors/getmanuscriptbyauthor/${encodeURIComponent(authorId)}`,
  getPayment: (paperId: string) => `/api/authors/get-payment/${encodeURIComponent(paperId)}`,
  submitPayment: '/api/authors/submit-payment',
  adminProfile: '/api/admin/profile',
  getReviewers: '/api/admin/getreviewers',
  addReviewer: '/api/admin/addreviewer',
  deleteReviewer: (id: string) => `/api/admin/deletereviewer/${encodeURIComponent(id)}`,
  getPapers: '/api/admin/getpapers',
  paperCounts: '/api/admin/papercounts',
  /** Every paper as CSV (papers.csv), streamed. */
  papersCsv: '/api/admin/papers.csv',
  assignReviewer: '/api/admin/assignreviewer',
  paperAssignment: (paperId: string) => `/api/admin/papers/${encodeURIComponent(paperId)}/assignment`,
  /** The members who could take a paper's overdue review (GET), and the chair's request to one (POST). */
  emergencyReviewers: (paperId: string) => `/api/admin/papers/${encodeURIComponent(paperId)}/emergency-reviewers`,
  emergencyRequest: (paperId: string) => `/api/admin/papers/${encodeURIComponent(paperId)}/emergency-requests`,
  paperReviews: (paperId: string) => `/api/admin/papers/${encodeURIComponent(paperId)}/reviews`,
  paperSimilarity: (paperId: string) => `/api/admin/papers/${encodeURIComponent(paperId)}/similarity`,
  reviewSettings: '/api/admin/reviewsettings',
  /** The conference-wide Notifications switch. */
  notificationSettings: '/api/admin/notificationsettings',
  /** Queues a message whose delivery failed again. */
  resendMail: (mailId: string) => `/api/admin/mail/${encodeURIComponent(mailId)}/resend`,
  /** Reminders to reviewers whose reviews are missing: GET previews who would get one, POST queues them. */
  reminders: '/api/admin/reminders',
  /** The automatic reminders: their settings and last run (GET), switched on and off (PUT). */
  automaticReminders: '/api/admin/reminders/automatic',
  reviewerComments: '/api/admin/reviewercomments',
  adminCalendar: '/api/admin/calendar',
  adminConference: '/api/admin/conference',
  /** The editions: GET lists them, POST makes a draft (or previews one). */
  editions: '/api/admin/editions',
  /** Makes a draft edition the current one, archiving the current one. */
  openEdition: (editionId: string) => `/api/admin/editions/${encodeURIComponent(editionId)}/open`,
  adminPrivacy: '/api/admin/privacy',
  calendarHistory: '/api/admin/calendar/history',
  /** The audit log of admin actions, paged. */
  audit: '/api/admin/audit',
  /** Deadline extensions: POST grants (or replaces), GET lists; DELETE /api/admin/extensions/{id} revokes. */
  extensions: '/api/admin/extensions',
  sendReview: '/api/admin/sendreview',
  updateStatus: '/api/admin/updatestatus',
  publish: (paperId: string) => `/api/admin/publish/${encodeURIComponent(paperId)}`,
  assignedPapers: (email: string) => `/api/reviewers/assignedpapers?email=${encodeURIComponent(email)}`,
  submitReview: '/api/reviews/submitReview',
  saveDraft: '/api/reviews/saveDraft',
  declareConflict: '/api/reviewers/conflicts',
  /** The signed-in reviewer's private calendar feed: GET says whether one exists, POST creates or renews its link. */
  calendarFeed: '/api/reviewers/calendar-feed',
  /** The feed itself (iCalendar), for calendar applications: the link's secret is the only credential. */
  calendarFeedFile: (token: string) => `/api/calendar-feeds/${encodeURIComponent(token)}/due-dates.ics`,
  /** Bidding: the papers open for bidding with the reviewer's bids (GET), one bid (PUT .../{paperId}). */
  bids: '/api/reviewers/bids',
  saveBid: (paperId: string) => `/api/reviewers/bids/${encodeURIComponent(paperId)}`,
  /** The signed-in reviewer's topics (GET, PUT). */
  reviewerTopics: '/api/reviewers/topics',
  /** The chair's view of the bids (GET), and a reminder to reviewers who have not bid (POST .../reminders). */
  bidOverview: '/api/admin/bids',
  bidReminders: '/api/admin/bids/reminders',
  /** Automatic assignment: a proposal (POST, stored, not applied), then applying it by its ID. */
  proposeAssignment: '/api/admin/autoassign/proposals',
  applyAssignment: (proposalId: string) => `/api/admin/autoassign/proposals/${encodeURIComponent(proposalId)}/apply`,
  /** A page of a stored proposal (GET). */
  proposalPage: (proposalId: string) => `/api/admin/autoassign/proposals/${encodeURIComponent(proposalId)}`,
  /** Bulk actions on papers: a preview (POST, stored, not applied), then applying it by its ID. */
  previewBulk: '/api/admin/bulk/previews',
  applyBulk: (previewId: string) => `/api/admin/bulk/previews/${encodeURIComponent(previewId)}/apply`,
  committee: '/api/authors/committee',
  paperConflicts: (paperId: string) => `/api/authors/papers/${encodeURIComponent(paperId)}/conflicts`,
  /** The author changes their paper (PUT), or withdraws it (POST .../withdraw); the chair restores it. */
  editPaper: (paperId: string) => `/api/authors/papers/${encodeURIComponent(paperId)}`,
  withdrawPaper: (paperId: string) => `/api/authors/papers/${encodeURIComponent(paperId)}/withdraw`,
  restorePaper: (paperId: string) => `/api/admin/papers/${encodeURIComponent(paperId)}/restore`,
  /** One reviewer's due date on one paper (PUT). */
  reviewDue: (paperId: string, reviewerId: string) => `/api/admin/papers/${encodeURIComponent(paperId)}/reviewers/${encodeURIComponent(reviewerId)}/due`,
  /** The authors' response to the reviews released to them (GET, PUT). */
  authorResponse: (paperId: string) => `/api/authors/papers/${encodeURIComponent(paperId)}/response`,
  /** The chair opens a paper's reviews for the authors' response (POST). */
  releaseResponse: (paperId: string) => `/api/admin/papers/${encodeURIComponent(paperId)}/release`,
  /** A paper's discussion among its reviewers and the chair (GET, POST), the check before posting, and the chair's resolved mark (PUT). */
  discussion: (paperId: string) => `/api/papers/${encodeURIComponent(paperId)}/discussion`,
  checkComment: (paperId: string) => `/api/papers/${encodeURIComponent(paperId)}/discussion/check`,
  discussionState: (paperId: string) => `/api/admin/papers/${encodeURIComponent(paperId)}/discussion`,
  /** The fee table: as the public pages read it, and as the chair sets it (GET, PUT). */
  adminFees: '/api/admin/fees',
  /** The signed-in participant's registration (POST) and what they have of it (GET me). */
  participantRegistration: '/api/participants/registration',
  participantMe: '/api/participants/me',
  /** A participant's payments (POST records one) and the receipt, tax invoice or payment request of one. */
  participantPayments: '/api/participants/payments',
  paymentInvoice: (paymentId: string) => `/api/participants/payments/${encodeURIComponent(paymentId)}/invoice.pdf`,
  /** The receipt a payer uploaded, for the payer and the treasurer. */
  paymentReceipt: (paymentId: string) => `/api/participants/payments/${encodeURIComponent(paymentId)}/receipt`,
  /** The treasurer's payments: a page, the verification, the rejection, a credit note, the CSV for the accounts office. */
  adminPayments: '/api/admin/payments',
  verifyPayments: '/api/admin/payments/verify',
  verifyPayment: (paymentId: string) => `/api/admin/payments/${encodeURIComponent(paymentId)}/verify`,
  rejectPayment: (paymentId: string) => `/api/admin/payments/${encodeURIComponent(paymentId)}/reject`,
  creditNote: (paymentId: string) => `/api/admin/payments/${encodeURIComponent(paymentId)}/credit-note`,
  paymentsCsv: '/api/admin/payments.csv',
  /** The programme: as the public page reads it, its calendar files, and as the chair sets it (PUT). */
  adminProgramme: '/api/admin/programme',
  /** A paper's proceedings, for its authors: the state, the camera-ready upload, the copyright form, the final metadata. */
  authorProceedings: (paperId: string) => `/api/authors/papers/${encodeURIComponent(paperId)}/proceedings`,
  cameraReady: (paperId: string) => `/api/authors/papers/${encodeURIComponent(paperId)}/cameraready`,
  copyright: (paperId: string) => `/api/authors/papers/${encodeURIComponent(paperId)}/copyright`,
  finalMetadata: (paperId: string) => `/api/authors/papers/${encodeURIComponent(paperId)}/metadata`,
  /** A paper's camera-ready PDF and signed copyright form, for its authors and the admins. */
  cameraReadyFile: (paperId: string) => `/api/proceedings/papers/${encodeURIComponent(paperId)}/cameraready.pdf`,
  copyrightFile: (paperId: string) => `/api/proceedings/papers/${encodeURIComponent(paperId)}/copyright.pdf`,
  /** The volume, for admins and registered participants. */
  volumePdf: '/api/proceedings/volume.pdf',
  /** The chair's proceedings: the screen's rows, the settings, the reminders, and the exports. */
  adminProceedings: '/api/admin/proceedings',
  proceedingsSettings: '/api/admin/proceedings/settings',
  integrity: '/api/admin/integrity',
  externalCheck: '/api/admin/integrity/external',
  volumeOrder: '/api/admin/proceedings/order',
  proceedingsReminders: '/api/admin/proceedings/reminders',
  proceedingsCsv: '/api/admin/proceedings/papers.csv',
  proceedingsBib: '/api/admin/proceedings/papers.bib',
  proceedingsCrossref: '/api/admin/proceedings/crossref.xml',
  proceedingsCeur: '/api/admin/proceedings/ceur-index.html',
  proceedingsZip: '/api/admin/proceedings/camera-ready.zip',
  getReviewComments: (paperId: string, reviewerId?: string) =>
    `/api/reviews/getReviewComments?paperId=${encodeURIComponent(paperId)}${reviewerId === undefined ? '' : `&reviewerId=${encodeURIComponent(reviewerId)}`}`,
  dashboardCounts: '/api/admin/dashboardcounts',
  monthlyStats: '/api/admin/monthlystats',
  statusCounts: '/api/admin/statuscounts',
  /** Certificates: the chair's preview and issue (POST), a revocation, the chair's attendance marks. */
  adminCertificates: '/api/admin/certificates',
  revokeCertificate: (code: string) => `/api/admin/certificates/${encodeURIComponent(code)}/revoke`,
  attendance: '/api/admin/participants/attendance',
  /** A certificate as anyone verifies it by its code, its PDF, and the signed-in person's own certificates. */
  certificate: (code: string) => `/api/certificates/${encodeURIComponent(code)}`,
  certificatePdf: (code: string) => `/api/certificates/${encodeURIComponent(code)}/pdf`,
  myCertificates: '/api/me/certificates',
  /** The chair's message to a group: a preview, then sending it. */
  adminMail: '/api/admin/mail',
  /** The chair's saved templates (GET lists them with the conference's messages, POST saves a new one). */
  mailTemplates: '/api/admin/mail-templates',
  /** One saved template: PUT replaces it, DELETE deletes it. */
  mailTemplate: (templateId: string) => `/api/admin/mail-templates/${encodeURIComponent(templateId)}`,
  /** One of the conference's messages: PUT saves the chair's words, DELETE restores the default. */
  messageTemplate: (key: string) => `/api/admin/mail-messages/${encodeURIComponent(key)}`,
  /** Committee invitations: the chair's preview and send (POST) and list (GET), reminders, the committee's capacity, a reviewer's load. */
  adminInvitations: '/api/admin/invitations',
  remindInvitations: '/api/admin/invitations/remind',
  committeeCapacity: '/api/admin/committee/capacity',
  reviewerLoad: (reviewerId: string) => `/api/admin/reviewers/${encodeURIComponent(reviewerId)}/load`,
  /** An invitation as its link opens it (anyone holding the link), and the invitee's answers. */
  invitation: (token: string) => `/api/invitations/${encodeURIComponent(token)}`,
  acceptInvitation: (token: string) => `/api/invitations/${encodeURIComponent(token)}/accept`,
  declineInvitation: (token: string) => `/api/invitations/${encodeURIComponent(token)}/decline`,
  invitationAddress: (token: string) => `/api/invitations/${encodeURIComponent(token)}/address`,
  /** A committee member's own load, and leaving the committee. */
  myCommittee: '/api/me/committee',
  withdrawFromCommittee: '/api/me/committee/withdraw',
  /** The receipt of a registration: with the key, the capability link given at registration; without, the signed-in registrant's. */
  registrationReceipt: (registrationId: string, key?: string) =>
    `/api/registrations/${encodeURIComponent(registrationId)}/receipt.pdf${key === undefined ? '' : `?key=${encodeURIComponent(key)}`}`,
} as const;

/** A path segment's parameter: ":paperId" names paperId; ":sessionId.ics" names sessionId, followed by ".ics". Null for a fixed segment. */
export function pathParameter(segment: string): { name: string; suffix: string } | null {
  const match = /^:(\w+)(\.[A-Za-z0-9]+)?$/.exec(segment);
  return match ? { name: match[1]!, suffix: match[2] ?? '' } : null;
}

/** The router's patterns of the paths above that carry a parameter in the path. */
export const ApiRoutePatterns = {
  registrationReceipt: '/api/registrations/:registrationId/receipt.pdf',
  openEdition: '/api/admin/editions/:editionId/open',
  manuscriptsByAuthor: '/api/authors/getmanuscriptbyauthor/:authorId',
  getPayment: '/api/authors/get-payment/:paperId',
  file: '/api/files/:kind/:file',
  deleteReviewer: '/api/admin/deletereviewer/:id',
  publish: '/api/admin/publish/:paperId',
  paperAssignment: '/api/admin/papers/:paperId/assignment',
  emergencyReviewers: '/api/admin/papers/:paperId/emergency-reviewers',
  emergencyRequest: '/api/admin/papers/:paperId/emergency-requests',
  paperReviews: '/api/admin/papers/:paperId/reviews',
  paperSimilarity: '/api/admin/papers/:paperId/similarity',
  resendMail: '/api/admin/mail/:mailId/resend',
  mailTemplate: '/api/admin/mail-templates/:templateId',
  messageTemplate: '/api/admin/mail-messages/:key',
  paperConflicts: '/api/authors/papers/:paperId/conflicts',
  editPaper: '/api/authors/papers/:paperId',
  withdrawPaper: '/api/authors/papers/:paperId/withdraw',
  restorePaper: '/api/admin/papers/:paperId/restore',
  reviewDue: '/api/admin/papers/:paperId/reviewers/:reviewerId/due',
  revokeExtension: '/api/admin/extensions/:id',
  saveBid: '/api/reviewers/bids/:paperId',
  applyAssignment: '/api/admin/autoassign/proposals/:proposalId/apply',
  proposalPage: '/api/admin/autoassign/proposals/:proposalId',
  applyBulk: '/api/admin/bulk/previews/:previewId/apply',
  calendarFeedFile: '/api/calendar-feeds/:token/due-dates.ics',
  assignedPapers: '/api/reviewers/assignedpapers',
  getReviewComments: '/api/reviews/getReviewComments',
  authorResponse: '/api/authors/papers/:paperId/response',
  releaseResponse: '/api/admin/papers/:paperId/release',
  discussion: '/api/papers/:paperId/discussion',
  checkComment: '/api/papers/:paperId/discussion/check',
  discussionState: '/api/admin/papers/:paperId/discussion',
  paymentInvoice: '/api/participants/payments/:paymentId/invoice.pdf',
  paymentReceipt: '/api/participants/payments/:paymentId/receipt',
  verifyPayment: '/api/admin/payments/:paymentId/verify',
  rejectPayment: '/api/admin/payments/:paymentId/reject',
  creditNote: '/api/admin/payments/:paymentId/credit-note',
  sessionIcs: '/api/public/programme/sessions/:sessionId.ics',
  authorProceedings: '/api/authors/papers/:paperId/proceedings',
  cameraReady: '/api/authors/papers/:paperId/cameraready',
  copyright: '/api/authors/papers/:paperId/copyright',
  finalMetadata: '/api/authors/papers/:paperId/metadata',
  cameraReadyFile: '/api/proceedings/papers/:paperId/cameraready.pdf',
  copyrightFile: '/api/proceedings/papers/:paperId/copyright.pdf',
  certificate: '/api/certificates/:code',
  certificatePdf: '/api/certificates/:code/pdf',
  revokeCertificate: '/api/admin/certificates/:code/revoke',
  reviewerLoad: '/api/admin/reviewers/:reviewerId/load',
  invitation: '/api/invitations/:token',
  acceptInvitation: '/api/invitations/:token/accept',
  declineInvitation: '/api/invitations/:token/decline',
  invitationAddress: '/api/invitations/:token/address',
} as const;
