// The chart as the API sends it (houses with sign numbers and planet labels) in the shape the chart view draws.
import type { ChartHouse as ApiChartHouse } from "../../../contract/charts";
import type { ChartHouse, PlanetPosition } from "../../ui/BirthChart";
import { zodiacSigns } from "../../ui/zodiac";

export function housesForChart(chart: readonly ApiChartHouse[]): ChartHouse[] {
  return chart
    .map((house) => ({ sign: Number(house.sign), planet_small: house.planet_small }))
    .filter((house) => Number.isInteger(house.sign) && house.sign >= 1 && house.sign <= 12);
}

/**
 * The screen-reader table: each planet with its sign and house. The houses carry no degrees or nakshatras, so those
 * are null (the table says they are not known) rather than invented.
 */
export function planetsFromHouses(houses: readonly ChartHouse[]): PlanetPosition[] {
  return houses.flatMap((house, index) =>
    house.planet_small.map((planet) => ({
      planet,
      sign: zodiacSigns[house.sign - 1]?.english ?? String(house.sign),
      degree: null,
      nakshatra: null,
      house: index + 1,
    })),
  );
}
