// A sweep of hostile and broken input over the chart calls: always a 4xx with a message, never a 5xx or a
// stack trace, and no chart, guest session or ledger row written.
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Database } from "../../../server/db/client";
import { charts, guestSessions, quotaLedger } from "../../../server/db/schema";
import { dbKinds } from "../../support/databases";
import { useTestApp } from "../../support/test-app";

const huge = "x".repeat(20_000);
const meta = `'; DROP TABLE charts; -- <script>alert(1)</script> " OR 1=1 \u0000 ../../etc/passwd`;
const valid = {
  name: "Asha Sharma",
  gender: "female",
  birth_date: "1990-05-14",
  birth_time: "06:45",
  birth_place: "Kathmandu",
  country: "Nepal",
};

const bodies: [string, string][] = [
  ["malformed JSON", '{"name": "Asha Sharma",'],
  ["a JSON array", "[1,2,3]"],
  ["a JSON string", '"hello"'],
  ["null", "null"],
  ["empty object", "{}"],
  [
    "wrong types",
    JSON.stringify({
      name: 42,
      gender: ["male"],
      birth_date: 19900412,
      birth_time: 630,
      birth_place: { $ne: null },
      country: 7,
      category: 5,
      place_id: { id: 1 },
      city: ["kat"],
      "g-recaptcha-response": 1,
    }),
  ],
  ["huge strings", JSON.stringify({ ...valid, name: `Asha ${huge}`, birth_place: huge, city: huge, country: huge })],
  ["SQL and HTML metacharacters", JSON.stringify({ ...valid, birth_place: meta, city: meta, country: meta })],
  ["metacharacters in the date and time", JSON.stringify({ ...valid, birth_date: meta, birth_time: meta })],
  ["a date beyond the calendar", JSON.stringify({ ...valid, birth_date: "99999-01-01", birth_time: "99:99" })],
  ["a place id that does not exist", JSON.stringify({ ...valid, birth_place: "Nowhere", place_id: 9_999_999_999 })],
  ["a negative place id", JSON.stringify({ ...valid, place_id: -4 })],
  ["too many categories", JSON.stringify({ ...valid, category: Array.from({ length: 500 }, () => "career") })],
  [
    "unknown fields only",
    JSON.stringify({ is_admin: true, user_id: 1, session_id: "x", __proto__: { polluted: true }, constructor: "x" }),
  ],
];

async function rowCounts(database: Database) {
  const count = async (table: typeof charts | typeof guestSessions | typeof quotaLedger) => {
    const [row] = await database.db.select({ n: sql<number>`count(*)::int` }).from(table);
    return row?.n ?? 0;
  };
  return [await count(charts), await count(guestSessions), await count(quotaLedger)];
}

describe.each(dbKinds)("bad input to the chart calls on %s", (kind) => {
  const suite = useTestApp(kind);

  const searchBodies = bodies.filter(([what]) => what !== "SQL and HTML metacharacters");
  for (const [path, cases] of [
    ["/api/astro-details", bodies],
    ["/api/cities/search", searchBodies],
  ] as const) {
    it.each(cases)(`POST ${path} answers %s with a 4xx and a message, changing nothing`, async (_what, body) => {
      const before = await rowCounts(suite.database);
      const res = await suite.app.request(path, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body,
      });
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      const answer = await res.json();
      expect(typeof answer.message).toBe("string");
      expect(answer.message.length).toBeGreaterThan(0);
      expect(JSON.stringify(answer)).not.toMatch(/at .*\.ts:\d+|stack|Error:/);
      expect(await rowCounts(suite.database)).toEqual(before);
    });
  }

  it("treats metacharacters in a city search as text: no match, no error", async () => {
    const res = await suite.app.request("/api/cities/search", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ city: meta.slice(0, 90) }),
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ data: [] });
  });

  it.each(["Bearer", "Bearer null", "Bearer x.y.z", "Basic abc", huge])(
    "GET /api/chart-history with Authorization %j is a 401 with a message",
    async (header) => {
      const res = await suite.app.request("/api/chart-history", { headers: { authorization: header.slice(0, 8000) } });
      expect(res.status).toBe(401);
      expect(typeof (await res.json()).message).toBe("string");
    },
  );
});
