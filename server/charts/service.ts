/**
 * Birth charts as the product stores them: resolve the birth place, compute the chart, write the reading,
 * and keep it in `charts` for a user or a guest session. `createUserChart` is also used by registration.
 */
import { desc, eq } from "drizzle-orm";
import { to24Hour } from "../../contract/time-rule";
import { computeChartFor, resolveBirth } from "../astro/chart";
import { ChartInputError } from "../astro/time";
import type { ChartData } from "../astro/types";
import type { Db } from "../db/client";
import { charts } from "../db/schema";
import type { GuruLanguage } from "../guru/contract";
import { ValidationError } from "../http/errors";
import { type CityResult, cityById, resolvePlace } from "../places/gazetteer";
import { ownerColumns, type Queryable, recordQuota } from "../quota/ledger";
import { normalizeBirthDate } from "./birth-input";
import { moonSignName } from "./chart-view";
import { createGuestSession } from "./guest-session";
import { interpretChart } from "./interpretation";

/** Birth details as the forms send them (snake_case fields mapped by the route). */
export interface BirthDetails {
  name: string;
  gender: string;
  /** "YYYY-MM-DD". */
  birthDate: string;
  /** "HH:MM" (24 h) or "hh:mm AM". */
  birthTime: string;
  birthPlace: string;
  country?: string | null;
  /** A gazetteer id from POST /api/cities/search, when the client picked a suggestion. */
  placeId?: number | null;
  category?: string[];
}

/** Everything computed for a birth, before anything is stored. */
export interface ComputedChart {
  city: CityResult;
  timezone: string;
  birthDate: string;
  birthTime: string;
  chart: ChartData;
  interpretation: string;
}

function placeOf(birth: BirthDetails): CityResult {
  const byId = birth.placeId ? cityById(birth.placeId) : null;
  const city = byId ?? resolvePlace(birth.birthPlace, birth.country ?? null);
  if (!city?.timezone) throw ValidationError.said("birth_place", "unknownPlace");
  return city;
}

/** Resolves and computes; throws ValidationError (422) for anything the user must fix. */
export function computeBirthChart(
  birth: BirthDetails,
  now: Date = new Date(),
  language: GuruLanguage = "en",
): ComputedChart {
  const birthDate = normalizeBirthDate(birth.birthDate);
  if (!birthDate) throw new ValidationError({ birth_date: ["The birth date must be a valid date (YYYY-MM-DD)."] });
  // The forms' own rule for a time as typed (contract/time-rule.ts): what they let through, the chart uses.
  const birthTime = to24Hour(birth.birthTime);
  if (!birthTime) throw new ValidationError({ birth_time: ["The birth time must be a valid time (HH:MM)."] });
  const city = placeOf(birth);
  const timezone = city.timezone as string;
  const placeLabel = [city.name, city.country_name].join(", ");
  let chart: ChartData;
  try {
    const meta = resolveBirth({ local: `${birthDate}T${birthTime}`, tz: timezone }, city.lat, city.lon, placeLabel);
    chart = computeChartFor(meta, "mean");
  } catch (err) {
    if (err instanceof ChartInputError) throw new ValidationError({ birth_date: [err.message] });
    throw err;
  }
  if (new Date(chart.birth.utc).getTime() > now.getTime()) {
    throw ValidationError.said("birth_date", "birthDateFuture");
  }
  return {
    city,
    timezone,
    birthDate,
    birthTime,
    chart,
    interpretation: interpretChart(birth.name, chart, now, language),
  };
}

export type ChartOwner = { userId: number } | { sessionId: string };

export type StoredChart = typeof charts.$inferSelect;

/** Stores a computed chart for its owner. */
export async function insertChart(
  db: Queryable,
  owner: ChartOwner,
  birth: BirthDetails,
  computed: ComputedChart,
): Promise<StoredChart> {
  const [row] = await db
    .insert(charts)
    .values({
      ...ownerColumns(owner),
      name: birth.name,
      gender: birth.gender,
      birthDate: computed.birthDate,
      birthTime: computed.birthTime,
      birthPlace: computed.city.name,
      country: computed.city.country_name,
      lat: computed.city.lat,
      lon: computed.city.lon,
      timezone: computed.timezone,
      birthUtc: new Date(computed.chart.birth.utc),
      category: birth.category ?? [],
      horoscopeSign: moonSignName(computed.chart),
      interpretation: computed.interpretation,
      astroData: computed.chart,
    })
    .returning();
  if (!row) throw new Error("insert into charts returned no row");
  return row;
}

/**
 * Computes and stores a user's chart inside the caller's transaction (registration with birth details,
 * or a logged-in user's new chart). Throws ValidationError on bad birth data, so the caller's transaction
 * rolls back and nothing is written.
 */
export async function createUserChart(
  tx: Queryable,
  userId: number,
  birth: BirthDetails,
  language: GuruLanguage = "en",
): Promise<StoredChart> {
  return insertChart(tx, { userId }, birth, computeBirthChart(birth, new Date(), language));
}

/** A guest's chart: one transaction creates the session (with a guru), the chart and the free question. */
export async function createGuestChart(
  db: Db,
  birth: BirthDetails,
  language: GuruLanguage = "en",
): Promise<{ sessionId: string; guruId: number | null; chart: StoredChart }> {
  const computed = computeBirthChart(birth, new Date(), language);
  return db.transaction(async (tx) => {
    const session = await createGuestSession(tx);
    const chart = await insertChart(tx, { sessionId: session.id }, birth, computed);
    await recordQuota(tx, { sessionId: session.id }, 1, "guest_chart");
    return { sessionId: session.id, guruId: session.guruId, chart };
  });
}

/** The user's most recent chart, or null. */
export async function latestUserChart(db: Queryable, userId: number): Promise<StoredChart | null> {
  const [row] = await db
    .select()
    .from(charts)
    .where(eq(charts.userId, userId))
    .orderBy(desc(charts.createdAt), desc(charts.id))
    .limit(1);
  return row ?? null;
}
