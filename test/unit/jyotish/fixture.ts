// Charts built placement by placement, for rules that need a chart that has a yoga and one that has not. Every
// derived field (house, dignity, combustion, nakshatra, navamsa) is computed by the engine's own rules from the
// longitudes given, so a fixture is a chart the engine could have produced for some moment.
import { computeChart } from "../../../server/astro/chart";
import { vimshottari } from "../../../server/astro/dasha";
import { dignityOf, houseOfSign, isCombust } from "../../../server/astro/jyotish";
import { BODY_NAMES, type BodyName, type BodyPosition, type ChartData } from "../../../server/astro/types";
import { zodiacPosition } from "../../../server/astro/zodiac";

/** [sign 0-11, degree in sign] or [sign, degree, retrograde]. */
export type Placement = [number, number] | [number, number, boolean];

/** A base with no yoga of the list, no debilitation, no Manglik (ascendant Aries); tests move one or two planets. */
export const BASE: Record<BodyName, Placement> = {
  sun: [3, 15],
  moon: [1, 16],
  mars: [5, 14],
  mercury: [4, 12],
  jupiter: [0, 13],
  venus: [2, 15],
  saturn: [4, 11],
  rahu: [8, 18, true],
  ketu: [2, 18, true],
};

const birth = computeChart({ utc: "1990-05-14T01:00:00Z" }, 27.70169, 85.3206).birth;

export function chartWith(ascendantSign: number, overrides: Partial<Record<BodyName, Placement>> = {}): ChartData {
  const placements = { ...BASE, ...overrides };
  if (overrides.rahu && !overrides.ketu) placements.ketu = [(overrides.rahu[0] + 6) % 12, overrides.rahu[1], true];
  const asc = zodiacPosition(ascendantSign * 30 + 15);
  const lonOf = (b: BodyName) => {
    const [sign, deg] = placements[b];
    return sign * 30 + deg;
  };
  const sunLon = lonOf("sun");
  const bodies = {} as Record<BodyName, BodyPosition>;
  for (const name of BODY_NAMES) {
    const lon = lonOf(name);
    const retrograde = placements[name][2] ?? false;
    const z = zodiacPosition(lon);
    bodies[name] = {
      ...z,
      name,
      speed: retrograde ? -0.05 : 0.5,
      retrograde,
      house: houseOfSign(z.sign, asc.sign),
      dignity: dignityOf(name, lon),
      combust: isCombust(name, lon, sunLon, retrograde),
    };
  }
  return {
    version: 1,
    birth,
    ayanamsa: 23.7,
    node: "mean",
    ascendant: { ...asc, house: 1 },
    bodies,
    dashas: vimshottari(bodies.moon.lon, new Date(birth.utc)),
  };
}
