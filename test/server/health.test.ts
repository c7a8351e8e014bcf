import { existsSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../server/db/client";
import { dbKinds, openTestDatabase } from "../support/databases";
import { createTestApp } from "../support/test-app";

describe.each(dbKinds)("health and API basics on %s", (kind) => {
  let database: Database;
  let app: Awaited<ReturnType<typeof createTestApp>>["app"];
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    app = (await createTestApp(database)).app;
  });
  afterAll(() => database.close());

  it("answers ok with the version and the engine after checking the database", async () => {
    const res = await app.request("/api/health");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ok", version: "v1.0.2", db: kind });
  });

  it("answers 503 when the database is unreachable", async () => {
    const broken = (await createTestApp({ ...database, ping: () => Promise.reject(new Error("down")) })).app;
    const res = await broken.request("/api/health");
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ status: "error", db: kind });
  });

  it("has the migrated schema with the seeded gurus", async () => {
    const gurus = await database.db.query.guruProfiles.findMany();
    expect(gurus.length).toBeGreaterThanOrEqual(3);
    expect(gurus[0]).toMatchObject({ name: expect.any(String), imageUrl: expect.stringMatching(/^\//) });
  });

  it("names raster portraits of the gurus that the app ships (an SVG image is parsed on the page's main thread)", async () => {
    const gurus = await database.db.query.guruProfiles.findMany();
    for (const guru of gurus) {
      expect(guru.imageUrl).toMatch(/^\/images\/gurus\/[a-z]+\.webp$/);
      expect(existsSync(path.join("public", guru.imageUrl)), guru.imageUrl).toBe(true);
    }
  });

  it("answers unknown API paths with a JSON 404, not the app's HTML", async () => {
    const res = await app.request("/api/no-such-call", { method: "POST" });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: "Not found." });
  });

  it("refuses oversized bodies with 413 and a message", async () => {
    const res = await app.request("/api/health", {
      method: "POST",
      headers: { "content-type": "application/json", "content-length": String(200_000) },
      body: JSON.stringify({ x: "a".repeat(200_000) }),
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ message: "The request body is too large." });
  });
});
