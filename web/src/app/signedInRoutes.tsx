// The signed-in screens' routes: the three roles' areas under the Firebase root, and the review form they
// share. Not in the first script of any page: the router adds them (router.tsx, patchRoutesOnNavigation)
// the first time a visit goes to an address the public routes do not know.
import type { RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { page, RouteLoading } from './lazyPage';

const firebaseRoot = page(() => import('./FirebaseRoot'));
const area = (name: 'AuthorArea' | 'ReviewerArea' | 'AdminArea') => async () => ({
  Component: (await import('./areas'))[name],
});

const authorPages: RouteObject[] = [
  { path: paths.authorDashboard, lazy: page(() => import('./author/AuthorDashboardPage')) },
  { path: paths.authorDashboardRoute, lazy: page(() => import('./author/AuthorDashboardPage')) },
  { path: paths.submitManuscript, lazy: page(() => import('../features/submissions/pages/SubmitManuscriptPage')) },
  { path: paths.editPaperRoute, lazy: page(() => import('../features/submissions/pages/EditPaperPage')) },
  { path: paths.authorResponse, lazy: page(() => import('../features/discussion/pages/AuthorResponsePage')) },
  { path: paths.paymentForm, lazy: page(() => import('../features/payments/pages/PaymentFormPage')) },
  { path: paths.authorPaymentRoute, lazy: page(() => import('../features/payments/pages/AuthorPaymentPage')) },
];

const reviewerPages: RouteObject[] = [
  { path: paths.reviewerDashboard, lazy: page(() => import('./reviewer/ReviewerDashboardPage')) },
  { path: paths.reviewerBidding, lazy: page(() => import('../features/assignment/pages/BiddingPage')) },
];

const adminPages: RouteObject[] = [
  { path: paths.adminDashboard, lazy: page(() => import('../features/dashboard/pages/AdminDashboardPage')) },
  { path: paths.adminDashboardAlt, lazy: page(() => import('../features/dashboard/pages/AdminDashboardPage')) },
  { path: paths.adminPapers, lazy: page(() => import('./admin/PapersPage')) },
  { path: paths.adminReviewers, lazy: page(() => import('../features/committee/pages/ReviewersPage')) },
  { path: paths.adminCommittee, lazy: page(() => import('../features/committee/pages/CommitteePage')) },
  { path: paths.adminAssignment, lazy: page(() => import('../features/assignment/pages/AssignmentPage')) },
  { path: paths.adminAudit, lazy: page(() => import('../features/audit/pages/AuditLogPage')) },
  { path: paths.adminCertificates, lazy: page(() => import('../features/certificates/pages/CertificatesPage')) },
  { path: paths.adminComments, lazy: page(() => import('../features/reviews/pages/CommentsPage')) },
  { path: paths.adminPublication, lazy: page(() => import('../features/decisions/pages/PaperPublicationPage')) },
  { path: paths.adminEmail, lazy: page(() => import('../features/mail/pages/EmailPage')) },
  { path: paths.adminMailing, lazy: page(() => import('../features/mail/pages/WriteMailingPage')) },
  { path: paths.adminMailTemplates, lazy: page(() => import('../features/mail/pages/TemplatesPage')) },
  { path: paths.adminPayments, lazy: page(() => import('../features/payments/pages/PaymentsPage')) },
  { path: paths.adminProgramme, lazy: page(() => import('../features/programme/pages/ProgrammeEditorPage')) },
  { path: paths.adminProceedings, lazy: page(() => import('../features/proceedings/pages/ProceedingsPage')) },
  { path: paths.adminReviewForm, lazy: page(() => import('../features/reviews/pages/ReviewFormPage')) },
  // The discussion belongs with the evaluation form (features/review), which reviewers and admins share.
  { path: paths.adminDiscussion, lazy: page(() => import('../features/discussion/pages/DiscussionPage')) },
  { path: paths.adminProfile, lazy: page(() => import('./admin/SettingsPage')) },
  { path: paths.adminGuide, lazy: page(() => import('../features/guide/pages/GuidePage')) },
  { path: paths.adminGuideRoute, lazy: page(() => import('../features/guide/pages/GuidePage')) },
  { path: paths.adminLogout, lazy: page(() => import('../features/accounts/pages/AdminLogoutPage')) },
  { path: '/admin/*', lazy: page(() => import('../features/site/pages/NotFoundPage')) },
];

/** Children of the public shell: the author's and reviewer's screens, inside the public layout. */
export const publicShellChildren: RouteObject[] = [
  {
    id: 'signed-in',
    lazy: firebaseRoot,
    children: [
      { lazy: area('AuthorArea'), children: authorPages },
      { lazy: area('ReviewerArea'), children: reviewerPages },
      // Shared by reviewers and admins: the page guards itself (features/reviews/components/ReviewAccess);
      // an admin is sent on to the same form inside the admin layout (paths.adminReviewForm).
      { path: paths.reviewForm, lazy: page(() => import('../features/reviews/pages/ReviewFormPage')) },
    ],
  },
];

/** Top-level routes: the admin console, in its own layout. */
export const topLevelRoutes: RouteObject[] = [
  {
    id: 'admin',
    lazy: firebaseRoot,
    HydrateFallback: RouteLoading,
    children: [
      {
        lazy: area('AdminArea'),
        children: [{ lazy: page(() => import('./admin/AdminLayout')), children: adminPages }],
      },
    ],
  },
];
