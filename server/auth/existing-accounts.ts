// An access token outlives nothing: a token whose account was deleted is refused like an expired one (401 on
// every call that needs a user), not only on GET /api/user. One primary-key read per authenticated call.
import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { users } from "../db/schema";
import type { AccessTokens } from "./access-token";

export function onlyExistingAccounts(tokens: AccessTokens, db: Db): AccessTokens {
  return {
    sign: (userId) => tokens.sign(userId),
    verify: async (token) => {
      const userId = await tokens.verify(token);
      if (userId === null) return null;
      const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
      return user ? userId : null;
    },
  };
}
