/**
 * Output types of the Vedic chart engine (server/astro). This is the shape stored as JSON in
 * `charts.astro_data` and read by the guru, the interpretation and the clients, so keep it stable:
 * add fields, never rename or remove them.
 *
 * Conventions (docs/chart-engine.md): sidereal zodiac, Lahiri (Chitrapaksha) true ayanamsa; longitudes in
 * degrees [0, 360); signs 0-11 with Aries = 0; nakshatras 0-26 with Ashwini = 0; padas 1-4;
 * whole-sign houses 1-12 (house 1 = the ascendant's sign); Vimshottari years of 365.25 days by default, or
 * sidereal years of 365.256364 days when asked (`Vimshottari.yearDays` records which); inside the polar circles
 * the ascendant follows Swiss Ephemeris's convention (server/astro/polar.ts).
 */

/** The nine grahas in the engine's order. */
export const BODY_NAMES = ["sun", "moon", "mars", "mercury", "jupiter", "venus", "saturn", "rahu", "ketu"] as const;
export type BodyName = (typeof BODY_NAMES)[number];

/** The seven visible planets: the ones with classical dignities and combustion. */
export type PlanetName = Exclude<BodyName, "rahu" | "ketu">;

/** Dasha lords by English planet name, as the classical tables writes them. */
export type DashaLord = "Ketu" | "Venus" | "Sun" | "Moon" | "Mars" | "Rahu" | "Jupiter" | "Saturn" | "Mercury";

/** Sign index, 0 = Aries ... 11 = Pisces. */
export type SignIndex = number;

/**
 * A planet's dignity in its sign (the classical "Dignities" table and "Natural friendship").
 * Precedence: exalted / debilitated, then moolatrikona (within its degree range), then own,
 * then friend / neutral / enemy of the sign's lord. Rahu and Ketu get `null` (schools disagree).
 */
export type Dignity = "exalted" | "debilitated" | "moolatrikona" | "own" | "friend" | "neutral" | "enemy";

/** How the lunar node was computed. */
export type NodeKind = "mean" | "true";

/** Where a longitude falls in the sidereal zodiac. */
export interface ZodiacPosition {
  /** Sidereal longitude, degrees [0, 360). */
  lon: number;
  /** 0 = Aries ... 11 = Pisces. */
  sign: SignIndex;
  /** Degrees within the sign, [0, 30). */
  degInSign: number;
  /** 0 = Ashwini ... 26 = Revati. */
  nakshatra: number;
  /** 1-4. */
  pada: number;
  /** Vimshottari lord of the nakshatra. */
  nakshatraLord: DashaLord;
  /** Navamsa (D9) sign, 0-11. */
  navamsaSign: SignIndex;
}

export interface BodyPosition extends ZodiacPosition {
  name: BodyName;
  /** Daily motion in sidereal longitude, degrees per day (negative when retrograde). */
  speed: number;
  /** True when the body moves backwards; the mean nodes always are, the Sun and Moon never. */
  retrograde: boolean;
  /** Whole-sign house 1-12 counted from the ascendant's sign. */
  house: number;
  /** Null for Rahu and Ketu. */
  dignity: Dignity | null;
  /** Within the classical orb of the Sun; always false for the Sun, Rahu and Ketu. */
  combust: boolean;
}

export interface AscendantPosition extends ZodiacPosition {
  /** Always 1. */
  house: 1;
}

/**
 * The length of a Vimshottari year in days: 365.25 (the default, the common convention) or 365.256364 (a
 * sidereal year, as PyJHora and Jagannatha Hora offer). See DASHA_YEAR_LENGTHS in server/astro/dasha.ts.
 */
export type DashaYearDays = 365.25 | 365.256364;

/** One Vimshottari period. Dates are ISO 8601 UTC instants. */
export interface DashaPeriod {
  lord: DashaLord;
  start: string;
  end: string;
  /** Length in Vimshottari years (of the tree's `yearDays` days). */
  years: number;
}

/** An antardasha; its pratyantardashas are filled only when the chart was computed with them (an output
 * option: stored charts leave them out, `pratyantardashas()` in dasha.ts computes them on demand). */
export interface Antardasha extends DashaPeriod {
  /** The nine pratyantardashas, starting with the antardasha lord; the last ends at the antardasha's end. */
  pratyantardashas?: DashaPeriod[];
}

export interface Mahadasha extends DashaPeriod {
  /** The nine antardashas, starting with the mahadasha lord. For the first (birth) mahadasha the
   * list still covers the whole period, so the first antardashas may start before birth. */
  antardashas: Antardasha[];
}

export interface Vimshottari {
  /** Lord of the Moon's nakshatra at birth: the first mahadasha. */
  firstLord: DashaLord;
  /** Years of the first mahadasha left at birth. */
  balanceYears: number;
  /** Nine mahadashas from birth, 120 years in all; the first starts (partially elapsed) before birth:
   * its `start` is the theoretical start, birth minus (its years - balance). */
  mahadashas: Mahadasha[];
  /** Days in a Vimshottari year for every period of this tree. Charts stored before this field existed lack
   * it and were computed with 365.25: read it through `dashaYearDaysOf` (server/astro/dasha.ts). */
  yearDays?: DashaYearDays;
}

/** Where and when the chart is cast. */
export interface BirthMeta {
  /** The UTC instant, ISO 8601 with milliseconds. */
  utc: string;
  /** Local clock time as given, "YYYY-MM-DDTHH:mm", or null when the input was a UTC instant. */
  local: string | null;
  /** IANA zone used for the local time, or null when the input was a UTC instant. */
  tz: string | null;
  /** UTC offset at that instant in seconds (east positive); 0 when no zone. */
  offsetSeconds: number;
  /** The same offset as "+05:45" (seconds appended as ":SS" when not zero). */
  offset: string;
  /** How the local time mapped: "exact", "gap" (moved forward past a DST gap) or "overlap" (earlier instant taken). */
  resolution: "exact" | "gap" | "overlap" | "utc";
  lat: number;
  lon: number;
  /** Human-readable place ("Kathmandu, Bagmati, Nepal"), or null. */
  place: string | null;
}

export interface ChartData {
  /** Version of this shape; bump when a field's meaning changes. */
  version: 1;
  birth: BirthMeta;
  /** Lahiri true ayanamsa used, degrees. */
  ayanamsa: number;
  /** The node model used for Rahu/Ketu. */
  node: NodeKind;
  ascendant: AscendantPosition;
  bodies: Record<BodyName, BodyPosition>;
  dashas: Vimshottari;
}

/** The running periods at a date (see `runningDashas` in server/astro/dasha.ts). */
export interface RunningDashas {
  mahadasha: DashaPeriod;
  antardasha: DashaPeriod;
}

/** The running periods at a date down to the pratyantardasha (see `dashaStackAt` in server/astro/dasha.ts). */
export interface DashaStack extends RunningDashas {
  pratyantardasha: DashaPeriod;
}
