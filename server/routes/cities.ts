// POST /api/cities/search { city }: places for the birth-place field (SPEC §7).
import { Hono } from "hono";
import { z } from "zod";
import type { AppDeps } from "../deps";
import { validateBody } from "../http/validation";
import { foldForSearch } from "../places/fold";
import { MIN_QUERY_LENGTH, searchCities, warmGazetteer } from "../places/gazetteer";

const TOO_SHORT = `The city must be at least ${MIN_QUERY_LENGTH} characters.`;

const searchSchema = z.object({
  city: z
    .string({ error: "The city field is required." })
    .max(100, "The city may not be greater than 100 characters.")
    .refine((v) => foldForSearch(v).length >= MIN_QUERY_LENGTH, TOO_SHORT),
});

export function citiesRoutes({ config }: AppDeps) {
  // Load the gazetteer in the background at start (not in tests, where most apps never search).
  if (config.NODE_ENV !== "test") warmGazetteer();
  return new Hono().post("/cities/search", async (c) => {
    const { city } = await validateBody(c, searchSchema);
    return c.json({ data: searchCities(city) });
  });
}
