/** What every yoga rule reads besides the chart: which debilitations are cancelled, and a common weakening test. */
import type { ChartData, PlanetName } from "../../astro/types";
import type { NeechaBhanga, School, Yoga, YogaName } from "../types";

export interface YogaContext {
  chart: ChartData;
  /** Planets whose debilitation is cancelled (neecha bhanga). */
  cancelled: ReadonlySet<PlanetName>;
}

export function yogaContext(chart: ChartData, cancellations: NeechaBhanga[]): YogaContext {
  return { chart, cancelled: new Set(cancellations.filter((n) => n.cancelled).map((n) => n.body)) };
}

/** A yoga planet weakens it when combust, or debilitated without neecha bhanga. */
export function weakens(ctx: YogaContext, planet: PlanetName): boolean {
  const p = ctx.chart.bodies[planet];
  return p.combust || (p.dignity === "debilitated" && !ctx.cancelled.has(planet));
}

export function yoga(
  fields: Pick<Yoga, "name" | "label" | "bodies" | "houses" | "reason" | "gives"> &
    Partial<Pick<Yoga, "nature" | "cancelledBy" | "weakened">> & { school: School },
): Yoga {
  const cancelledBy = fields.cancelledBy ?? [];
  return {
    nature: "benefic",
    weakened: false,
    ...fields,
    cancelledBy,
    cancelled: cancelledBy.length > 0,
  };
}

export type { YogaName };
