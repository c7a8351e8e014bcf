// The kundali's plain choices and display rules, shared by the server, the client and the PDF: the bodies and points,
// the chart styles, the Vimshottari year lengths, the file name and a degree's text. No zod here, so the client's
// first load can read them without the schemas of contract/kundali.ts.

/** The nine grahas, in the engine's order (server/astro/types.ts BODY_NAMES). */
export const KUNDALI_BODIES = ["sun", "moon", "mars", "mercury", "jupiter", "venus", "saturn", "rahu", "ketu"] as const;
export type KundaliBody = (typeof KUNDALI_BODIES)[number];

/** The bodies' short chart labels as the engine names them (the classical labels: Su Mo Ma ...), the keys of the chart words. */
export const KUNDALI_LABELS: Record<KundaliBody, string> = {
  sun: "Su",
  moon: "Mo",
  mars: "Ma",
  mercury: "Me",
  jupiter: "Ju",
  venus: "Ve",
  saturn: "Sa",
  rahu: "Ra",
  ketu: "Ke",
};

/** A row of the planet table: the ascendant, then the nine bodies. */
export const KUNDALI_POINTS = ["ascendant", ...KUNDALI_BODIES] as const;
export type KundaliPoint = (typeof KUNDALI_POINTS)[number];

/** How a chart is drawn: North Indian (fixed houses, signs rotate) or South Indian (fixed signs). */
export const CHART_STYLES = ["north", "south"] as const;
export type ChartStyle = (typeof CHART_STYLES)[number];
export const DEFAULT_CHART_STYLE: ChartStyle = "north";

/**
 * The length of a Vimshottari year in days: 365.25 (the common default) or 365.256364 (a sidereal year, as
 * PyJHora and Jagannatha Hora offer). Sent as `year_days`.
 */
export const DASHA_YEAR_DAYS = ["365.25", "365.256364"] as const;
export type DashaYearDaysOption = (typeof DASHA_YEAR_DAYS)[number];
export const DEFAULT_DASHA_YEAR_DAYS: DashaYearDaysOption = "365.25";

/** "kundali-asha-sharma.pdf": the person's name in lower-case letters and digits of any script, else "kundali.pdf". */
export function kundaliFileName(name: string): string {
  const slug = name
    .normalize("NFC")
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, "-")
    .replace(/^-+|-+$/g, "");
  return slug ? `kundali-${slug}.pdf` : "kundali.pdf";
}

/** A `degree` within its sign as 14°32′ (minutes rounded down, so 29.999° stays 29°59′), in ASCII digits. */
export function signDegreeText(degree: number): string {
  const whole = Math.floor(degree);
  const minutes = Math.min(59, Math.floor((degree - whole) * 60 + 1e-9));
  return `${whole}°${String(minutes).padStart(2, "0")}′`;
}
