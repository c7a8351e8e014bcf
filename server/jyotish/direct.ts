/**
 * Direct questions answered yes or no first, then why: "Is Sade Sati running?" (sade-sati.ts) and "Am I manglik?"
 * (manglik.ts). The rules and their schools are those files'; this only puts the verdict first.
 */
import type { ChartData } from "../astro/types";
import { manglik } from "./manglik";
import { houseFrom } from "./relations";
import { sadeSati } from "./sade-sati";
import type { ManglikAnswer, ManglikReason, SadeSatiAnswer } from "./types";

export function sadeSatiNow(chart: ChartData, now: Date): SadeSatiAnswer {
  const s = sadeSati(chart, now);
  return {
    running: s.active,
    phase: s.phase,
    span: s.current,
    phaseSpan: s.phaseSpan,
    next: s.next,
    previous: s.previous,
    moonSign: s.moonSign,
    school: s.school,
  };
}

const VERDICT = { present: "yes", mild: "mild", cancelled: "cancelled", none: "no" } as const;

export function manglikVerdict(chart: ChartData): ManglikAnswer {
  const m = manglik(chart);
  const mars = chart.bodies.mars;
  const reasons: ManglikReason[] = [
    { kind: "mars-house", from: "ascendant", house: m.marsHouse, counts: m.fromAscendant },
    { kind: "mars-house", from: "moon", house: houseFrom(mars.sign, chart.bodies.moon.sign), counts: m.fromMoon },
    ...m.exceptions.map((exception): ManglikReason => ({ kind: "exception", exception })),
  ];
  // The house that decides comes first: the lagna's when it counts or nothing counts, else the Moon's.
  if (!m.fromAscendant && m.fromMoon) reasons.unshift(reasons.splice(1, 1)[0] as ManglikReason);
  return { manglik: VERDICT[m.status], marsHouse: m.marsHouse, reasons, school: m.school };
}
