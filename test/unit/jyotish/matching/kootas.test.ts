// Each koota reaches every score it can give on constructed Moons; the symmetric ones are symmetric; the total
// is the sum of the kootas and stays within 0..36 over every pair of padas.
import { describe, expect, it } from "vitest";
import {
  ashtakootOfMoons,
  bhakootKoota,
  GANA_OF_NAKSHATRA,
  ganaKoota,
  grahaMaitriKoota,
  KOOTA_MAX,
  type MoonPlace,
  manglik,
  nadiKoota,
  nadiOf,
  taraKoota,
  varnaKoota,
  vashyaKoota,
  YONI_OF_NAKSHATRA,
  yoniKoota,
} from "../../../../server/jyotish";
import { chartWith } from "../fixture";
import { ALL_PADAS, N, sign, star } from "./places";

type KootaFn = (bride: MoonPlace, groom: MoonPlace) => { points: number };
const pts = (fn: KootaFn, bride: MoonPlace, groom: MoonPlace) => fn(bride, groom).points;

describe("Varna (1)", () => {
  it("gives 1 when the groom's varna is at least the bride's, 0 otherwise", () => {
    expect(varnaKoota(sign(2), sign(3))).toMatchObject({ points: 1, bride: "Shudra", groom: "Brahmin" });
    expect(pts(varnaKoota, sign(0), sign(4))).toBe(1); // Kshatriya with Kshatriya
    expect(varnaKoota(sign(3), sign(2))).toMatchObject({ points: 0, bride: "Brahmin", groom: "Shudra" });
    expect(pts(varnaKoota, sign(8), sign(1))).toBe(0); // Kshatriya bride, Vaishya groom
  });
});

describe("Vashya (2)", () => {
  it("gives 2, 1, 0.5 and 0", () => {
    expect(vashyaKoota(sign(0), sign(1))).toMatchObject({ points: 2, bride: "Chatushpada", groom: "Chatushpada" });
    expect(pts(vashyaKoota, sign(0), sign(2))).toBe(1); // Chatushpada, Manava
    expect(pts(vashyaKoota, sign(2), sign(3))).toBe(0.5); // Manava, Jalachara
    expect(pts(vashyaKoota, sign(2), sign(4))).toBe(0); // Manava, Vanachara
  });

  it("splits Sagittarius and Capricorn at 15°", () => {
    expect(vashyaKoota(sign(8, 10), sign(8, 20))).toMatchObject({ bride: "Manava", groom: "Chatushpada" });
    expect(vashyaKoota(sign(9, 10), sign(9, 20))).toMatchObject({ bride: "Chatushpada", groom: "Jalachara" });
  });
});

describe("Tara (3)", () => {
  it("gives 3 when both counts are auspicious (the same star: Janma both ways)", () => {
    expect(taraKoota(star(N.rohini), star(N.rohini))).toMatchObject({ points: 3, bride: "Janma", groom: "Janma" });
  });

  it("gives 1.5 when one count lands on Vipat, Pratyari or Vadha", () => {
    // Ashwini to Vishakha is the 16th star: Vadha; back, the 13th: Kshema.
    expect(taraKoota(star(N.ashwini), star(N.vishakha))).toMatchObject({
      points: 1.5,
      bride: "Kshema",
      groom: "Vadha",
    });
  });

  it("never gives 0: a count of 3, 5 or 7 (mod 9) one way is 8, 6 or 4 the other way", () => {
    const seen = new Set<number>();
    for (let b = 0; b < 27; b++) for (let g = 0; g < 27; g++) seen.add(pts(taraKoota, star(b), star(g)));
    expect([...seen].sort()).toEqual([1.5, 3]);
  });
});

describe("Yoni (4)", () => {
  it("gives 4, 3, 2, 1 and 0", () => {
    expect(yoniKoota(star(N.ashwini), star(N.shatabhisha))).toMatchObject({ points: 4, bride: "Horse" });
    expect(pts(yoniKoota, star(N.ashwini), star(N.rohini))).toBe(3); // horse, serpent
    expect(pts(yoniKoota, star(N.ashwini), star(N.bharani))).toBe(2); // horse, elephant
    expect(pts(yoniKoota, star(N.ashwini), star(N.uttaraPhalguni))).toBe(1); // horse, cow
    expect(yoniKoota(star(N.ashwini), star(N.hasta))).toMatchObject({ points: 0, groom: "Buffalo" });
  });

  it("gives 0 exactly to the seven sworn-enemy pairs", () => {
    const enemies = new Set<string>();
    for (let b = 0; b < 27; b++) {
      for (let g = 0; g < 27; g++) {
        if (pts(yoniKoota, star(b), star(g)) === 0) {
          enemies.add([YONI_OF_NAKSHATRA[b], YONI_OF_NAKSHATRA[g]].sort().join("-"));
        }
      }
    }
    expect([...enemies].sort()).toEqual(
      ["Buffalo-Horse", "Elephant-Lion", "Monkey-Sheep", "Mongoose-Serpent", "Deer-Dog", "Cat-Rat", "Cow-Tiger"].sort(),
    );
  });
});

describe("Graha Maitri (5)", () => {
  it("gives 5, 4, 3, 1, 0.5 and 0 by the Moon-sign lords' friendship", () => {
    expect(grahaMaitriKoota(sign(4), sign(3))).toMatchObject({ points: 5, bride: "Sun", groom: "Moon" });
    expect(pts(grahaMaitriKoota, sign(0), sign(7))).toBe(5); // one lord, Mars
    expect(pts(grahaMaitriKoota, sign(4), sign(2))).toBe(4); // Sun neutral to Mercury, Mercury a friend
    expect(pts(grahaMaitriKoota, sign(0), sign(1))).toBe(3); // Mars and Venus, neutral both ways
    expect(pts(grahaMaitriKoota, sign(3), sign(2))).toBe(1); // Moon a friend, Mercury an enemy
    expect(pts(grahaMaitriKoota, sign(0), sign(2))).toBe(0.5); // Mars an enemy, Mercury neutral
    expect(pts(grahaMaitriKoota, sign(4), sign(1))).toBe(0); // Sun and Venus, enemies both ways
  });
});

describe("Gana (6)", () => {
  const deva = star(N.ashwini);
  const manushya = star(N.bharani);
  const rakshasa = star(N.krittika);
  it("gives 6 for one gana, and by direction 6/5 for Deva and Manushya, 1/0 for Deva and Rakshasa", () => {
    expect(ganaKoota(rakshasa, rakshasa)).toMatchObject({ points: 6, bride: "Rakshasa", groom: "Rakshasa" });
    expect(pts(ganaKoota, manushya, deva)).toBe(6);
    expect(pts(ganaKoota, deva, manushya)).toBe(5);
    expect(pts(ganaKoota, deva, rakshasa)).toBe(1);
    expect(pts(ganaKoota, rakshasa, deva)).toBe(0);
    expect(pts(ganaKoota, manushya, rakshasa)).toBe(0);
    expect(pts(ganaKoota, rakshasa, manushya)).toBe(0);
  });

  it("has nine nakshatras in each gana", () => {
    for (const g of ["Deva", "Manushya", "Rakshasa"]) expect(GANA_OF_NAKSHATRA.filter((x) => x === g)).toHaveLength(9);
  });
});

describe("Bhakoot (7)", () => {
  it("gives 7 for 1/1, 7/7, 3/11 and 4/10, and 0 for 2/12, 5/9 and 6/8", () => {
    const byDistance = Array.from({ length: 12 }, (_, d) => pts(bhakootKoota, sign(0), sign(d)));
    expect(byDistance).toEqual([7, 0, 7, 7, 0, 0, 7, 0, 0, 7, 7, 0]);
  });
});

describe("Nadi (8)", () => {
  it("gives 0 for one nadi and 8 for two", () => {
    expect(nadiKoota(star(N.ashwini), star(N.ardra))).toMatchObject({ points: 0, bride: "Adi", groom: "Adi" });
    expect(nadiKoota(star(N.ashwini), star(N.bharani))).toMatchObject({ points: 8, groom: "Madhya" });
  });

  it("follows the zigzag: the Adi nakshatras are the printed nine", () => {
    const adi = Array.from({ length: 27 }, (_, n) => n).filter((n) => nadiOf(n) === "Adi");
    expect(adi).toEqual([0, 5, 6, 11, 12, 17, 18, 23, 24]);
  });
});

describe("over every pair of padas", () => {
  const none = manglik(chartWith(0));
  it("the symmetric kootas are symmetric, every koota stays within 0..max, the total is their sum", () => {
    const symmetric: KootaFn[] = [grahaMaitriKoota, nadiKoota, bhakootKoota, yoniKoota, taraKoota, vashyaKoota];
    let totals = 0;
    for (const b of ALL_PADAS) {
      for (const g of ALL_PADAS) {
        for (const fn of symmetric) if (pts(fn, b, g) !== pts(fn, g, b)) throw new Error(`${fn.name} not symmetric`);
        const match = ashtakootOfMoons(b, g, none, none);
        const sum = match.kootas.reduce((s, k) => s + k.points, 0);
        expect(match.total).toBe(sum);
        expect(match.total).toBeGreaterThanOrEqual(0);
        expect(match.total).toBeLessThanOrEqual(36);
        for (const k of match.kootas) {
          expect(k.max).toBe(KOOTA_MAX[k.name]);
          if (k.points < 0 || k.points > k.max) throw new Error(`${k.name} out of range`);
        }
        totals++;
      }
    }
    expect(totals).toBe(108 * 108);
  });

  it("lists the kootas in the classical order and reaches 36 for one Moon with itself", () => {
    const match = ashtakootOfMoons(star(N.rohini), star(N.rohini), none, none);
    expect(match.kootas.map((k) => k.name)).toEqual(Object.keys(KOOTA_MAX));
    expect(match.total).toBe(28); // one nadi: Nadi gives 0
    // A Rohini bride with a Mrigashira groom, both in Taurus: serpent and serpent, Manushya bride with Deva groom,
    // Antya and Madhya nadis: every koota full.
    const full = ashtakootOfMoons(star(N.rohini, 2), star(4, 1), none, none);
    expect(full.kootas.map((k) => k.points)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(full.total).toBe(36);
  });
});
