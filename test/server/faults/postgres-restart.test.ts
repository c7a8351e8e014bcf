// PostgreSQL restarted under load: the server keeps running through the outage (5xx while the database is away,
// no crash), serves again once it is back, every acknowledged write is there and the quota ledger is whole.
// Uses its own throw-away cluster (the restart would disturb other test files); loopback only, bounded in time.
import { afterAll, beforeAll, expect, it } from "vitest";
import { createCoupon } from "../../../server/commerce/coupons";
import { type Database, openDatabase } from "../../../server/db/client";
import { type PostgresServer, startPostgres } from "../../support/postgres-cluster";
import { type RunningServer, startServer } from "../../support/server-process";
import { brokenLedgerRules, openReservations } from "./ledger-invariants";
import { memberJourney, newAcknowledgements } from "./member-journey";

const WORKERS = 3;
const COUPON = "FAULTRESTART";

let cluster: PostgresServer;
let server: RunningServer | undefined;
let database: Database;
let databaseUrl: string;

beforeAll(async () => {
  cluster = await startPostgres();
  const url = new URL(cluster.url);
  url.pathname = "/postgres";
  databaseUrl = url.toString();
  database = await openDatabase({ kind: "postgres", url: databaseUrl, poolSize: 2 });
  await createCoupon(database.db, { code: COUPON, questions: 3, maxRedemptions: null, expiresAt: null });
}, 120_000);

afterAll(async () => {
  await server?.stop();
  await database?.close();
  cluster?.stop();
});

async function until(condition: () => boolean, timeoutMs: number): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!condition() && Date.now() < end) await new Promise((r) => setTimeout(r, 50));
}

it("rides out a PostgreSQL restart under load and keeps every acknowledged write", async () => {
  server = await startServer({
    DATABASE_URL: databaseUrl,
    AUTH_JWT_SECRET: "postgres-restart-test-secret-0123456789abcdef",
    RATE_LIMIT_PER_IP: "100000",
    RATE_LIMIT_PER_ACCOUNT: "100000",
  });
  const before = newAcknowledgements();
  const during = newAcknowledgements();
  let phase: "before" | "during" | "done" = "before";
  let journeys = 0;
  const running = server;
  const workers = Array.from({ length: WORKERS }, async () => {
    while (phase !== "done") await memberJourney(running.url, COUPON, phase === "before" ? before : during, journeys++);
  });
  await until(() => before.questions.length >= 6 && before.coupons.length >= 2, 40_000);
  phase = "during";
  // Journeys already under way keep writing to `before`; what they meet from here on is the outage.
  const errorsBeforeRestart = [...before.serverErrors];
  cluster.restart();
  // Let the stream run on against the restarted database for a while.
  const mark = during.questions.length;
  await until(() => during.questions.length >= mark + 4, 30_000);
  phase = "done";
  await Promise.all(workers);

  expect(errorsBeforeRestart).toEqual([]);
  expect(running.process.exitCode, running.output().slice(-3000)).toBeNull();
  // Once the database is back, a whole journey succeeds again.
  const after = newAcknowledgements();
  await memberJourney(running.url, COUPON, after, 10_000);
  expect(after.serverErrors).toEqual([]);
  expect(after.questions).toHaveLength(2);

  const acks = {
    registered: [...before.registered, ...during.registered, ...after.registered],
    questions: [...before.questions, ...during.questions, ...after.questions],
    coupons: [...before.coupons, ...during.coupons, ...after.coupons],
  };
  const db = database.db;
  const users = await db.query.users.findMany({ columns: { id: true, email: true } });
  const idOf = new Map(users.map((u) => [u.email, u.id]));
  for (const email of acks.registered) expect(idOf.has(email), `acknowledged registration ${email}`).toBe(true);
  const messages = await db.query.chatMessages.findMany({ columns: { userId: true, query: true } });
  const stored = new Set(messages.map((m) => `${m.userId}:${m.query}`));
  for (const q of acks.questions) expect(stored.has(`${idOf.get(q.email)}:${q.question}`), q.question).toBe(true);
  const redemptions = await db.query.couponRedemptions.findMany({ columns: { userId: true } });
  const redeemedBy = new Set(redemptions.map((r) => r.userId));
  for (const c of acks.coupons) expect(redeemedBy.has(idOf.get(c.email) ?? -1), c.email).toBe(true);
  expect(await brokenLedgerRules(db)).toEqual({});
  expect(await openReservations(db)).toBeLessThanOrEqual(WORKERS);
  console.log(
    `PostgreSQL restart: ${acks.registered.length} registrations, ${acks.questions.length} questions, ` +
      `${acks.coupons.length} coupons acknowledged; during and after the restart ${before.serverErrors.length + during.serverErrors.length} 5xx ` +
      `answers, ${before.dropped + during.dropped} calls cut off`,
  );
}, 180_000);
