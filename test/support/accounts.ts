// Accounts for tests: register and log in through the real API, as a client would.
//   const { authHeader, userId } = await registerAndLogin(app);
//   await app.request("/api/user", { headers: authHeader });
import { randomBytes } from "node:crypto";
import type { Hono } from "hono";
import type { RegisterRequestBody } from "../../contract/accounts";
import type { Db } from "../../server/db/client";
import * as schema from "../../server/db/schema";

export type RequestableApp = Pick<Hono, "request">;

export const TEST_PASSWORD = "correct horse 42";

/** A valid guest birth-chart body (POST /api/astro-details). */
export const GUEST_BIRTH = {
  name: "Asha Sharma",
  gender: "female",
  birth_date: "1990-04-12",
  birth_time: "06:30",
  birth_place: "Kathmandu",
  country: "Nepal",
} as const;

/** A unique, valid page-mode registration body, as the client sends it. */
export function registrationBody(): RegisterRequestBody {
  return {
    name: "Asha Sharma",
    email: `user-${randomBytes(6).toString("hex")}@example.com`,
    contact: "+977-9812345678",
    birth_date: "1990-04-12",
    birth_time: "06:30",
    birth_place: "Kathmandu",
    country: "Nepal",
    gender: "female",
    password: TEST_PASSWORD,
    password_confirmation: TEST_PASSWORD,
    is_parent: "N",
  };
}

/** A unique, valid page-mode registration body; override any field, with any value a client could send. */
export function registrationPayload(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return { ...registrationBody(), ...overrides };
}

export function postJson(app: RequestableApp, path: string, body: unknown, headers: Record<string, string> = {}) {
  return app.request(path, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
}

export interface LoggedIn {
  email: string;
  password: string;
  userId: number;
  accessToken: string;
  refreshToken: string;
  /** `{ authorization: "Bearer ..." }`, ready for `app.request(path, { headers })`. */
  authHeader: Record<string, string>;
}

async function expectOk(res: Response, what: string): Promise<Record<string, unknown>> {
  const body = (await res.json()) as Record<string, unknown>;
  if (res.status !== 200) throw new Error(`${what} failed with ${res.status}: ${JSON.stringify(body)}`);
  return body;
}

export async function logIn(app: RequestableApp, email: string, password = TEST_PASSWORD): Promise<LoggedIn> {
  const body = await expectOk(await postJson(app, "/api/login", { email, password }), "login");
  const accessToken = String(body.access_token);
  return {
    email,
    password,
    userId: Number((body.user as { id: number }).id),
    accessToken,
    refreshToken: String(body.refresh_token),
    authHeader: { authorization: `Bearer ${accessToken}` },
  };
}

/** Registers a user (page mode unless `session_id` is given) and logs in. */
export async function registerAndLogin(
  app: RequestableApp,
  overrides: Record<string, unknown> = {},
): Promise<LoggedIn> {
  const payload = registrationPayload(overrides);
  await expectOk(await postJson(app, "/api/register", payload), "registration");
  return logIn(app, String(payload.email).toLowerCase(), String(payload.password));
}

/** How many rows each personal table holds: compare before and after to prove a call changed nothing. */
export async function personalRowCounts(db: Db): Promise<Record<string, number>> {
  const tables = {
    users: schema.users,
    guest_sessions: schema.guestSessions,
    refresh_tokens: schema.refreshTokens,
    email_tokens: schema.emailTokens,
    quota_ledger: schema.quotaLedger,
    charts: schema.charts,
    chat_messages: schema.chatMessages,
    coupon_redemptions: schema.couponRedemptions,
    purchases: schema.purchases,
    matches: schema.matches,
  };
  const counts: Record<string, number> = {};
  for (const [name, table] of Object.entries(tables)) counts[name] = await db.$count(table);
  return counts;
}

/** The first link to `pathname` in a raw mail (undoing quoted-printable soft breaks and escapes). */
export function linkInMail(raw: string, pathname: string): URL | null {
  const decoded = raw
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  const match = decoded.match(new RegExp(`https?://[^\\s"<>]*${pathname.replace(/[/?]/g, "\\$&")}\\?[^\\s"<>]+`));
  return match ? new URL(match[0].replace(/&amp;/g, "&")) : null;
}
