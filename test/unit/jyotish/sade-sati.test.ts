// Sade Sati, ashtama Shani and gochar against Saturn's published sidereal (Lahiri) ingress dates:
// Sagittarius 26 Jan 2017, back to Scorpio 20/21 Jun 2017, Sagittarius 26 Oct 2017, Capricorn 24 Jan 2020,
// Aquarius 29 Apr 2022, back to Capricorn 12 Jul 2022, Aquarius 17 Jan 2023, Pisces 29 Mar 2025 (the dates the
// Indian and Nepali panchangas print; Drik Panchang's Shani gochar tables).
import { describe, expect, it } from "vitest";
import { siderealSnapshot } from "../../../server/astro/ephemeris";
import { ashtamaShani, gochar, sadeSati, signSpans } from "../../../server/jyotish";
import { transitSignsAt } from "../../../server/jyotish/ingress";
import { chartWith } from "./fixture";

const DAY_MS = 86_400_000;
const day = (iso: string | undefined) => iso?.slice(0, 10);

describe("Saturn's sign ingresses", () => {
  const spans = signSpans("saturn", Date.parse("2017-01-01"), Date.parse("2025-12-31"));
  it("match the published dates to the day", () => {
    const starts = spans.slice(1).map((s) => [s.sign, new Date(s.start).toISOString().slice(0, 10)]);
    expect(starts).toEqual([
      [8, "2017-01-26"],
      [7, "2017-06-20"],
      [8, "2017-10-26"],
      [9, "2020-01-24"],
      [10, "2022-04-29"],
      [9, "2022-07-12"],
      [10, "2023-01-17"],
      [11, "2025-03-29"],
    ]);
  });

  it("agree with the chart engine's positions an hour either side of each ingress", () => {
    for (const body of ["saturn", "jupiter", "rahu"] as const) {
      for (const span of signSpans(body, Date.parse("2015-01-01"), Date.parse("2030-01-01")).slice(1)) {
        const after = siderealSnapshot(new Date(span.start + 3_600_000), 0, 0, "mean").bodies[body].lon;
        const before = siderealSnapshot(new Date(span.start - 3_600_000), 0, 0, "mean").bodies[body].lon;
        expect(Math.floor(after / 30)).toBe(span.sign);
        expect(Math.floor(before / 30)).not.toBe(span.sign);
        expect(transitSignsAt(span.start + 3_600_000)[body]).toBe(span.sign);
      }
    }
  });
});

describe("Sade Sati", () => {
  // Moon in Capricorn: Sade Sati from Saturn's entry into Sagittarius to its final exit from Aquarius.
  const capricornMoon = chartWith(0, { moon: [9, 10] });

  it("dates the spell from the first entry into the 12th to the final exit from the 2nd", () => {
    const s = sadeSati(capricornMoon, new Date("2021-06-01T00:00:00Z"));
    expect(s.active).toBe(true);
    expect(day(s.current?.start)).toBe("2017-01-26");
    expect(day(s.current?.end)).toBe("2025-03-29");
    expect(s.phase).toBe("peak");
    expect(day(s.phaseSpan?.start)).toBe("2020-01-24");
    expect(day(s.phaseSpan?.end)).toBe("2023-01-17");
  });

  it("names the rising phase, also during the retrograde dip back into the 11th", () => {
    expect(sadeSati(capricornMoon, new Date("2018-03-01T00:00:00Z")).phase).toBe("rising");
    const dip = sadeSati(capricornMoon, new Date("2017-08-01T00:00:00Z"));
    expect(dip.active).toBe(true);
    expect(dip.phase).toBe("rising");
  });

  it("names the setting phase", () => {
    const s = sadeSati(capricornMoon, new Date("2024-06-01T00:00:00Z"));
    expect(s.phase).toBe("setting");
    expect(day(s.phaseSpan?.start)).toBe("2022-04-29");
  });

  it("is not active after the spell and gives the previous and the next one", () => {
    const s = sadeSati(capricornMoon, new Date("2026-11-23T00:00:00Z"));
    expect(s.active).toBe(false);
    expect(s.phase).toBeNull();
    expect(day(s.previous?.end)).toBe("2025-03-29");
    const nextStart = Date.parse(s.next?.start ?? "");
    // Saturn returns to Sagittarius about 29.5 years after 2017.
    expect(nextStart).toBeGreaterThan(Date.parse("2045-01-01"));
    expect(nextStart).toBeLessThan(Date.parse("2048-01-01"));
  });
});

describe("ashtama Shani", () => {
  it("is Saturn in the 8th from the Moon (Cancer Moon: Saturn in Aquarius, 29 Apr 2022 to 29 Mar 2025)", () => {
    const cancerMoon = chartWith(0, { moon: [3, 20] });
    const a = ashtamaShani(cancerMoon, new Date("2023-06-01T00:00:00Z"));
    expect(a.active).toBe(true);
    expect(day(a.current?.start)).toBe("2022-04-29");
    expect(day(a.current?.end)).toBe("2025-03-29");
    expect(ashtamaShani(cancerMoon, new Date("2026-01-01T00:00:00Z")).active).toBe(false);
  });
});

describe("gochar", () => {
  it("counts the transits from the ascendant and the Moon and reads them classically", () => {
    // 1 June 2024: Saturn in Aquarius, Jupiter in Taurus, Rahu in Pisces, Ketu in Virgo.
    const chart = chartWith(0, { moon: [7, 10] }); // ascendant Aries, Moon Scorpio
    const g = gochar(chart, new Date("2024-06-01T00:00:00Z"));
    expect(g.placements.saturn.sign).toBe(10);
    expect(g.placements.saturn.houseFromAscendant).toBe(11);
    expect(g.placements.saturn.houseFromMoon).toBe(4);
    expect(g.placements.saturn.favourable).toBe(false);
    expect(g.placements.jupiter.sign).toBe(1);
    expect(g.placements.jupiter.houseFromMoon).toBe(7);
    expect(g.placements.jupiter.favourable).toBe(true);
    expect(g.placements.rahu.sign).toBe(11);
    expect(g.placements.ketu.sign).toBe(5);
    expect(Date.parse(g.placements.jupiter.until ?? "") - Date.parse("2025-05-14")).toBeLessThan(2 * DAY_MS);
  });
});
