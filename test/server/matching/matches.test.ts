// Kundali matching over HTTP on both databases: a guest's and a member's match made, kept and listed; bad partner
// details refused with the chart form's messages and nothing stored; the words in the asker's language; the match
// moving with a registering guest and going with a deleted account; the chart limit; and the guru reading it.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { matchViewSchema } from "../../../contract/matching";
import { NAME_NEEDS_FIRST_AND_LAST } from "../../../contract/name-rule";
import { matches, rateLimits } from "../../../server/db/schema";
import { registry } from "../../../server/metrics/registry";
import { openApiDocument } from "../../../server/openapi/registry";
import { postJson, registerAndLogin } from "../../support/accounts";
import { dbKinds } from "../../support/databases";
import { createTestApp, type TestApp, useTestApp } from "../../support/test-app";
import { DELHI_BIRTH, guestWithChart, userWithChart } from "../chat/owners";

const PARTNER = {
  name: "Rahul Verma",
  gender: "male",
  birth_date: DELHI_BIRTH.birthDate,
  birth_time: DELHI_BIRTH.birthTime,
  birth_place: DELHI_BIRTH.birthPlace,
  country: DELHI_BIRTH.country,
};

async function matchOf(res: Response) {
  const body = (await res.json()) as { status: string; match: unknown };
  expect(res.status, JSON.stringify(body)).toBe(200);
  expect(body.status).toBe("success");
  return matchViewSchema.parse(body.match);
}

async function listOf(app: TestApp, query: string, headers: Record<string, string> = {}) {
  const res = await app.request(`/api/matches${query}`, { headers });
  expect(res.status).toBe(200);
  return ((await res.json()) as { matches: unknown[] }).matches.map((m) => matchViewSchema.parse(m));
}

async function ask(
  app: TestApp,
  message: string,
  owner: { session_id?: string },
  headers: Record<string, string> = {},
) {
  const res = await postJson(app, "/api/assistant/chat", { message, ...owner }, headers);
  expect(res.status).toBe(200);
  const body = (await res.json()) as { response: { text: { value: string } }[]; availableQueryCount: number };
  return { html: body.response[0]?.text.value ?? "", left: body.availableQueryCount };
}

describe.each(dbKinds)("kundali matching on %s", (kind) => {
  const suite = useTestApp(kind);

  it("matches a guest's chart with a partner's, keeps it and lists it newest first", async () => {
    const sessionId = await guestWithChart(suite.database.db);
    const match = await matchOf(await postJson(suite.app, "/api/matches", { ...PARTNER, session_id: sessionId }));
    expect(match.kootas.map((k) => k.name)).toEqual([
      "varna",
      "vashya",
      "tara",
      "yoni",
      "graha_maitri",
      "gana",
      "bhakoot",
      "nadi",
    ]);
    expect(match.kootas.map((k) => k.max)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(match.total).toBe(match.kootas.reduce((sum, k) => sum + k.points, 0));
    expect(match.person).toMatchObject({ name: "Asha Sharma", role: "bride" });
    expect(match.partner).toMatchObject({ name: "Rahul Verma", role: "groom", birth_place: "New Delhi, India" });
    expect(match.doshas.map((d) => d.name).sort()).toEqual(["bhakoot", "gana", "nadi"]);
    expect(match.summary).toContain(`Asha and Rahul share ${match.total} of 36 gunas.`);
    expect(match.summary).not.toMatch(/death|danger|disaster|puja|buy|http/i);

    const second = await matchOf(
      await postJson(suite.app, "/api/matches", { ...PARTNER, name: "Bikash Thapa", session_id: sessionId }),
    );
    const listed = await listOf(suite.app, `?session_id=${encodeURIComponent(sessionId)}`);
    expect(listed.map((m) => m.id)).toEqual([second.id, match.id]);
    expect(listed[1]).toEqual(match);
  });

  it("refuses bad partner details with the chart form's messages and stores nothing", async () => {
    const sessionId = await guestWithChart(suite.database.db);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: "Rahul" }, "name", NAME_NEEDS_FIRST_AND_LAST],
      [{ birth_date: "" }, "birth_date", "The birth date is required"],
      [{ birth_date: "1990-02-30" }, "birth_date", "The birth date must be a valid date (YYYY-MM-DD)."],
      [{ birth_time: "25:00" }, "birth_time", "The birth time must be a valid time (HH:MM)."],
      [{ gender: "robot" }, "gender", "The selected gender is invalid."],
      [{ birth_place: "Nowhere-on-earth", country: "Atlantis" }, "birth_place", "The birth place could not be found"],
    ];
    for (const [change, field, message] of cases) {
      const res = await postJson(suite.app, "/api/matches", { ...PARTNER, ...change, session_id: sessionId });
      expect(res.status, JSON.stringify(change)).toBe(422);
      const body = (await res.json()) as { errors: Record<string, string[]> };
      expect(body.errors[field]?.[0]).toContain(message);
    }
    expect(await suite.database.db.$count(matches, eq(matches.sessionId, sessionId))).toBe(0);
  });

  it("answers 422 without a session, and 409 for a member with no kundali yet", async () => {
    const res = await postJson(suite.app, "/api/matches", PARTNER);
    expect(res.status).toBe(422);
    expect(((await res.json()) as { errors: Record<string, string[]> }).errors.session_id).toBeDefined();
    const member = await registerAndLogin(suite.app);
    await suite.database.db.execute(`DELETE FROM charts WHERE user_id = ${member.userId}`);
    const noChart = await postJson(suite.app, "/api/matches", PARTNER, member.authHeader);
    expect(noChart.status).toBe(409);
    expect(await noChart.json()).toEqual({ message: "Please generate your kundali before matching it." });
  });

  it("speaks the asker's language: Nepali and Hindi words, English by default", async () => {
    const sessionId = await guestWithChart(suite.database.db);
    const ne = await matchOf(
      await postJson(suite.app, "/api/matches", { ...PARTNER, session_id: sessionId }, { "accept-language": "ne-NP" }),
    );
    expect(ne.kootas.map((k) => k.label)).toEqual(["वर्ण", "वश्य", "तारा", "योनि", "ग्रह मैत्री", "गण", "भकूट", "नाडी"]);
    expect(ne.summary).toMatch(/३६ मध्ये [०-९.]+ गुण मिल्छन्/);
    // Only the names stay as they were typed.
    expect(ne.summary.replace(/Asha|Rahul/g, "")).not.toMatch(/[A-Za-z]/);
    for (const k of ne.kootas) expect(`${k.bride} ${k.groom} ${k.meaning}`).not.toMatch(/[A-Za-z]/);
    for (const d of ne.doshas) expect(d.reason === "" || !/[A-Za-z]/.test(d.reason)).toBe(true);
    const [hi] = (
      await listOf(suite.app, `?session_id=${encodeURIComponent(sessionId)}`, { "accept-language": "hi-IN" })
    ).slice(0, 1);
    expect(hi?.id).toBe(ne.id);
    expect(hi?.summary).toMatch(/36 में से [0-9.]+ गुण मिलते हैं/);
    expect(hi?.person.moon_sign).not.toMatch(/[A-Za-z]/);
  });

  it("moves a guest's matches to the account the guest registers, and deletes them with the account", async () => {
    const sessionId = await guestWithChart(suite.database.db);
    const match = await matchOf(await postJson(suite.app, "/api/matches", { ...PARTNER, session_id: sessionId }));
    const member = await registerAndLogin(suite.app, { session_id: sessionId });
    expect((await listOf(suite.app, "", member.authHeader)).map((m) => m.id)).toEqual([match.id]);
    const gone = await suite.app.request("/api/delete-account", {
      method: "DELETE",
      headers: { "content-type": "application/json", ...member.authHeader },
      body: JSON.stringify({ name: "delete" }),
    });
    expect(gone.status).toBe(200);
    expect(await suite.database.db.$count(matches, eq(matches.id, Number(match.id)))).toBe(0);
  });

  it("counts a match against the hourly chart limit", async () => {
    const member = await userWithChart(suite.app, suite.database.db);
    // Every request of a test file comes from one address: start this limit's count afresh.
    await suite.database.db.delete(rateLimits);
    const { app } = await createTestApp(suite.database, { RATE_LIMIT_CHARTS_PER_HOUR: "2" });
    for (let i = 0; i < 2; i++) await matchOf(await postJson(app, "/api/matches", PARTNER, member.authHeader));
    const refused = await postJson(app, "/api/matches", PARTNER, member.authHeader);
    expect(refused.status).toBe(429);
    expect(await registry.metrics()).toMatch(/rate_limit_refusals_total\{limit="chart"\} [1-9]/);
  });

  it("lets the guru read the match, charged as a reading; before a match, says where to make one, free", async () => {
    const member = await userWithChart(suite.app, suite.database.db);
    const before = await ask(suite.app, "Are we compatible?", {}, member.authHeader);
    expect(before.html).toContain("Match kundali");
    expect(before.left).toBe(1);

    const match = await matchOf(await postJson(suite.app, "/api/matches", PARTNER, member.authHeader));
    const reading = await ask(suite.app, "Are we compatible?", {}, member.authHeader);
    expect(reading.html).toContain(`${match.total} of 36 gunas`);
    expect(reading.left).toBe(0);

    const nadi = match.kootas.find((k) => k.name === "nadi");
    const sessionId = await guestWithChart(suite.database.db);
    await postJson(suite.app, "/api/matches", { ...PARTNER, session_id: sessionId });
    const nepali = await ask(suite.app, "हाम्रो नाडी दोषको अर्थ के हो?", { session_id: sessionId });
    expect(nepali.html).toContain(`नाडीले स्वास्थ्य र सन्तान हेर्छ`);
    expect(nadi).toBeDefined();
  });

  it("is documented in the OpenAPI document", () => {
    const paths = openApiDocument().paths as Record<string, Record<string, unknown>>;
    expect(Object.keys(paths["/api/matches"] ?? {}).sort()).toEqual(["get", "post"]);
  });
});
