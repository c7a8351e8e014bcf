// POST /api/forgot-password mails a single-use reset link; POST /api/reset-password spends it, sets the
// new password and ends every session of the account. Forgot-password answers the same whether the
// address has an account or not, and does all its work (the lookup, the token, the mail) off the request path, so
// neither words nor timing tell; mails to one address are capped silently (withinMailCap).
import { and, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { resetPasswordRequest } from "../../contract/accounts";
import type { Language } from "../../contract/language";
import { serverMessages } from "../../contract/server-messages";
import { consumeEmailToken, createEmailToken, spendAllEmailTokens } from "../auth/email-tokens";
import { hashPassword } from "../auth/passwords";
import { revokeAllRefreshTokens } from "../auth/refresh-tokens";
import { users } from "../db/schema";
import { ApiError } from "../http/errors";
import { passwordResetMail } from "../mail/templates";
import { type AccountContext, appLink, withinMailCap } from "./context";

export const RESET_LINK_SENT =
  "If an account exists for this e-mail address, we have sent a link to reset its password.";
export const PASSWORD_RESET = "Your password has been reset. Please log in with your new password.";

/** A reset link that does not work (unknown, spent, expired, or for another address): the failure that is counted. */
export class ResetLinkRefused extends ApiError {
  constructor() {
    super(400, serverMessages.resetLinkInvalid, {}, undefined, "resetLinkInvalid");
  }
}

/**
 * Mails a reset link when `address` has an account and is within its mail cap. Run it off the request path
 * (runInBackground): its duration depends on whether the account exists. `language`: the mail's.
 */
export async function mailPasswordReset(
  ctx: AccountContext,
  address: string,
  language: Language = "en",
): Promise<void> {
  const [user] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, address));
  if (!user) return;
  const ttlMinutes = ctx.config.RESET_TOKEN_TTL_MINUTES;
  // Within the cap's window the links already mailed still work, so a capped owner has a working link.
  if (!(await withinMailCap(ctx, "reset-mail", address, ttlMinutes * 60))) return;
  const token = await createEmailToken(ctx.db, user.id, "reset", ttlMinutes);
  const link = appLink(ctx.config, "/reset-password", { token, email: address });
  await ctx.mailer.send(passwordResetMail(address, link, ttlMinutes, language));
}

export async function resetPassword(ctx: AccountContext, input: z.infer<typeof resetPasswordRequest>): Promise<void> {
  const passwordHash = await hashPassword(input.password);
  await ctx.db.transaction(async (tx) => {
    const userId = await consumeEmailToken(tx, input.token, "reset");
    if (userId === null) throw new ResetLinkRefused();
    // The link names its address; a token used with another address is refused (and not spent: rollback).
    const [user] = await tx
      .update(users)
      // Receiving the mail proves the address, so it counts as verified too.
      .set({ passwordHash, updatedAt: sql`now()`, emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` })
      .where(and(eq(users.id, userId), eq(users.email, input.email)))
      .returning({ id: users.id });
    if (!user) throw new ResetLinkRefused();
    await revokeAllRefreshTokens(tx, userId);
    await spendAllEmailTokens(tx, userId, "reset");
  });
}
