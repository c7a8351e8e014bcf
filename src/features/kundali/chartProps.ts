// The chart as the API sends it (houses with sign numbers and planet labels) in the shape the chart view draws.
import type { ChartHouse as ApiChartHouse } from "../../../contract/charts";
import type { PlanetRow } from "../../../contract/kundali";
// The zod-free module: a value import of contract/kundali.ts would put zod in the screen's chunk, and zod probes
// `Function("")` on its first object parse, which the page's CSP reports as a violation.
import { KUNDALI_LABELS } from "../../../contract/kundali-choices";
import { displayNumber } from "../../i18n/format";
import type { ChartHouse, PlanetPosition } from "../../ui/BirthChart";
import { zodiacSigns } from "../../ui/zodiac";
import { degreeText } from "./depth/PlanetTable";

export function housesForChart(chart: readonly ApiChartHouse[]): ChartHouse[] {
  return chart
    .map((house) => ({ sign: Number(house.sign), planet_small: house.planet_small }))
    .filter((house) => Number.isInteger(house.sign) && house.sign >= 1 && house.sign <= 12);
}

/**
 * The screen-reader table before the report is read: each planet with its sign and house. The houses carry no
 * degrees or nakshatras, so those are null (the table says they are not known) rather than invented.
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

/**
 * The screen-reader table from the report's rows (GET /api/kundali): each planet with its sign, house, degree and
 * nakshatra (with its pada), as the page's planet table shows them.
 */
export function planetsFromReport(rows: readonly PlanetRow[], code: string): PlanetPosition[] {
  return rows.flatMap((row) =>
    row.point === "ascendant"
      ? []
      : [
          {
            planet: KUNDALI_LABELS[row.point],
            sign: zodiacSigns[row.sign]?.english ?? row.sign_name,
            degree: degreeText(row.degree, code),
            nakshatra: `${row.nakshatra_name} (${displayNumber(row.pada, code)})`,
            house: row.house,
          },
        ],
  );
}
