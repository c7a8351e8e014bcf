// Whose questions a request is about: the logged-in user (from the Bearer token, never from the body), or the
// guest session named by `session_id`. Guests get clear 4xx answers, never a 401, unless they sent a token that
// fails (expired, broken, a deleted account's), in which case the 401 lets the client's refresh flow run.
import { eq } from "drizzle-orm";
import type { Context } from "hono";
import { guestSessions } from "../db/schema";
import type { AppDeps } from "../deps";
import { resolveCaller } from "../http/caller";
import { ApiError, ValidationError } from "../http/errors";
import { messageAnswer, validationFailure } from "../openapi/registry";
import type { QuotaOwner } from "../quota/ledger";

/** The answers of a call made for a user or a guest session, as OpenAPI documents them. */
export const ownerFailures = {
  401: messageAnswer("A token was sent and failed: expired, broken or a deleted account's (guests get no 401)"),
  403: messageAnswer("The guest session now belongs to an account: log in"),
  422: validationFailure,
};

export const ownerMessages = {
  sessionRequired: "The session id field is required.",
} as const;

export async function ownerOfRequest(c: Context, deps: AppDeps, sessionId: string | undefined): Promise<QuotaOwner> {
  const caller = await resolveCaller(c, deps.accessTokens);
  if (caller.kind === "user") return { userId: caller.userId };
  if (!sessionId) throw new ValidationError({ session_id: [ownerMessages.sessionRequired] });
  const [session] = await deps.database.db
    .select({ claimedByUserId: guestSessions.claimedByUserId })
    .from(guestSessions)
    .where(eq(guestSessions.id, sessionId));
  if (!session) throw ValidationError.said("session_id", "sessionUnknown");
  if (session.claimedByUserId !== null) throw ApiError.said(403, "sessionClaimed");
  return { sessionId };
}
