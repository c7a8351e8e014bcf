// The two cookies of SPEC §4: appVersion (100 years) and lg-in ({ islogin }, 30 days).
export const VERSION_COOKIE = "appVersion";
export const LOGIN_COOKIE = "lg-in";
const DAY_SECONDS = 24 * 60 * 60;
export const VERSION_COOKIE_MAX_AGE = 100 * 365 * DAY_SECONDS;
export const LOGIN_COOKIE_MAX_AGE = 30 * DAY_SECONDS;

/** Where cookies live: `document` in the browser, a string holder in tests. */
export interface CookieJar {
  read(): string;
  write(cookie: string): void;
}

export const documentCookieJar: CookieJar = {
  read: () => (typeof document === "undefined" ? "" : document.cookie),
  write: (cookie) => {
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in older Android/iOS webviews
    if (typeof document !== "undefined") document.cookie = cookie;
  },
};

/**
 * The page's jar with its cookies read ahead, off the main thread: reading document.cookie is a synchronous question
 * to the browser, which took 9-77 profiler samples (up to 160 ms) of a loading /chat's main thread here; the Cookie
 * Store API asks the same asynchronously. Reads answer from what was read ahead until the page writes a cookie; a
 * browser without the API (older Android and iOS webviews) reads document.cookie as before.
 */
export async function readDocumentCookiesAhead(): Promise<CookieJar> {
  if (typeof cookieStore === "undefined") return documentCookieJar;
  let ahead: string | null;
  try {
    // The same text document.cookie gives: "name=value" pairs as stored, HttpOnly cookies left out by both.
    ahead = (await cookieStore.getAll()).map(({ name, value }) => `${name}=${value}`).join("; ");
  } catch {
    return documentCookieJar;
  }
  return {
    read: () => ahead ?? documentCookieJar.read(),
    write: (cookie) => {
      ahead = null;
      documentCookieJar.write(cookie);
    },
  };
}

export function readCookie(jar: CookieJar, name: string): string | null {
  for (const part of jar.read().split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) {
      try {
        return decodeURIComponent(rest.join("="));
      } catch {
        return rest.join("=");
      }
    }
  }
  return null;
}

export function writeCookie(jar: CookieJar, name: string, value: string, maxAgeSeconds: number): void {
  jar.write(`${name}=${encodeURIComponent(value)}; max-age=${maxAgeSeconds}; path=/; samesite=lax`);
}

export function writeVersionCookie(jar: CookieJar, version: string): void {
  writeCookie(jar, VERSION_COOKIE, version, VERSION_COOKIE_MAX_AGE);
}

export function writeLoginCookie(jar: CookieJar, islogin: boolean): void {
  writeCookie(jar, LOGIN_COOKIE, JSON.stringify({ islogin }), LOGIN_COOKIE_MAX_AGE);
}
