// Single-use, expiring tokens sent by mail (e-mail verification, password reset), stored hashed.
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { emailTokens } from "../db/schema";
import type { Queryable } from "../quota/ledger";
import { hashOpaqueToken, newOpaqueToken } from "./opaque-token";

export type EmailTokenPurpose = (typeof emailTokens.$inferInsert)["purpose"];

export async function createEmailToken(
  db: Queryable,
  userId: number,
  purpose: EmailTokenPurpose,
  ttlMinutes: number,
): Promise<string> {
  const token = newOpaqueToken();
  await db.insert(emailTokens).values({
    userId,
    purpose,
    tokenHash: hashOpaqueToken(token),
    expiresAt: sql`now() + ${ttlMinutes} * interval '1 minute'`,
  });
  return token;
}

/** Marks the token used and answers its user id; null when unknown, used, expired or for another purpose. */
export async function consumeEmailToken(
  db: Queryable,
  token: string,
  purpose: EmailTokenPurpose,
): Promise<number | null> {
  const [row] = await db
    .update(emailTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(emailTokens.tokenHash, hashOpaqueToken(token)),
        eq(emailTokens.purpose, purpose),
        isNull(emailTokens.usedAt),
        gt(emailTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: emailTokens.userId });
  return row?.userId ?? null;
}

/** Spends every outstanding token of one purpose (after a password reset, older reset links must die too). */
export async function spendAllEmailTokens(db: Queryable, userId: number, purpose: EmailTokenPurpose): Promise<void> {
  await db
    .update(emailTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, purpose), isNull(emailTokens.usedAt)));
}
