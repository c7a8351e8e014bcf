// Owners inserted as bare rows, for module-level tests that call a service directly on a shared database: each test
// makes its own owner (a distinct e-mail or session id), so tests never see each other's rows.
import type { Db } from "../../server/db/client";
import { guestSessions, users } from "../../server/db/schema";
import type { Queryable } from "../../server/quota/ledger";

/** A registered user with the given e-mail and no questions yet; answers its id. */
export async function insertUser(db: Queryable | Db, email: string): Promise<number> {
  const [user] = await db
    .insert(users)
    .values({ name: "Test Owner", email, passwordHash: "x" })
    .returning({ id: users.id });
  if (!user) throw new Error(`could not insert user ${email}`);
  return user.id;
}

/** A guest session with no questions yet, optionally already claimed by an account. */
export async function insertGuest(
  db: Queryable | Db,
  id: string,
  claimedByUserId: number | null = null,
): Promise<string> {
  await db.insert(guestSessions).values({ id, claimedByUserId });
  return id;
}
