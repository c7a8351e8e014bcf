// Modal-mode registration: a guest who already has a chart, answers and questions registers, and all of
// it moves to the new account (matches included). The claim is one conditional UPDATE, so a session is claimed only once.
import { and, desc, eq, isNull } from "drizzle-orm";
import { charts, chatMessages, couponRedemptions, guestSessions, matches, quotaLedger } from "../db/schema";
import { ValidationError } from "../http/errors";
import type { Queryable } from "../quota/ledger";

export interface ClaimedGuest {
  guruId: number | null;
  /** The guest's latest chart: its name and birth details become the account's. */
  chart: Pick<
    typeof charts.$inferSelect,
    "name" | "gender" | "birthDate" | "birthTime" | "birthPlace" | "country"
  > | null;
}

export async function claimGuestSession(tx: Queryable, sessionId: string, userId: number): Promise<ClaimedGuest> {
  const [session] = await tx
    .update(guestSessions)
    .set({ claimedByUserId: userId })
    .where(and(eq(guestSessions.id, sessionId), isNull(guestSessions.claimedByUserId)))
    .returning({ guruId: guestSessions.guruId });
  if (!session) throw ValidationError.said("session_id", "sessionNotClaimable");

  // Rows already given to a user stay theirs; only the guest's own rows move.
  const guestOwned = <
    T extends typeof charts | typeof chatMessages | typeof quotaLedger | typeof couponRedemptions | typeof matches,
  >(
    table: T,
  ) => and(eq(table.sessionId, sessionId), isNull(table.userId));
  await tx.update(charts).set({ userId }).where(guestOwned(charts));
  await tx.update(chatMessages).set({ userId }).where(guestOwned(chatMessages));
  await tx.update(quotaLedger).set({ userId }).where(guestOwned(quotaLedger));
  await tx.update(couponRedemptions).set({ userId }).where(guestOwned(couponRedemptions));
  await tx.update(matches).set({ userId }).where(guestOwned(matches));

  const [chart] = await tx
    .select({
      name: charts.name,
      gender: charts.gender,
      birthDate: charts.birthDate,
      birthTime: charts.birthTime,
      birthPlace: charts.birthPlace,
      country: charts.country,
    })
    .from(charts)
    .where(and(eq(charts.sessionId, sessionId), eq(charts.userId, userId)))
    .orderBy(desc(charts.id))
    .limit(1);
  return { guruId: session.guruId, chart: chart ?? null };
}
