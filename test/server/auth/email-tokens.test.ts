// Mailed tokens (server/auth/email-tokens.ts) on one shared database per engine: single use, for one purpose, dead at
// their expiry. Inside one transaction now() stands still, which puts a token exactly at its expiry without waiting.
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { consumeEmailToken, createEmailToken, spendAllEmailTokens } from "../../../server/auth/email-tokens";
import { hashOpaqueToken } from "../../../server/auth/opaque-token";
import { emailTokens } from "../../../server/db/schema";
import { dbKinds, useTestDatabase } from "../../support/databases";
import { insertUser } from "../../support/owner-rows";

describe.each(dbKinds)("mailed tokens on %s", (kind) => {
  const suite = useTestDatabase(kind);

  const rowOf = async (token: string) => {
    const [row] = await suite.database.db
      .select({
        userId: emailTokens.userId,
        purpose: emailTokens.purpose,
        usedAt: emailTokens.usedAt,
        lifetimeSeconds: sql<number>`extract(epoch from ${emailTokens.expiresAt} - ${emailTokens.createdAt})`.mapWith(
          Number,
        ),
      })
      .from(emailTokens)
      .where(eq(emailTokens.tokenHash, hashOpaqueToken(token)));
    return row;
  };

  it("stores only the token's hash, for its user and purpose, living exactly the given minutes", async () => {
    const userId = await insertUser(suite.database.db, "mail-lifetime@example.com");
    const token = await createEmailToken(suite.database.db, userId, "verify", 90);
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(await rowOf(token)).toEqual({ userId, purpose: "verify", usedAt: null, lifetimeSeconds: 90 * 60 });
    const [raw] = await suite.database.db.select().from(emailTokens).where(eq(emailTokens.userId, userId));
    expect(raw?.tokenHash).not.toContain(token);
  });

  it("answers the user once, then never again", async () => {
    const userId = await insertUser(suite.database.db, "mail-once@example.com");
    const token = await createEmailToken(suite.database.db, userId, "reset", 60);
    expect(await consumeEmailToken(suite.database.db, token, "reset")).toBe(userId);
    expect((await rowOf(token))?.usedAt).toBeInstanceOf(Date);
    expect(await consumeEmailToken(suite.database.db, token, "reset")).toBeNull();
  });

  it("refuses a token of another purpose without spending it, and an unknown token", async () => {
    const userId = await insertUser(suite.database.db, "mail-purpose@example.com");
    const token = await createEmailToken(suite.database.db, userId, "verify", 60);
    expect(await consumeEmailToken(suite.database.db, token, "reset")).toBeNull();
    expect((await rowOf(token))?.usedAt).toBeNull();
    expect(await consumeEmailToken(suite.database.db, `${token}x`, "verify")).toBeNull();
    expect(await consumeEmailToken(suite.database.db, token, "verify")).toBe(userId);
  });

  it("is dead exactly at its expiry and alive one second before", async () => {
    const userId = await insertUser(suite.database.db, "mail-expiry@example.com");
    await suite.database.db.transaction(async (tx) => {
      const atExpiry = await createEmailToken(tx, userId, "verify", 0);
      expect(await consumeEmailToken(tx, atExpiry, "verify")).toBeNull();
      const justBefore = await createEmailToken(tx, userId, "verify", 0);
      await tx
        .update(emailTokens)
        .set({ expiresAt: sql`now() + interval '1 second'` })
        .where(eq(emailTokens.tokenHash, hashOpaqueToken(justBefore)));
      expect(await consumeEmailToken(tx, justBefore, "verify")).toBe(userId);
    });
  });

  it("spends every outstanding token of one purpose of one user, and only those", async () => {
    const userId = await insertUser(suite.database.db, "mail-spend@example.com");
    const otherUserId = await insertUser(suite.database.db, "mail-spend-other@example.com");
    const resets = [
      await createEmailToken(suite.database.db, userId, "reset", 60),
      await createEmailToken(suite.database.db, userId, "reset", 60),
    ];
    const verification = await createEmailToken(suite.database.db, userId, "verify", 60);
    const othersReset = await createEmailToken(suite.database.db, otherUserId, "reset", 60);
    const used = await createEmailToken(suite.database.db, userId, "reset", 60);
    await consumeEmailToken(suite.database.db, used, "reset");
    const usedAt = (await rowOf(used))?.usedAt;

    await spendAllEmailTokens(suite.database.db, userId, "reset");
    for (const token of resets) expect(await consumeEmailToken(suite.database.db, token, "reset")).toBeNull();
    // An already used token keeps the time it was used.
    expect((await rowOf(used))?.usedAt).toEqual(usedAt);
    expect(await consumeEmailToken(suite.database.db, verification, "verify")).toBe(userId);
    expect(await consumeEmailToken(suite.database.db, othersReset, "reset")).toBe(otherUserId);
  });
});
