// How the muhurta texts weigh a day for beginning something (docs/jyotish.md "Today"): the tithi's group, the
// nakshatra's nature, the tara counted from the asker's birth star, and rahu kaal to leave out of the day.
// - Tithi groups (Muhurta Chintamani): Nanda 1, 6, 11; Bhadra 2, 7, 12; Jaya 3, 8, 13; Rikta 4, 9, 14; Purna 5, 10,
//   15. The Rikta ("empty") tithis and Amavasya are left out for auspicious beginnings.
// - Nakshatra natures (Brihat Samhita and Muhurta Chintamani): fixed (dhruva) for what should last, movable (chara)
//   for travel and vehicles, soft (mridu) for arts, clothes and friendship, swift (kshipra) for trade, learning and
//   medicine, mixed (mishra) for routine work; the fierce (ugra) and sharp (tikshna) ones are not chosen for
//   auspicious beginnings.
// - Tara bala: see machines/lib/todayReading.ts (the same count the Today page uses).
import { type DayReading, isFavourableTara, readDay } from "../../../shared/today-reading";

export type TithiGroup = "nanda" | "bhadra" | "jaya" | "rikta" | "purna";
export type NakshatraNatureForMuhurta = "fixed" | "movable" | "soft" | "swift" | "mixed" | "fierce" | "sharp";
export type DayVerdict = "favourable" | "mixed" | "better_another_day";

/** 1-30 -> its group; 30 (Amavasya) is Purna by count but is kept apart by `darkMoon`. */
export function tithiGroupOf(tithi: number): TithiGroup {
  const groups: TithiGroup[] = ["nanda", "bhadra", "jaya", "rikta", "purna"];
  return groups[(((tithi - 1) % 15) % 5) as 0 | 1 | 2 | 3 | 4] as TithiGroup;
}

/** Index 0 = Ashwini. */
const NATURES: readonly NakshatraNatureForMuhurta[] = [
  "swift", // Ashwini
  "fierce", // Bharani
  "mixed", // Krittika
  "fixed", // Rohini
  "soft", // Mrigashira
  "sharp", // Ardra
  "movable", // Punarvasu
  "swift", // Pushya
  "sharp", // Ashlesha
  "fierce", // Magha
  "fierce", // Purva Phalguni
  "fixed", // Uttara Phalguni
  "swift", // Hasta
  "soft", // Chitra
  "movable", // Swati
  "mixed", // Vishakha
  "soft", // Anuradha
  "sharp", // Jyeshtha
  "sharp", // Mula
  "fierce", // Purva Ashadha
  "fixed", // Uttara Ashadha
  "movable", // Shravana
  "movable", // Dhanishta
  "movable", // Shatabhisha
  "fierce", // Purva Bhadrapada
  "fixed", // Uttara Bhadrapada
  "soft", // Revati
];

/** 1-27 (Ashwini = 1). */
export function nakshatraNatureOf(nakshatra: number): NakshatraNatureForMuhurta {
  return NATURES[nakshatra - 1] as NakshatraNatureForMuhurta;
}

export interface DayForBeginnings {
  tithiGroup: TithiGroup;
  /** Amavasya, the 30th tithi. */
  darkMoon: boolean;
  nature: NakshatraNatureForMuhurta;
  /** The asker's Moon against today's: the house from the natal Moon and the tara. */
  personal: DayReading;
  /** How many of the three measures (tithi, nakshatra, tara) favour a beginning. */
  favours: number;
  verdict: DayVerdict;
}

export function weighDay(
  today: { tithi: number; nakshatra: number; moonSign: number },
  natal: { sign: number; nakshatra: number },
): DayForBeginnings {
  const tithiGroup = tithiGroupOf(today.tithi);
  const darkMoon = today.tithi === 30;
  const nature = nakshatraNatureOf(today.nakshatra);
  const personal = readDay(natal, { moonSign: today.moonSign, nakshatra: today.nakshatra });
  const tithiFavours = tithiGroup !== "rikta" && !darkMoon;
  const nakshatraFavours = nature !== "fierce" && nature !== "sharp";
  const taraFavours = isFavourableTara(personal.tara);
  const favours = Number(tithiFavours) + Number(nakshatraFavours) + Number(taraFavours);
  const verdict: DayVerdict = favours === 3 ? "favourable" : favours === 2 ? "mixed" : "better_another_day";
  return { tithiGroup, darkMoon, nature, personal, favours, verdict };
}
