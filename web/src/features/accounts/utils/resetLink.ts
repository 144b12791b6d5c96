// The password-reset email links carry the one-time code as `oobCode` (Firebase's email action link,
// with `mode=resetPassword`); opening such a link on the login page fills the code in.

export function resetCodeFrom(search: URLSearchParams): string | undefined {
  const mode = search.get('mode');
  if (mode !== null && mode !== 'resetPassword') return undefined;
  const code = search.get('oobCode')?.trim();
  return code ? code : undefined;
}

/** The action-link parameters to drop from the address once the code has been used. */
export const resetLinkParams = ['mode', 'oobCode', 'apiKey', 'lang', 'continueUrl'] as const;
