/**
 * A life area of the person asked about, read from the asker's chart (Parashari; weights common practice,
 * docs/jyotish.md): the area's main house counted from the subject's house (bhavat bhavam), its sign and lord, the
 * lord's placement counted from that house and its condition (dignity, combustion, retrogression, neecha bhanga),
 * the planets in the house and those aspecting it, the karakas' strength, and how the running dasha lords touch
 * the houses read. The verdict leans supportive, mixed or challenging; the reasons are facts, never prose.
 */
import { dashaStackAt } from "../astro/dasha";
import { aspectedHouses, BODY_DISPLAY_NAMES, housesRuledBy, signLord, signOfHouse, UPACHAYAS } from "../astro/jyotish";
import type { BodyName, ChartData, DashaLord, DashaPeriod, PlanetName } from "../astro/types";
import { BODY_NAMES } from "../astro/types";
import { planetConditions } from "./condition";
import { BODY_OF_LORD, houseFrom } from "./relations";
import { housesFor } from "./subject";
import type { DashaLink, Gender, ReadingReason, Relative, SubjectHouses, SubjectReading, TimingTarget } from "./types";
import {
  chosen,
  conditionReasons,
  dignityValue,
  effectOf,
  leanOf,
  naturalNature,
  placementValue,
  ranked,
} from "./weigh";

/** Planets whose aspect on a house is weighed: Jupiter protects, Saturn and Mars press. */
const ASPECT_VALUE: Partial<Record<BodyName, number>> = { jupiter: 1, saturn: -0.75, mars: -0.75 };

/**
 * A natural malefic in the house read: it presses the house, less so in its own or exaltation sign; in an upachaya
 * (the 3rd, 6th, 10th or 11th counted from the subject, where malefics grow stronger with time) it helps.
 */
function maleficValue(dignified: boolean, areaHouse: number): number {
  if (UPACHAYAS.includes(areaHouse as (typeof UPACHAYAS)[number])) return dignified ? 1 : 0.5;
  return dignified ? -0.5 : -1;
}

/** How a dasha lord touches the houses read (structured; timing.ts scores the same links for windows). */
export function dashaLinksOf(
  chart: ChartData,
  lord: DashaLord,
  houses: readonly number[],
  karakas: readonly BodyName[],
  throughDispositor = true,
): DashaLink["links"] {
  const body = BODY_OF_LORD[lord];
  const position = chart.bodies[body];
  const links: DashaLink["links"] = [];
  if (body !== "rahu" && body !== "ketu") {
    for (const h of housesRuledBy(body, chart.ascendant.sign)) {
      if (houses.includes(h)) links.push({ kind: "rules", house: h, planet: null });
    }
  }
  if (houses.includes(position.house)) links.push({ kind: "occupies", house: position.house, planet: null });
  for (const h of aspectedHouses(body, position.house)) {
    if (houses.includes(h) && h !== position.house) links.push({ kind: "aspects", house: h, planet: null });
  }
  if (karakas.includes(body)) links.push({ kind: "karaka", house: null, planet: body });
  if ((body === "rahu" || body === "ketu") && throughDispositor) {
    // A node gives the results of the lord of its sign.
    const dispositor = signLord(position.sign);
    if (dashaLinksOf(chart, BODY_DISPLAY_NAMES[dispositor], houses, karakas, false).length > 0)
      links.push({ kind: "through-dispositor", house: null, planet: dispositor });
  }
  return links;
}

function runningLinks(chart: ChartData, now: Date, frame: SubjectHouses): DashaLink[] {
  const stack = dashaStackAt(chart.dashas, now);
  if (!stack) return [];
  const levels: [DashaLink["level"], DashaPeriod][] = [
    ["mahadasha", stack.mahadasha],
    ["antardasha", stack.antardasha],
    ["pratyantardasha", stack.pratyantardasha],
  ];
  return levels.map(([level, p]) => ({
    level,
    lord: p.lord,
    links: dashaLinksOf(
      chart,
      p.lord,
      frame.houses,
      frame.karakas.map((k) => k.body),
    ),
    start: p.start,
    end: p.end,
  }));
}

/**
 * Reads `area` (a life area, or houses counted from the subject) for `relative` in the asker's chart at `now`.
 * `subjectGender` is the subject's own gender when the question gives it ("my son"): it picks the marriage karaka.
 */
export function subjectReading(
  chart: ChartData,
  relative: Relative,
  area: TimingTarget | readonly number[],
  askerGender: Gender,
  now: Date,
  options: { subjectGender?: Gender } = {},
): SubjectReading {
  const frame = housesFor(relative, area, askerGender, options);
  const house = frame.houses[0] as number;
  const sign = signOfHouse(house, chart.ascendant.sign);
  const lord = signLord(sign);
  const conditions = planetConditions(chart);
  const lordCondition = conditions[lord];
  const lordFromHouse = houseFrom(lordCondition.sign, sign);
  const reasons: ReadingReason[] = [];

  reasons.push({
    kind: "lord-placement",
    planet: lord,
    house: lordCondition.house,
    fromHouse: lordFromHouse,
    dignity: lordCondition.dignity,
    ...effectOf(placementValue(lordFromHouse) + dignityValue(lordCondition.dignity, lordCondition.neechaBhanga)),
  });
  reasons.push(...conditionReasons(lordCondition));

  const occupants = BODY_NAMES.filter((b) => chart.bodies[b].house === house).map((planet) => ({
    planet,
    dignity: chart.bodies[planet].dignity,
    nature: naturalNature(chart, planet),
  }));
  for (const o of occupants) {
    if (o.planet === lord) continue; // its own house: weighed as the lord's placement
    const dignified = o.dignity === "exalted" || o.dignity === "own" || o.dignity === "moolatrikona";
    const value =
      o.nature === "benefic" ? (dignified ? 1.5 : 1) : maleficValue(dignified, frame.areaHouses[0] as number);
    reasons.push({
      kind: "occupant",
      planet: o.planet,
      house,
      nature: o.nature,
      dignity: o.dignity,
      ...effectOf(value),
    });
  }
  for (const [body, value] of Object.entries(ASPECT_VALUE) as [BodyName, number][]) {
    const at = chart.bodies[body].house;
    if (at !== house && aspectedHouses(body, at).includes(house)) {
      reasons.push({ kind: "aspect", planet: body, house, nature: naturalNature(chart, body), ...effectOf(value) });
    }
  }

  const karakas = frame.karakas.map((karaka) => ({
    karaka,
    condition: karaka.body === "rahu" || karaka.body === "ketu" ? null : conditions[karaka.body as PlanetName],
  }));
  for (const { karaka, condition } of karakas) {
    if (!condition) continue;
    // The subject's own karaka weighs fully; an area's karakas (four for career) half each.
    const scale = karaka.role === "area" ? 0.5 : 1;
    const value = condition.verdict === "strong" ? 1.5 : condition.verdict === "weak" ? -1.5 : 0;
    reasons.push({
      kind: "karaka",
      planet: condition.planet,
      role: karaka.role,
      verdict: condition.verdict,
      dignity: condition.dignity,
      combust: condition.combust,
      retrograde: condition.retrograde,
      neechaBhanga: condition.neechaBhanga,
      ...(value === 0 ? { effect: "neutral" as const, weight: 0.5 * scale } : effectOf(value * scale)),
    });
  }

  return {
    relative,
    area: typeof area === "string" ? area : null,
    frame,
    house,
    sign,
    lord,
    lordCondition,
    lordFromHouse,
    occupants,
    karakas,
    dasha: runningLinks(chart, now, frame),
    lean: leanOf(reasons),
    reasons: chosen(reasons),
    allReasons: ranked(reasons),
    school: "parashari",
  };
}
