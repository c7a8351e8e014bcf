// Age-aware timing: windows placed in the asker's life, past ones said as past, none beyond a plausible age,
// and the next window the nearest strong one rather than a stronger one years away.
import { describe, expect, it } from "vitest";
import { computeChart } from "../../../server/astro/chart";
import { pratyantardashas } from "../../../server/astro/dasha";
import { plausibleAges, WINDOW_THRESHOLD, windowsFor } from "../../../server/jyotish";

const YEAR_MS = 365.25 * 86_400_000;
const now = new Date("2026-11-23T12:00:00Z");
const mumbai1975 = computeChart({ local: "1975-08-21T14:20", tz: "Asia/Kolkata" }, 19.076, 72.8777);
const pokhara2001 = computeChart({ local: "2001-02-03T09:10", tz: "Asia/Kathmandu" }, 28.2096, 83.9856);
const kathmandu1990 = computeChart({ local: "1990-05-14T06:45", tz: "Asia/Kathmandu" }, 27.70169, 85.3206);

describe("windows in the asker's life", () => {
  it("offers a 51-year-old mother no child window: she is past the plausible age, and the early one is past", () => {
    const w = windowsFor(mumbai1975, "children", now, { gender: "female" });
    expect(w.ageNow).toBe(51);
    expect(w.beyondPlausibleAge).toBe(true);
    expect(w.next).toBeNull();
    expect(w.windows.every((x) => x.ageAtStart <= plausibleAges("children", "female").to)).toBe(true);
    expect(w.windows.every((x) => x.past)).toBe(true);
    expect(w.excludedBeyondAge).toBeGreaterThan(0);
  });

  it("keeps a father's range wider than a mother's", () => {
    const mother = windowsFor(mumbai1975, "children", now, { gender: "female" });
    const father = windowsFor(mumbai1975, "children", now, { gender: "male" });
    expect(father.plausibleAges.to).toBeGreaterThan(mother.plausibleAges.to);
    expect(father.windows.length).toBeGreaterThan(mother.windows.length);
    expect(father.windows.every((x) => x.ageAtStart <= 60)).toBe(true);
  });

  it("marks past windows as past and computes the ages from the birth date", () => {
    const birthMs = Date.parse(kathmandu1990.birth.utc);
    for (const area of ["career", "marriage", "finance", "education"] as const) {
      const w = windowsFor(kathmandu1990, area, now);
      expect(w.windows.length).toBeGreaterThan(0);
      for (const x of w.windows) {
        expect(x.past).toBe(Date.parse(x.end) <= now.getTime());
        expect(x.ageAtStart).toBe(Math.floor((Math.max(Date.parse(x.start), birthMs) - birthMs) / YEAR_MS));
        expect(x.score).toBeGreaterThanOrEqual(WINDOW_THRESHOLD);
        expect(x.reasons.length).toBeGreaterThan(0);
      }
    }
  });

  it("gives a 25-year-old the nearest career window, not a stronger one ten years away", () => {
    const w = windowsFor(pokhara2001, "career", now);
    expect(w.ageNow).toBe(25);
    const coming = w.windows.filter((x) => !x.past);
    const next = w.next;
    if (!next) throw new Error("no coming career window");
    expect(coming.every((x) => Date.parse(x.start) >= Date.parse(next.start))).toBe(true);
    expect(next.ageAtStart).toBeLessThan(30);
    // A stronger indication exists years later; it is listed but is not the answer.
    expect(coming.some((x) => x.score > next.score && x.ageAtStart >= 35)).toBe(true);
  });

  it("names the best pratyantardasha inside a near window, within it", () => {
    const w = windowsFor(pokhara2001, "marriage", now, { gender: "female" });
    const next = w.next;
    if (!next?.peak) throw new Error("no near window with a peak");
    expect(Date.parse(next.peak.start)).toBeGreaterThanOrEqual(Date.parse(next.start));
    expect(Date.parse(next.peak.end)).toBeLessThanOrEqual(Date.parse(next.end));
    const pds = pratyantardashas({
      lord: next.antardasha,
      start: next.start,
      end: next.end,
      years: (Date.parse(next.end) - Date.parse(next.start)) / YEAR_MS,
    });
    expect(pds.map((p) => p.lord)).toContain(next.pratyantardasha);
  });

  it("moves with the date: a year later the next window does not start before then", () => {
    const later = new Date(now.getTime() + YEAR_MS);
    const w = windowsFor(kathmandu1990, "career", later);
    expect(Date.parse(w.next?.end ?? "")).toBeGreaterThan(later.getTime());
  });

  it("takes houses directly, with no age limit", () => {
    const w = windowsFor(kathmandu1990, { houses: [7], karakas: ["venus"] }, now);
    expect(w.area).toBeNull();
    expect(w.houses).toEqual([7]);
    expect(w.plausibleAges).toEqual(plausibleAges(null, null));
  });
});
