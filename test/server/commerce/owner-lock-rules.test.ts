// lockOwner (server/commerce/owner-lock.ts): what it tells of a user or a guest session, taken inside a transaction.
import { describe, expect, it } from "vitest";
import { lockOwner } from "../../../server/commerce/owner-lock";
import { dbKinds, useTestDatabase } from "../../support/databases";
import { insertGuest, insertUser } from "../../support/owner-rows";

describe.each(dbKinds)("locking a question owner on %s", (kind) => {
  const suite = useTestDatabase(kind);

  it("finds a user, and tells a missing one", async () => {
    const userId = await insertUser(suite.database.db, "lock-user@example.com");
    await suite.database.db.transaction(async (tx) => {
      expect(await lockOwner(tx, { userId })).toEqual({ exists: true, claimedByUserId: null });
      expect(await lockOwner(tx, { userId: userId + 1000 })).toEqual({ exists: false });
    });
  });

  it("finds a guest session with the account that claimed it, if any, and tells a missing one", async () => {
    const userId = await insertUser(suite.database.db, "lock-claimer@example.com");
    await insertGuest(suite.database.db, "lock-open-session");
    await insertGuest(suite.database.db, "lock-claimed-session", userId);
    await suite.database.db.transaction(async (tx) => {
      expect(await lockOwner(tx, { sessionId: "lock-open-session" })).toEqual({ exists: true, claimedByUserId: null });
      expect(await lockOwner(tx, { sessionId: "lock-claimed-session" })).toEqual({
        exists: true,
        claimedByUserId: userId,
      });
      expect(await lockOwner(tx, { sessionId: "lock-no-such-session" })).toEqual({ exists: false });
    });
  });
});
