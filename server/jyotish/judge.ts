/**
 * judgeChart: every finding of server/jyotish for one chart at one date, as one object. The natal part
 * (functional roles, strengths, neecha bhanga, yogas, Manglik) depends on the chart only and is kept per chart;
 * the dated part (dasha, gochar, Sade Sati) per chart and day. Both caches are small and bounded.
 */
import { dashaStackAt } from "../astro/dasha";
import { signLord } from "../astro/jyotish";
import type { ChartData } from "../astro/types";
import { functionalRoles } from "./functional";
import { gochar } from "./gochar";
import { manglik } from "./manglik";
import { neechaBhanga } from "./neecha-bhanga";
import { ashtamaShani, sadeSati } from "./sade-sati";
import { planetStrengths } from "./strength";
import type { ChartJudgement } from "./types";
import { findYogas } from "./yogas";

type Natal = Pick<
  ChartJudgement,
  "ascendant" | "functional" | "strengths" | "bestPlaced" | "neechaBhanga" | "yogas" | "manglik"
>;

const MAX_CHARTS = 500;
const natalCache = new Map<string, Natal>();
const datedCache = new Map<string, ChartJudgement>();

/** A chart is identified by its birth instant, place and node model (the engine is deterministic). */
function chartKey(chart: ChartData): string {
  return `${chart.birth.utc}|${chart.birth.lat}|${chart.birth.lon}|${chart.node}|${chart.ascendant.lon}`;
}

function remember<V>(cache: Map<string, V>, key: string, value: V): V {
  if (cache.size >= MAX_CHARTS) cache.delete(cache.keys().next().value as string);
  cache.set(key, value);
  return value;
}

function natal(chart: ChartData): Natal {
  const cancellations = neechaBhanga(chart);
  const strengths = planetStrengths(chart, cancellations);
  const lord = signLord(chart.ascendant.sign);
  const lordStrength = strengths.find((s) => s.body === lord);
  if (!lordStrength || !strengths[0]) throw new Error("planet strengths incomplete");
  return {
    ascendant: {
      sign: chart.ascendant.sign,
      lord,
      lordHouse: chart.bodies[lord].house,
      lordDignity: chart.bodies[lord].dignity,
      lordStrength,
    },
    functional: functionalRoles(chart.ascendant.sign),
    strengths,
    bestPlaced: strengths[0],
    neechaBhanga: cancellations,
    yogas: findYogas(chart, cancellations),
    manglik: manglik(chart),
  };
}

const YEAR_MS = 365.25 * 86_400_000;

export function judgeChart(chart: ChartData, now: Date): ChartJudgement {
  const key = chartKey(chart);
  const day = Math.floor(now.getTime() / 86_400_000);
  const datedKey = `${key}|${day}`;
  const cached = datedCache.get(datedKey);
  if (cached) return { ...cached, at: now.toISOString(), dasha: dashaStackAt(chart.dashas, now) };
  const natalPart = natalCache.get(key) ?? remember(natalCache, key, natal(chart));
  const judgement: ChartJudgement = {
    at: now.toISOString(),
    ageYears: Math.floor((now.getTime() - Date.parse(chart.birth.utc)) / YEAR_MS),
    ...natalPart,
    dasha: dashaStackAt(chart.dashas, now),
    gochar: gochar(chart, now),
    sadeSati: sadeSati(chart, now),
    ashtamaShani: ashtamaShani(chart, now),
  };
  return remember(datedCache, datedKey, judgement);
}
