/**
 * The navamsa (D9) view of marriage and the spouse (Parashari: the navamsa is the chart of marriage, read as a
 * check on the birth chart's 7th). Read: the navamsa lagna and its 7th sign and lord, the planets in that 7th, the
 * birth chart's 7th lord and the marriage karaka (Venus for a man, Jupiter for a woman, both when not known) by
 * their navamsa dignity, and vargottama (the same sign in D1 and D9, a strength). Their birth-chart combustion,
 * neecha bhanga and retrogression are stated with them.
 */
import { signLord } from "../astro/jyotish";
import type { BodyName, ChartData, PlanetName } from "../astro/types";
import { BODY_NAMES } from "../astro/types";
import { planetConditions } from "./condition";
import { houseFrom, isDusthana, isKendra, isTrikona, lordOfHouse } from "./relations";
import { spouseKarakas } from "./subject";
import type { Gender, NavamsaMarriage, ReadingReason } from "./types";
import { chosen, conditionReasons, dignityValue, effectOf, leanOf, naturalNature, ranked, signDignity } from "./weigh";

type D9Reason = Extract<ReadingReason, { kind: "d9-dignity" }>;

export function navamsaMarriage(chart: ChartData, askerGender: Gender): NavamsaMarriage {
  const lagna = chart.ascendant.navamsaSign;
  const seventhSign = (lagna + 6) % 12;
  const seventhLord = signLord(seventhSign);
  const conditions = planetConditions(chart);

  const inD9 = (planet: PlanetName, role: D9Reason["role"]): D9Reason => {
    const d9Sign = chart.bodies[planet].navamsaSign;
    const d9House = houseFrom(d9Sign, lagna);
    const dignity = signDignity(planet, d9Sign);
    const vargottama = chart.bodies[planet].sign === d9Sign;
    const house = isDusthana(d9House) ? -1 : isKendra(d9House) || isTrikona(d9House) ? 0.5 : 0;
    return {
      kind: "d9-dignity",
      planet,
      role,
      d9Sign,
      d9House,
      dignity,
      vargottama,
      ...effectOf(dignityValue(dignity) + house + (vargottama ? 1.5 : 0)),
    };
  };

  const natalSeventhLord = lordOfHouse(chart, 7);
  const placements: D9Reason[] = [inD9(natalSeventhLord, "seventh-lord")];
  if (seventhLord !== natalSeventhLord) placements.push(inD9(seventhLord, "d9-seventh-lord"));
  for (const karaka of spouseKarakas(askerGender)) {
    const planet = karaka.body as PlanetName;
    if (!placements.some((p) => p.planet === planet)) placements.push(inD9(planet, karaka.role));
  }
  // The birth-chart condition of the 7th lord and the karakas (the navamsa 7th lord is read in the navamsa only).
  const natal = placements.filter((p) => p.role !== "d9-seventh-lord").map((p) => conditions[p.planet]);
  const reasons: ReadingReason[] = [...placements, ...natal.flatMap(conditionReasons)];

  const occupants = BODY_NAMES.filter((b) => chart.bodies[b].navamsaSign === seventhSign).map((planet: BodyName) => ({
    planet,
    nature: naturalNature(chart, planet),
  }));
  for (const o of occupants) {
    if (o.planet === seventhLord) continue; // in its own sign: weighed as the lord's dignity
    reasons.push({
      kind: "d9-occupant",
      planet: o.planet,
      nature: o.nature,
      ...effectOf(o.nature === "benefic" ? 1 : -1),
    });
  }
  return {
    lagna,
    lagnaVargottama: chart.ascendant.sign === lagna,
    seventhSign,
    seventhLord,
    occupants,
    placements,
    lean: leanOf(reasons),
    reasons: chosen(reasons),
    allReasons: ranked(reasons),
    school: "parashari",
  };
}
