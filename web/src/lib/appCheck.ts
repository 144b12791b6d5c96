// App Check for the API's writes (the X-Firebase-AppCheck header, domain/src/api/appCheck.ts). Production
// gets tokens from reCAPTCHA Enterprise (the site key is VITE_RECAPTCHA_ENTERPRISE_SITE_KEY at build time);
// the build for the emulators sends the suite's debug token as it is: the debug provider would exchange it
// with Google, which the emulators neither need nor reach. Loaded on a page's first write, never before.
import { CustomProvider, ReCaptchaEnterpriseProvider, getToken, initializeAppCheck, type AppCheck } from 'firebase/app-check';
import { firebaseApp } from './firebaseApp';

const env = import.meta.env;

function provider(): CustomProvider | ReCaptchaEnterpriseProvider | null {
  if (env.VITE_USE_EMULATORS === 'true') {
    const token = env.VITE_APP_CHECK_DEBUG_TOKEN;
    return token ? new CustomProvider({ getToken: async () => ({ token, expireTimeMillis: Date.now() + 60 * 60 * 1000 }) }) : null;
  }
  const siteKey = env.VITE_RECAPTCHA_ENTERPRISE_SITE_KEY;
  return siteKey ? new ReCaptchaEnterpriseProvider(siteKey) : null;
}

const chosen = provider();
const appCheck: AppCheck | null = chosen ? initializeAppCheck(firebaseApp, { provider: chosen, isTokenAutoRefreshEnabled: true }) : null;

/** A current App Check token, or null when none is configured or none could be had (the API then says what is wrong). */
export async function appCheckToken(): Promise<string | null> {
  if (!appCheck) return null;
  try {
    return (await getToken(appCheck)).token;
  } catch {
    return null;
  }
}
