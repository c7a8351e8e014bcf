// Shared by `npm run bench:api` and `npm run soak`: the real server on either engine with a member ready to call
// it, a typed autocannon, and the server's resident memory.

import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { createCoupon } from "../server/commerce/coupons";
import { type DbKind, openDatabase } from "../server/db/client";
import { startPostgres } from "../test/support/postgres-cluster";
import { type RunningServer, startServer } from "../test/support/server-process";

export interface LoadOptions {
  url: string;
  connections: number;
  duration: number;
  method?: "GET" | "POST";
  headers?: Record<string, string>;
  body?: string;
  /** Cycled in order on every connection instead of one fixed request. */
  requests?: Array<{ method: string; path: string; headers?: Record<string, string>; body?: string }>;
}

export interface LoadResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number; average: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}

export const autocannon = createRequire(import.meta.url)("autocannon") as (options: LoadOptions) => Promise<LoadResult>;

/** Resident memory of a process in MB (Linux). */
export function rssMb(pid: number): number {
  const match = readFileSync(`/proc/${pid}/status`, "utf8").match(/VmRSS:\s+(\d+) kB/);
  return match ? Number(match[1]) / 1024 : Number.NaN;
}

export const LOAD_COUPON = "LOADTEST";
const BIRTH = {
  name: "Asha Sharma",
  gender: "female",
  birth_date: "1990-04-12",
  birth_time: "06:30",
  birth_place: "Kathmandu",
  country: "Nepal",
};

export interface LoadTarget {
  kind: DbKind;
  server: RunningServer;
  /** `{ authorization: "Bearer ..." }` of a member with a chart, a few answers and a million questions left. */
  authHeader: Record<string, string>;
  /** Another member like the first (the access token lasts ACCESS_TOKEN_TTL_MINUTES). */
  addMember(): Promise<Record<string, string>>;
  stop(): Promise<void>;
}

/** Starts the server on a fresh database of the engine with a coupon worth a million questions, and a member. */
export async function startLoadTarget(kind: DbKind): Promise<LoadTarget> {
  const env: Record<string, string> = {
    NODE_ENV: "production",
    LOG_LEVEL: "error",
    RATE_LIMIT_PER_IP: "1000000",
    RATE_LIMIT_PER_ACCOUNT: "1000000",
    RATE_LIMIT_CHARTS_PER_HOUR: "1000000",
    RATE_LIMIT_GUEST_QUESTIONS_PER_HOUR: "1000000",
    // A load run on one machine: no reCAPTCHA to ask, and mails go to the outbox.
    ALLOW_NO_BOT_PROTECTION: "true",
    ALLOW_MAIL_OUTBOX: "true",
  };
  let cleanup = async () => {};
  const pgServer = kind === "postgres" ? await startPostgres() : undefined;
  if (pgServer) {
    const admin = new pg.Client({ connectionString: pgServer.url });
    await admin.connect();
    await admin.query("create database kundali_load");
    await admin.end();
    const url = new URL(pgServer.url);
    url.pathname = "/kundali_load";
    env.DATABASE_URL = url.toString();
    // PostgreSQL needs the secret every instance shares (the server refuses to start without it).
    env.AUTH_JWT_SECRET = randomBytes(48).toString("base64");
    const db = await openDatabase({ kind: "postgres", url: env.DATABASE_URL });
    await createCoupon(db.db, { code: LOAD_COUPON, questions: 1_000_000, maxRedemptions: null, expiresAt: null });
    await db.close();
    cleanup = async () => pgServer.stop();
  }
  let dataDir: string | undefined;
  if (!pgServer) {
    // The coupon goes in before the server holds the embedded database.
    dataDir = mkdtempSync(path.join(os.tmpdir(), "kundali-load-"));
    const db = await openDatabase({ kind: "pglite", dataDir: path.join(dataDir, "db") });
    await createCoupon(db.db, { code: LOAD_COUPON, questions: 1_000_000, maxRedemptions: null, expiresAt: null });
    await db.close();
    const dir = dataDir;
    cleanup = async () => rmSync(dir, { recursive: true, force: true });
  }
  const server = await startServer(env, dataDir);
  const call = async (path: string, body: unknown, headers: Record<string, string> = {}) => {
    const res = await fetch(`${server.url}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body: JSON.stringify(body),
    });
    const json = (await res.json()) as Record<string, unknown>;
    if (res.status !== 200) throw new Error(`${path} answered ${res.status}: ${JSON.stringify(json)}`);
    return json;
  };
  let members = 0;
  const addMember = async () => {
    const email = `load-${Date.now()}-${members++}@example.com`;
    const password = "correct horse 42";
    await call("/api/register", {
      ...BIRTH,
      email,
      contact: "+977-9812345678",
      password,
      password_confirmation: password,
      is_parent: "N",
    });
    const login = await call("/api/login", { email, password });
    const authHeader = { authorization: `Bearer ${String(login.access_token)}` };
    await call("/api/astro-details", BIRTH, authHeader);
    await call("/api/coupon/-/questions/apply", { coupon_code: LOAD_COUPON }, authHeader);
    for (const message of ["When will my career rise?", "What about marriage?"]) {
      await call("/api/assistant/chat", { message }, authHeader);
    }
    return authHeader;
  };
  const authHeader = await addMember();
  return {
    kind,
    server,
    authHeader,
    addMember,
    stop: async () => {
      await server.stop();
      await cleanup();
    },
  };
}
