// What nobody comes back for is deleted: a guest session (never registered) with nothing new written for
// GUEST_SESSION_RETENTION_DAYS goes with its charts, chats, matches and quota rows (the foreign keys cascade; its
// coupon redemptions stay, detached, and still count against their coupon's cap); refresh tokens go once expired
// (a used one is kept until then, so that its replay still revokes its family); mailed tokens go once used or
// expired (either is refused exactly like an unknown one). The server sweeps at start and then every
// RETENTION_SWEEP_INTERVAL_MINUTES; several instances sweeping the same database delete nothing twice.
import { and, exists, gte, inArray, isNotNull, isNull, lt, not, or, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Config } from "../config";
import type { Db } from "../db/client";
import {
  charts,
  chatMessages,
  emailTokens,
  guestSessions,
  matches,
  quotaBalances,
  quotaLedger,
  refreshTokens,
} from "../db/schema";
import { loggableError } from "../http/loggable-error";
import type { Logger } from "../log";
import { balanceKey } from "../quota/ledger";

/** Sessions deleted per statement: each batch is one short transaction, whatever the backlog. */
const SESSION_BATCH = 500;

export interface SweepCounts {
  guestSessions: number;
  refreshTokens: number;
  emailTokens: number;
}

/** The tables a guest session writes to; a row in any of them newer than the cutoff keeps the session. */
const sessionRows: { table: PgTable; sessionId: PgColumn; createdAt: PgColumn }[] = [
  { table: charts, sessionId: charts.sessionId, createdAt: charts.createdAt },
  { table: chatMessages, sessionId: chatMessages.sessionId, createdAt: chatMessages.createdAt },
  { table: matches, sessionId: matches.sessionId, createdAt: matches.createdAt },
  { table: quotaLedger, sessionId: quotaLedger.sessionId, createdAt: quotaLedger.createdAt },
];

async function sweepIdleGuestSessions(db: Db, retentionDays: number): Promise<number> {
  const cutoff = sql`now() - ${retentionDays} * interval '1 day'`;
  const idle = db
    .select({ id: guestSessions.id })
    .from(guestSessions)
    .where(
      and(
        // A claimed session's rows belong to the account now; they go with it.
        isNull(guestSessions.claimedByUserId),
        lt(guestSessions.createdAt, cutoff),
        ...sessionRows.map(({ table, sessionId, createdAt }) =>
          not(
            exists(
              db
                .select({ one: sql`1` })
                .from(table)
                .where(and(sql`${sessionId} = ${guestSessions.id}`, gte(createdAt, cutoff))),
            ),
          ),
        ),
      ),
    )
    .limit(SESSION_BATCH);
  let total = 0;
  for (;;) {
    const deleted = await db.transaction(async (tx) => {
      const rows = await tx
        .delete(guestSessions)
        .where(inArray(guestSessions.id, idle))
        .returning({ id: guestSessions.id });
      // The ledger's rows cascade; their owner's running balance row is the trigger's, and goes here.
      if (rows.length > 0) {
        const owners = rows.map((row) => balanceKey({ sessionId: row.id }));
        await tx.delete(quotaBalances).where(inArray(quotaBalances.owner, owners));
      }
      return rows.length;
    });
    total += deleted;
    if (deleted < SESSION_BATCH) return total;
  }
}

export async function sweepExpired(db: Db, config: Pick<Config, "GUEST_SESSION_RETENTION_DAYS">): Promise<SweepCounts> {
  const guests = await sweepIdleGuestSessions(db, config.GUEST_SESSION_RETENTION_DAYS);
  const refresh = await db
    .delete(refreshTokens)
    .where(lt(refreshTokens.expiresAt, sql`now()`))
    .returning({ id: refreshTokens.id });
  const mailed = await db
    .delete(emailTokens)
    .where(or(isNotNull(emailTokens.usedAt), lt(emailTokens.expiresAt, sql`now()`)))
    .returning({ id: emailTokens.id });
  return { guestSessions: guests, refreshTokens: refresh.length, emailTokens: mailed.length };
}

/**
 * Sweeps now and then every `everyMs`, one sweep at a time; a failed sweep is logged and the next one tries again.
 * `stop()` waits for a sweep under way, so that the database can be closed after it.
 */
export function scheduleSweeps(
  db: Db,
  config: Pick<Config, "GUEST_SESSION_RETENTION_DAYS" | "RETENTION_SWEEP_INTERVAL_MINUTES">,
  log: Logger,
  everyMs = config.RETENTION_SWEEP_INTERVAL_MINUTES * 60_000,
): { stop(): Promise<void> } {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const sweep = () => {
    running = sweepExpired(db, config)
      // A sweep that removed nothing says nothing: a start prints one line (where the app is) and no more.
      .then((counts) => {
        if (Object.values(counts).some((count) => count > 0)) log.info("retention sweep done", { ...counts });
      })
      .catch((err: unknown) => log.error(`retention sweep failed: ${loggableError(err)}`))
      .finally(() => {
        if (!stopped) timer = setTimeout(sweep, everyMs).unref();
      });
  };
  timer = setTimeout(sweep, 0).unref();
  return {
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
