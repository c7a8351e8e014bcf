// Direct questions answered yes or no first: Sade Sati now, Manglik; and transits judged in the frame they are
// named in. Saturn is in Pisces from 29 Mar 2025 (sidereal, Lahiri) into 2027.
import { describe, expect, it } from "vitest";
import { gochar, manglikVerdict, sadeSatiNow, transitFrames, transitIn } from "../../../server/jyotish";
import { chartWith } from "./fixture";

const now = new Date("2026-06-01T12:00:00Z");

describe("sadeSatiNow", () => {
  it("says yes, at its peak, for a Pisces Moon while Saturn is in Pisces", () => {
    const a = sadeSatiNow(chartWith(0, { moon: [11, 10] }), now);
    expect(a.running).toBe(true);
    expect(a.phase).toBe("peak");
    // The spell began when Saturn entered Aquarius, the 12th from the Moon; the peak when it entered Pisces.
    expect(a.span?.start.slice(0, 10)).toBe("2022-04-29");
    expect(a.phaseSpan?.start.slice(0, 10)).toBe("2025-03-29");
  });

  it("says yes, setting, for an Aquarius Moon, and rising for an Aries Moon", () => {
    expect(sadeSatiNow(chartWith(0, { moon: [10, 10] }), now).phase).toBe("setting");
    expect(sadeSatiNow(chartWith(0, { moon: [0, 10] }), now).phase).toBe("rising");
  });

  it("says no for a Capricorn Moon, its spell over in March 2025, with the next one decades away", () => {
    const a = sadeSatiNow(chartWith(0, { moon: [9, 10] }), now);
    expect(a.running).toBe(false);
    expect(a.phase).toBeNull();
    expect(a.span).toBeNull();
    expect(a.previous?.end.slice(0, 10)).toBe("2025-03-29");
    expect(Number(a.next?.start.slice(0, 4))).toBeGreaterThan(2040);
  });
});

describe("manglikVerdict", () => {
  it("is yes with Mars in the 7th in Libra for Aries, the lagna's house first", () => {
    const a = manglikVerdict(chartWith(0, { mars: [6, 10], jupiter: [1, 2] }));
    expect(a.manglik).toBe("yes");
    expect(a.reasons[0]).toEqual({ kind: "mars-house", from: "ascendant", house: 7, counts: true });
  });

  it("is cancelled with Mars exalted in the 7th, naming the exception", () => {
    const a = manglikVerdict(chartWith(3, { mars: [9, 20] }));
    expect(a.manglik).toBe("cancelled");
    expect(a.reasons).toContainEqual({ kind: "exception", exception: "mars-exalted" });
  });

  it("is mild when only the Moon counts it, the Moon's house first", () => {
    const a = manglikVerdict(chartWith(0, { moon: [11, 20] }));
    expect(a.manglik).toBe("mild");
    expect(a.reasons[0]).toEqual({ kind: "mars-house", from: "moon", house: 7, counts: true });
  });

  it("is no with Mars in the 6th", () => {
    const a = manglikVerdict(chartWith(0));
    expect(a.manglik).toBe("no");
    expect(a.reasons.every((r) => r.kind !== "mars-house" || !r.counts)).toBe(true);
  });
});

describe("transits in the frame they are named in", () => {
  // Aries lagna, Cancer Moon: Saturn in Pisces is the 12th from the lagna and the 9th from the Moon.
  const chart = chartWith(0, { moon: [3, 10] });
  const saturn = gochar(chart, now).placements.saturn;

  it("judges Saturn from the Moon by gochara: the 9th is not one of its good houses", () => {
    const t = transitIn(chart, saturn, "moon");
    expect(t).toMatchObject({ frame: "moon", house: 9, favourable: false, school: "phaladeepika" });
  });

  it("reads Saturn from the lagna by the 12th house's matters, with no gochara verdict", () => {
    const t = transitIn(chart, saturn, "ascendant");
    expect(t).toMatchObject({ frame: "ascendant", house: 12, favourable: null, effect: "tests" });
  });

  it("gives a favourable gochara from the Moon (Saturn 11th from a Taurus Moon) while the lagna frame keeps its own house", () => {
    const taurus = chartWith(0, { moon: [1, 10] });
    const { fromMoon, fromAscendant } = transitFrames(taurus, gochar(taurus, now).placements.saturn);
    expect(fromMoon).toMatchObject({ frame: "moon", house: 11, favourable: true });
    expect(fromAscendant).toMatchObject({ frame: "ascendant", house: 12, favourable: null });
  });
});
