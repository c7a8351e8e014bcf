// The client's routes (docs/product.md §2 and /matching) and the ones whose first frame is prerendered into HTML at build time.
// The app's router (src/app/App.tsx) has a screen for each path; the server answers a prerendered path with its shell
// in the reader's language (server/http/spa.ts) and any path outside the list with the not-found shell.

export const APP_PATHS = [
  "/",
  "/home",
  "/questions",
  "/interests",
  "/get-started",
  "/login",
  "/register",
  "/kundali",
  "/matching",
  "/today",
  "/chat",
  "/profile",
  "/settings",
  "/subscription",
  "/reset-password",
  "/verification",
] as const;
export type AppPath = (typeof APP_PATHS)[number];

/**
 * The entry screens with a prerendered shell, by the file name of the shell (`dist/shells/<language>/<name>.html`).
 * /kundali's and /chat's own frame is the loading line with the bottom navigation (their content is the reader's);
 * their shells paint a returning reader's kept frame instead (shared/kept-frame-script.ts). "/" and "/home" share
 * the walkthrough's shell, whose own frame is index.html's loading line: "/" is the installed app's start address,
 * where a returning reader is sent on at once (to /questions or /kundali), and a walkthrough painted there would
 * flash before their own screen on every launch. A first visitor (nothing stored that the route guard reads) gets the
 * walkthrough's first frame there and on /questions, put in by the shell's inline script (FIRST_VISIT_PATHS).
 */
export const PRERENDERED_PATHS = {
  "/": "walkthrough",
  "/home": "walkthrough",
  "/questions": "questions",
  "/get-started": "get-started",
  "/kundali": "kundali",
  "/chat": "chat",
} as const satisfies Partial<Record<AppPath, string>>;

/** The shell of any path the app does not know. */
export const NOT_FOUND_SHELL = "not-found";

/** Where the build writes shells and the server reads them, under the built app's directory. */
export const SHELLS_DIR = "shells";

export function isAppPath(path: string): path is AppPath {
  return (APP_PATHS as readonly string[]).includes(path);
}

/** The shell file name for a request path: a prerendered screen, the not-found page, or null (no shell). */
export function shellNameFor(path: string): string | null {
  if (path in PRERENDERED_PATHS) return PRERENDERED_PATHS[path as keyof typeof PRERENDERED_PATHS];
  return isAppPath(path) ? null : NOT_FOUND_SHELL;
}
