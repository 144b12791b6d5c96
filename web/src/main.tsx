// Entry of the SPA: the health check runs once on start, then the router renders. Public pages arrive
// prerendered (see prerender.tsx); their HTML is hydrated once the matched route modules are loaded.
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { loadMatchedRoutes, patchRoutesOnNavigation, routes } from './app/router';
import { checkApiHealth } from './lib/health';
import './styles/motion.css';

void checkApiHealth();

const container = document.getElementById('root')!;
const prerendered = container.hasChildNodes();
if (prerendered) await loadMatchedRoutes(window.location.pathname);

const app = (
  <StrictMode>
    <RouterProvider router={createBrowserRouter(routes, { patchRoutesOnNavigation })} />
  </StrictMode>
);
if (prerendered) hydrateRoot(container, app);
else createRoot(container).render(app);
