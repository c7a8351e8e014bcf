// Whether one claim is true of the chart (whole-sign houses, dignities by sign as docs/jyotish.md gives them,
// combustion and retrogression as computed), of the judgement (lordships, Manglik, Sade Sati, the yogas found) and
// of today's sky (the Vimshottari periods running at the judgement's date, the slow planets' transits).
import { DIGNITIES, signLord, signOfHouse } from "../../astro/jyotish";
import type { ChartData, DashaLord, PlanetName } from "../../astro/types";
import type { ChartJudgement } from "../../jyotish";
import type { Claim, NamedDate } from "./claim";

/** What a claim is checked against. */
export interface ChartFacts {
  chart: ChartData;
  judgement: ChartJudgement;
}

/** A named month (or year) matches a date when it is the same month, or one month either side (rounding). */
function sameTime(named: NamedDate, iso: string | undefined | null): boolean {
  if (!iso) return false;
  const at = new Date(iso);
  const months = at.getUTCFullYear() * 12 + at.getUTCMonth();
  if (named.month === null) {
    if (named.approximate) return Math.abs(named.year - at.getUTCFullYear()) <= 1;
    // A year alone: the year itself, or the next when the date falls in its first days (periods end at midnight).
    return named.year === at.getUTCFullYear() || (named.year === at.getUTCFullYear() - 1 && at.getUTCMonth() === 0);
  }
  return Math.abs(named.year * 12 + named.month - months) <= (named.approximate ? 3 : 1);
}

function periodDateHolds(claim: Extract<Claim, { kind: "period-date" }>, chart: ChartData): boolean {
  const edge = (p: { start: string; end: string }) => (claim.edge === "start" ? p.start : p.end);
  for (const md of chart.dashas.mahadashas) {
    if (claim.mahadasha !== null && md.lord !== claim.mahadasha) continue;
    if (claim.antardasha === null) {
      if (sameTime(claim.date, edge(md))) return true;
      continue;
    }
    for (const ad of md.antardashas) {
      if (ad.lord === claim.antardasha && sameTime(claim.date, edge(ad))) return true;
    }
  }
  return false;
}

const runningLord = (j: ChartJudgement, level: "mahadasha" | "antardasha"): DashaLord | undefined =>
  j.dasha ? j.dasha[level].lord : undefined;

export function claimHolds(claim: Claim, facts: ChartFacts): boolean {
  const { chart, judgement } = facts;
  switch (claim.kind) {
    case "planet-sign":
      return chart.bodies[claim.body].sign === claim.sign;
    case "planet-house":
      return chart.bodies[claim.body].house === claim.house;
    case "house-sign":
      return claim.house >= 1 && claim.house <= 12 && signOfHouse(claim.house, chart.ascendant.sign) === claim.sign;
    case "lordship":
      return (
        claim.house >= 1 && claim.house <= 12 && signLord(signOfHouse(claim.house, chart.ascendant.sign)) === claim.body
      );
    case "dignity": {
      const body = chart.bodies[claim.body];
      if (claim.dignity === "combust") return body.combust === true;
      if (claim.dignity === "retrograde") return body.retrograde === true;
      const row = DIGNITIES[claim.body as PlanetName];
      if (claim.dignity === "exalted") return row.exaltedSign === body.sign;
      if (claim.dignity === "debilitated") return row.debilitatedSign === body.sign;
      return row.ownSigns.includes(body.sign);
    }
    case "running-dasha":
      return runningLord(judgement, claim.level) === claim.lord;
    case "period-date":
      return periodDateHolds(claim, chart);
    case "running-period-date": {
      const running = judgement.dasha;
      if (!running) return false;
      const levels = claim.level ? [claim.level] : (["mahadasha", "antardasha"] as const);
      return levels.some((level) => {
        const period = running[level];
        return sameTime(claim.date, claim.edge === "start" ? period.start : period.end);
      });
    }
    case "manglik": {
      const status = judgement.manglik.status;
      if (claim.status === "yes") return status === "present" || status === "mild";
      if (claim.status === "cancelled") return status === "cancelled";
      return status === "none" || status === "cancelled";
    }
    case "sade-sati":
      return judgement.sadeSati.active === claim.running;
    case "sade-sati-date": {
      const s = judgement.sadeSati;
      return claim.which === "next-start" ? sameTime(claim.date, s.next?.start) : sameTime(claim.date, s.current?.end);
    }
    case "yoga":
      return judgement.yogas.some((y) => y.name === claim.yoga && !y.cancelled) === claim.present;
    case "transit": {
      const t = judgement.gochar.placements[claim.body];
      if (claim.sign !== undefined && t.sign !== claim.sign) return false;
      if (claim.house !== undefined && (claim.fromMoon ? t.houseFromMoon : t.houseFromAscendant) !== claim.house)
        return false;
      return true;
    }
  }
}
