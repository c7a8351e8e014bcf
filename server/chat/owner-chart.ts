// The asker's birth chart: the owner's latest chart row, with its engine data (charts.astro_data).
import { and, desc, eq, isNull } from "drizzle-orm";
import type { ChartData } from "../astro/types";
import type { Db } from "../db/client";
import { charts } from "../db/schema";
import type { QuotaOwner } from "../quota/ledger";

export interface OwnerChart {
  id: number;
  name: string;
  /** As entered with the birth details ("male", "female", "other"). */
  gender: string;
  /** The birth details as entered (local clock) and the place they resolved to. */
  birthDate: string;
  birthTime: string;
  birthPlace: string;
  country: string;
  timezone: string;
  data: ChartData;
}

/** True when stored JSON has the parts of the engine's ChartData the guru reads. */
function isChartData(value: unknown): value is ChartData {
  if (value === null || typeof value !== "object") return false;
  const v = value as Partial<ChartData>;
  return (
    typeof v.ascendant?.sign === "number" &&
    v.bodies !== undefined &&
    typeof v.bodies.moon?.house === "number" &&
    Array.isArray(v.dashas?.mahadashas)
  );
}

export async function latestChartOf(db: Db, owner: QuotaOwner): Promise<OwnerChart | null> {
  const where =
    "userId" in owner
      ? eq(charts.userId, owner.userId)
      : and(eq(charts.sessionId, owner.sessionId), isNull(charts.userId));
  const [row] = await db
    .select({
      id: charts.id,
      name: charts.name,
      gender: charts.gender,
      birthDate: charts.birthDate,
      birthTime: charts.birthTime,
      birthPlace: charts.birthPlace,
      country: charts.country,
      timezone: charts.timezone,
      astroData: charts.astroData,
    })
    .from(charts)
    .where(where)
    .orderBy(desc(charts.id))
    .limit(1);
  if (!row) return null;
  if (!isChartData(row.astroData)) throw new Error("The stored chart is not in the engine's format");
  const { astroData, ...fields } = row;
  return { ...fields, data: astroData };
}
