// POST /api/email/verify: spends the mailed verification token and marks the address verified.
import { eq, sql } from "drizzle-orm";
import { consumeEmailToken } from "../auth/email-tokens";
import { users } from "../db/schema";
import { ApiError } from "../http/errors";
import type { AccountContext } from "./context";

export const VERIFICATION_FAILED = "This verification link is invalid or has expired.";

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
  if (email === null) throw new ApiError(400, VERIFICATION_FAILED);
  return { email };
}
