// The profile of SPEC §3 (created_at and updated_at left out), as GET /api/user and login answer it.
import { eq } from "drizzle-orm";
import { z } from "zod";
import { users } from "../db/schema";
import type { Queryable } from "../quota/ledger";
import { guruProfileOf, guruProfileSchema } from "./gurus";

export const profileSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  gender: z.enum(["male", "female", "other"]).nullable(),
  contact: z.string().nullable(),
  guru_id: z.number().int().nullable(),
  birth_date: z.string().nullable().describe("YYYY-MM-DD"),
  birth_time: z.string().nullable().describe("HH:MM, 24-hour local clock time at the birth place"),
  birth_place: z.string().nullable(),
  country: z.string().nullable(),
  email_verified: z.boolean(),
  guru_profile: guruProfileSchema.nullable(),
});
export type Profile = z.infer<typeof profileSchema>;

const GENDERS = new Set(["male", "female", "other"]);

export async function loadProfile(db: Queryable, userId: number): Promise<Profile | null> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) return null;
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    gender: user.gender && GENDERS.has(user.gender) ? (user.gender as Profile["gender"]) : null,
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
