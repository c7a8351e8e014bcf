// Refresh tokens (RFC 9700 §4.14): opaque, stored hashed, one family per login, rotated on every use.
// Presenting a token that was already used means it leaked (or two clients raced): the whole family is
// revoked, so neither the thief nor the victim can continue without logging in again.
import { randomUUID } from "node:crypto";
import { and, eq, gt, inArray, isNull, sql } from "drizzle-orm";
import { refreshTokens } from "../db/schema";
import type { Queryable } from "../quota/ledger";
import { hashOpaqueToken, newOpaqueToken } from "./opaque-token";

export type RotationResult = { ok: true; userId: number; refreshToken: string } | { ok: false; reused: boolean };

/** Issues a token for the user, in a new family (a login) or an existing one (a rotation). */
export async function issueRefreshToken(
  db: Queryable,
  userId: number,
  ttlDays: number,
  familyId: string = randomUUID(),
): Promise<string> {
  const token = newOpaqueToken();
  await db.insert(refreshTokens).values({
    userId,
    familyId,
    tokenHash: hashOpaqueToken(token),
    expiresAt: sql`now() + ${ttlDays} * interval '1 day'`,
  });
  return token;
}

/**
 * Spends a refresh token and issues its successor in the same family. The spend is one conditional
 * UPDATE (`used_at is null`), so of several concurrent calls with one token exactly one wins; the
 * others find it used and are treated as reuse.
 */
export async function rotateRefreshToken(db: Queryable, token: string, ttlDays: number): Promise<RotationResult> {
  const tokenHash = hashOpaqueToken(token);
  const [spent] = await db
    .update(refreshTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(refreshTokens.tokenHash, tokenHash),
        isNull(refreshTokens.usedAt),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: refreshTokens.userId, familyId: refreshTokens.familyId });
  if (spent) {
    return {
      ok: true,
      userId: spent.userId,
      refreshToken: await issueRefreshToken(db, spent.userId, ttlDays, spent.familyId),
    };
  }
  const [known] = await db
    .select({ familyId: refreshTokens.familyId, usedAt: refreshTokens.usedAt })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, tokenHash));
  if (!known?.usedAt) return { ok: false, reused: false };
  await revokeFamily(db, known.familyId);
  return { ok: false, reused: true };
}

export async function revokeFamily(db: Queryable, familyId: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/**
 * Logout: ends the login `token` belongs to by revoking its whole family, so neither this token nor any successor
 * (nor a copy of one) renews again. An unknown token ends nothing. One statement, so it races nothing.
 */
export async function revokeFamilyOf(db: Queryable, token: string): Promise<void> {
  const family = db
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashOpaqueToken(token)));
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(inArray(refreshTokens.familyId, family), isNull(refreshTokens.revokedAt)));
}

/** Ends every session of the user (password reset). */
export async function revokeAllRefreshTokens(db: Queryable, userId: number): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}
