// Who is calling: a logged-in user (valid Bearer token) or a guest. Guest clients send no header or the
// literal values "null", "undefined" or blank; those mean guest, never 401. A token that is present but
// invalid or expired is a 401 only on calls that need a user, so the client's refresh flow can run.
import type { Context } from "hono";
import type { AccessTokens } from "../auth/access-token";
import { ApiError } from "./errors";

export type Caller = { kind: "user"; userId: number } | { kind: "guest"; invalidToken: boolean };

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
  if (token === null) return { kind: "guest", invalidToken: false };
  const userId = await tokens.verify(token);
  return userId === null ? { kind: "guest", invalidToken: true } : { kind: "user", userId };
}

/** For user-only calls: the user id, or a 401 with a message. */
export async function requireUser(c: Context, tokens: AccessTokens): Promise<number> {
  const caller = await resolveCaller(c, tokens);
  if (caller.kind === "user") return caller.userId;
  throw new ApiError(
    401,
    caller.invalidToken ? "Your session has expired. Please log in again." : "Please log in to continue.",
  );
}
