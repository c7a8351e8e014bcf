/**
 * The classical Parashari tables in one place (docs/jyotish.md says how the engine uses them), as pure data and helpers.
 * Everything that needs a sign lord, a dignity, an aspect or a dasha length reads it from here.
 */
import type { BodyName, DashaLord, Dignity, PlanetName, SignIndex } from "./types";

export const SIGN_NAMES = [
  "Aries",
  "Taurus",
  "Gemini",
  "Cancer",
  "Leo",
  "Virgo",
  "Libra",
  "Scorpio",
  "Sagittarius",
  "Capricorn",
  "Aquarius",
  "Pisces",
] as const;
export type SignName = (typeof SIGN_NAMES)[number];

export const SIGN_SANSKRIT = [
  "Mesha",
  "Vrishabha",
  "Mithuna",
  "Karka",
  "Simha",
  "Kanya",
  "Tula",
  "Vrishchika",
  "Dhanu",
  "Makara",
  "Kumbha",
  "Meena",
] as const;

/** Lord of each sign, Aries first. */
export const SIGN_LORDS: readonly PlanetName[] = [
  "mars",
  "venus",
  "mercury",
  "moon",
  "sun",
  "mercury",
  "venus",
  "mars",
  "jupiter",
  "saturn",
  "saturn",
  "jupiter",
];

export function signName(sign: SignIndex): SignName {
  return SIGN_NAMES[normaliseSign(sign)] as SignName;
}

export function signLord(sign: SignIndex): PlanetName {
  return SIGN_LORDS[normaliseSign(sign)] as PlanetName;
}

function normaliseSign(sign: number): number {
  return ((Math.floor(sign) % 12) + 12) % 12;
}

/** Whole-sign house (1-12) of a sign, counted from the ascendant's sign as house 1. */
export function houseOfSign(sign: SignIndex, ascendantSign: SignIndex): number {
  return normaliseSign(sign - ascendantSign) + 1;
}

/** The sign occupying a whole-sign house (1-12). */
export function signOfHouse(house: number, ascendantSign: SignIndex): SignIndex {
  return normaliseSign(ascendantSign + house - 1);
}

/** Houses ruled by a planet for a given ascendant (whole-sign), ascending. */
export function housesRuledBy(planet: PlanetName, ascendantSign: SignIndex): number[] {
  const houses: number[] = [];
  for (let sign = 0; sign < 12; sign++) {
    if (SIGN_LORDS[sign] === planet) houses.push(houseOfSign(sign, ascendantSign));
  }
  return houses.sort((a, b) => a - b);
}

/** Short chart labels (the classical tables): Su Mo Ma Me Ju Ve Sa Ra Ke. */
export const BODY_LABELS: Record<BodyName, string> = {
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

/** English display names of the bodies (also the dasha lord names). */
export const BODY_DISPLAY_NAMES: Record<BodyName, DashaLord> = {
  sun: "Sun",
  moon: "Moon",
  mars: "Mars",
  mercury: "Mercury",
  jupiter: "Jupiter",
  venus: "Venus",
  saturn: "Saturn",
  rahu: "Rahu",
  ketu: "Ketu",
};

interface DignityRow {
  exaltedSign: SignIndex;
  /** Degree of deepest exaltation within the exaltation sign. */
  exaltedDegree: number;
  debilitatedSign: SignIndex;
  ownSigns: readonly SignIndex[];
  moolatrikona: { sign: SignIndex; from: number; to: number };
}

/** the classical "Dignities" table. */
export const DIGNITIES: Record<PlanetName, DignityRow> = {
  sun: {
    exaltedSign: 0,
    exaltedDegree: 10,
    debilitatedSign: 6,
    ownSigns: [4],
    moolatrikona: { sign: 4, from: 0, to: 20 },
  },
  moon: {
    exaltedSign: 1,
    exaltedDegree: 3,
    debilitatedSign: 7,
    ownSigns: [3],
    moolatrikona: { sign: 1, from: 4, to: 30 },
  },
  mars: {
    exaltedSign: 9,
    exaltedDegree: 28,
    debilitatedSign: 3,
    ownSigns: [0, 7],
    moolatrikona: { sign: 0, from: 0, to: 12 },
  },
  mercury: {
    exaltedSign: 5,
    exaltedDegree: 15,
    debilitatedSign: 11,
    ownSigns: [2, 5],
    moolatrikona: { sign: 5, from: 15, to: 20 },
  },
  jupiter: {
    exaltedSign: 3,
    exaltedDegree: 5,
    debilitatedSign: 9,
    ownSigns: [8, 11],
    moolatrikona: { sign: 8, from: 0, to: 10 },
  },
  venus: {
    exaltedSign: 11,
    exaltedDegree: 27,
    debilitatedSign: 5,
    ownSigns: [1, 6],
    moolatrikona: { sign: 6, from: 0, to: 15 },
  },
  saturn: {
    exaltedSign: 6,
    exaltedDegree: 20,
    debilitatedSign: 0,
    ownSigns: [9, 10],
    moolatrikona: { sign: 10, from: 0, to: 20 },
  },
};

export type Relationship = "friend" | "neutral" | "enemy";

/** the classical "Natural friendship" table: how `planet` regards each other planet. */
export const NATURAL_FRIENDSHIP: Record<PlanetName, Record<Relationship, readonly PlanetName[]>> = {
  sun: { friend: ["moon", "mars", "jupiter"], neutral: ["mercury"], enemy: ["venus", "saturn"] },
  moon: { friend: ["sun", "mercury"], neutral: ["mars", "jupiter", "venus", "saturn"], enemy: [] },
  mars: { friend: ["sun", "moon", "jupiter"], neutral: ["venus", "saturn"], enemy: ["mercury"] },
  mercury: { friend: ["sun", "venus"], neutral: ["mars", "jupiter", "saturn"], enemy: ["moon"] },
  jupiter: { friend: ["sun", "moon", "mars"], neutral: ["saturn"], enemy: ["mercury", "venus"] },
  venus: { friend: ["mercury", "saturn"], neutral: ["mars", "jupiter"], enemy: ["sun", "moon"] },
  saturn: { friend: ["mercury", "venus"], neutral: ["jupiter"], enemy: ["sun", "moon", "mars"] },
};

export function relationship(planet: PlanetName, other: PlanetName): Relationship {
  const row = NATURAL_FRIENDSHIP[planet];
  if (row.friend.includes(other)) return "friend";
  if (row.enemy.includes(other)) return "enemy";
  return "neutral";
}

/**
 * Dignity of a planet at a sidereal longitude. Exaltation/debilitation by sign, moolatrikona within its
 * degree range, then own sign, then the natural relationship to the sign's lord. Where the exaltation and
 * moolatrikona signs coincide (Moon in Taurus, Mercury in Virgo), the degrees decide as Parashara gives
 * them: exalted before the moolatrikona range, moolatrikona within it, own sign after it (Mercury 20-30°).
 * Rahu and Ketu: null (no school chosen).
 */
export function dignityOf(body: BodyName, lon: number): Dignity | null {
  if (body === "rahu" || body === "ketu") return null;
  const sign = Math.floor(lon / 30) % 12;
  const degree = lon - sign * 30;
  const row = DIGNITIES[body];
  const mt = row.moolatrikona;
  if (sign === row.exaltedSign && sign === mt.sign) {
    if (degree < mt.from) return "exalted";
    if (degree < mt.to) return "moolatrikona";
    return row.ownSigns.includes(sign) ? "own" : "exalted";
  }
  if (sign === row.exaltedSign) return "exalted";
  if (sign === row.debilitatedSign) return "debilitated";
  if (sign === mt.sign && degree >= mt.from && degree < mt.to) return "moolatrikona";
  if (row.ownSigns.includes(sign)) return "own";
  return relationship(body, signLord(sign));
}

/** the classical "Combustion" table: orb in degrees from the Sun, direct and retrograde. */
export const COMBUSTION_ORBS: Record<Exclude<PlanetName, "sun">, { direct: number; retrograde: number }> = {
  moon: { direct: 12, retrograde: 12 },
  mars: { direct: 17, retrograde: 17 },
  mercury: { direct: 14, retrograde: 12 },
  jupiter: { direct: 11, retrograde: 11 },
  venus: { direct: 10, retrograde: 8 },
  saturn: { direct: 15, retrograde: 15 },
};

/** Angular distance between two longitudes, [0, 180]. */
export function angularDistance(a: number, b: number): number {
  const d = Math.abs((((a - b) % 360) + 360) % 360);
  return d > 180 ? 360 - d : d;
}

export function isCombust(body: BodyName, lon: number, sunLon: number, retrograde: boolean): boolean {
  if (body === "sun" || body === "rahu" || body === "ketu") return false;
  const orb = COMBUSTION_ORBS[body];
  return angularDistance(lon, sunLon) <= (retrograde ? orb.retrograde : orb.direct);
}

/**
 * the classical "Aspects" table: houses aspected counted from the planet's own house as 1.
 * All bodies aspect the 7th; Mars also 4th and 8th; Jupiter 5th and 9th; Saturn 3rd and 10th.
 * Rahu and Ketu get the 7th only (no special aspects; schools differ).
 */
export function aspectCounts(body: BodyName): number[] {
  if (body === "mars") return [4, 7, 8];
  if (body === "jupiter") return [5, 7, 9];
  if (body === "saturn") return [3, 7, 10];
  return [7];
}

/** Houses (1-12) aspected by a body standing in `house`. */
export function aspectedHouses(body: BodyName, house: number): number[] {
  return aspectCounts(body).map((count) => ((house - 1 + count - 1) % 12) + 1);
}

export const NAKSHATRA_NAMES = [
  "Ashwini",
  "Bharani",
  "Krittika",
  "Rohini",
  "Mrigashira",
  "Ardra",
  "Punarvasu",
  "Pushya",
  "Ashlesha",
  "Magha",
  "Purva Phalguni",
  "Uttara Phalguni",
  "Hasta",
  "Chitra",
  "Swati",
  "Vishakha",
  "Anuradha",
  "Jyeshtha",
  "Mula",
  "Purva Ashadha",
  "Uttara Ashadha",
  "Shravana",
  "Dhanishta",
  "Shatabhisha",
  "Purva Bhadrapada",
  "Uttara Bhadrapada",
  "Revati",
] as const;

/** Vimshottari order with years (the classical tables); also the nakshatra lords from Ashwini, repeating. */
export const VIMSHOTTARI: readonly { lord: DashaLord; years: number }[] = [
  { lord: "Ketu", years: 7 },
  { lord: "Venus", years: 20 },
  { lord: "Sun", years: 6 },
  { lord: "Moon", years: 10 },
  { lord: "Mars", years: 7 },
  { lord: "Rahu", years: 18 },
  { lord: "Jupiter", years: 16 },
  { lord: "Saturn", years: 19 },
  { lord: "Mercury", years: 17 },
];
export const VIMSHOTTARI_TOTAL_YEARS = 120;

export const NAKSHATRA_SPAN = 360 / 27;
export const PADA_SPAN = NAKSHATRA_SPAN / 4;

export function nakshatraLord(nakshatra: number): DashaLord {
  return (VIMSHOTTARI[nakshatra % 9] as { lord: DashaLord }).lord;
}

export function nakshatraName(nakshatra: number): string {
  return NAKSHATRA_NAMES[nakshatra] ?? "";
}

/** Houses grouped as the classical tables names them. */
export const KENDRAS = [1, 4, 7, 10] as const;
export const TRIKONAS = [1, 5, 9] as const;
export const DUSTHANAS = [6, 8, 12] as const;
export const UPACHAYAS = [3, 6, 10, 11] as const;

/** What each house signifies (the classical "Houses" table), index 0 = house 1. */
export const HOUSE_SIGNIFICATIONS = [
  "self, body, temperament, life direction",
  "wealth, family, speech, food",
  "courage, younger siblings, effort, short travel, communication",
  "home, mother, property, vehicles, inner peace, schooling",
  "children, intelligence, education, romance, past merit",
  "health troubles, debts, enemies, service, daily work",
  "marriage, spouse, partnerships, business dealings",
  "longevity, sudden events, inheritance, research, transformation",
  "fortune, father, teachers, dharma, long journeys, higher learning",
  "career, status, authority, deeds",
  "gains, income, elder siblings, wishes fulfilled, networks",
  "losses, expenses, foreign lands, sleep, spirituality, liberation",
] as const;

/** Ordinal for a house number: 1st, 2nd, 3rd, 4th ... 12th. */
export function ordinal(n: number): string {
  if (n === 1) return "1st";
  if (n === 2) return "2nd";
  if (n === 3) return "3rd";
  return `${n}th`;
}
