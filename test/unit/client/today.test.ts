// Today's helpers: the day's reading for the reader's Moon (house from the Moon sign, tara bala), the panchang call
// for a place, and what a kundali report gives Today.
import { describe, expect, it } from "vitest";
import { houseFrom, readDay, taraFrom } from "../../../shared/today-reading";
import { natalOf, panchangPath, todayAt } from "../../../src/features/today/bindings";
import { sampleKundaliReport } from "../../support/kundali-report";

describe("the day read from the reader's Moon", () => {
  it("counts the house from the natal Moon's sign, that sign being the 1st", () => {
    expect(houseFrom(1, 1)).toBe(1);
    expect(houseFrom(1, 5)).toBe(5);
    expect(houseFrom(11, 2)).toBe(4); // Kumbha -> Vrishabha: Kumbha, Meena, Mesha, Vrishabha
    expect(houseFrom(12, 11)).toBe(12);
  });

  it("counts the tara from the birth nakshatra in rounds of nine, the birth star being Janma (1)", () => {
    expect(taraFrom(1, 1)).toBe(1);
    expect(taraFrom(1, 2)).toBe(2); // Sampat
    expect(taraFrom(1, 10)).toBe(1); // the second round starts again at Janma
    expect(taraFrom(20, 3)).toBe(2); // 20 -> 3 is 11 stars on: Sampat of the second round
    expect(taraFrom(5, 4)).toBe(9); // the star before the birth star: Parama Mitra
  });

  it("tells a bright, a steady or a gentle day, never worse", () => {
    // 3rd house (favourable) and Sampat (favourable)
    expect(readDay({ sign: 1, nakshatra: 1 }, { moonSign: 3, nakshatra: 2 })).toEqual({
      house: 3,
      tara: 2,
      tone: "bright",
    });
    // 3rd house, Vipat (3): one favours
    expect(readDay({ sign: 1, nakshatra: 1 }, { moonSign: 3, nakshatra: 3 }).tone).toBe("steady");
    // 8th house, Naidhana (7): neither
    expect(readDay({ sign: 1, nakshatra: 1 }, { moonSign: 8, nakshatra: 7 })).toEqual({
      house: 8,
      tara: 7,
      tone: "gentle",
    });
  });
});

describe("Today's wiring", () => {
  const now = Date.UTC(2026, 10, 28, 19, 0); // 00:45 on 29 November in Kathmandu, still 28 November in London

  it("asks for the reader's today on the place's clock", () => {
    expect(todayAt(now, "Asia/Kathmandu")).toBe("2026-11-29");
    expect(todayAt(now, "Europe/London")).toBe("2026-11-28");
    const birth = {
      kind: "coordinates",
      name: "Kathmandu",
      lat: 27.7017,
      lon: 85.3206,
      timeZone: "Asia/Kathmandu",
    } as const;
    expect(panchangPath(birth, now)).toBe(
      "/api/panchang?date=2026-11-29&lat=27.7017&lon=85.3206&time_zone=Asia%2FKathmandu",
    );
    expect(panchangPath({ kind: "city", id: 42, name: "Pokhara, Nepal" }, now)).toMatch(
      /^\/api\/panchang\?date=2026-11-2[89]&place_id=42$/,
    );
  });

  it("takes the Moon's sign and nakshatra (numbered from 1) and the birth place from the kundali report", () => {
    const report = sampleKundaliReport();
    const moon = report.planets.find((row) => row.point === "moon");
    expect(natalOf(report)).toEqual({
      moon: { sign: (moon?.sign ?? -1) + 1, nakshatra: (moon?.nakshatra ?? -1) + 1 },
      birthPlace: {
        kind: "coordinates",
        name: report.person.birth_place,
        lat: report.conventions.lat,
        lon: report.conventions.lon,
        timeZone: report.conventions.timezone,
      },
    });
  });
});
