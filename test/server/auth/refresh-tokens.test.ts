// Refresh tokens (server/auth/refresh-tokens.ts) on one shared database per engine: rotation within a family, reuse
// revoking the family, expiry at its limit (inside one transaction now() stands still), and revoking all of a user's.
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { hashOpaqueToken } from "../../../server/auth/opaque-token";
import {
  issueRefreshToken,
  revokeAllRefreshTokens,
  revokeFamily,
  rotateRefreshToken,
} from "../../../server/auth/refresh-tokens";
import { refreshTokens } from "../../../server/db/schema";
import { dbKinds, useTestDatabase } from "../../support/databases";
import { insertUser } from "../../support/owner-rows";

describe.each(dbKinds)("refresh tokens on %s", (kind) => {
  const suite = useTestDatabase(kind);

  const rowOf = async (token: string) => {
    const [row] = await suite.database.db
      .select({
        userId: refreshTokens.userId,
        familyId: refreshTokens.familyId,
        usedAt: refreshTokens.usedAt,
        revokedAt: refreshTokens.revokedAt,
        lifetimeSeconds:
          sql<number>`extract(epoch from ${refreshTokens.expiresAt} - ${refreshTokens.createdAt})`.mapWith(Number),
      })
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashOpaqueToken(token)));
    return row;
  };

  it("issues a token in a new family per login, stored hashed, living exactly the given days", async () => {
    const userId = await insertUser(suite.database.db, "refresh-issue@example.com");
    const first = await issueRefreshToken(suite.database.db, userId, 30);
    const second = await issueRefreshToken(suite.database.db, userId, 30);
    expect(first).toMatch(/^[\w-]{43}$/);
    const [a, b] = [await rowOf(first), await rowOf(second)];
    expect(a).toMatchObject({ userId, usedAt: null, revokedAt: null, lifetimeSeconds: 30 * 86_400 });
    expect(a?.familyId).toMatch(/^[0-9a-f-]{36}$/);
    expect(b?.familyId).not.toBe(a?.familyId);
  });

  it("rotates a token into a successor of the same family and spends it", async () => {
    const userId = await insertUser(suite.database.db, "refresh-rotate@example.com");
    const token = await issueRefreshToken(suite.database.db, userId, 30);
    const rotated = await rotateRefreshToken(suite.database.db, token, 7);
    if (!rotated.ok) throw new Error("rotation refused");
    expect(rotated.userId).toBe(userId);
    expect(rotated.refreshToken).not.toBe(token);
    expect((await rowOf(token))?.usedAt).toBeInstanceOf(Date);
    expect(await rowOf(rotated.refreshToken)).toMatchObject({
      userId,
      familyId: (await rowOf(token))?.familyId,
      usedAt: null,
      lifetimeSeconds: 7 * 86_400,
    });
    const again = await rotateRefreshToken(suite.database.db, rotated.refreshToken, 7);
    expect(again.ok).toBe(true);
  });

  it("answers an unknown token as a plain refusal, not as reuse", async () => {
    expect(await rotateRefreshToken(suite.database.db, "never-issued", 30)).toEqual({ ok: false, reused: false });
  });

  it("treats a used token as stolen: refused as reuse, and the whole family is revoked, not other families", async () => {
    const userId = await insertUser(suite.database.db, "refresh-reuse@example.com");
    const token = await issueRefreshToken(suite.database.db, userId, 30);
    const otherLogin = await issueRefreshToken(suite.database.db, userId, 30);
    const rotated = await rotateRefreshToken(suite.database.db, token, 30);
    if (!rotated.ok) throw new Error("rotation refused");

    expect(await rotateRefreshToken(suite.database.db, token, 30)).toEqual({ ok: false, reused: true });
    expect((await rowOf(rotated.refreshToken))?.revokedAt).toBeInstanceOf(Date);
    expect((await rowOf(token))?.revokedAt).toBeInstanceOf(Date);
    expect(await rotateRefreshToken(suite.database.db, rotated.refreshToken, 30)).toEqual({ ok: false, reused: false });
    expect((await rowOf(otherLogin))?.revokedAt).toBeNull();
    expect((await rotateRefreshToken(suite.database.db, otherLogin, 30)).ok).toBe(true);
  });

  it("refuses a revoked token that was never used as a plain refusal", async () => {
    const userId = await insertUser(suite.database.db, "refresh-revoked@example.com");
    const token = await issueRefreshToken(suite.database.db, userId, 30);
    const familyId = (await rowOf(token))?.familyId ?? "";
    await revokeFamily(suite.database.db, familyId);
    const revokedAt = (await rowOf(token))?.revokedAt;
    expect(revokedAt).toBeInstanceOf(Date);
    expect(await rotateRefreshToken(suite.database.db, token, 30)).toEqual({ ok: false, reused: false });
    // Revoking again leaves the first revocation's time.
    await revokeFamily(suite.database.db, familyId);
    expect((await rowOf(token))?.revokedAt).toEqual(revokedAt);
  });

  it("is refused exactly at its expiry and accepted one second before", async () => {
    const userId = await insertUser(suite.database.db, "refresh-expiry@example.com");
    await suite.database.db.transaction(async (tx) => {
      const atExpiry = await issueRefreshToken(tx, userId, 0);
      expect(await rotateRefreshToken(tx, atExpiry, 30)).toEqual({ ok: false, reused: false });
      const justBefore = await issueRefreshToken(tx, userId, 0);
      await tx
        .update(refreshTokens)
        .set({ expiresAt: sql`now() + interval '1 second'` })
        .where(eq(refreshTokens.tokenHash, hashOpaqueToken(justBefore)));
      expect(await rotateRefreshToken(tx, justBefore, 30)).toMatchObject({ ok: true, userId });
    });
  });

  it("revokes every session of one user at once, leaving other users' sessions alone", async () => {
    const userId = await insertUser(suite.database.db, "refresh-all@example.com");
    const otherUserId = await insertUser(suite.database.db, "refresh-all-other@example.com");
    const tokens = [
      await issueRefreshToken(suite.database.db, userId, 30),
      await issueRefreshToken(suite.database.db, userId, 30),
    ];
    const others = await issueRefreshToken(suite.database.db, otherUserId, 30);
    const revokedEarlier = await issueRefreshToken(suite.database.db, userId, 30);
    await revokeFamily(suite.database.db, (await rowOf(revokedEarlier))?.familyId ?? "");
    const earlierTime = (await rowOf(revokedEarlier))?.revokedAt;

    await revokeAllRefreshTokens(suite.database.db, userId);
    for (const token of tokens) {
      expect(await rotateRefreshToken(suite.database.db, token, 30)).toEqual({ ok: false, reused: false });
    }
    expect((await rowOf(revokedEarlier))?.revokedAt).toEqual(earlierTime);
    expect((await rowOf(others))?.revokedAt).toBeNull();
  });
});
