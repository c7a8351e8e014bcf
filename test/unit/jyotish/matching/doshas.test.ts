// The Nadi, Bhakoot and Gana doshas: present, each classical cancellation, and a pair where none applies; the
// Manglik of both weighed together; a whole match from two charts.
import { describe, expect, it } from "vitest";
import { ashtakoot, bhakootDosha, ganaDosha, manglik, manglikMatch, nadiDosha } from "../../../../server/jyotish";
import { chartWith } from "../fixture";
import { N, sign, star } from "./places";

describe("Nadi dosha", () => {
  it("is absent when the nadis differ", () => {
    expect(nadiDosha(star(N.ashwini), star(N.bharani))).toMatchObject({ present: false, cancelled: false });
  });

  it("is present and not cancelled for one nadi in two signs of different lords (Ashwini, Ardra)", () => {
    const d = nadiDosha(star(N.ashwini), star(N.ardra));
    expect(d).toMatchObject({ name: "nadi", present: true, cancelled: false });
    expect(d.reason).toBe("Both Moons are in the Adi nadi.");
  });

  it("is not cancelled for the very same pada", () => {
    expect(nadiDosha(star(N.ashwini, 1), star(N.ashwini, 1))).toMatchObject({ present: true, cancelled: false });
  });

  it("is cancelled for one sign but different nakshatras (Ardra and Punarvasu in Gemini)", () => {
    const d = nadiDosha(star(N.ardra), star(N.punarvasu, 1));
    expect(d).toMatchObject({ present: true, cancelled: true });
    expect(d.reason).toContain("in Gemini but in different nakshatras");
  });

  it("is cancelled for one nakshatra in different signs (Krittika 1 in Aries, Krittika 2 in Taurus)", () => {
    const d = nadiDosha(star(N.krittika, 1), star(N.krittika, 2));
    expect(d).toMatchObject({ present: true, cancelled: true });
    expect(d.reason).toContain("Krittika but in different signs");
  });

  it("is cancelled for one nakshatra and sign but different padas", () => {
    const d = nadiDosha(star(N.ashwini, 1), star(N.ashwini, 3));
    expect(d.cancelled).toBe(true);
    expect(d.reason).toContain("different padas (1 and 3)");
  });

  it("is cancelled for two signs of one lord (Ashwini in Aries, Jyeshtha in Scorpio: Mars)", () => {
    const d = nadiDosha(star(N.ashwini), star(N.jyeshtha));
    expect(d).toMatchObject({ present: true, cancelled: true });
    expect(d.reason).toContain("ruled by Mars");
  });
});

describe("Bhakoot dosha", () => {
  it("is absent for 3/11", () => {
    expect(bhakootDosha(sign(0), sign(2)).present).toBe(false);
  });

  it("is present and not cancelled for Aries 1° and Virgo 1° (6/8; Mars and Mercury, Mars and Saturn in navamsa)", () => {
    const d = bhakootDosha(sign(0, 1), sign(5, 1));
    expect(d).toMatchObject({ present: true, cancelled: false });
    expect(d.reason).toBe("The Moon signs (Aries and Virgo) are 6/8 from each other.");
  });

  it("is cancelled when the Moon-sign lords are one (Aries and Scorpio, 6/8)", () => {
    const d = bhakootDosha(sign(0, 1), sign(7, 1));
    expect(d).toMatchObject({ present: true, cancelled: true });
    expect(d.reason).toContain("both Moon-sign lords are Mars");
  });

  it("is cancelled when the Moon-sign lords are mutual friends (Leo and Sagittarius, 5/9: Sun and Jupiter)", () => {
    const d = bhakootDosha(sign(4, 1), sign(8, 1));
    expect(d).toMatchObject({ present: true, cancelled: true });
    expect(d.reason).toContain("Sun and Jupiter, are natural friends");
  });

  it("is cancelled when the navamsa lords are mutual friends (Aries 1°: Mars; Virgo 7°: Pisces navamsa, Jupiter)", () => {
    const d = bhakootDosha(sign(0, 1), sign(5, 7));
    expect(d).toMatchObject({ present: true, cancelled: true });
    expect(d.reason).toContain("navamsa lords, Mars and Jupiter");
  });

  it("is symmetric in presence", () => {
    for (let a = 0; a < 12; a++)
      for (let b = 0; b < 12; b++)
        expect(bhakootDosha(sign(a), sign(b)).present).toBe(bhakootDosha(sign(b), sign(a)).present);
  });
});

describe("Gana dosha", () => {
  it("is absent when neither or both are Rakshasa", () => {
    expect(ganaDosha(star(N.ashwini), star(N.bharani)).present).toBe(false);
    expect(ganaDosha(star(N.krittika), star(N.magha)).present).toBe(false);
  });

  it("is present and not cancelled for Ardra (Manushya, Gemini) with Magha (Rakshasa, Leo)", () => {
    const d = ganaDosha(sign(2, 10), sign(4, 1));
    expect(d).toMatchObject({ present: true, cancelled: false });
    expect(d.reason).toBe("One temperament is Rakshasa and the other is not (bride Manushya, groom Rakshasa).");
  });

  it("counts a Rakshasa groom with a Deva bride (1 point) as the dosha", () => {
    expect(ganaDosha(star(N.ashwini), star(N.krittika, 1)).present).toBe(true);
  });

  it("is cancelled when the Moon-sign lords are mutual friends (Ashwini in Aries with Magha in Leo)", () => {
    const d = ganaDosha(star(N.ashwini), star(N.magha));
    expect(d).toMatchObject({ present: true, cancelled: true });
    expect(d.reason).toContain("Mars and Sun, are natural friends");
  });
});

describe("Manglik of both", () => {
  const none = manglik(chartWith(0));
  const present = manglik(chartWith(0, { mars: [6, 10], jupiter: [1, 2] }));
  const mild = manglik(chartWith(0, { moon: [11, 20] }));
  const cancelled = manglik(chartWith(3, { mars: [9, 20] }));

  it("is neither, both, bride only or groom only", () => {
    expect([none.status, present.status, mild.status, cancelled.status]).toEqual([
      "none",
      "present",
      "mild",
      "cancelled",
    ]);
    expect(manglikMatch(none, cancelled)).toBe("neither");
    expect(manglikMatch(present, present)).toBe("both");
    expect(manglikMatch(present, mild)).toBe("both");
    expect(manglikMatch(present, none)).toBe("bride_only");
    expect(manglikMatch(cancelled, mild)).toBe("groom_only");
  });
});

describe("a match of two charts", () => {
  it("reads each Moon and each Manglik from its chart", () => {
    const bride = chartWith(0, { moon: [1, 16], mars: [6, 10], jupiter: [1, 2] }); // Rohini, manglik
    const groom = chartWith(0, { moon: [1, 25] }); // Mrigashira 1 (Taurus)
    const m = ashtakoot(bride, groom);
    expect(m.bride).toMatchObject({ moonSign: 1, nakshatra: N.rohini, pada: 2 });
    expect(m.groom).toMatchObject({ moonSign: 1, nakshatra: 4, pada: 1 });
    expect(m.bride.manglik.status).toBe("present");
    expect(m.manglikMatch).toBe("bride_only");
    expect(m.total).toBe(36);
    expect(m.doshas.map((d) => [d.name, d.present])).toEqual([
      ["nadi", false],
      ["bhakoot", false],
      ["gana", false],
    ]);
  });
});
