// GET /api/kundali: the kundali in depth (conventions, D1 and D9 placements, the planet table, the Vimshottari
// timeline, the transits and findings of today), one schema shared by the server (which validates its answer in
// tests and documents it in OpenAPI), the client (its types) and the PDF. Chart words (signs, planets, nakshatras,
// yoga meanings) arrive already in the request's language; numbers stay numbers so each side formats them.
import { z } from "zod";
import { sessionIdField } from "./chat";
import { CHART_STYLES, DASHA_YEAR_DAYS, KUNDALI_BODIES, KUNDALI_POINTS } from "./kundali-choices";

export * from "./kundali-choices";

const sign = z.number().int().min(0).max(11).describe("Sign index, Aries = 0");
const iso = z.string().describe("ISO 8601 UTC instant");
const dashaLord = z.enum(["Ketu", "Venus", "Sun", "Moon", "Mars", "Rahu", "Jupiter", "Saturn", "Mercury"]);

/** What a chart drawing needs, whatever its style: the ascendant's sign and each body's sign. */
export const chartPictureSchema = z.object({
  ascendant_sign: sign,
  bodies: z.array(z.object({ body: z.enum(KUNDALI_BODIES), sign, retrograde: z.boolean() })).length(9),
});
export type ChartPicture = z.infer<typeof chartPictureSchema>;

export const planetRowSchema = z.object({
  point: z.enum(KUNDALI_POINTS),
  /** The point's name in the request's language. */
  name: z.string(),
  sign,
  sign_name: z.string(),
  /** Degrees within the sign, [0, 30). */
  degree: z.number().min(0).lt(30),
  nakshatra: z.number().int().min(0).max(26),
  nakshatra_name: z.string(),
  pada: z.number().int().min(1).max(4),
  house: z.number().int().min(1).max(12),
  /** Null for the ascendant, Rahu and Ketu. */
  dignity: z.enum(["exalted", "debilitated", "moolatrikona", "own", "friend", "neutral", "enemy"]).nullable(),
  dignity_name: z.string().nullable(),
  retrograde: z.boolean(),
  combust: z.boolean(),
  navamsa_sign: sign,
});
export type PlanetRow = z.infer<typeof planetRowSchema>;

export const dashaPeriodSchema = z.object({
  lord: dashaLord,
  lord_name: z.string(),
  start: iso,
  end: iso,
  years: z.number().positive(),
  /** Contains the moment the report was made. */
  running: z.boolean(),
});
export type DashaPeriodView = z.infer<typeof dashaPeriodSchema>;

export const dashaTimelineSchema = z.object({
  year_days: z.enum(DASHA_YEAR_DAYS),
  /** Years of the first mahadasha left at birth. */
  balance_years: z.number(),
  mahadashas: z.array(dashaPeriodSchema.extend({ antardashas: z.array(dashaPeriodSchema).length(9) })).length(9),
  /** The pratyantardashas of the running antardasha (empty outside the 120 years). */
  pratyantardashas: z.array(dashaPeriodSchema),
});
export type DashaTimeline = z.infer<typeof dashaTimelineSchema>;

const spell = z.object({ start: iso, end: iso });

export const transitSchema = z.object({
  body: z.enum(["saturn", "jupiter", "rahu", "ketu"]),
  name: z.string(),
  sign,
  sign_name: z.string(),
  retrograde: z.boolean(),
  house_from_moon: z.number().int().min(1).max(12),
  house_from_ascendant: z.number().int().min(1).max(12),
  since: iso.nullable(),
  until: iso.nullable(),
  /** The classical reading of the transit's house from the Moon. */
  favourable: z.boolean(),
  /** One plain line of meaning. */
  line: z.string(),
});

export const sadeSatiSchema = z.object({
  active: z.boolean(),
  phase: z.enum(["rising", "peak", "setting"]).nullable(),
  phase_name: z.string().nullable(),
  /** The spell running now, else null. */
  current: spell.nullable(),
  /** The running phase's own dates. */
  phase_span: spell.nullable(),
  next: spell.nullable(),
  previous: spell.nullable(),
  line: z.string(),
  school: z.string(),
});

export const manglikSchema = z.object({
  status: z.enum(["none", "cancelled", "mild", "present"]),
  mars_house: z.number().int().min(1).max(12),
  from_ascendant: z.boolean(),
  from_moon: z.boolean(),
  /** One line per exception that holds for this chart. */
  exceptions: z.array(z.string()),
  line: z.string(),
  school: z.string(),
});

export const yogaSchema = z.object({
  name: z.string(),
  label: z.string(),
  nature: z.enum(["benefic", "challenging"]),
  cancelled: z.boolean(),
  weakened: z.boolean(),
  /** One plain line of meaning, the guru's words. */
  line: z.string(),
  school: z.string(),
});

export const kundaliReportSchema = z.object({
  language: z.enum(["en", "ne", "hi"]),
  /** The moment the dated parts (running periods, transits, Sade Sati) were read for. */
  at: iso,
  person: z.object({
    name: z.string(),
    gender: z.string(),
    birth_date: z.string().describe("YYYY-MM-DD, local clock"),
    birth_time: z.string().describe("HH:MM, local clock"),
    birth_place: z.string(),
  }),
  conventions: z.object({
    ayanamsa: z.literal("Lahiri"),
    ayanamsa_degrees: z.number(),
    node: z.enum(["mean", "true"]),
    houses: z.literal("whole-sign"),
    year_days: z.enum(DASHA_YEAR_DAYS),
    /** "Lahiri ayanamsa · mean node" in the request's language. */
    line: z.string(),
    place: z.string(),
    lat: z.number(),
    lon: z.number(),
    /** IANA zone of the birth place. */
    timezone: z.string().nullable(),
    /** The UTC offset applied to the birth clock time, "+05:45". */
    utc_offset: z.string(),
    birth_utc: iso,
    /** Inside a polar circle the ascendant follows Swiss Ephemeris's convention (docs/chart-engine.md). */
    polar: z.boolean(),
  }),
  charts: z.object({ d1: chartPictureSchema, d9: chartPictureSchema }),
  planets: z.array(planetRowSchema).length(10),
  dasha: dashaTimelineSchema,
  now: z.object({
    transits: z.array(transitSchema).length(4),
    sade_sati: sadeSatiSchema,
    manglik: manglikSchema,
    yogas: z.array(yogaSchema),
  }),
  interpretation: z.string(),
});
export type KundaliReport = z.infer<typeof kundaliReportSchema>;

// The calls' queries: GET /api/kundali and GET /api/kundali/pdf, and the messages of their refusals.
export const kundaliMessages = {
  noChart: "There is no kundali yet. Please enter your birth details first.",
  yearDays: "The year length must be 365.25 or 365.256364 days.",
  style: "The chart style must be north or south.",
  timeZone: "The time zone is not known.",
} as const;

/** An IANA zone the runtime knows ("Asia/Kathmandu"). */
function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export const kundaliQuery = z.object({
  session_id: sessionIdField,
  year_days: z
    .enum(DASHA_YEAR_DAYS, { error: kundaliMessages.yearDays })
    .optional()
    .describe("Days in a Vimshottari year: 365.25 (default) or 365.256364 (sidereal)"),
  time_zone: z
    .string()
    .max(64, kundaliMessages.timeZone)
    .refine(isTimeZone, kundaliMessages.timeZone)
    .optional()
    .describe(
      "The reader's IANA zone for the calendar dates of the sentences and the PDF (default: the birth place's)",
    ),
});

export const kundaliPdfQuery = kundaliQuery.extend({
  style: z
    .enum(CHART_STYLES, { error: kundaliMessages.style })
    .optional()
    .describe("Chart style: north (default) or south"),
});
