import { spawnSync } from "node:child_process";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { to12Hour, to24Hour } from "../../../contract/time-rule";
import { lineBreaksToHtml } from "../../../machines/lib/lineBreaks";
import { isMissing, presentOr } from "../../../machines/lib/missing";
import { calendarDateOf, formatDisplayDate } from "../../../shared/calendar/dates";

describe("12/24-hour conversion (docs/product.md §5)", () => {
  it.each([
    ["14:30", "14:30"],
    ["00:00", "00:00"],
    ["23:59", "23:59"],
    ["14:30:00", "14:30"],
    ["2:30 PM", "14:30"],
    ["02:30 pm", "14:30"],
    ["12:00 PM", "12:00"],
    ["12:05 AM", "00:05"],
    ["11:59 PM", "23:59"],
    ["9:07AM", "09:07"],
    ["9:07", "09:07"],
    ["0:30", "00:30"],
    ["9:07:30", "09:07"],
    ["24:00", null],
    ["123:00", null],
    ["13:00 PM", null],
    ["0:30 AM", null],
    ["12:60 PM", null],
    ["noon", null],
  ])("to24Hour(%j) = %j", (input, expected) => {
    expect(to24Hour(input)).toBe(expected);
  });
  it.each([
    ["14:30", "02:30 PM"],
    ["00:05", "12:05 AM"],
    ["12:00", "12:00 PM"],
    ["09:07", "09:07 AM"],
    ["2:30 PM", "02:30 PM"],
    ["25:00", null],
  ])("to12Hour(%j) = %j", (input, expected) => {
    expect(to12Hour(input)).toBe(expected);
  });
  it("round-trips every minute of the day", () => {
    for (let minute = 0; minute < 24 * 60; minute++) {
      const time = `${String(Math.floor(minute / 60)).padStart(2, "0")}:${String(minute % 60).padStart(2, "0")}`;
      expect(to24Hour(to12Hour(time) ?? "")).toBe(time);
    }
  });
});

describe("missing values (docs/product.md §5)", () => {
  it.each([null, undefined, "", "  ", "null", "undefined", " null "])("%j is missing", (value) => {
    expect(isMissing(value)).toBe(true);
  });
  it.each(["0", "Kathmandu", 0, false, "nullable"])("%j is present", (value) => {
    expect(isMissing(value)).toBe(false);
  });
  it("falls back for display", () => {
    expect(presentOr("undefined", "-")).toBe("-");
    expect(presentOr("Pokhara", "-")).toBe("Pokhara");
  });
});

describe("line breaks (docs/product.md §5)", () => {
  it("turns every kind of line break into <br>", () => {
    expect(lineBreaksToHtml("a\nb\r\nc\rd")).toBe("a<br>b<br>c<br>d");
    expect(lineBreaksToHtml("plain")).toBe("plain");
  });
});

describe("date display (docs/product.md §9)", () => {
  it.each([
    ["2024-05-05", "May 05 2024"],
    ["1990-01-31", "Jan 31 1990"],
    ["2000-12-01T00:00:00.000Z", "Dec 01 2000"],
    ["2024-13-01", null],
    ["05/05/2024", null],
  ])("%j -> %j", (input, expected) => {
    expect(formatDisplayDate(input)).toBe(expected);
  });
});

describe("time text as typed (docs/product.md §5)", () => {
  it("ignores spaces around the time", () => {
    expect(to24Hour(" 14:30 ")).toBe("14:30");
    expect(to12Hour(" 2:30 pm ")).toBe("02:30 PM");
  });

  it("reads seconds in a 12-hour time", () => {
    expect(to24Hour("2:30:45 PM")).toBe("14:30");
  });

  it.each([["114:30"], ["x14:30"], ["x2:30 PM"], ["2:30 PMx"], ["2:30:60 PM"]])("refuses %j", (text) => {
    expect(to24Hour(text)).toBeNull();
  });
});

describe("date display of every month (docs/product.md §9)", () => {
  it("names the twelve months", () => {
    const shown = Array.from({ length: 12 }, (_, i) => formatDisplayDate(`2024-${String(i + 1).padStart(2, "0")}-09`));
    expect(shown).toEqual([
      "Jan 09 2024",
      "Feb 09 2024",
      "Mar 09 2024",
      "Apr 09 2024",
      "May 09 2024",
      "Jun 09 2024",
      "Jul 09 2024",
      "Aug 09 2024",
      "Sep 09 2024",
      "Oct 09 2024",
      "Nov 09 2024",
      "Dec 09 2024",
    ]);
  });

  it.each([
    [" 2024-05-05 ", "May 05 2024"],
    ["2024-05-00", null],
    ["2024-05-32", null],
    ["x2024-05-05", null],
  ])("%j -> %j", (input, expected) => {
    expect(formatDisplayDate(input)).toBe(expected);
  });
});

describe("the calendar date of an instant", () => {
  // 20:00 UTC is already the next day in Nepal (UTC+05:45).
  const instant = "2024-01-01T20:00:00.000Z";

  it("reads the date in the given time zone", () => {
    expect(calendarDateOf(instant, "Asia/Kathmandu")).toBe("2024-01-02");
    expect(calendarDateOf(instant, "UTC")).toBe("2024-01-01");
    expect(calendarDateOf("2024-01-01T20:00:00.000Z", "Asia/Kathmandu")).toBe("2024-01-02");
  });

  it("reads the date in the reader's own zone when none is given", () => {
    const ownZone = new Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(calendarDateOf(instant)).toBe(calendarDateOf(instant, ownZone));
    expect(calendarDateOf("2024-07-15T12:00:00.000Z")).toBe(calendarDateOf("2024-07-15T12:00:00.000Z", ownZone));
  });

  // A zone is a process's: a worker thread (Stryker runs the suites in one) ignores a change of process.env.TZ, so
  // each zone's own-zone dates are read by a node process started in that zone, and compared here with Intl's.
  const instants = Array.from({ length: (24 * 40) / 5 }, (_, step) =>
    new Date(Date.UTC(2023, 11, 30, 12) + step * 5 * 3_600_000 + 17 * 60_000).toISOString(),
  );
  const moduleUrl = pathToFileURL(resolve(import.meta.dirname, "../../../shared/calendar/dates.ts")).href;
  const readOwnZoneDates = (zone: string): string[] => {
    const script = `const { calendarDateOf } = await import(${JSON.stringify(moduleUrl)});
process.stdout.write(JSON.stringify(${JSON.stringify(instants)}.map((at) => calendarDateOf(at))));`;
    const run = spawnSync(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], {
      env: { ...process.env, TZ: zone },
      encoding: "utf8",
    });
    if (run.status !== 0) throw new Error(`the ${zone} process failed: ${run.stderr}`);
    return JSON.parse(run.stdout);
  };

  it.each(["Asia/Kathmandu", "Asia/Kolkata", "America/Los_Angeles", "Pacific/Kiritimati", "UTC"])(
    "reads the same date as Intl in the reader's own zone %s, around midnight and across the year",
    (zone) => {
      const ownZoneDates = readOwnZoneDates(zone);
      expect(ownZoneDates).toEqual(instants.map((at) => calendarDateOf(at, zone)));
    },
  );

  it("refuses an instant that is no time, as Intl does", () => {
    // V8's Intl says "Invalid time value".
    expect(() => calendarDateOf("not a date")).toThrow(new RangeError("Invalid time value"));
    expect(() => calendarDateOf("not a date", "UTC")).toThrow(RangeError);
  });
});
