// Who is calling: a logged-in user (valid Bearer token) or a guest. Guest clients send no header or the
// literal values "null", "undefined" or blank; those mean guest, never 401. A token that is present but fails (broken,
// expired, a deleted account's) is a 401 on every call, also those a guest may make: the client meant to call as a
// member, so its refresh flow runs instead of the call quietly becoming a guest's (a guest chart, a guest's coupon).
import type { Context } from "hono";
import type { AccessTokens } from "../auth/access-token";
import { ApiError } from "./errors";

export type Caller = { kind: "user"; userId: number } | { kind: "guest" };

const GUEST_VALUES = new Set(["", "null", "undefined"]);

export function bearerTokenOf(c: Context): string | null {
  const header = c.req.header("authorization");
  if (!header) return null;
  const match = header.match(/^Bearer\s*(.*)$/i);
  const token = (match ? match[1] : header)?.trim() ?? "";
  return GUEST_VALUES.has(token) ? null : token;
}

export async function resolveCaller(c: Context, tokens: AccessTokens): Promise<Caller> {
  const token = bearerTokenOf(c);
  if (token === null) return { kind: "guest" };
  const userId = await tokens.verify(token);
  if (userId === null) throw ApiError.said(401, "sessionExpired");
  return { kind: "user", userId };
}

/** For user-only calls: the user id, or a 401 with a message. */
export async function requireUser(c: Context, tokens: AccessTokens): Promise<number> {
  const caller = await resolveCaller(c, tokens);
  if (caller.kind === "user") return caller.userId;
  throw ApiError.said(401, "logInToContinue");
}
