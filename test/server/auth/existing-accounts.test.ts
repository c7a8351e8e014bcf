// A valid access token of a deleted account is refused like an expired one (server/auth/existing-accounts.ts).
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AccessTokens, createAccessTokens } from "../../../server/auth/access-token";
import { onlyExistingAccounts } from "../../../server/auth/existing-accounts";
import { loadConfig } from "../../../server/config";
import type { Database } from "../../../server/db/client";
import { users } from "../../../server/db/schema";
import { dbKinds, openTestDatabase } from "../../support/databases";
import { insertUser } from "../../support/owner-rows";

describe.each(dbKinds)("access tokens of existing accounts only, on %s", (kind) => {
  let database: Database;
  let signed: AccessTokens;
  let tokens: AccessTokens;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    signed = await createAccessTokens(loadConfig({ AUTH_JWT_SECRET: "a-secret-of-at-least-32-characters!!" }));
    tokens = onlyExistingAccounts(signed, database.db);
  });
  afterAll(() => database.close());

  it("signs as the underlying tokens do, and verifies the token of an existing account", async () => {
    const userId = await insertUser(database.db, "existing@example.com");
    const token = await tokens.sign(userId);
    expect(await signed.verify(token)).toBe(userId);
    expect(await tokens.verify(token)).toBe(userId);
  });

  it("refuses the valid token of a deleted account, and an invalid token", async () => {
    const userId = await insertUser(database.db, "deleted@example.com");
    const token = await tokens.sign(userId);
    await database.db.delete(users).where(eq(users.id, userId));
    expect(await signed.verify(token)).toBe(userId);
    expect(await tokens.verify(token)).toBeNull();
    expect(await tokens.verify("not-a-token")).toBeNull();
  });
});
