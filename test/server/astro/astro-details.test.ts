// The chart calls on both engines: POST /api/astro-details (guest and user), GET /api/chart-history,
// POST /api/cities/search, with their error paths; nothing changes in the database on a refusal.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { to24Hour } from "../../../contract/time-rule";
import type { ChartData } from "../../../server/astro/types";
import { createUserChart } from "../../../server/charts/service";
import type { Database } from "../../../server/db/client";
import { charts, guestSessions, quotaLedger, users } from "../../../server/db/schema";
import { ValidationError } from "../../../server/http/errors";
import { dbKinds, openTestDatabase } from "../../support/databases";
import { createTestApp } from "../../support/test-app";

type App = Awaited<ReturnType<typeof createTestApp>>["app"];
type Deps = Awaited<ReturnType<typeof createTestApp>>["deps"];

const validBirth = {
  name: "Asha Sharma",
  gender: "female",
  birth_date: "1990-05-14",
  birth_time: "06:45",
  birth_place: "Kathmandu",
  country: "Nepal",
  category: ["career", "marriage"],
  "g-recaptcha-response": "",
};

function post(app: App, path: string, body: unknown, headers: Record<string, string> = {}) {
  return app.request(path, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

async function counts(database: Database) {
  const one = async (table: typeof charts | typeof guestSessions | typeof quotaLedger) => {
    const [row] = await database.db.select({ n: sql<number>`count(*)::int` }).from(table);
    return row?.n ?? 0;
  };
  return { charts: await one(charts), sessions: await one(guestSessions), ledger: await one(quotaLedger) };
}

async function createUser(database: Database, email: string): Promise<number> {
  const [guru] = await database.db.query.guruProfiles.findMany({ limit: 1 });
  const [row] = await database.db
    .insert(users)
    .values({ name: "Ravi Kumar", email, passwordHash: "x", guruId: guru?.id ?? null })
    .returning({ id: users.id });
  if (!row) throw new Error("no user");
  return row.id;
}

describe.each(dbKinds)("chart calls on %s", (kind) => {
  let database: Database;
  let app: App;
  let deps: Deps;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    ({ app, deps } = await createTestApp(database));
  });
  afterAll(() => database.close());

  it("computes a guest's chart, stores it with a new session and credits one question", async () => {
    const before = await counts(database);
    const res = await post(app, "/api/astro-details", validBirth);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ status: "success", category: ["career", "marriage"], message: expect.any(String) });
    expect(body.session_id).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.guru_profile).toMatchObject({
      name: expect.any(String),
      expertise: expect.any(String),
      profile_description: expect.any(String),
      image_url: expect.any(String),
    });
    // 12 houses, house 1 first; every body appears exactly once.
    expect(body.chart).toHaveLength(12);
    const astro = body.astro_data as ChartData;
    expect(body.chart[0].sign).toBe(astro.ascendant.sign + 1);
    const labels = body.chart.flatMap((h: { planet_small: string[] }) => h.planet_small).sort();
    expect(labels).toEqual(["Ju", "Ke", "Ma", "Me", "Mo", "Ra", "Sa", "Su", "Ve"]);
    // Kathmandu 1990 is +05:45; the Moon sign is the horoscope sign.
    expect(astro.birth).toMatchObject({ tz: "Asia/Kathmandu", offset: "+05:45", utc: "1990-05-14T01:00:00.000Z" });
    const signs = ["Aries", "Taurus", "Gemini", "Cancer", "Leo", "Virgo", "Libra", "Scorpio", "Sagittarius"];
    const all = [...signs, "Capricorn", "Aquarius", "Pisces"];
    expect(JSON.parse(body.horoscope_data).sign).toBe(all[astro.bodies.moon.sign]);
    expect(body.interpretation).toContain("Asha Sharma");
    expect(body.interpretation).not.toMatch(/<[a-z]/i);

    const after = await counts(database);
    expect(after).toEqual({
      charts: before.charts + 1,
      sessions: before.sessions + 1,
      ledger: before.ledger + 1,
    });
    const [credit] = await database.db.select().from(quotaLedger).where(eq(quotaLedger.sessionId, body.session_id));
    expect(credit).toMatchObject({ delta: 1, reason: "guest_chart", userId: null });
    const [session] = await database.db.select().from(guestSessions).where(eq(guestSessions.id, body.session_id));
    expect(session?.guruId).not.toBeNull();
  });

  it("accepts a place id from the city search, 12-hour times and 'others'", async () => {
    const search = await post(app, "/api/cities/search", { city: "bombay" });
    const { data } = await search.json();
    const mumbai = data[0];
    expect(mumbai).toMatchObject({ name: "Mumbai", country_name: "India", timezone: "Asia/Kolkata" });
    const res = await post(app, "/api/astro-details", {
      ...validBirth,
      gender: "others",
      birth_place: "Bombay",
      place_id: mumbai.id,
      birth_time: "07:15 PM",
    });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.astro_data.birth).toMatchObject({ tz: "Asia/Kolkata", local: "1990-05-14T19:15" });
  });

  // The forms and the server read a time by one rule (contract/time-rule.ts): what the form lets through is what the chart uses.
  it.each([
    ["9:07", "09:07"],
    ["9:07 pm", "21:07"],
    ["21:07:45", "21:07"],
  ])("reads the birth time %j as the forms do, as %j", async (typed, local) => {
    expect(to24Hour(typed)).toBe(local);
    const res = await post(app, "/api/astro-details", { ...validBirth, birth_time: typed });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.astro_data.birth.local).toBe(`${validBirth.birth_date}T${local}`);
  });

  it.each(["Ram Bahadur Thapa", "सीता शर्मा"])("accepts and keeps the name %j whole", async (name) => {
    const res = await post(app, "/api/astro-details", { ...validBirth, name });
    expect(res.status).toBe(200);
    const body = await res.json();
    const [chart] = await database.db.select().from(charts).where(eq(charts.sessionId, body.session_id));
    expect(chart?.name).toBe(name);
  });

  it("writes the interpretation in the app's language from Accept-Language (Nepali, Hindi; English otherwise)", async () => {
    const ne = await (
      await post(app, "/api/astro-details", validBirth, { "accept-language": "ne-NP,ne;q=0.9" })
    ).json();
    expect(ne.interpretation).toContain("तपाईंको लग्न");
    expect(ne.interpretation).not.toMatch(/\b(ascendant|mahadasha)\b/);
    const hi = await (await post(app, "/api/astro-details", validBirth, { "accept-language": "hi" })).json();
    expect(hi.interpretation).toContain("आपका लग्न");
    const fr = await (await post(app, "/api/astro-details", validBirth, { "accept-language": "fr-FR" })).json();
    expect(fr.interpretation).toContain("ascendant (lagna)");
  });

  it("gives two different births two different readings", async () => {
    const a = await (await post(app, "/api/astro-details", validBirth)).json();
    const b = await (await post(app, "/api/astro-details", { ...validBirth, birth_date: "1985-11-02" })).json();
    expect(a.interpretation).not.toBe(b.interpretation);
    expect(a.session_id).not.toBe(b.session_id);
  });

  it("answers 422 with the product's messages for missing fields, and stores nothing", async () => {
    const before = await counts(database);
    const res = await post(app, "/api/astro-details", {});
    expect(res.status).toBe(422);
    const body = await res.json();
    expect(body.errors).toMatchObject({
      name: ["The name field is required"],
      gender: ["The gender field is required"],
      birth_date: ["The birth date is required"],
      birth_time: ["The birth time is required"],
      birth_place: ["The birth place is required"],
    });
    expect(body.message).toBe("The name field is required (and 4 more errors)");
    expect(await counts(database)).toEqual(before);
  });

  it.each([
    [{ name: "Asha" }, "name", "Please enter both first and last name"],
    [{ name: "Asha  Sharma" }, "name", "Please enter both first and last name"],
    [{ name: "R2 D2" }, "name", "Please enter both first and last name"],
    [{ name: "Asha\r\nSharma" }, "name", "Please enter both first and last name"],
    [{ name: "सीता" }, "name", "Please enter both first and last name"],
    [{ gender: "robot" }, "gender", "The selected gender is invalid."],
    [{ birth_date: "14/05/1990" }, "birth_date", "The birth date must be a valid date (YYYY-MM-DD)."],
    [{ birth_date: "1990-02-30" }, "birth_date", "The birth date must be a valid date (YYYY-MM-DD)."],
    [{ birth_date: "1700-01-01" }, "birth_date", "Dates from 1800 to 2100 are supported."],
    [{ birth_date: "2099-01-01" }, "birth_date", "The birth date and time cannot be in the future."],
    [{ birth_time: "25:00" }, "birth_time", "The birth time must be a valid time (HH:MM)."],
    [{ birth_time: "13:00 PM" }, "birth_time", "The birth time must be a valid time (HH:MM)."],
    [{ birth_place: "Qwxzyville" }, "birth_place", expect.stringContaining("could not be found")],
    [{ birth_place: "Kathmandu", country: "Peru" }, "birth_place", expect.stringContaining("could not be found")],
    [{ name: 42 }, "name", "The name field is required"],
    [{ category: { a: 1 } }, "category", "The category must be a list of names."],
    [{ place_id: "abc" }, "place_id", "The place id must be a number."],
  ])("refuses %j with a 422 on %s", async (patch, field, message) => {
    const before = await counts(database);
    const res = await post(app, "/api/astro-details", { ...validBirth, ...patch });
    expect(res.status).toBe(422);
    const body = await res.json();
    expect(body.errors[field]).toEqual([message]);
    expect(await counts(database)).toEqual(before);
  });

  it("answers 400 for a body that is not a JSON object", async () => {
    for (const raw of ["not json", "[1,2]", "null"]) {
      const res = await post(app, "/api/astro-details", raw);
      expect(res.status).toBe(400);
      expect(await res.json()).toHaveProperty("message");
    }
  });

  it("attaches a logged-in user's chart to the user, without a session or a credit", async () => {
    const userId = await createUser(database, `chart-${kind}@example.com`);
    const token = await deps.accessTokens.sign(userId);
    const before = await counts(database);
    const res = await post(app, "/api/astro-details", validBirth, { authorization: `Bearer ${token}` });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.session_id).toBeNull();
    expect(body.guru_profile).toMatchObject({ name: expect.any(String) });
    const after = await counts(database);
    expect(after).toEqual({ charts: before.charts + 1, sessions: before.sessions, ledger: before.ledger });

    const history = await app.request("/api/chart-history", { headers: { authorization: `Bearer ${token}` } });
    expect(history.status).toBe(200);
    const { astro_details } = await history.json();
    expect(astro_details).toMatchObject({
      user_id: userId,
      name: "Asha Sharma",
      gender: "female",
      birth_date: "1990-05-14",
      birth_time: "06:45",
      birth_place: "Kathmandu",
      interpretation: body.interpretation,
      category: ["career", "marriage"],
      horoscope_data: body.horoscope_data,
    });
    expect(astro_details.guru_id).toEqual(expect.any(Number));
    expect(astro_details.chart).toEqual(body.chart);
    expect(astro_details.astro_data).toEqual(body.astro_data);
  });

  it("answers chart-history with the latest chart, 404 when there is none, 401 without a user", async () => {
    const userId = await createUser(database, `history-${kind}@example.com`);
    const token = await deps.accessTokens.sign(userId);
    const auth = { authorization: `Bearer ${token}` };
    const none = await app.request("/api/chart-history", { headers: auth });
    expect(none.status).toBe(404);
    expect(await none.json()).toHaveProperty("message");

    await post(app, "/api/astro-details", validBirth, auth);
    await post(app, "/api/astro-details", { ...validBirth, name: "Asha Rana", birth_place: "Pokhara" }, auth);
    const latest = await (await app.request("/api/chart-history", { headers: auth })).json();
    expect(latest.astro_details).toMatchObject({ name: "Asha Rana", birth_place: "Pokhara" });

    expect((await app.request("/api/chart-history")).status).toBe(401);
    const expired = await app.request("/api/chart-history", { headers: { authorization: "Bearer nonsense" } });
    expect(expired.status).toBe(401);
  });

  it("createUserChart (used at registration) stores the chart in the caller's transaction, or throws a 422 and rolls back", async () => {
    const userId = await createUser(database, `registration-${kind}@example.com`);
    const birth = {
      name: "Ravi Kumar",
      gender: "male",
      birthDate: "1978-11-02",
      birthTime: "9:10 PM",
      birthPlace: "New York",
      country: "United States",
    };
    await database.db.transaction((tx) => createUserChart(tx, userId, birth));
    const token = await deps.accessTokens.sign(userId);
    const history = await (
      await app.request("/api/chart-history", { headers: { authorization: `Bearer ${token}` } })
    ).json();
    expect(history.astro_details).toMatchObject({
      birth_place: "New York City",
      birth_time: "21:10",
      astro_data: { birth: { tz: "America/New_York", offset: "-05:00", utc: "1978-11-03T02:10:00.000Z" } },
    });

    const before = await counts(database);
    const failing = database.db.transaction(async (tx) => {
      await tx.update(users).set({ name: "Changed Name" }).where(eq(users.id, userId));
      await createUserChart(tx, userId, { ...birth, birthPlace: "Qwxzyville" });
    });
    await expect(failing).rejects.toBeInstanceOf(ValidationError);
    expect(await counts(database)).toEqual(before);
    const [user] = await database.db.select({ name: users.name }).from(users).where(eq(users.id, userId));
    expect(user?.name).toBe("Ravi Kumar");
  });

  it("searches cities and refuses short or missing queries with 422 on city", async () => {
    const res = await post(app, "/api/cities/search", { city: "KATHM" });
    expect(res.status).toBe(200);
    const { data } = await res.json();
    expect(data[0]).toMatchObject({ name: "Kathmandu", country_name: "Nepal", timezone: "Asia/Kathmandu" });
    expect(data[0]).toHaveProperty("id");
    expect(data.length).toBeLessThanOrEqual(20);

    for (const body of [{ city: "ka" }, { city: "  k " }, {}, { city: 12 }]) {
      const bad = await post(app, "/api/cities/search", body);
      expect(bad.status).toBe(422);
      expect((await bad.json()).errors.city).toHaveLength(1);
    }
    const none = await post(app, "/api/cities/search", { city: "qqqzzzxx" });
    expect(await none.json()).toEqual({ data: [] });
  });
});

describe.each(dbKinds)("bot protection with RECAPTCHA_SECRET on %s", (kind) => {
  let database: Database;
  let app: App;
  let verifier: Server;
  const seen: URLSearchParams[] = [];
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    // A stand-in for Google's siteverify endpoint: the score is encoded in the token.
    verifier = createServer((req, res) => {
      let raw = "";
      req.on("data", (chunk) => {
        raw += chunk;
      });
      req.on("end", () => {
        const form = new URLSearchParams(raw);
        seen.push(form);
        const token = form.get("response") ?? "";
        const [action, score] = token.split(":");
        res.setHeader("content-type", "application/json");
        res.end(JSON.stringify({ success: token !== "bad", action, score: Number(score) }));
      });
    });
    await new Promise<void>((resolve) => verifier.listen(0, "127.0.0.1", resolve));
    const port = (verifier.address() as AddressInfo).port;
    ({ app } = await createTestApp(database, {
      RECAPTCHA_SECRET: "s3cret",
      RECAPTCHA_MIN_SCORE: "0.7",
      RECAPTCHA_VERIFY_URL: `http://127.0.0.1:${port}/siteverify`,
    }));
  });
  afterAll(async () => {
    await new Promise((resolve) => verifier.close(resolve));
    await database.close();
  });

  it("accepts a token for the feedback action scored at or above the threshold", async () => {
    const res = await post(app, "/api/astro-details", { ...validBirth, "g-recaptcha-response": "feedback:0.9" });
    expect(res.status).toBe(200);
    expect(seen.at(-1)?.get("secret")).toBe("s3cret");
  });

  it.each(["", "bad", "feedback:0.3", "login:0.9"])("refuses token %j with a 422 and stores nothing", async (token) => {
    const before = await counts(database);
    const res = await post(app, "/api/astro-details", { ...validBirth, "g-recaptcha-response": token });
    expect(res.status).toBe(422);
    expect((await res.json()).errors).toEqual({ "g-recaptcha-response": ["reCaptcha validation failed"] });
    expect(await counts(database)).toEqual(before);
  });
});

describe.each(dbKinds)("chart calls in the OpenAPI document on %s", (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database.close());

  it("lists astro-details, chart-history and cities/search with their request schemas", async () => {
    const { app } = await createTestApp(database);
    const doc = await (await app.request("/api/openapi.json")).json();
    const astro = doc.paths["/api/astro-details"].post;
    expect(astro.requestBody.content["application/json"].schema.required).toEqual(
      expect.arrayContaining(["name", "gender", "birth_date", "birth_time", "birth_place"]),
    );
    expect(astro.security).toEqual([{}, { bearer: [] }]);
    expect(doc.paths["/api/chart-history"].get.security).toEqual([{ bearer: [] }]);
    expect(doc.paths["/api/cities/search"].post.responses["422"]).toBeDefined();
  });
});
