// The UI's language and its catalogues (@nanostores/i18n: ~1 KB runtime). English is the base, written in the
// code beside each view (SPEC's copy); the Nepali and Hindi catalogues are separate chunks fetched only when one of
// them is chosen, together with the self-hosted Devanagari font's files. The choice is remembered in localStorage, set as
// `<html lang>`, and sent on every API call as Accept-Language (src/adapters/http.ts), so that catalogue content,
// mails and the guru follow it.
import { type ComponentsJSON, createI18n, formatter } from "@nanostores/i18n";
import { atom } from "nanostores";
import { BASE_LANGUAGE, isLanguage, type Language, pickLanguage, usesDevanagari } from "../../contract/language";
import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE } from "../../shared/language-cookie";
import { documentCookieJar, writeCookie } from "../adapters/cookies";
import { createBrowserStorage } from "../adapters/storage";

/** localStorage key of the language chosen in Settings; kept across logout (it belongs to the device's reader). */
export const LANGUAGE_KEY = "language";

const storage = createBrowserStorage();

/** The saved choice, else the first supported language of the browser's (or the native app's webview's) list. */
function initialLanguage(): Language {
  const saved = storage.get(LANGUAGE_KEY);
  if (isLanguage(saved)) return saved;
  const preferred = typeof navigator === "undefined" ? [] : (navigator.languages ?? [navigator.language]);
  return pickLanguage(preferred);
}

export const language = atom<Language>(initialLanguage());

const catalogues: Record<Exclude<Language, "en">, () => Promise<{ default: ComponentsJSON }>> = {
  ne: () => import("./catalogues/ne"),
  hi: () => import("./catalogues/hi"),
};

async function loadCatalogue(code: Language): Promise<ComponentsJSON> {
  if (code === "en") return {};
  return (await catalogues[code]()).default;
}

export const i18n = createI18n(language, {
  baseLocale: BASE_LANGUAGE,
  // One chunk holds a language's whole catalogue: fetched once, then every component reads it from the cache.
  get: (code) => loadCatalogue(code as Language),
});

/** A component's English words (its base), whatever the current language: a store's value may already be translated. */
export function englishOf(component: string): Record<string, unknown> {
  return (i18n.cache as unknown as Record<string, Record<string, Record<string, unknown>>>).en?.[component] ?? {};
}

/** Intl number and date formatting in the current language (Devanagari digits in Nepali). */
export const format = formatter(language);

/**
 * The Devanagari font's two weights, fetched now rather than when the first Devanagari text is laid out. Their
 * @font-face rules are in the app's stylesheet (src/styles/devanagari-font.css, limited to Devanagari by
 * unicode-range); offline the system font shows Devanagari meanwhile.
 */
function loadDevanagariFont(): Promise<unknown> {
  if (typeof document === "undefined" || !document.fonts) return Promise.resolve();
  return Promise.all(
    ["400", "600"].map((weight) => document.fonts.load(`${weight} 1em "Noto Sans Devanagari"`, "\u0915")),
  ).catch(() => {});
}

/** Fetches what `code` needs before it is shown (its catalogue and font), so a screen never flashes English. */
async function prepare(code: Language): Promise<void> {
  if (usesDevanagari(code)) void loadDevanagariFont();
  if (code !== BASE_LANGUAGE && !i18n.cache[code]) {
    // The cache is keyed by language, then component (its declared type says otherwise).
    i18n.cache[code] = (await loadCatalogue(code)) as unknown as (typeof i18n.cache)[Language];
  }
}

/** The page's language, and the cookie that has the server send the next page's HTML in it. */
function applyToDocument(code: Language) {
  if (typeof document === "undefined") return;
  document.documentElement.lang = code;
  writeCookie(documentCookieJar, LANGUAGE_COOKIE, code, LANGUAGE_COOKIE_MAX_AGE);
}

/** Called once before the first render: the current language's catalogue is in the cache when the screen mounts. */
export async function prepareLanguage(): Promise<void> {
  const code = language.get();
  applyToDocument(code);
  try {
    await prepare(code);
  } catch {
    // The catalogue chunk could not be fetched (offline on a first visit): English until it can.
  }
}

/** The reader's choice in Settings: remembered, applied to <html lang>, and then shown. */
export async function chooseLanguage(code: Language): Promise<void> {
  storage.set(LANGUAGE_KEY, code);
  await prepare(code);
  applyToDocument(code);
  language.set(code);
}
