// The astrologers' batch command: its JSON shapes, tz resolution from lat/lon, and errors naming case and field.
import { execFile } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { BatchInputError, runBatch } from "../../../server/astro/batch";

const run = promisify(execFile);

describe("runBatch", () => {
  it("answers local-time and UTC cases in the documented shape", () => {
    const { cases } = runBatch([
      { id: "ktm", lat: 27.70169, lon: 85.3206, local: "1990-05-14T06:45" },
      { id: 7, lat: 27.70169, lon: 85.3206, utc: "1990-05-14T01:00:00Z" },
      { id: "ny", lat: 40.71, lon: -74.0, local: "2021-11-07T01:30", tz: "America/New_York" },
    ]);
    expect(cases).toHaveLength(3);
    const [ktm, utc, ny] = cases;
    // The zone is resolved from lat/lon (Asia/Kathmandu, +05:45 in 1990): same instant as the UTC case.
    expect(ktm?.utc).toBe("1990-05-14T01:00:00.000Z");
    expect(utc?.planets).toEqual(ktm?.planets);
    expect(ny?.utc).toBe("2021-11-07T05:30:00.000Z");
    expect(Object.keys(ktm?.planets ?? {})).toEqual([
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
    expect(ktm?.planets.sun).toEqual({
      lon: expect.any(Number),
      speed: expect.any(Number),
      retrograde: false,
      sign: expect.any(Number),
      nakshatra: expect.any(Number),
      pada: expect.any(Number),
      house: expect.any(Number),
    });
    expect(ktm?.ascendant).toEqual({
      lon: expect.any(Number),
      sign: expect.any(Number),
      nakshatra: expect.any(Number),
      pada: expect.any(Number),
    });
    expect(ktm?.dasha.firstLord).toMatch(/^(Ketu|Venus|Sun|Moon|Mars|Rahu|Jupiter|Saturn|Mercury)$/);
    expect(ktm?.dasha.balanceYears).toBeGreaterThan(0);
  });

  it("uses the true node when asked", () => {
    const input = [{ id: "a", lat: 0, lon: 0, utc: "2000-01-01T00:00:00Z" }];
    const mean = runBatch(input, "mean").cases[0]?.planets.rahu.lon ?? 0;
    const trueNode = runBatch(input, "true").cases[0]?.planets.rahu.lon ?? 0;
    expect(mean).not.toBeCloseTo(trueNode, 3);
  });

  it("gives the whole dasha tree down to the pratyantardashas, in the year length asked", () => {
    const input = [
      { id: "a", lat: 27.70169, lon: 85.3206, utc: "1990-05-14T01:00:00Z" },
      { id: "b", lat: 27.70169, lon: 85.3206, utc: "1990-05-14T01:00:00Z", yearDays: 365.256364 },
    ];
    const [a, b] = runBatch(input).cases;
    expect(a?.dasha.yearDays).toBe(365.25);
    expect(b?.dasha.yearDays).toBe(365.256364);
    expect(a?.dasha.mahadashas).toHaveLength(9);
    const first = a?.dasha.mahadashas[0];
    expect(first?.lord).toBe(a?.dasha.firstLord);
    expect(first?.antardashas).toHaveLength(9);
    expect(first?.antardashas[0]?.pratyantardashas).toHaveLength(9);
    expect(first?.antardashas[0]?.pratyantardashas?.[0]).toEqual({
      lord: first?.lord,
      start: first?.start,
      end: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      years: expect.any(Number),
    });
    // Same birth, sidereal years: the same lords, a tree 120 x 0.006364 days longer.
    const span = (c: typeof a) =>
      Date.parse(c?.dasha.mahadashas[8]?.end ?? "") - Date.parse(c?.dasha.mahadashas[0]?.start ?? "");
    expect((span(b) - span(a)) / 86_400_000).toBeCloseTo(120 * 0.006364, 6);

    // The option sets the default year length; a case's own yearDays wins; pratyantardashas can be left out.
    const [c, d] = runBatch(input, "mean", { yearDays: 365.256364, pratyantardashas: false }).cases;
    expect(c?.dasha.yearDays).toBe(365.256364);
    expect(c?.dasha.mahadashas).toEqual(
      b?.dasha.mahadashas.map((m) => ({
        ...m,
        antardashas: m.antardashas.map(({ pratyantardashas: _, ...ad }) => ad),
      })),
    );
    expect(d?.dasha.yearDays).toBe(365.256364);
    expect(c?.dasha.mahadashas[0]?.antardashas[0]).not.toHaveProperty("pratyantardashas");
    expect(
      runBatch([{ ...input[0], yearDays: 365.25 }], "mean", { yearDays: 365.256364 }).cases[0]?.dasha.yearDays,
    ).toBe(365.25);
  });

  it("names every bad case and field", () => {
    const bad = () =>
      runBatch([
        { id: "a", lat: "x", lon: 1, utc: "2000-01-01T00:00:00Z" },
        { id: "b", lat: 1, lon: 1, local: "2000-13-01T00:00" },
        { lat: 1, lon: 1 },
        { id: "d", lat: 1, lon: 1, utc: "1700-01-01T00:00:00Z" },
        { id: "e", lat: 1, lon: 1, local: "2000-01-01T00:00", tz: "Nowhere/City" },
        { id: "f", lat: 1, lon: 1, local: "2000-01-01T00:00", utc: "2000-01-01T00:00:00Z" },
        { id: "g", lat: 1, lon: 1, utc: "2000-01-01T00:00:00Z", yearDays: 360 },
        { id: "h", lat: 1, lon: 1, utc: "2000-01-01T00:00:00Z", yearDays: "365.25" },
      ]);
    expect(bad).toThrow(BatchInputError);
    expect(bad).toThrow(
      [
        'case "a": lat: must be a number.',
        'case "b": local: local is not a real calendar date.',
        "case #3: id: must be a string or a number.",
        'case "d": utc: Dates from 1800 to 2100 are supported.',
        'case "e": tz: Unknown time zone "Nowhere/City".',
        'case "f": utc: give either local (with optional tz) or utc.',
        'case "g": yearDays: must be 365.25 or 365.256364.',
        'case "h": yearDays: must be 365.25 or 365.256364.',
      ].join("\n"),
    );
    expect(() => runBatch({ id: 1 })).toThrow("input: must be a JSON array of cases.");
  });
});

describe("npm run chart", () => {
  it("prints the cases as JSON, and exits 1 naming the bad case", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "chart-"));
    const good = path.join(dir, "good.json");
    writeFileSync(good, JSON.stringify([{ id: "x", lat: 19.07, lon: 72.88, local: "1985-02-03T10:20" }]));
    const { stdout } = await run("npx", ["tsx", "scripts/chart.ts", good, "--node", "true"]);
    const printed = JSON.parse(stdout).cases[0];
    expect(printed).toMatchObject({ id: "x", utc: "1985-02-03T04:50:00.000Z", dasha: { yearDays: 365.25 } });
    expect(printed.dasha.mahadashas[4].antardashas[2].pratyantardashas).toHaveLength(9);

    const bad = path.join(dir, "bad.json");
    writeFileSync(bad, JSON.stringify([{ id: "y", lat: 1, lon: 500, utc: "2000-01-01T00:00:00Z" }]));
    await expect(run("npx", ["tsx", "scripts/chart.ts", bad])).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('case "y": lon: lon must be between -180 and 180.'),
    });
  }, 60_000);

  it("takes --year-days and --no-pratyantardashas, and exits 2 with the usage on a bad option", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "chart-"));
    const good = path.join(dir, "good.json");
    writeFileSync(good, JSON.stringify([{ id: "x", lat: 69.6492, lon: 18.9553, utc: "1985-06-10T00:00:00Z" }]));
    const usage = "usage: npm run chart -- INPUT.json [--node mean|true] [--year-days 365.25|365.256364]";
    const [sidereal, equals, bad, missing, unknown] = await Promise.allSettled([
      run("npx", ["tsx", "scripts/chart.ts", good, "--year-days", "365.256364", "--no-pratyantardashas"]),
      run("npx", ["tsx", "scripts/chart.ts", "--year-days=365.25", good]),
      run("npx", ["tsx", "scripts/chart.ts", good, "--year-days", "365"]),
      run("npx", ["tsx", "scripts/chart.ts", good, "--year-days"]),
      run("npx", ["tsx", "scripts/chart.ts", good, "--pratyantardashas=no"]),
    ]);
    if (sidereal.status !== "fulfilled" || equals.status !== "fulfilled") throw new Error("the good runs failed");
    const a = JSON.parse(sidereal.value.stdout).cases[0];
    expect(a.dasha.yearDays).toBe(365.256364);
    expect(a.dasha.mahadashas[0].antardashas[0]).not.toHaveProperty("pratyantardashas");
    // Tromsø inside the Arctic circle: Swiss Ephemeris's ascendant, 298.515437° (Capricorn).
    expect(a.ascendant.sign).toBe(9);
    expect(JSON.parse(equals.value.stdout).cases[0].dasha.yearDays).toBe(365.25);
    expect(bad).toMatchObject({
      status: "rejected",
      reason: {
        code: 2,
        stderr: expect.stringContaining(
          "--year-days must be 365.25 or 365.256364 (days in a Vimshottari year; got 365).",
        ),
      },
    });
    expect(bad.status === "rejected" && bad.reason.stderr).toContain(usage);
    expect(missing).toMatchObject({
      status: "rejected",
      reason: { code: 2, stderr: expect.stringContaining("got nothing") },
    });
    expect(unknown).toMatchObject({
      status: "rejected",
      reason: { code: 2, stderr: expect.stringContaining("unknown option --pratyantardashas=no") },
    });
  }, 60_000);
});
