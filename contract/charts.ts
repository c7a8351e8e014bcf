// The chart calls of docs/product.md §7: POST /api/astro-details (a birth chart for a guest or the logged-in user) and
// GET /api/chart-history (the user's latest chart), with the birth-detail fields POST /api/matches shares.
import { z } from "zod";
import { botProtectionToken } from "./account-fields";
import { isFullName, NAME_NEEDS_FIRST_AND_LAST, NAME_REQUIRED } from "./name-rule";
import { BOT_PROTECTION_FIELD, hasNoNul } from "./rules";
import { guruProfileSchema } from "./user";

function required(message: string, max = 200) {
  return z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, `This field may not be greater than ${max} characters.`);
}

/** The birth details of a request, as POST /api/astro-details and POST /api/matches (the partner) take them. */
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
  place_id: z.coerce
    .number({ error: "The place id must be a number." })
    .int()
    .positive()
    .nullish()
    .describe("The id of the picked place from POST /api/cities/search; the chart uses that place"),
};
export const birthRequest = z.object(birthFields);
export type BirthRequest = z.output<typeof birthRequest>;

export const astroDetailsRequest = z.object({
  ...birthFields,
  category: z
    .union([z.array(z.string().max(100).refine(hasNoNul)).max(20), z.string().max(500).refine(hasNoNul)], {
      error: "The category must be a list of names.",
    })
    .nullish()
    .transform((v) => (v == null ? [] : (Array.isArray(v) ? v : v.split(",")).map((s) => s.trim()).filter(Boolean))),
  [BOT_PROTECTION_FIELD]: botProtectionToken,
});

/** One house of the North Indian chart, house 1 (the ascendant's sign) first. */
export const chartHouseSchema = z.object({
  sign: z.number().describe("Aries = 1"),
  planet_small: z.array(z.string()).describe("The bodies' labels: Su Mo Ma Me Ju Ve Sa Ra Ke"),
});
export type ChartHouse = z.infer<typeof chartHouseSchema>;

const chartFields = {
  interpretation: z.string(),
  chart: z.array(chartHouseSchema).length(12),
  category: z.array(z.string()),
  horoscope_data: z.string().describe("JSON text; sign = the Moon sign"),
  astro_data: z.unknown().describe("ChartData of server/astro/types.ts"),
};

export const astroDetailsAnswerSchema = z.object({
  status: z.literal("success"),
  /** The new guest session; null for a logged-in user. */
  session_id: z.string().nullable(),
  ...chartFields,
  guru_profile: guruProfileSchema.nullable(),
  message: z.string(),
});
export type AstroDetailsAnswer = z.infer<typeof astroDetailsAnswerSchema>;

export const chartHistoryAnswerSchema = z.object({
  astro_details: z.object({
    user_id: z.number(),
    name: z.string(),
    gender: z.string(),
    guru_id: z.number().nullable(),
    birth_date: z.string(),
    birth_time: z.string(),
    birth_place: z.string(),
    country: z.string(),
    horoscope_sign: z.string(),
    ...chartFields,
  }),
});
export type ChartHistoryAnswer = z.infer<typeof chartHistoryAnswerSchema>;
