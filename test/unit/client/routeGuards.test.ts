import { describe, expect, it } from "vitest";
import { guardRoute, loggedInStatus, type RouteFacts, settleRoute } from "../../../machines/lib/routeGuards";

const guest: RouteFacts = {
  isAuthenticated: false,
  loginRequired: false,
  walkthroughDone: true,
  hasCategories: true,
  hasKundali: false,
  hasSavedQuestion: true,
  hasProfile: false,
};
const member: RouteFacts = { ...guest, isAuthenticated: true, hasKundali: true, hasProfile: true };

// One row per rule and per exception of docs/product.md §2, in the spec's order.
const table: Array<[string, string, RouteFacts, string | null]> = [
  // 1. authenticated users are confined to six paths
  ["authenticated on /questions", "/questions", member, "/kundali"],
  ["authenticated on /login", "/login", member, "/kundali"],
  ["authenticated on an unknown path", "/nope", member, "/kundali"],
  ...["/kundali", "/chat", "/subscription", "/profile", "/home", "/settings"].map(
    (path): [string, string, RouteFacts, string | null] => [`authenticated may stay on ${path}`, path, member, null],
  ),
  // decision (Kundali matching): /matching is a member page like /kundali
  ["authenticated may stay on /matching", "/matching", member, null],
  // decision (issue 45): /today, the day read for the asker's chart, is a member page like /kundali
  ["authenticated may stay on /today", "/today", member, null],
  // decision (issue 16, item 3): the token pages are open to members too
  ["authenticated may stay on /verification", "/verification", member, null],
  ["authenticated may stay on /reset-password", "/reset-password", member, null],
  // 2. login required
  ["login required, guest on /chat", "/chat", { ...guest, loginRequired: true, hasKundali: true }, "/login"],
  ["login required, guest on /", "/", { ...guest, loginRequired: true }, "/login"],
  ...["/reset-password", "/verification", "/login"].map((path): [string, string, RouteFacts, string | null] => [
    `login required, guest may stay on ${path}`,
    path,
    { ...guest, loginRequired: true },
    null,
  ]),
  ["login required, authenticated stays", "/chat", { ...member, loginRequired: true }, null],
  // 3. no walkthrough and no categories
  ["fresh guest on /questions", "/questions", { ...guest, walkthroughDone: false, hasCategories: false }, "/"],
  ["fresh guest on /chat", "/chat", { ...guest, walkthroughDone: false, hasCategories: false }, "/"],
  // decision (issue 16, item 2): /login is open before the walkthrough like /register
  ...["/", "/home", "/reset-password", "/verification", "/register", "/login"].map(
    (path): [string, string, RouteFacts, string | null] => [
      `fresh guest may stay on ${path}`,
      path,
      { ...guest, walkthroughDone: false, hasCategories: false },
      null,
    ],
  ),
  ["fresh guest with categories loaded stays on /questions", "/questions", { ...guest, walkthroughDone: false }, null],
  // 4. a kundali skips the landing pages
  ["kundali on /", "/", { ...guest, hasKundali: true }, "/kundali"],
  ["kundali on /questions", "/questions", { ...guest, hasKundali: true }, "/kundali"],
  ["kundali on /interests", "/interests", { ...guest, hasKundali: true }, "/kundali"],
  // 5. walkthrough seen
  ["walkthrough done on /", "/", guest, "/questions"],
  ["walkthrough not done on /", "/", { ...guest, walkthroughDone: false }, null],
  ["walkthrough done on /home stays", "/home", guest, null],
  // 6a. get-started needs categories and a chosen question
  ["guest on /get-started without categories", "/get-started", { ...guest, hasCategories: false }, "/questions"],
  ["guest on /get-started without a question", "/get-started", { ...guest, hasSavedQuestion: false }, "/questions"],
  ["guest on /get-started with both stays", "/get-started", guest, null],
  // 6b. kundali and chat need a kundali
  ["guest on /kundali without kundali", "/kundali", guest, "/questions"],
  ["guest on /chat without kundali", "/chat", guest, "/questions"],
  ["guest on /chat with kundali stays", "/chat", { ...guest, hasKundali: true }, null],
  // decision (Kundali matching): a guest's /matching needs a kundali, as /kundali does
  ["guest on /matching without kundali", "/matching", guest, "/questions"],
  ["guest on /matching with kundali stays", "/matching", { ...guest, hasKundali: true }, null],
  // decision (issue 45): a guest's /today needs a kundali (its Moon and birth place), as /kundali does
  ["guest on /today without kundali", "/today", guest, "/questions"],
  ["guest on /today with kundali stays", "/today", { ...guest, hasKundali: true }, null],
  ["fresh guest on /matching", "/matching", { ...guest, walkthroughDone: false, hasCategories: false }, "/"],
  [
    "login required, guest with a kundali on /matching",
    "/matching",
    { ...guest, loginRequired: true, hasKundali: true },
    "/login",
  ],
  // 6c. profile needs a profile
  ["guest on /profile without profile", "/profile", guest, "/questions"],
  ["guest on /profile with profile stays", "/profile", { ...guest, hasProfile: true }, null],
  // decision (issue 16, item 1): a guest with a kundali sees /profile with the chart's details
  ["guest with a kundali on /profile stays", "/profile", { ...guest, hasKundali: true }, null],
  [
    "fresh guest with a kundali on /profile stays",
    "/profile",
    { ...guest, walkthroughDone: false, hasCategories: false, hasKundali: true },
    null,
  ],
  [
    "fresh guest with a kundali on / settles on /kundali (no bounce back to /)",
    "/",
    { ...guest, walkthroughDone: false, hasCategories: false, hasKundali: true },
    "/kundali",
  ],
  ["authenticated on /profile before the profile loads stays", "/profile", { ...member, hasProfile: false }, null],
  // nothing applies
  ["guest on /register stays", "/register", guest, null],
  ["guest on an unknown path stays (not-found page)", "/nope", guest, null],
];

// Where a redirect chain settles: always on a screen that renders (issue 16, item 1: never a blank /questions).
const settled: Array<[string, string, RouteFacts, string | null]> = [
  ["guest with a kundali on /questions settles on /kundali", "/questions", { ...guest, hasKundali: true }, "/kundali"],
  ["guest with a kundali on /profile stays", "/profile", { ...guest, hasKundali: true }, null],
  ["guest with neither on /profile settles on /questions", "/profile", guest, "/questions"],
  ["walkthrough done, kundali, on / settles on /kundali", "/", { ...guest, hasKundali: true }, "/kundali"],
  ["walkthrough done, no kundali, on /chat settles on /questions", "/chat", guest, "/questions"],
  [
    "fresh guest on /get-started settles on the walkthrough",
    "/get-started",
    { ...guest, walkthroughDone: false, hasCategories: false },
    "/",
  ],
  ["login required, guest on /chat settles on /login", "/chat", { ...guest, loginRequired: true }, "/login"],
  ["member on /questions settles on /kundali", "/questions", member, "/kundali"],
  ["member on /kundali stays", "/kundali", member, null],
  ["member on /matching stays", "/matching", member, null],
  ["guest without a kundali on /matching settles on /questions", "/matching", guest, "/questions"],
];

describe("route guards (docs/product.md §2)", () => {
  it.each(settled)("%s", (_name, path, facts, expected) => {
    expect(settleRoute(path, facts)).toBe(expected);
  });
  it("every settled route stays where it is", () => {
    for (const [, path, facts] of [...table, ...settled]) {
      const end = settleRoute(path, facts) ?? path;
      expect(guardRoute(end, facts), `${path} -> ${end}`).toBeNull();
    }
  });
  it.each(table)("%s", (_name, path, facts, expected) => {
    expect(guardRoute(path, facts)).toBe(expected);
  });
  it("tells the native app the logged-in status", () => {
    expect(loggedInStatus(true)).toBe("logged in");
    expect(loggedInStatus(false)).toBe("logout");
  });
});
