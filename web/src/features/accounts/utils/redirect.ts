// Where a sign-in screen goes next: back to the page the route guard sent the visitor from (its
// `state.from`), else the role's home. Only same-site paths are followed.

export function redirectTarget(locationState: unknown, fallback: string): string {
  const from = typeof locationState === 'object' && locationState !== null ? (locationState as { from?: unknown }).from : undefined;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : fallback;
}
