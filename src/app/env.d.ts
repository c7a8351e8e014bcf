/// <reference types="vite-plugin-pwa/vanillajs" />
// The VITE_* settings the SPA reads (src/config.ts), all optional.
interface ImportMetaEnv {
  readonly VITE_RECAPTCHA_SITE_KEY?: string;
  readonly VITE_CONTENT_BASE_URL?: string;
  readonly VITE_PRIVACY_POLICY_URL?: string;
  readonly VITE_USAGE_POLICY_URL?: string;
  readonly VITE_APP_PACKAGE?: string;
  readonly VITE_APP_SCHEME?: string;
  readonly VITE_APP_INTENT_URL?: string;
  readonly VITE_STORE_PAGE_URL?: string;
  readonly VITE_SUPPORT_EMAIL?: string;
  readonly VITE_NATIVE_UA_MARKER?: string;
}
