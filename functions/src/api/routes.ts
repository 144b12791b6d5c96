// The API's routes: one handler for each endpoint of the domain's endpoint table (method, path, who may
// call it, request and answer schemas). The permission and hostile-input tests read this list, so a new
// endpoint without its rows there fails the suite; a unit test checks every endpoint is served once.
import type { Route } from '../lib/http';
import { healthcheck } from './common/healthcheck';
import { openapi } from './common/openapi';
import { apiDocs, apiDocsScript } from './docs/apiDocs';
import { session } from './common/session';
import { authorLogin } from './authors/login';
import { authorRegister } from './authors/register';
import { authorResetPassword } from './authors/resetPassword';
import { reviewerLogin } from './reviewers/reviewerLogin';
import { reviewerRegister } from './reviewers/reviewerRegister';
import { adminLogin } from './admin/login';
import { checkManuscript } from './authors/checkManuscript';
import { authorRegistration } from './authors/registration';
import { submitManuscript } from './authors/submitManuscript';
import { manuscriptsByAuthor } from './authors/manuscriptsByAuthor';
import { getPayment } from './payments/getPayment';
import { submitPayment } from './payments/submitPayment';
import { conferenceRegister } from './registration/conferenceRegister';
import { registrationReceipt } from './registration/registrationReceipt';
import { downloadFile } from './files/downloadFile';
import { getReviewers } from './admin/getReviewers';
import { addReviewer } from './admin/addReviewer';
import { deleteReviewer } from './admin/deleteReviewer';
import { getPapers, paperCounts } from './admin/getPapers';
import { papersCsv } from './admin/papersCsv';
import { assignReviewer } from './admin/assignReviewer';
import { reviewerComments } from './admin/reviewerComments';
import { sendReview } from './admin/sendReview';
import { updateStatus } from './admin/updateStatus';
import { publish } from './admin/publish';
import { assignedPapers } from './reviewers/assignedPapers';
import { submitReview } from './reviews/submitReview';
import { getReviewComments } from './reviews/getReviewComments';
import { dashboardCounts, monthlyStats, statusCounts } from './admin/dashboard';
import { updateProfile } from './admin/updateProfile';
import { paperAssignment } from './admin/paperAssignment';
import { paperReviews } from './admin/paperReviews';
import { reviewSettings, saveReviewSettings } from './admin/reviewSettings';
import { saveDraft } from './reviews/saveDraft';
import { declareConflict } from './reviewers/declareConflict';
import { committee } from './authors/committee';
import { paperConflicts } from './authors/paperConflicts';
import { automaticReminders, notificationSettings, reminderPreview, resendMail, saveAutomaticReminders, saveNotificationSettings, sendReminders } from './admin/mail';
import { calendarHistory, publicCalendar, saveCalendar } from './calendar/calendar';
import { extensions, grantExtension, revokeExtension } from './calendar/extensions';
import { auditEntries } from './admin/audit';
import { editPaper } from './authors/editPaper';
import { withdrawPaper } from './authors/withdrawPaper';
import { restorePaper } from './admin/restorePaper';
import { setReviewDue } from './admin/setReviewDue';
import { calendarFeed, calendarFeedFile, renewCalendarFeed } from './reviewers/calendarFeed';
import { bids, reviewerTopics, saveBid, saveReviewerTopics } from './reviewers/bids';
import { bidOverview, bidReminders } from './admin/bids';
import { autoassign } from './admin/autoassign';
import { bulk } from './admin/bulk';
import { authorResponse, releaseResponse, saveAuthorResponse } from './discussion/response';
import { checkComment, discussion, discussionState, postComment } from './discussion/discussion';
import { adminFees, publicFees, saveFees } from './participants/fees';
import { participantMe, participantRegistration } from './participants/registration';
import { adminPayments } from './payments/adminPayments';
import { creditNote } from './payments/creditNote';
import { paymentInvoice } from './payments/paymentInvoice';
import { paymentReceipt } from './payments/paymentReceipt';
import { paymentsCsv } from './payments/paymentsCsv';
import { recordPayment } from './payments/recordPayment';
import { rejectPayment } from './payments/rejectPayment';
import { verifyPayment } from './payments/verifyPayment';
import { programmeIcs, publicProgrammeAnswer, saveProgramme, sessionIcs } from './participants/programme';
import { publicAccepted } from './proceedings/accepted';
import { adminProceedings, proceedingsReminders, proceedingsSettings, saveProceedingsSettings, saveVolumeOrder } from './proceedings/admin';
import { authorProceedings, cameraReadyFile, copyrightFile, saveFinalMetadata, signCopyright, uploadCameraReady } from './proceedings/author';
import { proceedingsBib, proceedingsCeur, proceedingsCrossref, proceedingsCsv, proceedingsZip, volumePdf } from './proceedings/volume';

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
  autoassign,
  bulk,
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
  rejectPayment,
  creditNote,
  paymentsCsv,
  publicProgrammeAnswer,
  programmeIcs,
  sessionIcs,
  saveProgramme,
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
  publicCalendar,
  saveCalendar,
  calendarHistory,
  auditEntries,
  grantExtension,
  extensions,
  revokeExtension,
];
