// Browser storage keys the spec names, and the one function that clears everything on logout.
export const StorageKeys = {
  authorId: 'authorId',
  reviewer: 'reviewer',
  token: 'token',
} as const;

export function clearBrowserStorage(): void {
  localStorage.clear();
  sessionStorage.clear();
}
