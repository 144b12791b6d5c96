// Server entry used at build time only (scripts/build.mjs): renders the public information pages and the
// sign-in and author registration screens to HTML so they paint before any JavaScript runs. The browser
// then hydrates them (main.tsx).
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { routes } from './app/router';
import { paths } from './config/paths';
import { takeRenderedTitle } from './lib/usePageTitle';

/** The pages written as HTML files, with the source module of each (to preload its chunk). */
export const prerenderedPages = [
  { path: paths.home, file: 'index.html', source: 'src/features/site/pages/HomePage.tsx' },
  { path: paths.callForPapers, file: 'callforpapers.html', source: 'src/features/site/pages/CallForPapersPage.tsx' },
  { path: paths.registrationProcess, file: 'confregisration.html', source: 'src/features/registration/pages/RegistrationProcessPage.tsx' },
  { path: paths.publication, file: 'publication.html', source: 'src/features/proceedings/pages/PublicationPage.tsx' },
  { path: paths.venue, file: 'venue.html', source: 'src/features/site/pages/VenuePage.tsx' },
  { path: paths.committee, file: 'committee.html', source: 'src/features/site/pages/CommitteePage.tsx' },
  { path: paths.programme, file: 'programme.html', source: 'src/features/programme/pages/ProgrammePage.tsx' },
  { path: paths.accessibility, file: 'accessibility.html', source: 'src/features/site/pages/AccessibilityPage.tsx' },
  { path: paths.privacy, file: 'privacy.html', source: 'src/features/privacy/pages/PrivacyNoticePage.tsx' },
  { path: paths.authorLogin, file: 'authorlogin.html', source: 'src/features/accounts/pages/AuthorLoginPage.tsx' },
  { path: paths.authorRegistration, file: 'authorregis.html', source: 'src/features/accounts/pages/AuthorRegistrationPage.tsx' },
  { path: paths.reviewerLogin, file: 'reviewerlogin.html', source: 'src/features/accounts/pages/ReviewerLoginPage.tsx' },
  { path: paths.adminLogin, file: 'adminlogin.html', source: 'src/features/accounts/pages/AdminLoginPage.tsx' },
] as const;

export interface RenderedPage {
  html: string;
  title: string | undefined;
}

const handler = createStaticHandler(routes);

export async function render(path: string): Promise<RenderedPage> {
  const context = await handler.query(new Request(new URL(path, 'http://prerender.local')));
  if (context instanceof Response) throw new Error(`${path} answered a redirect while prerendering`);
  if (context.statusCode !== 200) throw new Error(`${path} rendered with status ${context.statusCode}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(<StaticRouterProvider router={router} context={context} hydrate={false} />);
  return { html, title: takeRenderedTitle() };
}
