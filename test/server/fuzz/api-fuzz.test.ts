// Fuzz pass over every API call: random and malformed bodies, wrong methods and bad auth headers.
// Nothing may answer 5xx or leak a stack trace, and a batch of requests that were all rejected must leave every
// table as it was. FUZZ_SEED=N reproduces a run; failures print the seed and the requests that failed.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database, DbKind } from "../../../server/db/client";
import { registerAndLogin, registrationPayload } from "../../support/accounts";
import { openTestDatabase } from "../../support/databases";
import { createTestApp } from "../../support/test-app";
import { type FuzzRoute, requestGenerator } from "./random-requests";
import { tableChecksums, tableNames } from "./table-checksums";

const SEED = Number(process.env.FUZZ_SEED ?? 20261122);
/** PGlite is the default engine and gets most of the requests; PostgreSQL a smaller share. Total: 5,600. */
const REQUESTS: Record<DbKind, number> = { pglite: 4400, postgres: 1200 };
/** Requests between two table comparisons: small, so most batches are rejected whole and get checked. */
const BATCH = 2;

interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      {
        requestBody?: { content?: { "application/json"?: { schema?: { properties?: Record<string, unknown> } } } };
        parameters?: Array<{ in: string; name: string }>;
      }
    >
  >;
}

function routesOf(doc: OpenApiDocument): FuzzRoute[] {
  const routes: FuzzRoute[] = [];
  for (const [apiPath, operations] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(operations)) {
      routes.push({
        method: method.toUpperCase(),
        path: apiPath,
        fields: Object.keys(op.requestBody?.content?.["application/json"]?.schema?.properties ?? {}),
        query: (op.parameters ?? []).filter((p) => p.in === "query").map((p) => p.name),
      });
    }
  }
  // Calls outside the OpenAPI document, and paths that do not exist.
  routes.push(
    { method: "GET", path: "/api/health", fields: [], query: [] },
    { method: "GET", path: "/api/openapi.json", fields: [], query: [] },
    { method: "POST", path: "/api/no-such-call", fields: ["a"], query: [] },
    { method: "GET", path: "/api/user/../../etc/passwd", fields: [], query: [] },
  );
  return routes;
}

/** Values that pass validation for the usual field names, so the NUL sweep reaches each field's own check. */
function plausibleBody(route: FuzzRoute): Record<string, unknown> {
  const good: Record<string, unknown> = {
    ...registrationPayload(),
    message: "When will I marry?",
    city: "Kath",
    coupon_code: "WELCOME",
    category: "Marriage",
    token: "abc",
    refresh_token: "abc",
    product_id: "questions_5",
    purchase_token: "abc",
    categories: ["Marriage"],
  };
  return Object.fromEntries(route.fields.filter((f) => f in good).map((f) => [f, good[f]]));
}

describe.each(["pglite", "postgres"] as const)("API fuzz on %s", (kind) => {
  let database: Database;
  let app: Awaited<ReturnType<typeof createTestApp>>["app"];
  let outbox: string;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    outbox = mkdtempSync(path.join(os.tmpdir(), "kundali-fuzz-outbox-"));
    // Rate limits would turn most identity calls into 429s before they reach the code under test.
    app = (
      await createTestApp(database, {
        RATE_LIMIT_PER_IP: "1000000",
        RATE_LIMIT_PER_ACCOUNT: "1000000",
        MAIL_OUTBOX_DIR: outbox,
        PURCHASES_SANDBOX: "true",
      })
    ).app;
  });
  afterAll(async () => {
    await database.close();
    rmSync(outbox, { recursive: true, force: true });
  });

  it("refuses a NUL character in every body field and query parameter, and a lone surrogate in every body field, with a 4xx", async () => {
    const doc = (await (await app.request("/api/openapi.json")).json()) as OpenApiDocument;
    const member = await registerAndLogin(app);
    const failures: string[] = [];
    for (const route of routesOf(doc)) {
      for (const field of [...route.fields, ...route.query]) {
        for (const headers of [member.authHeader, {}]) {
          const inQuery = route.query.includes(field);
          const res = await app.request(inQuery ? `${route.path}?${field}=a%00b` : route.path, {
            method: route.method,
            headers: { "content-type": "application/json", ...headers },
            ...(inQuery ? {} : { body: JSON.stringify({ ...plausibleBody(route), [field]: "a\u0000b" }) }),
          });
          if (res.status >= 500) failures.push(`${res.status} ${route.method} ${route.path} ${field}`);
          if (inQuery) continue;
          const lone = await app.request(route.path, {
            method: route.method,
            headers: { "content-type": "application/json", ...headers },
            body: JSON.stringify({ ...plausibleBody(route), [field]: "a\ud800b" }),
          });
          if (lone.status >= 500)
            failures.push(`${lone.status} ${route.method} ${route.path} ${field} (lone surrogate)`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it(`answers ${REQUESTS[kind]} random requests without a 5xx and rejected ones change no row`, async () => {
    const doc = (await (await app.request("/api/openapi.json")).json()) as OpenApiDocument;
    const routes = routesOf(doc);
    expect(routes.length).toBeGreaterThanOrEqual(20);
    const member = await registerAndLogin(app);
    const other = await registerAndLogin(app);
    const next = requestGenerator(SEED + (kind === "postgres" ? 1 : 0), routes, [member.authHeader, other.authHeader]);
    const tables = await tableNames(database.db);

    const failures: string[] = [];
    const statuses = new Map<number, number>();
    let checkedBatches = 0;
    let before = await tableChecksums(database.db, tables);
    for (let sent = 0; sent < REQUESTS[kind]; sent += BATCH) {
      let allRejected = true;
      const batch: string[] = [];
      for (let i = 0; i < BATCH; i++) {
        const req = next();
        batch.push(req.describe);
        let res: Response;
        try {
          res = await app.request(req.path, req.init);
        } catch (err) {
          failures.push(`threw ${String(err)}: ${req.describe}`);
          continue;
        }
        const text = await res.text();
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        if (res.status >= 500) failures.push(`${res.status} ${text.slice(0, 200)}: ${req.describe}`);
        if (/\n\s+at \S+ \(/.test(text)) failures.push(`stack trace in the answer: ${req.describe}`);
        if (res.status < 400) allRejected = false;
      }
      const after = await tableChecksums(database.db, tables);
      if (allRejected) {
        checkedBatches++;
        const changed = tables.filter((t) => before[t] !== after[t]);
        if (changed.length) failures.push(`rejected batch changed ${changed.join(", ")}:\n  ${batch.join("\n  ")}`);
      }
      before = after;
      if (failures.length > 20) break;
    }
    const summary = [...statuses.entries()].sort((a, b) => a[0] - b[0]).map(([s, n]) => `${s}:${n}`);
    expect(failures, `seed ${SEED}; statuses ${summary.join(" ")}`).toEqual([]);
    console.log(`${kind}: seed ${SEED}, statuses ${summary.join(" ")}, ${checkedBatches} rejected batches checked`);
    // The fuzzer must reach past validation sometimes and be rejected often, or it proves little.
    expect(statuses.get(200) ?? 0).toBeGreaterThan(REQUESTS[kind] / 100);
    expect(checkedBatches).toBeGreaterThan(REQUESTS[kind] / BATCH / 5);
  }, 180_000);
});
