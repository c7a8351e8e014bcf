/**
 * Love or arranged marriage (common practice; the classical texts do not sort marriages this way). Love is read
 * from a link between the 5th house (romance) and the 7th (marriage): their lords exchanging signs, joined, in
 * mutual aspect, one in the other's house (the 7th lord exalted in the 5th the strongest of these), or either lord
 * with Venus or Rahu. An arranged marriage is read from the 7th lord's tie to the 9th lord (elders, tradition) or the
 * 2nd lord (the family) and Jupiter's hand on the 7th, and from the absence of any 5th-7th link. Both kinds of sign
 * together lean "both": a love match the families take up. docs/jyotish.md gives the weights.
 */
import { aspectedHouses, DIGNITIES } from "../astro/jyotish";
import type { BodyName, ChartData, PlanetName } from "../astro/types";
import { planetConditions } from "./condition";
import { association, conjunct, lordOfHouse } from "./relations";
import type { ArrangedSign, LoveArrangedReason, LoveOrArranged, LoveSign } from "./types";

/** A love total from this weight is a clear lean; below it a single minor sign. */
const CLEAR_LOVE = 2.5;
const CLEAR_ARRANGED = 2;

const inExaltationSign = (chart: ChartData, planet: PlanetName) =>
  chart.bodies[planet].sign === DIGNITIES[planet].exaltedSign;

/** The 7th house's sign is aspected by Jupiter, or Jupiter stands there. */
function jupiterOnSeventh(chart: ChartData): boolean {
  const house = chart.bodies.jupiter.house;
  return house === 7 || aspectedHouses("jupiter", house).includes(7);
}

/** Two lords joined (conjunction, exchange, mutual aspect) or either in the other's house. */
function tied(chart: ChartData, a: PlanetName, aHouse: number, b: PlanetName, bHouse: number): boolean {
  if (a === b) return true;
  return association(chart, a, b) !== null || chart.bodies[a].house === bHouse || chart.bodies[b].house === aHouse;
}

export function loveOrArranged(chart: ChartData): LoveOrArranged {
  const fifth = lordOfHouse(chart, 5);
  const seventh = lordOfHouse(chart, 7);
  const reasons: LoveArrangedReason[] = [];
  const love = (sign: LoveSign, planets: BodyName[], weight: number) =>
    reasons.push({ kind: "love", sign, planets, weight });
  const arranged = (sign: ArrangedSign, planets: BodyName[], weight: number) =>
    reasons.push({ kind: "arranged", sign, planets, weight });

  const link = association(chart, fifth, seventh);
  const fifthInSeventh = chart.bodies[fifth].house === 7;
  const seventhInFifth = chart.bodies[seventh].house === 5;
  if (link === "exchange") love("lords-exchange", [fifth, seventh], 4);
  else {
    if (link === "conjunction") love("lords-conjunct", [fifth, seventh], 3);
    if (link === "mutual aspect") love("lords-mutual-aspect", [fifth, seventh], 2);
    if (fifthInSeventh) love("fifth-lord-in-seventh", [fifth], 2.5);
    if (seventhInFifth) love("seventh-lord-in-fifth", [seventh], 2.5);
  }
  if (seventhInFifth && inExaltationSign(chart, seventh)) love("seventh-lord-exalted-in-fifth", [seventh], 2);
  if (fifthInSeventh && inExaltationSign(chart, fifth)) love("fifth-lord-exalted-in-seventh", [fifth], 2);
  for (const lord of [fifth, seventh]) {
    if (lord !== "venus" && conjunct(chart, lord, "venus")) love("lord-with-venus", [lord, "venus"], 1);
    if (conjunct(chart, lord, "rahu")) love("lord-with-rahu", [lord, "rahu"], 1);
  }
  const fifthSeventhLinked = reasons.some(
    (r) => r.kind === "love" && r.sign !== "lord-with-venus" && r.sign !== "lord-with-rahu",
  );

  const ninth = lordOfHouse(chart, 9);
  const second = lordOfHouse(chart, 2);
  if (ninth !== seventh && tied(chart, seventh, 7, ninth, 9))
    arranged("seventh-lord-with-ninth-lord", [seventh, ninth], 2);
  if (second !== seventh && tied(chart, seventh, 7, second, 2))
    arranged("seventh-lord-with-second-lord", [seventh, second], 1.5);
  if (jupiterOnSeventh(chart)) arranged("jupiter-on-seventh", ["jupiter"], 1.5);
  if (!fifthSeventhLinked) arranged("no-fifth-seventh-link", [fifth, seventh], 1);

  const total = (kind: "love" | "arranged") =>
    reasons.filter((r) => r.kind === kind).reduce((sum, r) => sum + r.weight, 0);
  const loveTotal = total("love");
  const arrangedTotal = total("arranged");
  const lean: LoveOrArranged["lean"] =
    loveTotal >= CLEAR_LOVE
      ? arrangedTotal >= CLEAR_ARRANGED
        ? "both"
        : "love"
      : loveTotal > 0 && arrangedTotal < CLEAR_ARRANGED
        ? "both"
        : "arranged";
  const conditions = planetConditions(chart);
  return {
    lean,
    love: loveTotal,
    arranged: arrangedTotal,
    reasons: reasons.sort((a, b) => b.weight - a.weight),
    fifthLord: conditions[fifth],
    seventhLord: conditions[seventh],
    school: "common-practice",
  };
}
