// The route table. Every screen loads lazily; public routes, the sign-in screens among them, load neither
// Firebase nor MUI (except the conference registration form, which loads MUI but still no Firebase). The
// sign-in screens load Firebase only when a login is sent (features/accounts/hooks/useSignIn).
import { matchRoutes, type RouteObject } from 'react-router';
import PublicLayout from '../components/layout/PublicLayout';
import { paths } from '../config/paths';
import { HealthNotice } from './HealthNotice';

type Module = { default: React.ComponentType };
const page = (load: () => Promise<Module>) => async () => ({ Component: (await load()).default });
const firebaseRoot = page(() => import('./FirebaseRoot'));
const area = (name: 'AuthorArea' | 'ReviewerArea' | 'AdminArea') => async () => ({
  Component: (await import('./areas'))[name],
});

/** Shown while the first lazy route of a visit loads; the page itself replaces it. */
function RouteLoading() {
  return <p className="route-loading" role="status" aria-live="polite" />;
}

function PublicShell() {
  return <PublicLayout banner={<HealthNotice />} />;
}

const publicPages: RouteObject[] = [
  { index: true, lazy: page(() => import('../features/site/pages/HomePage')) },
  { path: paths.callForPapers, lazy: page(() => import('../features/site/pages/CallForPapersPage')) },
  { path: paths.registrationProcess, lazy: page(() => import('../features/registration/pages/RegistrationProcessPage')) },
  { path: paths.publication, lazy: page(() => import('../features/proceedings/pages/PublicationPage')) },
  { path: paths.venue, lazy: page(() => import('../features/site/pages/VenuePage')) },
  { path: paths.committee, lazy: page(() => import('../features/site/pages/CommitteePage')) },
  { path: paths.programme, lazy: page(() => import('../features/programme/pages/ProgrammePage')) },
  { path: paths.accessibility, lazy: page(() => import('../features/site/pages/AccessibilityPage')) },
  { path: paths.privacy, lazy: page(() => import('../features/privacy/pages/PrivacyNoticePage')) },
  { path: paths.certificates, lazy: page(() => import('../features/certificates/pages/VerifyCertificatePage')) },
  { path: paths.certificateRoute, lazy: page(() => import('../features/certificates/pages/VerifyCertificatePage')) },
  { path: paths.invitationRoute, lazy: page(() => import('../features/committee/pages/InvitationPage')) },
  { path: paths.pastEditions, lazy: page(() => import('../features/editions/pages/PastEditionsPage')) },
  { path: paths.editionRoute, lazy: page(() => import('../features/editions/pages/EditionArchivePage')) },
  { path: paths.conferenceRegistration, lazy: page(() => import('../features/registration/pages/ConferenceRegistrationPage')) },
];

/** Prerendered like the public pages (prerender.tsx): plain HTML forms until the app has started. */
const signInPages: RouteObject[] = [
  { path: paths.authorLogin, lazy: page(() => import('../features/accounts/pages/AuthorLoginPage')) },
  { path: paths.authorRegistration, lazy: page(() => import('../features/accounts/pages/AuthorRegistrationPage')) },
  { path: paths.reviewerLogin, lazy: page(() => import('../features/accounts/pages/ReviewerLoginPage')) },
  { path: paths.adminLogin, lazy: page(() => import('../features/accounts/pages/AdminLoginPage')) },
];

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
  { path: paths.adminLogout, lazy: page(() => import('../features/accounts/pages/AdminLogoutPage')) },
  { path: '/admin/*', lazy: page(() => import('../features/site/pages/NotFoundPage')) },
];

export const routes: RouteObject[] = [
  {
    Component: PublicShell,
    HydrateFallback: RouteLoading,
    children: [
      ...publicPages,
      ...signInPages,
      {
        lazy: firebaseRoot,
        children: [
          { lazy: area('AuthorArea'), children: authorPages },
          { lazy: area('ReviewerArea'), children: reviewerPages },
          // Shared by reviewers and admins: the page guards itself (features/reviews/components/ReviewAccess);
          // an admin is sent on to the same form inside the admin layout (paths.adminReviewForm).
          { path: paths.reviewForm, lazy: page(() => import('../features/reviews/pages/ReviewFormPage')) },
        ],
      },
      { path: '*', lazy: page(() => import('../features/site/pages/NotFoundPage')) },
    ],
  },
  {
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

/**
 * Loads the modules of the routes that match `pathname` and puts them on the route objects, so the first
 * render shows the page itself rather than the loading fallback. Needed before hydrating a prerendered page,
 * whose HTML already holds the page.
 */
export async function loadMatchedRoutes(pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy());
      delete route.lazy;
    }),
  );
}
