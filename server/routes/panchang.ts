// GET /api/panchang: one civil day's panchang at a place (docs/panchang.md), in the language of Accept-Language.
import { type Context, Hono } from "hono";
import { validationAnswerSchema } from "../../contract/answers";
import { languageFromAcceptLanguage } from "../../contract/language";
import { type PanchangQuery, panchangAnswerSchema, panchangMessages, panchangQuery } from "../../contract/panchang";
import { isKnownTimeZone } from "../astro/time";
import { ApiError, ValidationError } from "../http/errors";
import { validate } from "../http/validation";
import { messageAnswer, registerApiCall } from "../openapi/registry";
import { defaultModeFor, type NamedPlace, NEPAL_TIME_ZONE, panchangAnswer } from "../panchang/answer";
import { UnanswerablePanchang } from "../panchang/panchang";
import { cityById } from "../places/gazetteer";
import { timeZoneAt } from "../places/timezone";

registerApiCall({
  method: "get",
  path: "/api/panchang",
  summary: "One day's panchang at a place: sunrise, sunset, vara, tithi, nakshatra, yoga, karana, rahu kaal, festivals",
  description:
    "The angas are those current at sunrise, each with the instant it ends. Sunrise and sunset are the Sun's upper " +
    "limb on the horizon with refraction. mode=nepal (the default in Nepal) computes the angas by the Surya " +
    "Siddhanta, marked provisional, and lists Nepal's festivals; mode=drik lists India's major ones. Each festival " +
    "names the rule that placed it. Names follow Accept-Language; times are local with the place's offset.",
  tags: ["Charts"],
  auth: "none",
  query: panchangQuery,
  responses: {
    200: { description: "The panchang", schema: panchangAnswerSchema },
    400: { description: "A bad date, place or mode, with the messages per field", schema: validationAnswerSchema },
    404: messageAnswer("No place has that place_id"),
    422: messageAnswer("A date the panchang cannot answer: outside 1800-2100, or no sunrise or sunset there that day"),
  },
});

/** The query's fields, or 400 with the messages per field (a read has no form to fill: 422 is kept for the date). */
function readQuery(c: Context): PanchangQuery {
  try {
    return validate(panchangQuery, c.req.query());
  } catch (error) {
    if (error instanceof ValidationError) throw new ApiError(400, error.message, {}, error.errors);
    throw error;
  }
}

function placeOf(query: PanchangQuery): NamedPlace {
  if (query.place_id !== undefined) {
    const city = cityById(query.place_id);
    if (!city) throw new ApiError(404, panchangMessages.unknownPlace);
    const timeZone = city.timezone ?? timeZoneAt(city.lat, city.lon);
    if (!timeZone) throw new ApiError(422, "The place has no known time zone.");
    return {
      id: city.id,
      name: city.name,
      lat: city.lat,
      lon: city.lon,
      timeZone,
      inNepal: city.country_code === "NP",
    };
  }
  const lat = query.lat as number;
  const lon = query.lon as number;
  const timeZone = query.time_zone ?? timeZoneAt(lat, lon);
  if (!timeZone || !isKnownTimeZone(timeZone)) {
    throw new ApiError(400, panchangMessages.timeZone, {}, { time_zone: [panchangMessages.timeZone] });
  }
  return { id: null, name: null, lat, lon, timeZone, inNepal: timeZone === NEPAL_TIME_ZONE };
}

export function panchangRoutes() {
  return new Hono().get("/panchang", (c) => {
    const query = readQuery(c);
    const place = placeOf(query);
    const language = languageFromAcceptLanguage(c.req.header("accept-language"));
    try {
      return c.json(panchangAnswer(query.date, place, query.mode ?? defaultModeFor(place), language));
    } catch (error) {
      if (error instanceof UnanswerablePanchang) throw new ApiError(422, error.message);
      throw error;
    }
  });
}
