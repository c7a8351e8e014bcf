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
