// POST /api/cities/search { city }: places for the birth-place field (docs/product.md §7).
import { z } from "zod";
import { CITY_QUERY_MAX_LENGTH, CITY_QUERY_MIN_LENGTH } from "./rules";
import { isCityQueryLongEnough } from "./search-fold";

export const CITY_TOO_SHORT = `The city must be at least ${CITY_QUERY_MIN_LENGTH} characters.`;

export const citySearchRequest = z.object({
  city: z
    .string({ error: "The city field is required." })
    .max(CITY_QUERY_MAX_LENGTH, `The city may not be greater than ${CITY_QUERY_MAX_LENGTH} characters.`)
    .refine(isCityQueryLongEnough, CITY_TOO_SHORT),
});

export const cityResultSchema = z.object({
  id: z.number().describe("GeoNames id; send it back as place_id"),
  name: z.string(),
  country_name: z.string(),
  country_code: z.string(),
  region: z.string().nullable().describe("first-level administrative code (GeoNames admin1)"),
  lat: z.number(),
  lon: z.number(),
  timezone: z.string().nullable().describe("IANA zone"),
  population: z.number(),
});
export type CityResult = z.infer<typeof cityResultSchema>;
export const citySearchAnswerSchema = z.object({ data: z.array(cityResultSchema) });
export type CitySearchAnswer = z.infer<typeof citySearchAnswerSchema>;
