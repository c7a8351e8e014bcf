// Every user and every guest session is assigned one of the active gurus.
import { eq, sql } from "drizzle-orm";
import type { GuruProfile } from "../../contract/user";
import { guruProfiles, users } from "../db/schema";
import type { Queryable } from "../quota/ledger";

/** A random active guru, so load spreads across them; null only if none is active. */
export async function pickGuruId(db: Queryable): Promise<number | null> {
  const [row] = await db
    .select({ id: guruProfiles.id })
    .from(guruProfiles)
    .where(eq(guruProfiles.active, true))
    .orderBy(sql`random()`)
    .limit(1);
  return row?.id ?? null;
}

/** The guru's public profile; a retired (inactive) guru still shows to the people it was assigned to. */
export async function guruProfileOf(db: Queryable, guruId: number | null): Promise<GuruProfile | null> {
  if (guruId === null) return null;
  const [row] = await db.select().from(guruProfiles).where(eq(guruProfiles.id, guruId));
  return row
    ? { name: row.name, expertise: row.expertise, profile_description: row.profileDescription, image_url: row.imageUrl }
    : null;
}

/** The guru a user is assigned to (null when none is), or null when there is no such user. */
export async function assignedGuruOf(db: Queryable, userId: number): Promise<{ guruId: number | null } | null> {
  const [row] = await db.select({ guruId: users.guruId }).from(users).where(eq(users.id, userId));
  return row ?? null;
}
