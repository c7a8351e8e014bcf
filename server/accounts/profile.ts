// The profile of docs/product.md §3 (created_at and updated_at left out), as GET /api/user and login answer it.
import { eq } from "drizzle-orm";
import { GENDERS, type Profile } from "../../contract/user";
import { users } from "../db/schema";
import type { Queryable } from "../quota/ledger";
import { guruProfileOf } from "./gurus";

const KNOWN_GENDERS = new Set<string>(GENDERS);

export async function loadProfile(db: Queryable, userId: number): Promise<Profile | null> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) return null;
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    gender: user.gender && KNOWN_GENDERS.has(user.gender) ? (user.gender as Profile["gender"]) : null,
    contact: user.contact,
    guru_id: user.guruId,
    birth_date: user.birthDate,
    birth_time: user.birthTime,
    birth_place: user.birthPlace,
    country: user.country,
    email_verified: user.emailVerifiedAt !== null,
    guru_profile: await guruProfileOf(db, user.guruId),
  };
}
