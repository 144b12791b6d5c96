// The API's route table: method, path, who may call it, and the handler. The permission tests read this
// table, so a new route without a row in them fails the suite.
import { ApiPaths, ApiRoutePatterns } from '@confsys/domain';
import type { Route } from '../lib/http';
import { healthcheck } from './common/healthcheck';
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
import { getPayment } from './authors/getPayment';
import { submitPayment } from './authors/submitPayment';
import { conferenceRegister } from './registration/conferenceRegister';
import { registrationReceipt } from './registration/registrationReceipt';
import { downloadFile } from './files/downloadFile';
import { getReviewers } from './admin/getReviewers';
import { addReviewer } from './admin/addReviewer';
import { deleteReviewer } from './admin/deleteReviewer';
import { getPapers } from './admin/getPapers';
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

export const routes: readonly Route[] = [
  { method: 'GET', path: ApiPaths.healthcheck, access: 'public', handler: healthcheck },
  { method: 'GET', path: ApiPaths.session, access: ['author', 'reviewer', 'admin'], handler: session },
  { method: 'POST', path: ApiPaths.authorLogin, access: 'public', handler: authorLogin },
  { method: 'POST', path: ApiPaths.authorRegister, access: 'public', handler: authorRegister },
  { method: 'POST', path: ApiPaths.authorResetPassword, access: 'public', handler: authorResetPassword },
  { method: 'POST', path: ApiPaths.reviewerRegister, access: 'public', handler: reviewerRegister },
  { method: 'POST', path: ApiPaths.reviewerLogin, access: 'public', handler: reviewerLogin },
  { method: 'POST', path: ApiPaths.adminLogin, access: 'public', handler: adminLogin },
  { method: 'POST', path: ApiPaths.conferenceRegister, access: 'public', handler: conferenceRegister },
  { method: 'GET', path: ApiRoutePatterns.registrationReceipt, access: 'public', handler: registrationReceipt },
  { method: 'POST', path: ApiPaths.submitManuscript, access: ['author'], handler: submitManuscript },
  { method: 'POST', path: ApiPaths.checkManuscript, access: ['author'], handler: checkManuscript },
  { method: 'GET', path: ApiPaths.authorRegistration, access: ['author'], handler: authorRegistration },
  { method: 'GET', path: ApiRoutePatterns.manuscriptsByAuthor, access: ['author', 'admin'], handler: manuscriptsByAuthor },
  { method: 'GET', path: ApiRoutePatterns.getPayment, access: ['author', 'admin'], handler: getPayment },
  { method: 'POST', path: ApiPaths.submitPayment, access: ['author'], handler: submitPayment },
  { method: 'GET', path: ApiRoutePatterns.file, access: ['author', 'reviewer', 'admin'], handler: downloadFile },
  { method: 'GET', path: ApiPaths.getReviewers, access: ['admin'], handler: getReviewers },
  { method: 'POST', path: ApiPaths.addReviewer, access: ['admin'], handler: addReviewer },
  { method: 'DELETE', path: ApiRoutePatterns.deleteReviewer, access: ['admin'], handler: deleteReviewer },
  { method: 'GET', path: ApiPaths.getPapers, access: ['admin'], handler: getPapers },
  { method: 'POST', path: ApiPaths.assignReviewer, access: ['admin'], handler: assignReviewer },
  { method: 'GET', path: ApiPaths.reviewerComments, access: ['admin'], handler: reviewerComments },
  { method: 'POST', path: ApiPaths.sendReview, access: ['admin'], handler: sendReview },
  { method: 'POST', path: ApiPaths.updateStatus, access: ['admin'], handler: updateStatus },
  { method: 'PUT', path: ApiRoutePatterns.publish, access: ['admin'], handler: publish },
  { method: 'GET', path: ApiRoutePatterns.assignedPapers, access: ['reviewer'], handler: assignedPapers },
  { method: 'POST', path: ApiPaths.submitReview, access: ['reviewer', 'admin'], handler: submitReview },
  { method: 'GET', path: ApiRoutePatterns.getReviewComments, access: ['reviewer', 'admin'], handler: getReviewComments },
  { method: 'GET', path: ApiPaths.dashboardCounts, access: ['admin'], handler: dashboardCounts },
  { method: 'GET', path: ApiPaths.monthlyStats, access: ['admin'], handler: monthlyStats },
  { method: 'GET', path: ApiPaths.statusCounts, access: ['admin'], handler: statusCounts },
  { method: 'POST', path: ApiPaths.adminProfile, access: ['admin'], handler: updateProfile },
];
