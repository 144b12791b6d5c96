// The route table. Every screen loads lazily; public routes, the sign-in screens among them, load neither
// Firebase nor MUI (except the conference registration form, which loads MUI but still no Firebase). The
// sign-in screens load Firebase only when a login is sent (features/accounts/hooks/useSignIn). The
// signed-in screens' table (signedInRoutes.tsx) is added on the first visit to one of them, so the first
// script of a public page carries neither it nor the names of the chunks it would load.
import { matchRoutes, type PatchRoutesOnNavigationFunction, type RouteObject } from 'react-router';
import PublicLayout from '../components/layout/PublicLayout';
import { paths } from '../config/paths';
import { HealthNotice } from './HealthNotice';
import { page, RouteLoading } from './lazyPage';

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
  { path: paths.accountAction, lazy: page(() => import('../features/accounts/pages/AccountActionPage')) },
  { path: paths.authorLogin, lazy: page(() => import('../features/accounts/pages/AuthorLoginPage')) },
  { path: paths.authorRegistration, lazy: page(() => import('../features/accounts/pages/AuthorRegistrationPage')) },
  { path: paths.reviewerLogin, lazy: page(() => import('../features/accounts/pages/ReviewerLoginPage')) },
  { path: paths.adminLogin, lazy: page(() => import('../features/accounts/pages/AdminLoginPage')) },
];

/** The public shell's route ID, where the signed-in screens' routes are added. */
const publicShellId = 'public';

export const routes: RouteObject[] = [
  {
    id: publicShellId,
    Component: PublicShell,
    HydrateFallback: RouteLoading,
    children: [...publicPages, ...signInPages, { path: '*', lazy: page(() => import('../features/site/pages/NotFoundPage')) }],
  },
];

let signedInRoutes: Promise<typeof import('./signedInRoutes')> | undefined;

/**
 * Adds the signed-in screens' routes. The router asks whenever an address matches no route or only one
 * with parameters; every signed-in address matches the not-found page's `*` until then, while a public
 * page with parameters (an archived edition, a certificate) needs nothing more, as no signed-in route is
 * more specific than one. Routes added before are recognised and not added twice, so a navigation
 * aborted mid-way is harmless.
 */
export const patchRoutesOnNavigation: PatchRoutesOnNavigationFunction = async ({ path, patch }) => {
  if (matchRoutes(routes, path)?.at(-1)?.route.path !== '*') return;
  signedInRoutes ??= import('./signedInRoutes');
  const { publicShellChildren, topLevelRoutes } = await signedInRoutes;
  patch(publicShellId, publicShellChildren);
  patch(null, topLevelRoutes);
};

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
