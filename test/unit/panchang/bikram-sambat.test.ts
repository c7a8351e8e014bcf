// The computed Bikram Sambat calendar (shared/calendar/bikram-sambat.ts) against the published month lengths of the
// bikram-sambat package's table (from the printed calendars), the glossary's fixed points, and itself.
import { daysInMonth as publishedDaysInMonth } from "bikram-sambat";
import { describe, expect, it } from "vitest";
import {
  adDateToBs,
  bsToAdDate,
  computedDaysInBsMonth,
  daysInBsMonth,
  LAST_COMPUTED_BS_YEAR,
  LAST_PUBLISHED_BS_YEAR,
} from "../../../shared/calendar/bikram-sambat";

function agreement(first: number, last: number): number {
  let same = 0;
  for (let year = first; year <= last; year++) {
    for (let month = 1; month <= 12; month++) {
      if (computedDaysInBsMonth(year, month) === publishedDaysInMonth(year, month)) same++;
    }
  }
  return same;
}

describe("the Bikram Sambat calendar computed from the Surya Siddhanta's sankrantis", () => {
  it("starts BS 2081 and 2082 on the published days: 13 April 2024 and 14 April 2025", () => {
    expect(bsToAdDate({ year: 2081, month: 1, day: 1 })).toBe("2024-04-13");
    expect(bsToAdDate({ year: 2082, month: 1, day: 1 })).toBe("2025-04-14");
  });

  it("reproduces the published month lengths: 142 of 144 in BS 2070-2081, all 24 of 2082-2083, 826 of 840 in 2000-2069", () => {
    expect(agreement(2070, 2081)).toBe(142);
    expect(agreement(2082, 2083)).toBe(24);
    expect(agreement(2000, 2069)).toBe(826);
  });

  it("keeps the published lengths where they exist and goes on from the table's last day without a gap", () => {
    expect(daysInBsMonth(2073, 10)).toBe(publishedDaysInMonth(2073, 10));
    expect(daysInBsMonth(2073, 10)).not.toBe(computedDaysInBsMonth(2073, 10));
    const lastPublished = bsToAdDate({
      year: LAST_PUBLISHED_BS_YEAR,
      month: 12,
      day: publishedDaysInMonth(LAST_PUBLISHED_BS_YEAR, 12),
    });
    const firstComputed = bsToAdDate({ year: LAST_PUBLISHED_BS_YEAR + 1, month: 1, day: 1 }) as string;
    expect(Date.parse(firstComputed) - Date.parse(lastPublished as string)).toBe(86_400_000);
  });

  it("answers every day to BS 2200 both ways, months of 29 to 32 days", () => {
    for (let year = 2085; year <= LAST_COMPUTED_BS_YEAR; year += 23) {
      for (let month = 1; month <= 12; month++) {
        const days = daysInBsMonth(year, month) as number;
        expect(days).toBeGreaterThanOrEqual(29);
        expect(days).toBeLessThanOrEqual(32);
        for (const day of [1, days]) {
          const ad = bsToAdDate({ year, month, day }) as string;
          expect(adDateToBs(ad), ad).toEqual({ year, month, day });
        }
      }
    }
    expect(adDateToBs("2025-11-22")).toEqual({ year: 2082, month: 8, day: 6 });
  });

  it("refuses days that do not exist and years outside 1970-2200", () => {
    expect(bsToAdDate({ year: 2081, month: 1, day: 32 })).toBeNull();
    expect(bsToAdDate({ year: 2201, month: 1, day: 1 })).toBeNull();
    expect(adDateToBs("1900-01-01")).toBeNull();
    expect(adDateToBs("2025-02-30")).toBeNull();
  });
});
