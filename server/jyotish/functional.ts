/**
 * Functional benefics, malefics and the yogakaraka for each ascendant, as Brihat Parashara Hora Shastra
 * (chapter on yogakarakas, "Effects of the lords by ascendant") gives them. The table is the classical one,
 * not derived by a formula, because Parashara's verdicts weigh exceptions (the 8th lordship spares the Sun and
 * Moon; a natural benefic owning a kendra loses its goodness) that a simple rule gets wrong for some signs.
 * Marakas are the lords of the 2nd and 7th.
 */
import { housesRuledBy, ordinal } from "../astro/jyotish";
import type { PlanetName, SignIndex } from "../astro/types";
import { isKendra, isTrikona, PLANETS } from "./relations";
import type { FunctionalRole, FunctionalRoles } from "./types";

interface AscendantRow {
  benefics: PlanetName[];
  malefics: PlanetName[];
  yogakaraka: PlanetName | null;
}

/** BPHS, ascendant by ascendant (Aries first). The lagna lord is always counted a benefic. */
const BPHS_ROLES: readonly AscendantRow[] = [
  { benefics: ["mars", "sun", "jupiter"], malefics: ["saturn", "mercury", "venus"], yogakaraka: null },
  { benefics: ["venus", "saturn", "sun", "mercury"], malefics: ["jupiter", "moon"], yogakaraka: "saturn" },
  { benefics: ["mercury", "venus"], malefics: ["mars", "jupiter", "sun"], yogakaraka: null },
  { benefics: ["moon", "mars", "jupiter"], malefics: ["venus", "mercury"], yogakaraka: "mars" },
  { benefics: ["sun", "mars", "jupiter"], malefics: ["mercury", "venus"], yogakaraka: "mars" },
  { benefics: ["mercury", "venus"], malefics: ["mars", "jupiter", "moon"], yogakaraka: null },
  { benefics: ["venus", "saturn", "mercury"], malefics: ["jupiter", "sun", "mars"], yogakaraka: "saturn" },
  { benefics: ["mars", "jupiter", "moon", "sun"], malefics: ["venus", "mercury", "saturn"], yogakaraka: null },
  { benefics: ["jupiter", "mars", "sun"], malefics: ["venus"], yogakaraka: null },
  { benefics: ["saturn", "venus", "mercury"], malefics: ["mars", "jupiter", "moon"], yogakaraka: "venus" },
  { benefics: ["saturn", "venus"], malefics: ["jupiter", "moon", "mars"], yogakaraka: "venus" },
  { benefics: ["jupiter", "mars", "moon"], malefics: ["saturn", "venus", "sun", "mercury"], yogakaraka: null },
];

function houseList(houses: number[]): string {
  const names = houses.map(ordinal);
  return names.length <= 1 ? (names[0] ?? "") : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
}

function reasonFor(role: FunctionalRole, houses: number[]): string {
  const rules = `rules the ${houseList(houses)}`;
  if (role === "yogakaraka") return `${rules}: a kendra and a trikona, so it is the yogakaraka`;
  if (houses.includes(1)) return `${rules}: the lagna lord is always a friend of the chart`;
  if (role === "benefic") {
    const trikona = houses.find((h) => isTrikona(h));
    return trikona ? `${rules}: the ${ordinal(trikona)} is a trikona, so it is a functional benefic` : `${rules}`;
  }
  if (role === "malefic") {
    const bad = houses.filter((h) => h === 3 || h === 6 || h === 8 || h === 11 || h === 12);
    if (bad.length > 0) return `${rules}: the ${houseList(bad)} make it a functional malefic`;
    if (houses.some(isKendra)) return `${rules}: a natural benefic owning a kendra loses its goodness`;
    return `${rules}: a functional malefic for this ascendant`;
  }
  return `${rules}: neutral, it gives the results of its placement and company`;
}

export function functionalRoles(ascendantSign: SignIndex): FunctionalRoles {
  const sign = ((ascendantSign % 12) + 12) % 12;
  const row = BPHS_ROLES[sign] as AscendantRow;
  const roles = {} as Record<PlanetName, FunctionalRole>;
  const reasons = {} as Record<PlanetName, string>;
  for (const planet of PLANETS) {
    const role: FunctionalRole =
      planet === row.yogakaraka
        ? "yogakaraka"
        : row.benefics.includes(planet)
          ? "benefic"
          : row.malefics.includes(planet)
            ? "malefic"
            : "neutral";
    roles[planet] = role;
    reasons[planet] = reasonFor(role, housesRuledBy(planet, sign));
  }
  const marakas = PLANETS.filter((p) => housesRuledBy(p, sign).some((h) => h === 2 || h === 7));
  return {
    ascendantSign: sign,
    roles,
    yogakaraka: row.yogakaraka,
    benefics: PLANETS.filter((p) => roles[p] === "benefic" || roles[p] === "yogakaraka"),
    malefics: PLANETS.filter((p) => roles[p] === "malefic"),
    marakas,
    reasons,
    school: "parashari",
  };
}
