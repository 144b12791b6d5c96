// The route table's split: the signed-in screens' routes are added only when an address matches the public
// routes' not-found `*` (router.tsx), so every one of their addresses must match it until they are added.
import { describe, expect, it } from 'vitest';
import { matchRoutes, type RouteObject } from 'react-router';
import { routes } from './router';
import { publicShellChildren, topLevelRoutes } from './signedInRoutes';

/** Every path pattern of a route table, its children's included. */
function patterns(table: readonly RouteObject[]): string[] {
  return table.flatMap((route) => [...(route.path ? [route.path] : []), ...patterns(route.children ?? [])]);
}

/** An address the pattern matches: each parameter and the splat filled with a word. */
function addressOf(pattern: string): string {
  return pattern.replace(/:\w+/g, 'x1').replace(/\*$/, 'x2');
}

describe('the signed-in routes', () => {
  const signedIn = patterns([...publicShellChildren, ...topLevelRoutes]);

  it('are many, the admin console among them', () => {
    expect(signedIn.length).toBeGreaterThan(20);
    expect(signedIn).toContain('/admin/papers');
  });

  it.each(signedIn)('%s meets only the not-found page among the public routes, which adds them', (pattern) => {
    expect(matchRoutes(routes, addressOf(pattern))?.at(-1)?.route.path).toBe('*');
  });
});
