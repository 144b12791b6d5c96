// The API's endpoint table: for each endpoint its method, path, who may call it, and the schemas of its
// request and answer, declared by area in endpoints/<area>.ts (the shape of an entry in
// endpoints/endpoint.ts). The functions' router serves exactly these endpoints and checks every request
// against them (and, in the test suites, every answer); the SPA's client is typed by them; the OpenAPI
// document at /api/openapi.json is made from them (openapi.ts), in the order of `documentOrder`.
import { type Endpoint } from './endpoints/endpoint';
import { conferenceEndpoints } from './endpoints/conference';
import { privacyEndpoints } from './endpoints/privacy';
import { calendarEndpoints } from './endpoints/calendar';
import { accountsEndpoints } from './endpoints/accounts';
import { auditEndpoints } from './endpoints/audit';
import { discussionEndpoints } from './endpoints/discussion';
import { siteEndpoints } from './endpoints/site';
import { filesEndpoints } from './endpoints/files';
import { submissionsEndpoints } from './endpoints/submissions';
import { registrationEndpoints } from './endpoints/registration';
import { mailEndpoints } from './endpoints/mail';
import { proceedingsEndpoints } from './endpoints/proceedings';
import { similarityEndpoints } from './endpoints/similarity';
import { paymentsEndpoints } from './endpoints/payments';
import { programmeEndpoints } from './endpoints/programme';
import { editionsEndpoints } from './endpoints/editions';
import { committeeEndpoints } from './endpoints/committee';
import { assignmentEndpoints } from './endpoints/assignment';
import { reviewsEndpoints } from './endpoints/reviews';
import { decisionsEndpoints } from './endpoints/decisions';
import { certificatesEndpoints } from './endpoints/certificates';
import { dashboardEndpoints } from './endpoints/dashboard';

export * from './endpoints/endpoint';

/** Every area's endpoints, from the lowest area to the highest (the order of the SPA's featureLayers). */
const byArea = {
  ...conferenceEndpoints,
  ...privacyEndpoints,
  ...calendarEndpoints,
  ...accountsEndpoints,
  ...auditEndpoints,
  ...discussionEndpoints,
  ...siteEndpoints,
  ...filesEndpoints,
  ...submissionsEndpoints,
  ...registrationEndpoints,
  ...mailEndpoints,
  ...proceedingsEndpoints,
  ...similarityEndpoints,
  ...paymentsEndpoints,
  ...programmeEndpoints,
  ...editionsEndpoints,
  ...committeeEndpoints,
  ...assignmentEndpoints,
  ...reviewsEndpoints,
  ...decisionsEndpoints,
  ...certificatesEndpoints,
  ...dashboardEndpoints,
};

/**
 * Every endpoint, in the order the OpenAPI document lists their operations: the order in which they were
 * added to the API, which the published document has always had (tests/fixtures/openapi.json holds it).
 * A new endpoint goes at the end; the type refuses a list that leaves one out.
 */
const documentOrder = [
  'healthcheck', 'openapi', 'apiDocs', 'apiDocsScript',
  'session',
  'myData', 'eraseMyData', 'publicPrivacy', 'savePrivacy',
  'authorLogin', 'authorRegister', 'authorResetPassword', 'reviewerRegister', 'reviewerLogin', 'adminLogin',
  'conferenceRegister', 'registrationReceipt',
  'submitManuscript', 'checkManuscript',
  'authorRegistration',
  'manuscriptsByAuthor',
  'getPayment', 'submitPayment',
  'file',
  'getReviewers', 'addReviewer', 'deleteReviewer',
  'getPapers', 'paperCounts', 'papersCsv',
  'assignReviewer', 'paperAssignment', 'emergencyCandidates', 'requestEmergencyReview',
  'paperReviews', 'reviewSettings', 'saveReviewSettings',
  'notificationSettings', 'saveNotificationSettings', 'resendMail', 'reminderPreview', 'sendReminders', 'automaticReminders',
  'saveAutomaticReminders',
  'reviewerComments',
  'sendReview', 'updateStatus', 'publish',
  'assignedPapers', 'submitReview', 'saveDraft',
  'declareConflict', 'bids', 'saveBid', 'reviewerTopics', 'saveReviewerTopics', 'bidOverview', 'bidReminders', 'proposeAssignment', 'proposalPage',
  'applyAssignment',
  'previewBulk', 'applyBulk',
  'committee', 'paperConflicts', 'editPaper', 'withdrawPaper', 'restorePaper',
  'setReviewDue', 'calendarFeed', 'renewCalendarFeed', 'calendarFeedFile',
  'getReviewComments',
  'authorResponse', 'saveAuthorResponse', 'releaseResponse', 'discussion', 'postComment', 'checkComment', 'discussionState',
  'publicAccepted', 'authorProceedings', 'uploadCameraReady', 'signCopyright', 'saveFinalMetadata', 'cameraReadyFile', 'copyrightFile', 'volumePdf',
  'adminProceedings', 'proceedingsSettings', 'saveProceedingsSettings', 'saveVolumeOrder', 'proceedingsReminders', 'proceedingsCsv',
  'proceedingsBib', 'proceedingsCrossref', 'proceedingsCeur', 'proceedingsZip',
  'publicFees', 'adminFees', 'saveFees', 'participantRegistration', 'participantMe',
  'recordPayment', 'paymentInvoice', 'paymentReceipt', 'adminPayments', 'verifyPayments', 'verifyPayment', 'rejectPayment', 'creditNote',
  'paymentsCsv',
  'publicProgramme', 'programmeIcs', 'sessionIcs', 'saveProgramme',
  'markAttendance',
  'sendMailing', 'mailTemplates', 'createMailTemplate', 'saveMailTemplate', 'deleteMailTemplate', 'saveMessageTemplate', 'restoreMessageTemplate',
  'issueCertificates', 'issuedCertificates', 'revokeCertificate', 'certificate', 'certificatePdf', 'myCertificates',
  'sendInvitations', 'invitations', 'remindInvitations', 'committeeCapacity', 'setReviewerLoad', 'invitation', 'acceptInvitation',
  'invitationAddress', 'declineInvitation', 'saveCommitteeLoad', 'withdrawFromCommittee',
  'publicConference', 'saveConference',
  'publicEditions', 'editions', 'createEdition', 'openEdition',
  'publicCalendar', 'saveCalendar', 'calendarHistory', 'grantExtension', 'extensions', 'revokeExtension',
  'auditEntries',
  'dashboardCounts', 'monthlyStats', 'statusCounts',
  'adminProfile',
  'verificationLink',
  'paperSimilarity', 'integritySettings', 'saveIntegritySettings', 'saveExternalCheck', 'removeExternalCheck',
] as const;

/** The table in the given order of names, which must name every endpoint of it. */
function inOrder<T extends Record<string, Endpoint>, const N extends readonly (keyof T)[]>(
  table: T,
  order: N & ([Exclude<keyof T, N[number]>] extends [never] ? unknown : { unlisted: Exclude<keyof T, N[number]> }),
): T {
  // The same entries under the same names: only their order changes.
  const entries: Array<[keyof T, Endpoint]> = order.map((name) => [name, table[name]]);
  return Object.fromEntries(entries) as Record<string, Endpoint> as T;
}

export const Endpoints = inOrder(byArea, documentOrder);

export type EndpointName = keyof typeof Endpoints;
