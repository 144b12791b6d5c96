/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_USE_EMULATORS?: string;
  readonly VITE_FIREBASE_PROJECT_ID?: string;
  readonly VITE_FIREBASE_API_KEY?: string;
  readonly VITE_FIREBASE_AUTH_DOMAIN?: string;
  readonly VITE_AUTH_EMULATOR_URL?: string;
  readonly VITE_FIRESTORE_EMULATOR_HOST?: string;
  readonly VITE_FIRESTORE_EMULATOR_PORT?: string;
  /** The App Check debug token the emulated API accepts (web/.env.emulator). */
  readonly VITE_APP_CHECK_DEBUG_TOKEN?: string;
  /** The reCAPTCHA Enterprise site key App Check uses on a deployed site. */
  readonly VITE_RECAPTCHA_ENTERPRISE_SITE_KEY?: string;
}

/** The year the app was built (vite.config.ts), the footer year of prerendered pages. */
declare const __BUILD_YEAR__: number;
