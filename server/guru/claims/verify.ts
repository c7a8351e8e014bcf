// Whether one claim is true of the chart (whole-sign houses, dignities by sign as docs/jyotish.md gives them, the
// Vimshottari periods running at `now`).
import { runningDashas } from "../../astro/dasha";
import { DIGNITIES, signOfHouse } from "../../astro/jyotish";
import type { ChartData, PlanetName } from "../../astro/types";
import type { Claim } from "./claim";

export function claimHolds(claim: Claim, chart: ChartData, now: Date): boolean {
  switch (claim.kind) {
    case "planet-sign":
      return chart.bodies[claim.body].sign === claim.sign;
    case "planet-house":
      return chart.bodies[claim.body].house === claim.house;
    case "house-sign":
      return claim.house >= 1 && claim.house <= 12 && signOfHouse(claim.house, chart.ascendant.sign) === claim.sign;
    case "dignity": {
      const row = DIGNITIES[claim.body as PlanetName];
      const sign = chart.bodies[claim.body].sign;
      if (claim.dignity === "exalted") return row.exaltedSign === sign;
      if (claim.dignity === "debilitated") return row.debilitatedSign === sign;
      return row.ownSigns.includes(sign);
    }
    case "running-dasha": {
      const running = runningDashas(chart.dashas, now);
      if (!running) return false;
      return (claim.level === "mahadasha" ? running.mahadasha.lord : running.antardasha.lord) === claim.lord;
    }
  }
}
