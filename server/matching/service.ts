// Kundali matches as the product keeps them: the asker's latest chart weighed against a partner's birth details,
// stored for the owner (a user or a guest session) and read back newest first.
import { and, desc, eq, isNull } from "drizzle-orm";
import { type BirthDetails, computeBirthChart } from "../charts/service";
import { latestChartOf } from "../chat/owner-chart";
import type { Db } from "../db/client";
import { charts, matches } from "../db/schema";
import { ApiError } from "../http/errors";
import { ashtakoot } from "../jyotish/matching/ashtakoot";
import type { Ashtakoot } from "../jyotish/matching/types";
import { ownerColumns, type QuotaOwner } from "../quota/ledger";
import { type MatchRole, rolesOf } from "./roles";

export const matchMessages = {
  noChart: "Please generate your kundali before matching it.",
} as const;

export interface MatchSideRecord {
  name: string;
  gender: string;
  role: MatchRole;
}

/** A stored match: what the page and the guru read (both charts stay in the database; neither reads them back). */
export interface MatchRecord {
  id: number;
  createdAt: Date;
  asker: MatchSideRecord;
  partner: MatchSideRecord & { birthDate: string; birthTime: string; birthPlace: string };
  result: Ashtakoot;
}

/** Computes the partner's chart (422 on bad details, like a chart of one's own) and stores the match. */
export async function createMatch(
  db: Db,
  owner: QuotaOwner,
  partner: BirthDetails,
  now = new Date(),
): Promise<MatchRecord> {
  const asker = await latestChartOf(db, owner);
  if (!asker) throw new ApiError(409, matchMessages.noChart);
  const computed = computeBirthChart(partner, now);
  const roles = rolesOf(asker.gender, partner.gender);
  const result =
    roles.asker === "bride" ? ashtakoot(asker.data, computed.chart) : ashtakoot(computed.chart, asker.data);
  const place = [computed.city.name, computed.city.country_name].join(", ");
  const [row] = await db
    .insert(matches)
    .values({
      ...ownerColumns(owner),
      chartId: asker.id,
      partnerName: partner.name,
      partnerGender: partner.gender,
      partnerBirthDate: computed.birthDate,
      partnerBirthTime: computed.birthTime,
      partnerBirthPlace: place,
      partnerChart: computed.chart,
      result,
    })
    .returning({ id: matches.id, createdAt: matches.createdAt });
  if (!row) throw new Error("insert into matches returned no row");
  return {
    id: row.id,
    createdAt: row.createdAt,
    asker: { name: asker.name, gender: asker.gender, role: roles.asker },
    partner: {
      name: partner.name,
      gender: partner.gender,
      role: roles.partner,
      birthDate: computed.birthDate,
      birthTime: computed.birthTime,
      birthPlace: place,
    },
    result,
  };
}

const ownedBy = (owner: QuotaOwner) =>
  "userId" in owner
    ? eq(matches.userId, owner.userId)
    : and(eq(matches.sessionId, owner.sessionId), isNull(matches.userId));

/** The owner's matches, newest first (at most `limit`), each with the asker's side from the chart it was made with. */
export async function listMatches(db: Db, owner: QuotaOwner, limit = 50): Promise<MatchRecord[]> {
  const rows = await db
    .select({
      id: matches.id,
      createdAt: matches.createdAt,
      partnerName: matches.partnerName,
      partnerGender: matches.partnerGender,
      partnerBirthDate: matches.partnerBirthDate,
      partnerBirthTime: matches.partnerBirthTime,
      partnerBirthPlace: matches.partnerBirthPlace,
      result: matches.result,
      askerName: charts.name,
      askerGender: charts.gender,
    })
    .from(matches)
    .innerJoin(charts, eq(charts.id, matches.chartId))
    .where(ownedBy(owner))
    .orderBy(desc(matches.id))
    .limit(limit);
  return rows.map((row) => {
    const roles = rolesOf(row.askerGender, row.partnerGender);
    return {
      id: row.id,
      createdAt: row.createdAt,
      asker: { name: row.askerName, gender: row.askerGender, role: roles.asker },
      partner: {
        name: row.partnerName,
        gender: row.partnerGender,
        role: roles.partner,
        birthDate: row.partnerBirthDate,
        birthTime: row.partnerBirthTime,
        birthPlace: row.partnerBirthPlace,
      },
      result: row.result as Ashtakoot,
    };
  });
}

/** The owner's latest match, for the guru; null when there is none. */
export async function latestMatchOf(db: Db, owner: QuotaOwner): Promise<MatchRecord | null> {
  return (await listMatches(db, owner, 1))[0] ?? null;
}
