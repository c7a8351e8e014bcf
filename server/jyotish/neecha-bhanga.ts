/**
 * Neecha bhanga (cancellation of debilitation) as Brihat Parashara Hora Shastra and Phaladeepika (7.26-7.30)
 * give it. A debilitated planet's weakness is cancelled when any of these holds:
 *  - the lord of the debilitation sign (its dispositor) is in a kendra from the ascendant or the Moon;
 *  - the planet exalted in that sign is in a kendra from the ascendant or the Moon;
 *  - the lord of the planet's own exaltation sign is in a kendra from the ascendant or the Moon;
 *  - the dispositor aspects the debilitated planet;
 *  - the debilitated planet is conjunct its dispositor or the planet exalted in that sign;
 *  - the debilitated planet is exalted in the navamsa (D9).
 */
import { BODY_DISPLAY_NAMES, DIGNITIES, SIGN_NAMES, signLord } from "../astro/jyotish";
import type { ChartData, PlanetName } from "../astro/types";
import { aspects, conjunct, houseFrom, isKendra, PLANETS } from "./relations";
import type { NeechaBhanga, NeechaBhangaCondition } from "./types";

/** The planet exalted in a sign, if any (Rahu and Ketu have none here). */
export function exaltedIn(sign: number): PlanetName | null {
  return PLANETS.find((p) => DIGNITIES[p].exaltedSign === sign) ?? null;
}

function kendraFromLagnaOrMoon(chart: ChartData, planet: PlanetName): string | null {
  const sign = chart.bodies[planet].sign;
  if (isKendra(houseFrom(sign, chart.ascendant.sign))) return "the ascendant";
  // The Moon is always in the 1st from itself: for the Moon only the ascendant counts.
  if (planet !== "moon" && isKendra(houseFrom(sign, chart.bodies.moon.sign))) return "the Moon";
  return null;
}

function judge(chart: ChartData, body: PlanetName): NeechaBhanga {
  const position = chart.bodies[body];
  const sign = position.sign;
  const dispositor = signLord(sign);
  const exaltedHere = exaltedIn(sign);
  const exaltationLord = signLord(DIGNITIES[body].exaltedSign);
  const name = (p: PlanetName) => BODY_DISPLAY_NAMES[p];
  const conditions: NeechaBhangaCondition[] = [];
  const reasons: string[] = [];
  const add = (condition: NeechaBhangaCondition, reason: string) => {
    conditions.push(condition);
    reasons.push(reason);
  };

  const dispositorKendra = dispositor !== body ? kendraFromLagnaOrMoon(chart, dispositor) : null;
  if (dispositorKendra) {
    add(
      "dispositor-in-kendra",
      `${name(dispositor)}, lord of ${SIGN_NAMES[sign]}, stands in a kendra from ${dispositorKendra}`,
    );
  }
  if (exaltedHere && exaltedHere !== body) {
    const where = kendraFromLagnaOrMoon(chart, exaltedHere);
    if (where)
      add(
        "exaltation-lord-in-kendra",
        `${name(exaltedHere)}, exalted in ${SIGN_NAMES[sign]}, stands in a kendra from ${where}`,
      );
  }
  if (exaltationLord !== body && exaltationLord !== dispositor) {
    const where = kendraFromLagnaOrMoon(chart, exaltationLord);
    if (where) {
      add(
        "exaltation-sign-lord-in-kendra",
        `${name(exaltationLord)}, lord of ${SIGN_NAMES[DIGNITIES[body].exaltedSign]} where ${name(body)} is exalted, stands in a kendra from ${where}`,
      );
    }
  }
  if (dispositor !== body && aspects(chart, dispositor, body)) {
    add("dispositor-aspects", `${name(dispositor)}, lord of ${SIGN_NAMES[sign]}, aspects ${name(body)}`);
  }
  const companion = [dispositor, exaltedHere].find(
    (p): p is PlanetName => p !== null && p !== body && conjunct(chart, body, p),
  );
  if (companion) add("conjunct-dispositor", `${name(body)} is joined by ${name(companion)} in ${SIGN_NAMES[sign]}`);
  if (position.navamsaSign === DIGNITIES[body].exaltedSign) {
    add("exalted-in-navamsa", `${name(body)} is exalted in the navamsa (${SIGN_NAMES[position.navamsaSign]})`);
  }
  return { body, cancelled: conditions.length > 0, conditions, reasons, school: "parashari" };
}

/** Neecha bhanga for each debilitated planet of the chart (empty when none is debilitated). */
export function neechaBhanga(chart: ChartData): NeechaBhanga[] {
  return PLANETS.filter((p) => chart.bodies[p].dignity === "debilitated").map((p) => judge(chart, p));
}
