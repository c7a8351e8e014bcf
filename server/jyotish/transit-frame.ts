/**
 * A transit judged in the frame it is named in. From the natal Moon: Phaladeepika's gochara verdict (Saturn, Rahu
 * and Ketu good in the 3rd, 6th and 11th; Jupiter in the 2nd, 5th, 7th, 9th and 11th). From the lagna: a reading of
 * the house's significations (which matters the transit touches and how the planet colours them, common practice),
 * with no good/bad verdict, because the gochara table is counted from the Moon. Each frame carries its own house and
 * its own judgement, so an answer cannot name the house from the lagna and the verdict from the Moon.
 */
import type { ChartData } from "../astro/types";
import { FAVOURABLE_FROM_MOON } from "./gochar";
import { houseFrom } from "./relations";
import type { FramedTransit, TransitBody, TransitEffect, TransitFrame, TransitPlacement } from "./types";

export const TRANSIT_EFFECT: Record<TransitBody, TransitEffect> = {
  jupiter: "expands",
  saturn: "tests",
  rahu: "stirs",
  ketu: "detaches",
};

/** The transit counted in one frame, with that frame's judgement only. */
export function transitIn(chart: ChartData, placement: TransitPlacement, frame: TransitFrame): FramedTransit {
  const { body, sign, since, until } = placement;
  if (frame === "moon") {
    const house = houseFrom(sign, chart.bodies.moon.sign);
    return {
      frame,
      body,
      sign,
      house,
      favourable: FAVOURABLE_FROM_MOON[body].includes(house),
      since,
      until,
      school: "phaladeepika",
    };
  }
  return {
    frame,
    body,
    sign,
    house: houseFrom(sign, chart.ascendant.sign),
    favourable: null,
    effect: TRANSIT_EFFECT[body],
    since,
    until,
    school: "common-practice",
  };
}

/** Both frames of one transit, each judged in itself. */
export function transitFrames(
  chart: ChartData,
  placement: TransitPlacement,
): { fromMoon: FramedTransit; fromAscendant: FramedTransit } {
  return { fromMoon: transitIn(chart, placement, "moon"), fromAscendant: transitIn(chart, placement, "ascendant") };
}
