// The server as `npm start` runs it: a real process, stopped with Ctrl-C (SIGINT) and started again.
import { rmSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../server/db/client";
import { coupons } from "../../server/db/schema";
import { migratedDataDir } from "../support/server-data-template";
import { startServer } from "../support/server-process";

// Real process starts: generous limits, since a loaded 2-core machine can take many seconds per start.
describe("the server process", { timeout: 180_000 }, () => {
  const dataDir = migratedDataDir("kundali-restart-");
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it("stops cleanly on SIGINT and keeps its data across a restart", async () => {
    const first = await startServer({}, dataDir);
    expect(await (await fetch(`${first.url}/api/health`)).json()).toMatchObject({ status: "ok", db: "pglite" });
    await first.stop();
    expect(first.process.exitCode).toBe(0);

    // Write a row while the server is down, as another tool would.
    const offline = await openDatabase({ kind: "pglite", dataDir: path.join(dataDir, "db") });
    await offline.db.insert(coupons).values({ code: "KEEPME", questions: 2 });
    await offline.close();

    const second = await startServer({}, dataDir);
    expect(await (await fetch(`${second.url}/api/health`)).json()).toMatchObject({ status: "ok" });
    await second.stop();
    expect(second.process.exitCode).toBe(0);

    const reopened = await openDatabase({ kind: "pglite", dataDir: path.join(dataDir, "db") });
    const kept = await reopened.db.select().from(coupons).where(eq(coupons.code, "KEEPME"));
    await reopened.close();
    expect(kept).toHaveLength(1);
  });

  it("refuses to start on a bad setting with one line naming it", async () => {
    await expect(startServer({ PORT: "not-a-port" })).rejects.toThrow(
      /exited with code 2:\s*Invalid setting PORT: must be a whole number \(got "not-a-port"\)/,
    );
  });

  it("serves the API from PostgreSQL when DATABASE_URL is set", async () => {
    const { inject } = await import("vitest");
    const server = await startServer({
      DATABASE_URL: inject("postgresUrl"),
      AUTH_JWT_SECRET: "server-process-test-secret-0123456789abcdef",
    });
    try {
      expect(await (await fetch(`${server.url}/api/health`)).json()).toMatchObject({ status: "ok", db: "postgres" });
    } finally {
      await server.stop();
    }
  });
});
