// The logged-in user's own account: GET /api/user (the profile, also part of the login answer) and
// DELETE /api/delete-account. docs/product.md §3; the server's profile keeps empty fields as null and says whether the e-mail
// address was confirmed.
import { z } from "zod";

/** The guru assigned to a user or guest session (login, register and astro-details answers carry it). */
export const guruProfileSchema = z.object({
  name: z.string(),
  expertise: z.string(),
  profile_description: z.string(),
  image_url: z.string(),
});
export type GuruProfile = z.infer<typeof guruProfileSchema>;

export const GENDERS = ["male", "female", "other"] as const;

/** docs/product.md §3's profile, created_at and updated_at left out. A profile from a modal registration may lack details. */
export const profileSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  gender: z.enum(GENDERS).nullable(),
  contact: z.string().nullable(),
  guru_id: z.number().int().nullable(),
  birth_date: z.string().nullable().describe("YYYY-MM-DD"),
  birth_time: z.string().nullable().describe("HH:MM, 24-hour local clock time at the birth place"),
  birth_place: z.string().nullable(),
  country: z.string().nullable(),
  /** Whether the e-mail address was confirmed through the mailed link. */
  email_verified: z.boolean(),
  guru_profile: guruProfileSchema.nullable(),
});
export type Profile = z.infer<typeof profileSchema>;

export const DELETE_CONFIRMATION_WORD = "delete";
export const WRONG_CONFIRMATION = "Please enter correct confirmation message";

export const deleteAccountRequest = z.object({
  name: z
    .literal(DELETE_CONFIRMATION_WORD, { error: WRONG_CONFIRMATION })
    .describe('The typed confirmation word: "delete"'),
});
export type DeleteAccountRequest = z.input<typeof deleteAccountRequest>;
