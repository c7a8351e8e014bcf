/**
 * The eight kootas of Ashtakoot, each a pure function of the two Moons, in the common North Indian practice
 * (the tables most North Indian and Nepali panchangas print; where those differ the choice is named below and
 * in docs/jyotish.md). Each returns the points and the two categories compared.
 */
import {
  BODY_DISPLAY_NAMES,
  NAKSHATRA_NAMES,
  type Relationship,
  relationship,
  SIGN_NAMES,
  signLord,
} from "../../astro/jyotish";
import type { PlanetName, ZodiacPosition } from "../../astro/types";
import {
  GANA_OF_NAKSHATRA,
  GANAS,
  type Gana,
  INAUSPICIOUS_TARAS,
  nadiOf,
  taraOf,
  VARNAS,
  VASHYAS,
  varnaOf,
  vashyaOf,
  YONI_OF_NAKSHATRA,
  YONIS,
} from "./tables";
import { KOOTA_MAX, type Koota, type KootaName } from "./types";

/** What matching reads of a Moon: its sidereal place (a chart's `bodies.moon` is one). */
export type MoonPlace = Pick<ZodiacPosition, "lon" | "sign" | "degInSign" | "nakshatra" | "pada" | "navamsaSign">;

function koota(name: KootaName, points: number, bride: string, groom: string): Koota {
  return { name, points, max: KOOTA_MAX[name], bride, groom };
}

/** Varna (1): the groom's varna at least the bride's. */
export function varnaKoota(bride: MoonPlace, groom: MoonPlace): Koota {
  const b = varnaOf(bride.sign);
  const g = varnaOf(groom.sign);
  return koota("varna", VARNAS.indexOf(g) <= VARNAS.indexOf(b) ? 1 : 0, b, g);
}

/**
 * Vashya (2), symmetric: same group 2; one group tame to the other 1; one the other's prey 0.5 (Manava with
 * Jalachara, Vanachara with Chatushpada); hostile 0. Rows and columns in VASHYAS order. Maitreya's table
 * (saravali.de) is directional and differs in some cells; this is the symmetric table most panchangas print.
 */
const VASHYA_POINTS: readonly (readonly number[])[] = [
  [2, 1, 1, 0.5, 1], // Chatushpada
  [1, 2, 0.5, 0, 1], // Manava
  [1, 0.5, 2, 1, 1], // Jalachara
  [0.5, 0, 1, 2, 0], // Vanachara
  [1, 1, 1, 0, 2], // Keeta
];

export function vashyaKoota(bride: MoonPlace, groom: MoonPlace): Koota {
  const b = vashyaOf(bride.sign, bride.degInSign);
  const g = vashyaOf(groom.sign, groom.degInSign);
  return koota("vashya", VASHYA_POINTS[VASHYAS.indexOf(b)]?.[VASHYAS.indexOf(g)] ?? 0, b, g);
}

/**
 * Tara (3): the groom's star counted from the bride's and the bride's from the groom's; each count that lands
 * on an auspicious tara gives 1.5. The categories shown are the taras each star falls in from the other's.
 */
export function taraKoota(bride: MoonPlace, groom: MoonPlace): Koota {
  const ofGroom = taraOf(bride.nakshatra, groom.nakshatra);
  const ofBride = taraOf(groom.nakshatra, bride.nakshatra);
  const good = (t: typeof ofGroom) => (INAUSPICIOUS_TARAS.includes(t) ? 0 : 1.5);
  return koota("tara", good(ofGroom) + good(ofBride), ofBride, ofGroom);
}

/**
 * Yoni (4), symmetric: same animal 4, friendly 3, neutral 2, unfriendly 1, sworn enemies 0 (horse-buffalo,
 * elephant-lion, sheep-monkey, serpent-mongoose, dog-deer, cat-rat, cow-tiger). Rows and columns in YONIS
 * order. Maitreya prints two cells asymmetrically (deer-horse 1, lion-buffalo 2); the common table, used here,
 * has horse-deer 3 and buffalo-lion 1 both ways.
 */
const YONI_POINTS: readonly (readonly number[])[] = [
  [4, 2, 2, 3, 2, 2, 2, 1, 0, 1, 3, 3, 2, 1], // Horse
  [2, 4, 3, 3, 2, 2, 2, 2, 3, 1, 2, 3, 2, 0], // Elephant
  [2, 3, 4, 2, 1, 2, 1, 3, 3, 1, 2, 0, 3, 1], // Sheep
  [3, 3, 2, 4, 2, 1, 1, 1, 1, 2, 2, 2, 0, 2], // Serpent
  [2, 2, 1, 2, 4, 2, 1, 2, 2, 1, 0, 2, 1, 1], // Dog
  [2, 2, 2, 1, 2, 4, 0, 2, 2, 1, 3, 3, 2, 1], // Cat
  [2, 2, 1, 1, 1, 0, 4, 2, 2, 2, 2, 2, 1, 2], // Rat
  [1, 2, 3, 1, 2, 2, 2, 4, 3, 0, 3, 2, 2, 1], // Cow
  [0, 3, 3, 1, 2, 2, 2, 3, 4, 1, 2, 2, 2, 1], // Buffalo
  [1, 1, 1, 2, 1, 1, 2, 0, 1, 4, 1, 1, 2, 1], // Tiger
  [3, 2, 2, 2, 0, 3, 2, 3, 2, 1, 4, 2, 2, 1], // Deer
  [3, 3, 0, 2, 2, 3, 2, 2, 2, 1, 2, 4, 3, 2], // Monkey
  [2, 2, 3, 0, 1, 2, 1, 2, 2, 2, 2, 3, 4, 2], // Mongoose
  [1, 0, 1, 2, 1, 1, 2, 1, 1, 1, 1, 2, 2, 4], // Lion
];

export function yoniKoota(bride: MoonPlace, groom: MoonPlace): Koota {
  const b = YONI_OF_NAKSHATRA[bride.nakshatra] ?? "Horse";
  const g = YONI_OF_NAKSHATRA[groom.nakshatra] ?? "Horse";
  return koota("yoni", YONI_POINTS[YONIS.indexOf(b)]?.[YONIS.indexOf(g)] ?? 0, b, g);
}

/** How the two Moon-sign lords regard each other (natural friendship, docs/jyotish.md), each way. */
export function lordsRegard(a: PlanetName, b: PlanetName): [Relationship, Relationship] {
  return [relationship(a, b), relationship(b, a)];
}

/** The two lords are one planet, or each counts the other a natural friend. */
export function lordsFriendly(a: PlanetName, b: PlanetName): boolean {
  const [ab, ba] = lordsRegard(a, b);
  return a === b || (ab === "friend" && ba === "friend");
}

/** Graha Maitri points by the two regards, order-free: "friend+neutral" and "neutral+friend" are one. */
const MAITRI_POINTS: Readonly<Record<string, number>> = {
  "friend+friend": 5,
  "friend+neutral": 4,
  "neutral+neutral": 3,
  "enemy+friend": 1,
  "enemy+neutral": 0.5,
  "enemy+enemy": 0,
};

/** Graha Maitri (5): natural friendship of the Moon-sign lords; one lord for both counts as friends. */
export function grahaMaitriKoota(bride: MoonPlace, groom: MoonPlace): Koota {
  const b = signLord(bride.sign);
  const g = signLord(groom.sign);
  const key = lordsRegard(b, g).sort().join("+");
  const points = b === g ? 5 : (MAITRI_POINTS[key] ?? 0);
  return koota("graha_maitri", points, BODY_DISPLAY_NAMES[b], BODY_DISPLAY_NAMES[g]);
}

/**
 * Gana (6), directional; rows the groom's gana, columns the bride's, in GANAS order. Same gana 6; a Deva groom
 * with a Manushya bride 6, the reverse 5; a Rakshasa groom with a Deva bride 1, the reverse 0; Manushya with
 * Rakshasa 0 either way (as North Indian panchangas print it; PyJHora, after saravali.de, has the table
 * transposed).
 */
const GANA_POINTS: readonly (readonly number[])[] = [
  [6, 6, 0], // groom Deva
  [5, 6, 0], // groom Manushya
  [1, 0, 6], // groom Rakshasa
];

export function ganaOf(place: MoonPlace): Gana {
  return GANA_OF_NAKSHATRA[place.nakshatra] ?? "Deva";
}

export function ganaKoota(bride: MoonPlace, groom: MoonPlace): Koota {
  const b = ganaOf(bride);
  const g = ganaOf(groom);
  return koota("gana", GANA_POINTS[GANAS.indexOf(g)]?.[GANAS.indexOf(b)] ?? 0, b, g);
}

/** The groom's Moon sign counted from the bride's (1 = same sign). */
export function signDistance(bride: MoonPlace, groom: MoonPlace): number {
  return ((groom.sign - bride.sign + 12) % 12) + 1;
}

/** 2/12, 5/9 and 6/8 from each other: the pairs Bhakoot gives nothing for. */
const BHAKOOT_DOSHA_DISTANCES: readonly number[] = [2, 12, 5, 9, 6, 8];

/** Bhakoot (7): 7 unless the Moon signs are 2/12, 5/9 or 6/8 from each other. */
export function bhakootKoota(bride: MoonPlace, groom: MoonPlace): Koota {
  const bad = BHAKOOT_DOSHA_DISTANCES.includes(signDistance(bride, groom));
  return koota("bhakoot", bad ? 0 : 7, SIGN_NAMES[bride.sign] ?? "", SIGN_NAMES[groom.sign] ?? "");
}

/** Nadi (8): 8 for different nadis, 0 for the same. */
export function nadiKoota(bride: MoonPlace, groom: MoonPlace): Koota {
  const b = nadiOf(bride.nakshatra);
  const g = nadiOf(groom.nakshatra);
  return koota("nadi", b === g ? 0 : 8, b, g);
}

/** The eight kootas in the classical order, Varna first. */
export function kootas(bride: MoonPlace, groom: MoonPlace): Koota[] {
  return [
    varnaKoota(bride, groom),
    vashyaKoota(bride, groom),
    taraKoota(bride, groom),
    yoniKoota(bride, groom),
    grahaMaitriKoota(bride, groom),
    ganaKoota(bride, groom),
    bhakootKoota(bride, groom),
    nadiKoota(bride, groom),
  ];
}

/** "Rohini" for a place: how reasons name a Moon's star. */
export function starName(place: MoonPlace): string {
  return NAKSHATRA_NAMES[place.nakshatra] ?? "";
}
