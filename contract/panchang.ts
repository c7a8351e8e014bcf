// GET /api/panchang: one civil day's panchang at a place (docs/panchang.md).
import { z } from "zod";

export const PANCHANG_MODES = ["drik", "nepal"] as const;
export type PanchangModeName = (typeof PANCHANG_MODES)[number];

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DECIMAL = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

export const panchangMessages = {
  date: "The date must be a calendar date written YYYY-MM-DD.",
  place: "Give either place_id (from the city search) or lat and lon (and time_zone), not both.",
  placeId: "The place id must be a positive whole number.",
  lat: "The latitude must be a number from -90 to 90.",
  lon: "The longitude must be a number from -180 to 180.",
  timeZone: "The time zone must be an IANA zone such as Asia/Kathmandu.",
  mode: `The mode must be one of: ${PANCHANG_MODES.join(", ")}.`,
  unknownPlace: "No place has that id.",
} as const;

/** True for "YYYY-MM-DD" naming a day that exists (no 30 February). */
function isCalendarDate(text: string): boolean {
  const match = ISO_DATE.exec(text);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const probe = new Date(Date.UTC(2000, month - 1, day));
  probe.setUTCFullYear(year);
  return probe.getUTCMonth() === month - 1 && probe.getUTCDate() === day;
}

function decimalIn(min: number, max: number, message: string) {
  return z
    .string({ error: message })
    .trim()
    .regex(DECIMAL, message)
    .transform(Number)
    .refine((v) => v >= min && v <= max, message);
}

export const panchangQuery = z
  .object({
    date: z.string({ error: panchangMessages.date }).trim().refine(isCalendarDate, panchangMessages.date),
    place_id: z
      .string({ error: panchangMessages.placeId })
      .trim()
      .regex(/^\d{1,12}$/, panchangMessages.placeId)
      .transform(Number)
      .refine((v) => v > 0, panchangMessages.placeId)
      .optional()
      .describe("The id of a place from POST /api/cities/search"),
    lat: decimalIn(-90, 90, panchangMessages.lat).optional().describe("Degrees north; with lon instead of place_id"),
    lon: decimalIn(-180, 180, panchangMessages.lon).optional().describe("Degrees east; with lat instead of place_id"),
    time_zone: z
      .string({ error: panchangMessages.timeZone })
      .trim()
      .regex(/^[A-Za-z0-9_+\-/]{1,64}$/, panchangMessages.timeZone)
      .optional()
      .describe("IANA zone of a lat/lon place; the zone found at those coordinates when left out"),
    mode: z
      .enum(PANCHANG_MODES, { error: panchangMessages.mode })
      .optional()
      .describe(
        "drik: astronomical positions with the Lahiri ayanamsa; nepal: the Surya Siddhanta, as Nepal's official patro " +
          "(the default for places in Nepal, drik elsewhere)",
      ),
  })
  .superRefine((query, context) => {
    const byId = query.place_id !== undefined;
    const byCoordinates = query.lat !== undefined || query.lon !== undefined || query.time_zone !== undefined;
    const complete = query.lat !== undefined && query.lon !== undefined;
    if (byId === byCoordinates || (byCoordinates && !complete)) {
      context.addIssue({ code: "custom", path: ["place"], message: panchangMessages.place });
    }
  });
export type PanchangQuery = z.output<typeof panchangQuery>;

const localInstant = z.string().describe("ISO 8601 local time with the place's UTC offset");
const angaSchema = z.object({
  number: z.number().int(),
  name: z.string(),
  ends_at: localInstant.describe("When the anga current at sunrise ends (may be on a following day)"),
});

export const panchangAnswerSchema = z.object({
  date: z.string().describe("The civil date asked for, in the place's zone"),
  mode: z.enum(PANCHANG_MODES),
  provisional: z
    .boolean()
    .describe(
      "True in nepal mode: the Surya Siddhanta computation, which the published patro overrides where it differs",
    ),
  place: z.object({ id: z.number().nullable(), name: z.string().nullable(), lat: z.number(), lon: z.number() }),
  time_zone: z.string(),
  sunrise: localInstant.describe("The Sun's upper limb on the horizon, with refraction"),
  sunset: localInstant,
  vara: z.object({ number: z.number().int().describe("1 = Sunday .. 7 = Saturday"), name: z.string() }),
  tithi: angaSchema.extend({
    number: z.number().int().describe("1-15 shukla paksha, 16-30 krishna paksha (30 = Amavasya)"),
    paksha: z.enum(["shukla", "krishna"]),
  }),
  nakshatra: angaSchema.extend({ number: z.number().int().describe("1 = Ashwini .. 27 = Revati") }),
  yoga: angaSchema.extend({ number: z.number().int().describe("1 = Vishkambha .. 27 = Vaidhriti") }),
  karana: angaSchema.extend({
    number: z
      .number()
      .int()
      .describe("1 Kimstughna, 2-57 Bava..Vishti (eight rounds), 58 Shakuni, 59 Chatushpada, 60 Naga"),
  }),
  rahu_kaal: z.object({ start: localInstant, end: localInstant }),
  moon_sign: z
    .object({ number: z.number().int().describe("1 = Mesha (Aries) .. 12 = Meena (Pisces)"), name: z.string() })
    .describe("The Moon's sidereal sign at sunrise (the day's Moon transit, for a reading from one's Moon sign)"),
  bs_date: z
    .object({ year: z.number().int(), month: z.number().int().describe("1 = Baishakh"), day: z.number().int() })
    .nullable()
    .describe("The Bikram Sambat date of the civil date (published months, else computed); null outside BS 1970-2200"),
  festivals: z
    .array(
      z.object({
        id: z.string().describe("A stable identifier, e.g. vijaya-dashami, laxmi-puja, diwali"),
        name: z.string().describe("In the request's language"),
        source: z
          .string()
          .describe(
            'The panchang and the rule that place it, e.g. "Surya Siddhanta panchang, Nepal: Ashwin shukla Dashami at sunrise"',
          ),
      }),
    )
    .describe(
      "The festivals kept that day: Nepal's public and major Hindu festivals in nepal mode, India's major ones in drik " +
        "mode, each decided from its rule (lunar month, tithi and the part of the day; the Sun's ingress; a fixed BS " +
        "date); empty on most days",
    ),
});
export type PanchangAnswer = z.infer<typeof panchangAnswerSchema>;
