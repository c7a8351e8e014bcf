/**
 * Manglik (kuja dosha), North Indian practice: Mars in the 1st, 2nd, 4th, 7th, 8th or 12th house from the
 * ascendant (also read from the Moon, and from Venus in South Indian practice). BPHS does not name the dosha;
 * the rule and its exceptions come from the marriage-matching tradition as North Indian panchangas and matching
 * guides print them (they attribute them to later muhurta texts), and lists differ. The exceptions used here are
 * the most commonly cited:
 *  - Mars in its own sign (Aries, Scorpio) or exalted (Capricorn);
 *  - Mars in Leo or Aquarius;
 *  - Mars aspected by Jupiter, or joined by Jupiter or the Moon;
 *  - by house and sign: 2nd in Gemini or Virgo, 4th in Aries or Scorpio, 7th in Cancer or Capricorn,
 *    8th in Sagittarius or Pisces, 12th in Taurus or Libra.
 * (Exceptions that need the partner's chart, such as both being manglik, belong to matching, not to one chart.)
 */
import { SIGN_NAMES } from "../astro/jyotish";
import type { ChartData } from "../astro/types";
import { aspects, conjunct, houseFrom } from "./relations";
import type { Manglik, ManglikException } from "./types";

export const MANGLIK_HOUSES: readonly number[] = [1, 2, 4, 7, 8, 12];

/** House -> signs in which Mars there does not make the chart manglik. */
const HOUSE_SIGN_EXCEPTIONS: Record<number, { signs: number[]; id: ManglikException }> = {
  2: { signs: [2, 5], id: "second-house-gemini-virgo" },
  4: { signs: [0, 7], id: "fourth-house-aries-scorpio" },
  7: { signs: [3, 9], id: "seventh-house-cancer-capricorn" },
  8: { signs: [8, 11], id: "eighth-house-sagittarius-pisces" },
  12: { signs: [1, 6], id: "twelfth-house-taurus-libra" },
};

export function manglik(chart: ChartData): Manglik {
  const mars = chart.bodies.mars;
  const marsHouse = mars.house;
  const fromAscendant = MANGLIK_HOUSES.includes(marsHouse);
  const fromMoon = MANGLIK_HOUSES.includes(houseFrom(mars.sign, chart.bodies.moon.sign));
  const fromVenus = MANGLIK_HOUSES.includes(houseFrom(mars.sign, chart.bodies.venus.sign));
  const exceptions: ManglikException[] = [];
  const exceptionReasons: string[] = [];
  const add = (id: ManglikException, reason: string) => {
    exceptions.push(id);
    exceptionReasons.push(reason);
  };
  const sign = SIGN_NAMES[mars.sign];
  if (mars.sign === 0 || mars.sign === 7) add("mars-own-sign", `Mars is in its own sign, ${sign}`);
  if (mars.sign === 9) add("mars-exalted", "Mars is exalted in Capricorn");
  if (mars.sign === 4 || mars.sign === 10) add("mars-in-leo-or-aquarius", `Mars is in ${sign}`);
  if (aspects(chart, "jupiter", "mars")) add("mars-aspected-by-jupiter", "Jupiter aspects Mars");
  const companion = (["jupiter", "moon"] as const).find((b) => conjunct(chart, "mars", b));
  if (companion)
    add("mars-conjunct-jupiter-or-moon", `Mars is joined by ${companion === "moon" ? "the Moon" : "Jupiter"}`);
  const houseSign = HOUSE_SIGN_EXCEPTIONS[marsHouse];
  if (houseSign?.signs.includes(mars.sign)) {
    add(houseSign.id, `Mars in the ${marsHouse === 2 ? "2nd" : `${marsHouse}th`} house in ${sign} is excepted`);
  }
  const cancelled = exceptions.length > 0;
  const status: Manglik["status"] =
    !fromAscendant && !fromMoon ? "none" : cancelled ? "cancelled" : fromAscendant ? "present" : "mild";
  return {
    fromAscendant,
    fromMoon,
    fromVenus,
    marsHouse,
    exceptions: fromAscendant || fromMoon ? exceptions : [],
    exceptionReasons: fromAscendant || fromMoon ? exceptionReasons : [],
    manglik: status === "present",
    status,
    school: "common-practice",
  };
}
