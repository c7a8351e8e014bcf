// Local birth time -> UTC with each zone's history (Node's ICU tz data), gaps and overlaps per docs/chart-engine.md.
import { describe, expect, it } from "vitest";
import { computeChart, resolveBirth } from "../../../server/astro/chart";
import { ChartInputError, formatOffset, parseLocalDateTime, resolveLocalTime } from "../../../server/astro/time";
import { timeZoneAt } from "../../../server/places/timezone";

function resolve(local: string, zone: string) {
  const r = resolveLocalTime(parseLocalDateTime(local), zone);
  return { utc: r.utc.toISOString(), offset: formatOffset(r.offsetSeconds), resolution: r.resolution };
}

describe("local time to UTC", () => {
  it("Kathmandu: +05:30 before 1986, +05:45 from 1 January 1986", () => {
    expect(resolve("1985-12-31T23:50", "Asia/Kathmandu")).toEqual({
      utc: "1985-12-31T18:20:00.000Z",
      offset: "+05:30",
      resolution: "exact",
    });
    expect(resolve("1986-01-01T00:20", "Asia/Kathmandu")).toMatchObject({ offset: "+05:45" });
    expect(resolve("1990-05-14T06:45", "Asia/Kathmandu").utc).toBe("1990-05-14T01:00:00.000Z");
  });

  it("keeps local mean time's seconds (Kathmandu +05:41:16 before 1920)", () => {
    expect(resolve("1905-03-01T12:00", "Asia/Kathmandu")).toMatchObject({
      offset: "+05:41:16",
      utc: "1905-03-01T06:18:44.000Z",
    });
  });

  it("Kolkata: war time +06:30 in 1943, +05:30 after the war", () => {
    expect(resolve("1943-06-01T12:00", "Asia/Kolkata")).toMatchObject({
      offset: "+06:30",
      utc: "1943-06-01T05:30:00.000Z",
    });
    expect(resolve("1950-06-01T12:00", "Asia/Kolkata").offset).toBe("+05:30");
  });

  it("New York DST gap: 02:30 on 14 March 2021 never happened and moves forward to 03:30 EDT", () => {
    expect(resolve("2021-03-14T02:30", "America/New_York")).toEqual({
      utc: "2021-03-14T07:30:00.000Z",
      offset: "-04:00",
      resolution: "gap",
    });
  });

  it("New York DST overlap: 01:30 on 7 November 2021 happened twice; the earlier (EDT) instant wins", () => {
    expect(resolve("2021-11-07T01:30", "America/New_York")).toEqual({
      utc: "2021-11-07T05:30:00.000Z",
      offset: "-04:00",
      resolution: "overlap",
    });
    expect(resolve("2021-11-07T02:30", "America/New_York")).toMatchObject({ offset: "-05:00", resolution: "exact" });
  });

  it("southern hemisphere: Sydney is on daylight time in January and standard time in July", () => {
    expect(resolve("2000-01-15T09:00", "Australia/Sydney")).toMatchObject({
      offset: "+11:00",
      utc: "2000-01-14T22:00:00.000Z",
    });
    expect(resolve("2000-07-15T09:00", "Australia/Sydney").offset).toBe("+10:00");
  });

  it("a time just after midnight falls on the previous UTC day, and the chart keeps the local date", () => {
    expect(resolve("2001-01-01T00:10", "Asia/Kathmandu").utc).toBe("2000-12-31T18:25:00.000Z");
    const birth = resolveBirth({ local: "2001-01-01T00:10", tz: "Asia/Kathmandu" }, 27.7, 85.3);
    expect(birth).toMatchObject({ local: "2001-01-01T00:10", utc: "2000-12-31T18:25:00.000Z", offset: "+05:45" });
  });

  it("refuses impossible dates, times, unknown zones and dates outside 1800-2100", () => {
    const fails = (fn: () => unknown, field: string) => {
      try {
        fn();
      } catch (err) {
        expect(err).toBeInstanceOf(ChartInputError);
        expect((err as ChartInputError).field).toBe(field);
        return;
      }
      throw new Error("did not throw");
    };
    fails(() => parseLocalDateTime("2001-02-29T10:00"), "local");
    fails(() => parseLocalDateTime("2001-01-01T24:00"), "local");
    fails(() => parseLocalDateTime("01/01/2001 10:00"), "local");
    fails(() => parseLocalDateTime("1799-12-31T23:00"), "local");
    fails(() => parseLocalDateTime("2101-01-01T00:00"), "local");
    fails(() => resolveLocalTime(parseLocalDateTime("2001-01-01T10:00"), "Mars/Olympus_Mons"), "tz");
    fails(() => computeChart({ utc: "1750-01-01T00:00:00Z" }, 0, 0), "utc");
    fails(() => computeChart({ utc: "yesterday" }, 0, 0), "utc");
    fails(() => computeChart({ utc: "2000-01-01T00:00:00Z" }, 91, 0), "lat");
    fails(() => computeChart({ utc: "2000-01-01T00:00:00Z" }, 0, 181), "lon");
  });
});

describe("zone of a place", () => {
  it.each([
    [27.70169, 85.3206, "Asia/Kathmandu"],
    [19.07283, 72.88261, "Asia/Kolkata"],
    [40.71427, -74.00597, "America/New_York"],
    [-33.86785, 151.20732, "Australia/Sydney"],
    [-23.5475, -46.63611, "America/Sao_Paulo"],
  ])("%f, %f is in %s", (lat, lon, zone) => {
    expect(timeZoneAt(lat, lon)).toBe(zone);
  });

  it("has no zone for impossible coordinates", () => {
    expect(timeZoneAt(95, 0)).toBeNull();
    expect(timeZoneAt(Number.NaN, 0)).toBeNull();
  });
});
