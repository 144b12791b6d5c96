// POST /api/me/erasure: the signed-in author or reviewer erases their data, confirming with their password.
// The answer lists what was erased and what the law keeps; the account is gone afterwards.
import { useApiMutation } from '../../lib/useApiMutation';

export const useEraseMyData = () => useApiMutation('eraseMyData', (password: string) => ({ json: { password } }));
