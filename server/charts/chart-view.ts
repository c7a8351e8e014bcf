/** How a stored chart is shown to clients: the 12-house list, the horoscope sign JSON and the rest. */
import { BODY_LABELS, SIGN_NAMES, signOfHouse } from "../astro/jyotish";
import { BODY_NAMES, type ChartData } from "../astro/types";

export interface ChartHouse {
  /** Sign number in the house, Aries = 1 (North Indian chart numbering). */
  sign: number;
  /** Labels of the bodies in the house: Su Mo Ma Me Ju Ve Sa Ra Ke. */
  planet_small: string[];
}

/** The 12 whole-sign houses, house 1 (the ascendant's sign) first. */
export function chartHouses(chart: ChartData): ChartHouse[] {
  return Array.from({ length: 12 }, (_, i) => {
    const house = i + 1;
    return {
      sign: signOfHouse(house, chart.ascendant.sign) + 1,
      planet_small: BODY_NAMES.filter((b) => chart.bodies[b].house === house).map((b) => BODY_LABELS[b]),
    };
  });
}

/** The Moon sign's name: the horoscope sign, as Vedic practice uses it. */
export function moonSignName(chart: ChartData): string {
  return SIGN_NAMES[chart.bodies.moon.sign] as string;
}

/** `horoscope_data`: JSON text with `sign` (the Moon sign) and the ascendant sign beside it. */
export function horoscopeData(chart: ChartData): string {
  return JSON.stringify({
    sign: moonSignName(chart),
    moon_sign: moonSignName(chart),
    ascendant_sign: SIGN_NAMES[chart.ascendant.sign],
    nakshatra: chart.bodies.moon.nakshatra,
  });
}

/** The chart fields both chart calls answer with, from a stored `charts` row. */
export function storedChartPayload(row: { interpretation: string; category: string[]; astroData: unknown }): {
  interpretation: string;
  chart: ChartHouse[];
  category: string[];
  horoscope_data: string;
  astro_data: ChartData;
} {
  const astro = row.astroData as ChartData;
  return {
    interpretation: row.interpretation,
    chart: chartHouses(astro),
    category: row.category,
    horoscope_data: horoscopeData(astro),
    astro_data: astro,
  };
}
