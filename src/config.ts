// Build-time settings of the SPA (Vite `VITE_*` variables). Every one has a default that works against `npm start`.

/** reCAPTCHA v3 site key. Empty: no script is loaded and the token is empty (a server without a secret skips it). */
export const recaptchaSiteKey: string = import.meta.env.VITE_RECAPTCHA_SITE_KEY ?? "";

/** Where walkthrough.json and loading.json are read from (the app's own public/content/ by default). */
export const contentBaseUrl: string = import.meta.env.VITE_CONTENT_BASE_URL ?? "/content";

/** The policies shown in the framed policy modal. */
export const policyUrls = {
  privacy: import.meta.env.VITE_PRIVACY_POLICY_URL ?? "/policies/privacy-policy.html",
  usage: import.meta.env.VITE_USAGE_POLICY_URL ?? "/policies/usage-policy.html",
};

/** The native app's Android package name and URL scheme (the intent link and the store page are made from them). */
export const nativeAppPackage: string = import.meta.env.VITE_APP_PACKAGE ?? "com.kundaliguru.app";
export const nativeAppScheme: string = import.meta.env.VITE_APP_SCHEME ?? "kundaliguru";

/** The native app: its intent link (profile page) and its store page; each may also be given whole. */
export const nativeAppIntent: string =
  import.meta.env.VITE_APP_INTENT_URL ??
  `intent://profile#Intent;scheme=${nativeAppScheme};package=${nativeAppPackage};end`;
export const storePageUrl: string =
  import.meta.env.VITE_STORE_PAGE_URL ?? `https://play.google.com/store/apps/details?id=${nativeAppPackage}`;

/** The support address 'Contact Us' hands to the native app. */
export const supportEmail: string = import.meta.env.VITE_SUPPORT_EMAIL ?? "support@kundaliguru.app";

/**
 * The marker the native app adds to its webview's user-agent string: a page whose user agent contains it runs in
 * native app mode (the bridge, native pickers, notifications, in-app purchases). docs/native-bridge.md.
 */
export const nativeUserAgentMarker: string = import.meta.env.VITE_NATIVE_UA_MARKER ?? "KundaliGuruApp";
