// The API's routes: one handler for each endpoint of the domain's endpoint table (method, path, who may
// call it, request and answer schemas). The permission and hostile-input tests read this list, so a new
// endpoint without its rows there fails the suite; a unit test checks every endpoint is served once.
import type { Route } from '../lib/http';
import { adminLogin } from './accounts/adminLogin';
import { authorLogin } from './accounts/authorLogin';
import { authorRegister } from './accounts/authorRegister';
import { authorResetPassword } from './accounts/authorResetPassword';
import { reviewerLogin } from './accounts/reviewerLogin';
import { reviewerRegister } from './accounts/reviewerRegister';
import { session } from './accounts/session';
import { updateProfile } from './accounts/updateProfile';
import { verificationLink } from './accounts/verificationLink';
import { applyAssignment } from './assignment/applyAssignment';
import { proposalPage } from './assignment/proposalPage';
import { assignReviewer } from './assignment/assignReviewer';
import { bidOverview } from './assignment/bidOverview';
import { bidReminders } from './assignment/bidReminders';
import { bids } from './assignment/bids';
import { declareConflict } from './assignment/declareConflict';
import { paperAssignment } from './assignment/paperAssignment';
import { emergencyCandidates } from './assignment/emergencyCandidates';
import { requestEmergencyReview } from './assignment/requestEmergencyReview';
import { proposeAssignment } from './assignment/proposeAssignment';
import { reviewerTopics } from './assignment/reviewerTopics';
import { saveBid } from './assignment/saveBid';
import { saveReviewerTopics } from './assignment/saveReviewerTopics';
import { auditEntries } from './audit/auditEntries';
import { calendarFeed } from './calendar/calendarFeed';
import { certificate } from './certificates/certificate';
import { certificatePdf } from './certificates/certificatePdf';
import { issueCertificates } from './certificates/issueCertificates';
import { sendMailing } from './mail/sendMailing';
import { mailTemplates } from './mail/mailTemplates';
import { createMailTemplate } from './mail/createMailTemplate';
import { saveMailTemplate } from './mail/saveMailTemplate';
import { deleteMailTemplate } from './mail/deleteMailTemplate';
import { saveMessageTemplate } from './mail/saveMessageTemplate';
import { restoreMessageTemplate } from './mail/restoreMessageTemplate';
import { issuedCertificates } from './certificates/issuedCertificates';
import { markAttendance } from './certificates/markAttendance';
import { myCertificates } from './certificates/myCertificates';
import { revokeCertificate } from './certificates/revokeCertificate';
import { calendarFeedFile } from './calendar/calendarFeedFile';
import { calendarHistory } from './calendar/calendarHistory';
import { extensions } from './calendar/extensions';
import { grantExtension } from './calendar/grantExtension';
import { publicCalendar } from './calendar/publicCalendar';
import { publicConference } from './conference/publicConference';
import { eraseMyData } from './privacy/eraseMyData';
import { myData } from './privacy/myData';
import { publicPrivacy } from './privacy/publicPrivacy';
import { savePrivacy } from './privacy/savePrivacy';
import { saveConference } from './conference/saveConference';
import { createEdition } from './editions/createEdition';
import { editions } from './editions/editions';
import { openEdition } from './editions/openEdition';
import { publicEditions } from './editions/publicEditions';
import { renewCalendarFeed } from './calendar/renewCalendarFeed';
import { revokeExtension } from './calendar/revokeExtension';
import { saveCalendar } from './calendar/saveCalendar';
import { setReviewDue } from './calendar/setReviewDue';
import { addReviewer } from './committee/addReviewer';
import { deleteReviewer } from './committee/deleteReviewer';
import { getReviewers } from './committee/getReviewers';
import { acceptInvitation } from './committee/acceptInvitation';
import { declineInvitation } from './committee/declineInvitation';
import { invitation } from './committee/invitation';
import { invitationAddress } from './committee/invitationAddress';
import { invitations } from './committee/invitations';
import { sendInvitations } from './committee/sendInvitations';
import { committeeCapacity } from './committee/committeeCapacity';
import { remindInvitations } from './committee/remindInvitations';
import { setReviewerLoad } from './committee/setReviewerLoad';
import { saveCommitteeLoad } from './committee/saveCommitteeLoad';
import { withdrawFromCommittee } from './committee/withdrawFromCommittee';
import { dashboardCounts } from './dashboard/dashboardCounts';
import { monthlyStats } from './dashboard/monthlyStats';
import { statusCounts } from './dashboard/statusCounts';
import { applyBulk } from './decisions/applyBulk';
import { previewBulk } from './decisions/previewBulk';
import { publish } from './decisions/publish';
import { sendReview } from './decisions/sendReview';
import { updateStatus } from './decisions/updateStatus';
import { authorResponse } from './discussion/authorResponse';
import { checkComment } from './discussion/checkComment';
import { discussion } from './discussion/discussion';
import { discussionState } from './discussion/discussionState';
import { postComment } from './discussion/postComment';
import { releaseResponse } from './discussion/releaseResponse';
import { saveAuthorResponse } from './discussion/saveAuthorResponse';
import { downloadFile } from './files/downloadFile';
import { automaticReminders } from './mail/automaticReminders';
import { notificationSettings } from './mail/notificationSettings';
import { reminderPreview } from './mail/reminderPreview';
import { resendMail } from './mail/resendMail';
import { saveAutomaticReminders } from './mail/saveAutomaticReminders';
import { saveNotificationSettings } from './mail/saveNotificationSettings';
import { sendReminders } from './mail/sendReminders';
import { adminPayments } from './payments/adminPayments';
import { creditNote } from './payments/creditNote';
import { getPayment } from './payments/getPayment';
import { paymentInvoice } from './payments/paymentInvoice';
import { paymentReceipt } from './payments/paymentReceipt';
import { paymentsCsv } from './payments/paymentsCsv';
import { recordPayment } from './payments/recordPayment';
import { rejectPayment } from './payments/rejectPayment';
import { submitPayment } from './payments/submitPayment';
import { verifyPayment } from './payments/verifyPayment';
import { verifyPayments } from './payments/verifyPayments';
import { adminProceedings } from './proceedings/adminProceedings';
import { authorProceedings } from './proceedings/authorProceedings';
import { cameraReadyFile } from './proceedings/cameraReadyFile';
import { copyrightFile } from './proceedings/copyrightFile';
import { proceedingsBib } from './proceedings/proceedingsBib';
import { proceedingsCeur } from './proceedings/proceedingsCeur';
import { proceedingsCrossref } from './proceedings/proceedingsCrossref';
import { proceedingsCsv } from './proceedings/proceedingsCsv';
import { proceedingsReminders } from './proceedings/proceedingsReminders';
import { proceedingsSettings } from './proceedings/proceedingsSettings';
import { proceedingsZip } from './proceedings/proceedingsZip';
import { publicAccepted } from './proceedings/publicAccepted';
import { saveFinalMetadata } from './proceedings/saveFinalMetadata';
import { saveProceedingsSettings } from './proceedings/saveProceedingsSettings';
import { saveVolumeOrder } from './proceedings/saveVolumeOrder';
import { signCopyright } from './proceedings/signCopyright';
import { uploadCameraReady } from './proceedings/uploadCameraReady';
import { volumePdf } from './proceedings/volumePdf';
import { programmeIcs } from './programme/programmeIcs';
import { publicProgrammeAnswer } from './programme/publicProgrammeAnswer';
import { saveProgramme } from './programme/saveProgramme';
import { sessionIcs } from './programme/sessionIcs';
import { adminFees } from './registration/adminFees';
import { authorRegistration } from './registration/authorRegistration';
import { conferenceRegister } from './registration/conferenceRegister';
import { participantMe } from './registration/participantMe';
import { participantRegistration } from './registration/participantRegistration';
import { publicFees } from './registration/publicFees';
import { registrationReceipt } from './registration/registrationReceipt';
import { saveFees } from './registration/saveFees';
import { assignedPapers } from './reviews/assignedPapers';
import { getReviewComments } from './reviews/getReviewComments';
import { paperReviews } from './reviews/paperReviews';
import { paperSimilarity } from './similarity/paperSimilarity';
import { integritySettings, saveIntegritySettings } from './similarity/integritySettings';
import { removeExternalCheck, saveExternalCheck } from './similarity/externalCheck';
import { reviewSettings } from './reviews/reviewSettings';
import { reviewerComments } from './reviews/reviewerComments';
import { saveDraft } from './reviews/saveDraft';
import { saveReviewSettings } from './reviews/saveReviewSettings';
import { submitReview } from './reviews/submitReview';
import { apiDocs } from './site/apiDocs';
import { apiDocsScript } from './site/apiDocsScript';
import { healthcheck } from './site/healthcheck';
import { openapi } from './site/openapi';
import { checkManuscript } from './submissions/checkManuscript';
import { committee } from './submissions/committee';
import { editPaper } from './submissions/editPaper';
import { getPapers } from './submissions/getPapers';
import { manuscriptsByAuthor } from './submissions/manuscriptsByAuthor';
import { paperConflicts } from './submissions/paperConflicts';
import { paperCounts } from './submissions/paperCounts';
import { papersCsv } from './submissions/papersCsv';
import { restorePaper } from './submissions/restorePaper';
import { submitManuscript } from './submissions/submitManuscript';
import { withdrawPaper } from './submissions/withdrawPaper';

export const routes: readonly Route[] = [
  healthcheck,
  openapi,
  apiDocs,
  apiDocsScript,
  session,
  authorLogin,
  authorRegister,
  authorResetPassword,
  reviewerRegister,
  reviewerLogin,
  adminLogin,
  conferenceRegister,
  registrationReceipt,
  submitManuscript,
  checkManuscript,
  authorRegistration,
  manuscriptsByAuthor,
  getPayment,
  submitPayment,
  downloadFile,
  getReviewers,
  addReviewer,
  deleteReviewer,
  getPapers,
  paperCounts,
  papersCsv,
  assignReviewer,
  paperAssignment,
  emergencyCandidates,
  requestEmergencyReview,
  paperReviews,
  reviewSettings,
  saveReviewSettings,
  notificationSettings,
  saveNotificationSettings,
  resendMail,
  reminderPreview,
  sendReminders,
  automaticReminders,
  saveAutomaticReminders,
  reviewerComments,
  sendReview,
  updateStatus,
  publish,
  assignedPapers,
  submitReview,
  saveDraft,
  declareConflict,
  committee,
  paperConflicts,
  editPaper,
  withdrawPaper,
  restorePaper,
  setReviewDue,
  calendarFeed,
  renewCalendarFeed,
  calendarFeedFile,
  bids,
  saveBid,
  reviewerTopics,
  saveReviewerTopics,
  bidOverview,
  bidReminders,
  proposeAssignment,
  applyAssignment,
  proposalPage,
  previewBulk,
  applyBulk,
  authorResponse,
  saveAuthorResponse,
  releaseResponse,
  discussion,
  postComment,
  checkComment,
  discussionState,
  publicFees,
  adminFees,
  saveFees,
  participantRegistration,
  participantMe,
  recordPayment,
  paymentInvoice,
  paymentReceipt,
  adminPayments,
  verifyPayment,
  verifyPayments,
  rejectPayment,
  creditNote,
  paymentsCsv,
  publicProgrammeAnswer,
  programmeIcs,
  sessionIcs,
  saveProgramme,
  markAttendance,
  issueCertificates,
  sendMailing,
  mailTemplates,
  createMailTemplate,
  saveMailTemplate,
  deleteMailTemplate,
  saveMessageTemplate,
  restoreMessageTemplate,
  issuedCertificates,
  revokeCertificate,
  certificate,
  certificatePdf,
  myCertificates,
  sendInvitations,
  invitations,
  invitation,
  acceptInvitation,
  invitationAddress,
  declineInvitation,
  committeeCapacity,
  remindInvitations,
  setReviewerLoad,
  saveCommitteeLoad,
  withdrawFromCommittee,
  publicAccepted,
  authorProceedings,
  uploadCameraReady,
  signCopyright,
  saveFinalMetadata,
  cameraReadyFile,
  copyrightFile,
  volumePdf,
  adminProceedings,
  proceedingsSettings,
  saveProceedingsSettings,
  saveVolumeOrder,
  proceedingsReminders,
  proceedingsCsv,
  proceedingsBib,
  proceedingsCrossref,
  proceedingsCeur,
  proceedingsZip,
  getReviewComments,
  dashboardCounts,
  monthlyStats,
  statusCounts,
  updateProfile,
  verificationLink,
  publicCalendar,
  publicConference,
  myData,
  eraseMyData,
  publicPrivacy,
  savePrivacy,
  saveConference,
  editions,
  createEdition,
  openEdition,
  publicEditions,
  saveCalendar,
  calendarHistory,
  auditEntries,
  grantExtension,
  extensions,
  revokeExtension,
  paperSimilarity,
  integritySettings,
  saveIntegritySettings,
  saveExternalCheck,
  removeExternalCheck,
];
