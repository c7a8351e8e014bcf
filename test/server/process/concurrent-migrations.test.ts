// Several instances started together on one empty PostgreSQL database: one migrates, the others wait for it,
// and every instance comes up and serves from the same schema.

import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type RunningServer, startServer } from "../../support/server-process";

const INSTANCES = 4;
const SECRET = "concurrent-migrations-test-secret-0123456789";

describe("instances started together on an empty PostgreSQL database", { timeout: 300_000 }, () => {
  const adminUrl = inject("postgresUrl");
  const dbName = `kundali_migrate_${process.pid}`;
  const url = new URL(adminUrl);
  url.pathname = `/${dbName}`;

  async function admin(sql: string) {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  }
  beforeAll(() => admin(`create database ${dbName}`));
  afterAll(() => admin(`drop database if exists ${dbName} with (force)`));

  it("all start, one migration is applied once, and all serve", async () => {
    const env = { DATABASE_URL: url.toString(), AUTH_JWT_SECRET: SECRET };
    const started = await Promise.allSettled(Array.from({ length: INSTANCES }, () => startServer(env)));
    const servers = started.flatMap((s) => (s.status === "fulfilled" ? [s.value] : [])) as RunningServer[];
    try {
      const failures = started.flatMap((s) => (s.status === "rejected" ? [String(s.reason)] : []));
      expect(failures).toEqual([]);
      for (const server of servers) {
        expect(await (await fetch(`${server.url}/api/health`)).json()).toMatchObject({ status: "ok", db: "postgres" });
      }
      const client = new pg.Client({ connectionString: url.toString() });
      await client.connect();
      try {
        const applied = await client.query(
          "select hash, count(*)::int as n from drizzle.__drizzle_migrations group by hash",
        );
        expect(applied.rows.length).toBeGreaterThan(0);
        expect(applied.rows.every((row) => row.n === 1)).toBe(true);
      } finally {
        await client.end();
      }
    } finally {
      await Promise.all(servers.map((server) => server.stop()));
    }
  });
});
