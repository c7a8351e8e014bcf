// POST /api/email/verify: spends the mailed verification token and marks the address verified.
// POST /api/email/verification-mail: mails another link to an account not verified yet (the first mail was lost or
// its link expired); it answers the same whether or not such an account exists, and does its work off the request
// path, so neither words nor timing tell; mails to one address are capped silently (withinMailCap).
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Language } from "../../contract/language";
import { consumeEmailToken, createEmailToken } from "../auth/email-tokens";
import { users } from "../db/schema";
import { ApiError } from "../http/errors";
import { verificationMail } from "../mail/templates";
import { type AccountContext, appLink, withinMailCap } from "./context";

export const VERIFICATION_MAIL_SENT =
  "If an account with this e-mail address is waiting for verification, we have sent it a new link.";

export async function verifyEmail(ctx: AccountContext, token: string): Promise<{ email: string }> {
  const email = await ctx.db.transaction(async (tx) => {
    const userId = await consumeEmailToken(tx, token, "verify");
    if (userId === null) return null;
    const [user] = await tx
      .update(users)
      .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` })
      .where(eq(users.id, userId))
      .returning({ email: users.email });
    return user?.email ?? null;
  });
  if (email === null) throw ApiError.said(400, "verificationLinkInvalid");
  return { email };
}

/**
 * Mails a new verification link when `address` belongs to an account not verified yet and is within its mail cap;
 * earlier links stay valid. Run it off the request path (runInBackground): its duration depends on the account.
 */
export async function mailVerificationAgain(
  ctx: AccountContext,
  address: string,
  language: Language = "en",
): Promise<void> {
  const [user] = await ctx.db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(and(eq(users.email, address), isNull(users.emailVerifiedAt)));
  if (!user || !(await withinMailCap(ctx, "verification-mail", address))) return;
  const hours = ctx.config.VERIFY_TOKEN_TTL_HOURS;
  const token = await createEmailToken(ctx.db, user.id, "verify", hours * 60);
  const link = appLink(ctx.config, "/verification", { token });
  await ctx.mailer.send(verificationMail(address, user.name, link, hours, language));
}
