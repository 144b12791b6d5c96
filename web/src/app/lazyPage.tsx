// Helpers of the route tables (router.tsx, signedInRoutes.tsx): a page loaded lazily, and what shows while
// the first lazy route of a visit loads.

type Module = { default: React.ComponentType };

/** A route's `lazy` that loads a page module and renders its default export. */
export const page = (load: () => Promise<Module>) => async () => ({ Component: (await load()).default });

/** Shown while the first lazy route of a visit loads; the page itself replaces it. */
export function RouteLoading() {
  return <p className="route-loading" role="status" aria-live="polite" />;
}
