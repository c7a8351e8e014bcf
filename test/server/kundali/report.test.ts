// GET /api/kundali on both databases: a guest's and a member's kundali in depth, checked against the contract and
// against the engine's own chart; the year-length option; the words in the asker's language; clear answers for a
// missing kundali, an unknown session and a bad option; and the call documented in OpenAPI.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { kundaliMessages, kundaliReportSchema } from "../../../contract/kundali";
import { latestChartOf } from "../../../server/chat/owner-chart";
import { charts } from "../../../server/db/schema";
import { openApiDocument } from "../../../server/openapi/registry";
import { registerAndLogin } from "../../support/accounts";
import { dbKinds } from "../../support/databases";
import { useTestApp } from "../../support/test-app";
import { DELHI_BIRTH, guestWithChart, userWithChart } from "../chat/owners";

const DAY_MS = 86_400_000;

describe.each(dbKinds)("GET /api/kundali on %s", (kind) => {
  const suite = useTestApp(kind);

  async function reportOf(query: string, headers: Record<string, string> = {}) {
    const res = await suite.app.request(`/api/kundali${query}`, { headers });
    const body = await res.json();
    expect(res.status, JSON.stringify(body)).toBe(200);
    return kundaliReportSchema.parse(body);
  }

  it("reads a guest's kundali in depth from the engine's chart", async () => {
    const sessionId = await guestWithChart(suite.database.db);
    const report = await reportOf(`?session_id=${sessionId}`);
    const stored = await latestChartOf(suite.database.db, { sessionId });
    if (!stored) throw new Error("no chart");
    const chart = stored.data;

    expect(report.person).toMatchObject({ name: "Asha Sharma", birth_date: "1990-04-12", birth_time: "06:30" });
    expect(report.conventions).toMatchObject({
      ayanamsa: "Lahiri",
      node: "mean",
      line: "Lahiri ayanamsa · mean node",
      timezone: "Asia/Kathmandu",
      utc_offset: "+05:45",
      year_days: "365.25",
      polar: false,
    });
    expect(report.conventions.place).toContain("Kathmandu");
    expect(report.conventions.lat).toBeCloseTo(27.7, 1);

    // D1 and D9 placements are the engine's signs and navamsa signs.
    expect(report.charts.d1.ascendant_sign).toBe(chart.ascendant.sign);
    expect(report.charts.d9.ascendant_sign).toBe(chart.ascendant.navamsaSign);
    for (const placed of report.charts.d1.bodies) expect(placed.sign).toBe(chart.bodies[placed.body].sign);
    for (const placed of report.charts.d9.bodies) expect(placed.sign).toBe(chart.bodies[placed.body].navamsaSign);

    // The planet table: the ascendant first, then the nine bodies with the engine's values.
    expect(report.planets.map((p) => p.point)).toEqual([
      "ascendant",
      "sun",
      "moon",
      "mars",
      "mercury",
      "jupiter",
      "venus",
      "saturn",
      "rahu",
      "ketu",
    ]);
    const moon = report.planets.find((p) => p.point === "moon");
    expect(moon).toMatchObject({
      name: "Moon",
      sign: chart.bodies.moon.sign,
      nakshatra: chart.bodies.moon.nakshatra,
      pada: chart.bodies.moon.pada,
      house: chart.bodies.moon.house,
      retrograde: false,
    });
    expect(report.planets.find((p) => p.point === "rahu")?.retrograde).toBe(true);

    // Nine mahadashas of nine antardashas; exactly one running of each, and the running antardasha's
    // pratyantardashas cover it end to end.
    expect(report.dasha.mahadashas).toHaveLength(9);
    expect(report.dasha.mahadashas.filter((m) => m.running)).toHaveLength(1);
    const runningMd = report.dasha.mahadashas.find((m) => m.running);
    const runningAd = runningMd?.antardashas.find((a) => a.running);
    expect(runningAd).toBeDefined();
    expect(report.dasha.pratyantardashas).toHaveLength(9);
    expect(report.dasha.pratyantardashas[0]?.start).toBe(runningAd?.start);
    expect(report.dasha.pratyantardashas[8]?.end).toBe(runningAd?.end);
    expect(report.dasha.pratyantardashas.filter((p) => p.running)).toHaveLength(1);
    expect(report.dasha.pratyantardashas[0]?.lord).toBe(runningAd?.lord);

    // Today's findings, each with its line and (where it has one) its school.
    expect(report.now.transits.map((t) => t.body)).toEqual(["saturn", "jupiter", "rahu", "ketu"]);
    for (const transit of report.now.transits) expect(transit.line).toContain(transit.name);
    expect(report.now.sade_sati.line.length).toBeGreaterThan(20);
    expect(report.now.sade_sati.school.length).toBeGreaterThan(3);
    expect(report.now.manglik.school).toBe("common North Indian practice");
    for (const yoga of report.now.yogas) {
      expect(yoga.line.length).toBeGreaterThan(20);
      expect(yoga.school.length).toBeGreaterThan(3);
    }
    expect(report.interpretation).toContain("Asha");
  });

  it("reads a member's latest kundali by the token", async () => {
    const user = await userWithChart(suite.app, suite.database.db, DELHI_BIRTH);
    const report = await reportOf("", user.authHeader);
    expect(report.person.name).toBe("Rahul Verma");
    expect(report.conventions.timezone).toBe("Asia/Kolkata");
    expect(report.conventions.utc_offset).toBe("+05:30");
  });

  it("lengthens the dasha periods with sidereal years", async () => {
    const sessionId = await guestWithChart(suite.database.db);
    const common = await reportOf(`?session_id=${sessionId}`);
    const sidereal = await reportOf(`?session_id=${sessionId}&year_days=365.256364`);
    expect(sidereal.dasha.year_days).toBe("365.256364");
    expect(sidereal.conventions.year_days).toBe("365.256364");
    const lastCommon = Date.parse(common.dasha.mahadashas[8]?.end ?? "");
    const lastSidereal = Date.parse(sidereal.dasha.mahadashas[8]?.end ?? "");
    // 120 years less the part of the first period elapsed before birth, 0.006364 days longer each.
    expect((lastSidereal - lastCommon) / DAY_MS).toBeGreaterThan(0.5);
    expect((lastSidereal - lastCommon) / DAY_MS).toBeLessThan(0.77);
    expect(sidereal.dasha.balance_years).toBeCloseTo(common.dasha.balance_years, 9);
  });

  it("speaks the asker's language", async () => {
    const sessionId = await guestWithChart(suite.database.db);
    const ne = await reportOf(`?session_id=${sessionId}`, { "accept-language": "ne-NP" });
    expect(ne.language).toBe("ne");
    expect(ne.conventions.line).toBe("लाहिरी अयनांश · मध्यम राहु");
    expect(ne.planets[0]?.name).toBe("लग्न");
    expect(ne.planets.find((p) => p.point === "moon")?.name).toBe("चन्द्रमा");
    for (const transit of ne.now.transits) expect(transit.line).toMatch(/[\u0900-\u097F]/);
    const hi = await reportOf(`?session_id=${sessionId}`, { "accept-language": "hi" });
    expect(hi.planets.find((p) => p.point === "mars")?.name).toBe("मंगल");
    expect(hi.now.sade_sati.line).toMatch(/साढ़ेसाती/);
  });

  it("answers clearly when there is no kundali, no session or a bad option", async () => {
    const user = await registerAndLogin(suite.app);
    await suite.database.db.delete(charts).where(eq(charts.userId, user.userId));
    const noChart = await suite.app.request("/api/kundali", { headers: user.authHeader });
    expect(noChart.status).toBe(404);
    expect(await noChart.json()).toEqual({ message: kundaliMessages.noChart });
    const noSession = await suite.app.request("/api/kundali");
    expect(noSession.status).toBe(422);
    const unknown = await suite.app.request("/api/kundali?session_id=not-a-session");
    expect(unknown.status).toBe(422);
    const sessionId = await guestWithChart(suite.database.db);
    const badYear = await suite.app.request(`/api/kundali?session_id=${sessionId}&year_days=365`);
    expect(badYear.status).toBe(422);
    expect(await badYear.json()).toMatchObject({ errors: { year_days: [kundaliMessages.yearDays] } });
  });

  it("prints the kundali as a PDF attachment named after the person, in the asker's language", async () => {
    const sessionId = await guestWithChart(suite.database.db);
    const res = await suite.app.request(
      `/api/kundali/pdf?session_id=${sessionId}&style=south&year_days=365.256364&time_zone=Asia/Kathmandu`,
      { headers: { "accept-language": "ne" } },
    );
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toContain("filename*=UTF-8''kundali-asha-sharma.pdf");
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(bytes.toString("latin1")).toContain("NotoSansDevanagari");
  });

  it("refuses a bad style or time zone with the field's message, and a missing kundali with 404", async () => {
    const sessionId = await guestWithChart(suite.database.db);
    const style = await suite.app.request(`/api/kundali/pdf?session_id=${sessionId}&style=east`);
    expect(style.status).toBe(422);
    expect(await style.json()).toMatchObject({ errors: { style: [kundaliMessages.style] } });
    const zone = await suite.app.request(`/api/kundali/pdf?session_id=${sessionId}&time_zone=Mars/Olympus`);
    expect(zone.status).toBe(422);
    expect(await zone.json()).toMatchObject({ errors: { time_zone: [kundaliMessages.timeZone] } });
    const user = await registerAndLogin(suite.app);
    await suite.database.db.delete(charts).where(eq(charts.userId, user.userId));
    const none = await suite.app.request("/api/kundali/pdf", { headers: user.authHeader });
    expect(none.status).toBe(404);
  });

  it("is documented in OpenAPI", () => {
    const paths = openApiDocument().paths as Record<string, Record<string, unknown>>;
    expect(paths["/api/kundali"]?.get).toBeDefined();
    expect(paths["/api/kundali/pdf"]?.get).toBeDefined();
  });
});
