// The cookie that tells the server the reader's chosen language before any script runs, so the first HTML (a
// prerendered shell) is already in it. The client keeps it equal to its saved choice (src/i18n/i18n.ts).
export const LANGUAGE_COOKIE = "language";
/** A year: the choice belongs to the device's reader, like the saved one in localStorage. */
export const LANGUAGE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;
