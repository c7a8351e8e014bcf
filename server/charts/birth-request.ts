// The birth-detail fields of a request, as POST /api/astro-details and POST /api/matches (the partner) take
// them: one definition of their rules and messages.
import { z } from "zod";
import { isFullName, NAME_NEEDS_FIRST_AND_LAST, NAME_REQUIRED } from "../../machines/lib/nameRule";
import type { BirthDetails } from "./service";

function required(message: string, max = 200) {
  return z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, `This field may not be greater than ${max} characters.`);
}

export const birthFields = {
  name: required(NAME_REQUIRED, 100).refine(isFullName, NAME_NEEDS_FIRST_AND_LAST),
  gender: z
    .string({ error: "The gender field is required" })
    .trim()
    .min(1, "The gender field is required")
    .transform((v) => v.toLowerCase())
    .refine((v) => ["male", "female", "others", "other"].includes(v), "The selected gender is invalid."),
  birth_date: required("The birth date is required", 20),
  birth_time: required("The birth time is required", 20),
  birth_place: required("The birth place is required", 200),
  country: z.string({ error: "The country must be text." }).trim().max(100).nullish(),
  place_id: z.coerce.number({ error: "The place id must be a number." }).int().positive().nullish(),
};

const birthRequest = z.object(birthFields);

/** The validated fields as the chart service takes them. */
export function birthDetailsOf(input: z.output<typeof birthRequest>): BirthDetails {
  return {
    name: input.name,
    gender: input.gender,
    birthDate: input.birth_date,
    birthTime: input.birth_time,
    birthPlace: input.birth_place,
    country: input.country ?? null,
    placeId: input.place_id ?? null,
  };
}
