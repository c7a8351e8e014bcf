// Windows in the life of the person asked about: houses counted from their house, their karakas, their age when the
// question gives it and no age when it does not; never the asker's (the blind test's 57-year-old father heard
// "at 57 the usual times are behind you" about his son's marriage).
import { describe, expect, it } from "vitest";
import { computeChart } from "../../../server/astro/chart";
import { windowsFor } from "../../../server/jyotish";

const YEAR_MS = 365.25 * 86_400_000;
const now = new Date("2026-11-23T12:00:00Z");
const jaipur1968 = computeChart({ local: "1968-03-09T10:30", tz: "Asia/Kolkata" }, 26.9124, 75.7873);
const lucknow1994 = computeChart({ local: "1994-07-17T21:15", tz: "Asia/Kolkata" }, 26.8467, 80.9462);

describe("windows for another person", () => {
  it("places a son's marriage in the son's life (28), where the 58-year-old asker's own ages are past", () => {
    const own = windowsFor(jaipur1968, "marriage", now, { gender: "male" });
    expect(own.ageNow).toBe(58);
    expect(own.beyondPlausibleAge).toBe(true);

    const son = windowsFor(jaipur1968, "marriage", now, {
      gender: "male",
      subject: { relative: "child", age: 28, gender: "male" },
    });
    expect(son.ages).toBe("subject");
    expect(son.ageNow).toBe(28);
    expect(son.beyondPlausibleAge).toBe(false);
    // The 7th from the 5th is the 11th; Jupiter for the child, Venus for a son's wife.
    expect(son.houses[0]).toBe(11);
    expect(son.karakas.map((k) => k.body)).toEqual(["jupiter", "venus"]);
    expect(son.next).not.toBeNull();
    for (const w of son.windows) {
      expect(w.ageAtStart).not.toBeNull();
      expect(w.ageAtStart ?? 0).toBeGreaterThanOrEqual(18);
      expect(w.ageAtStart ?? 99).toBeLessThanOrEqual(55);
    }
    // A window's ages are the son's: his age at its start is its years from now plus 28.
    const next = son.next;
    if (!next) throw new Error("no window");
    const yearsAhead = Math.max(0, (Date.parse(next.start) - now.getTime()) / YEAR_MS);
    expect(Math.abs((next.ageAtStart ?? 0) - (28 + yearsAhead))).toBeLessThanOrEqual(1.5);
  });

  it("gives no ages when the subject's age is not known, and lists only coming and recent windows", () => {
    const w = windowsFor(jaipur1968, "marriage", now, { gender: "male", subject: { relative: "child" } });
    expect(w.ages).toBe("unknown");
    expect(w.ageNow).toBeNull();
    expect(w.plausibleAges).toBeNull();
    expect(w.beyondPlausibleAge).toBe(false);
    expect(w.windows.length).toBeGreaterThan(0);
    for (const x of w.windows) {
      expect(x.ageAtStart).toBeNull();
      expect(x.ageAtEnd).toBeNull();
      expect(Date.parse(x.end)).toBeGreaterThan(now.getTime() - 3 * YEAR_MS);
    }
  });

  it("reads a husband's travel abroad from the 6th (the 12th from the 7th), not the wife's own 12th", () => {
    const husband = windowsFor(lucknow1994, "travel", now, { gender: "female", subject: { relative: "spouse" } });
    const own = windowsFor(lucknow1994, "travel", now, { gender: "female" });
    // Travel is 12, 9, 3, 7; from the 7th: 6, 3, 9, 1.
    expect(husband.houses).toEqual([6, 3, 9, 1]);
    expect(own.houses).toEqual([12, 9, 3, 7]);
    expect(husband.karakas.map((k) => k.body)).toEqual(["jupiter", "rahu", "moon"]);
    expect(husband.ages).toBe("unknown");
    const reasons = husband.windows.flatMap((x) => x.reasons).join(" ");
    expect(reasons).toMatch(/6th/);
    expect(reasons).not.toMatch(/12th/);
  });

  it("reads the asker's own area the same with or without the subject option", () => {
    const plain = windowsFor(lucknow1994, "career", now, { gender: "female" });
    const self = windowsFor(lucknow1994, "career", now, { gender: "female", subject: { relative: "self" } });
    expect(self.ages).toBe("asker");
    expect(self.windows).toEqual(plain.windows);
    expect(self.ageNow).toBe(plain.ageNow);
  });

  it("refuses an age that is not a whole number of years from 0 to 120", () => {
    for (const age of [-1, 28.5, 150]) {
      expect(() => windowsFor(jaipur1968, "marriage", now, { subject: { relative: "child", age } })).toThrow(/age/);
    }
  });
});

describe("the asker's own marriage karaka", () => {
  it("counts Venus for a man and Jupiter for a woman, not both", () => {
    const houses = [7, 2, 11];
    const man = windowsFor(lucknow1994, "marriage", now, { gender: "male" });
    const woman = windowsFor(lucknow1994, "marriage", now, { gender: "female" });
    const unknown = windowsFor(lucknow1994, "marriage", now);
    // The same houses given directly (no age limit): a window of the area has the score of the same period there.
    const given = (karakas: ("venus" | "jupiter")[], gender: string | null) =>
      new Map(windowsFor(lucknow1994, { houses, karakas }, now, { gender }).windows.map((w) => [w.start, w.score]));
    const matches = (w: typeof man, other: Map<string, number>) =>
      w.windows.length > 0 && w.windows.every((x) => other.get(x.start) === x.score);
    expect(matches(man, given(["venus"], "male"))).toBe(true);
    expect(matches(woman, given(["jupiter"], "female"))).toBe(true);
    expect(matches(unknown, given(["venus", "jupiter"], null))).toBe(true);
    expect(matches(man, given(["venus", "jupiter"], null))).toBe(false);
  });
});

describe("window links as data", () => {
  it("give each window's dasha lords' links to the houses read, and Jupiter's transit, for any language", () => {
    const son = windowsFor(jaipur1968, "marriage", now, { subject: { relative: "child", age: 28, gender: "male" } });
    expect(son.windows.length).toBeGreaterThan(0);
    for (const w of son.windows) {
      const all = [...w.links.antardasha, ...w.links.mahadasha, ...(w.links.pratyantardasha ?? [])];
      expect(all.length).toBeGreaterThan(0);
      for (const link of all) if (link.house !== null) expect(son.houses).toContain(link.house);
      if (w.links.jupiter) expect(w.links.jupiter.house).toBe(son.houses[0]);
      expect(w.links.pratyantardasha === null).toBe(w.pratyantardasha === null);
    }
  });
});
