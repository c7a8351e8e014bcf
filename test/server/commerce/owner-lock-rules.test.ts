// lockOwner (server/commerce/owner-lock.ts): what it tells of a user or a guest session, taken inside a transaction.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { lockOwner } from "../../../server/commerce/owner-lock";
import type { Database } from "../../../server/db/client";
import { dbKinds, openTestDatabase } from "../../support/databases";
import { insertGuest, insertUser } from "../../support/owner-rows";

describe.each(dbKinds)("locking a question owner on %s", (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database.close());

  it("finds a user, and tells a missing one", async () => {
    const userId = await insertUser(database.db, "lock-user@example.com");
    await database.db.transaction(async (tx) => {
      expect(await lockOwner(tx, { userId })).toEqual({ exists: true, claimedByUserId: null });
      expect(await lockOwner(tx, { userId: userId + 1000 })).toEqual({ exists: false });
    });
  });

  it("finds a guest session with the account that claimed it, if any, and tells a missing one", async () => {
    const userId = await insertUser(database.db, "lock-claimer@example.com");
    await insertGuest(database.db, "lock-open-session");
    await insertGuest(database.db, "lock-claimed-session", userId);
    await database.db.transaction(async (tx) => {
      expect(await lockOwner(tx, { sessionId: "lock-open-session" })).toEqual({ exists: true, claimedByUserId: null });
      expect(await lockOwner(tx, { sessionId: "lock-claimed-session" })).toEqual({
        exists: true,
        claimedByUserId: userId,
      });
      expect(await lockOwner(tx, { sessionId: "lock-no-such-session" })).toEqual({ exists: false });
    });
  });
});
