// Real kundali reports for the tests: the engine's chart of a birth read by the server's report builder (both run in
// milliseconds), exactly as GET /api/kundali would answer at a given moment.
import type { KundaliReport } from "../../contract/kundali";
import { computeChart } from "../../server/astro/chart";
import type { ChartData } from "../../server/astro/types";
import { buildKundaliReport } from "../../server/kundali/report";

export interface FixtureBirth {
  name: string;
  gender: string;
  /** Local clock time "YYYY-MM-DDTHH:MM" at the zone. */
  local: string;
  tz: string;
  lat: number;
  lon: number;
  birthPlace: string;
  country: string;
}

/** Taurus rising; the PDF tests read her kundali. */
export const KATHMANDU_BIRTH: FixtureBirth = {
  name: "Sita Sharma",
  gender: "female",
  local: "1990-05-01T06:30",
  tz: "Asia/Kathmandu",
  lat: 27.7172,
  lon: 85.324,
  birthPlace: "Kathmandu",
  country: "Nepal",
};

/** Aries rising with Mars exalted; the page's tests read her kundali. */
export const ASHA_BIRTH: FixtureBirth = {
  name: "Asha Sharma",
  gender: "female",
  local: "1990-04-12T06:30",
  tz: "Asia/Kathmandu",
  lat: 27.70169,
  lon: 85.3206,
  birthPlace: "Kathmandu",
  country: "Nepal",
};

export const SAMPLE_NOW = new Date("2026-11-23T06:00:00Z");

export function fixtureChart(birth: FixtureBirth = KATHMANDU_BIRTH): ChartData {
  return computeChart({ local: birth.local, tz: birth.tz }, birth.lat, birth.lon, {
    place: `${birth.birthPlace}, ${birth.country}`,
  });
}

/** The report of a birth as read at `at`, in a language. */
export function fixtureKundaliReport(
  language: KundaliReport["language"],
  at: Date = new Date("2026-06-01T00:00:00Z"),
  birth: FixtureBirth = KATHMANDU_BIRTH,
): KundaliReport {
  const [birthDate = "", birthTime = ""] = birth.local.split("T");
  return buildKundaliReport(
    {
      name: birth.name,
      gender: birth.gender,
      birthDate,
      birthTime,
      birthPlace: birth.birthPlace,
      country: birth.country,
      timezone: birth.tz,
      chart: fixtureChart(birth),
    },
    { language, now: at },
  );
}

/** Asha's kundali on 23 November 2026 (Mercury's mahadasha just begun). */
export function sampleKundaliReport(language: KundaliReport["language"] = "en"): KundaliReport {
  return fixtureKundaliReport(language, SAMPLE_NOW, ASHA_BIRTH);
}
