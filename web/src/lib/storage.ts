// Browser storage keys the spec names, and the one function that clears everything on logout.
export const StorageKeys = {
  authorId: 'authorId',
  reviewer: 'reviewer',
  token: 'token',
  /** The archived edition the chair is reading on the admin screens (lib/readingEdition.ts). */
  readingEdition: 'readingEdition',
} as const;

export function clearBrowserStorage(): void {
  localStorage.clear();
  sessionStorage.clear();
}
