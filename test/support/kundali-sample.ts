// A real kundali report for the client and machine tests: the engine's chart of a Kathmandu birth, read by the
// server's report builder (both run in milliseconds), as GET /api/kundali would answer it.
import type { KundaliReport } from "../../contract/kundali";
import { computeChart } from "../../server/astro/chart";
import type { GuruLanguage } from "../../server/guru/contract";
import { buildKundaliReport } from "../../server/kundali/report";

export const SAMPLE_NOW = new Date("2026-11-23T06:00:00Z");

export function sampleKundaliReport(language: GuruLanguage = "en", now = SAMPLE_NOW): KundaliReport {
  const chart = computeChart({ local: "1990-04-12T06:30", tz: "Asia/Kathmandu" }, 27.70169, 85.3206, {
    place: "Kathmandu, Nepal",
  });
  return buildKundaliReport(
    {
      name: "Asha Sharma",
      gender: "female",
      birthDate: "1990-04-12",
      birthTime: "06:30",
      birthPlace: "Kathmandu",
      country: "Nepal",
      timezone: "Asia/Kathmandu",
      chart,
    },
    { language, now },
  );
}
