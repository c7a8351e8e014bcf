// The day's personal line on the Today page (docs/client.md "Today"): today's Moon read from the asker's own Moon, the
// two classical daily measures a patro's rashifal rests on, never a prediction of harm.
// - Chandra gochara: the house the Moon is passing, counted from the natal Moon's sign (the natal sign is the 1st).
//   The 1st, 3rd, 6th, 7th, 10th and 11th are the favourable houses.
// - Tara bala: the day's nakshatra counted from the birth nakshatra (the birth star is 1), in rounds of nine taras:
//   1 Janma, 2 Sampat, 3 Vipat, 4 Kshema, 5 Pratyak, 6 Sadhana, 7 Naidhana, 8 Mitra, 9 Parama Mitra. Sampat, Kshema,
//   Sadhana, Mitra and Parama Mitra (2, 4, 6, 8, 9) are the favourable ones.
// The line only ever says how to use the day: "bright" (both favour), "steady" (one does), "gentle" (neither: a day
// for patience and small things).

export type DayTone = "bright" | "steady" | "gentle";

export interface NatalMoon {
  /** 1 = Mesha .. 12 = Meena. */
  sign: number;
  /** 1 = Ashwini .. 27 = Revati. */
  nakshatra: number;
}

export interface DayReading {
  /** 1-12: the house the Moon is passing, from the natal Moon's sign. */
  house: number;
  /** 1-9. */
  tara: number;
  tone: DayTone;
}

/** The houses from the natal Moon where the Moon's passage helps. */
export const FAVOURABLE_MOON_HOUSES: readonly number[] = [1, 3, 6, 7, 10, 11];
const FAVOURABLE_TARAS = [2, 4, 6, 8, 9];

/** Sampat, Kshema, Sadhana, Mitra and Parama Mitra. */
export function isFavourableTara(tara: number): boolean {
  return FAVOURABLE_TARAS.includes(tara);
}

/** The house of a sign counted from another: the same sign is the 1st. */
export function houseFrom(natalSign: number, todaySign: number): number {
  return ((todaySign - natalSign + 12) % 12) + 1;
}

/** The tara of a day's nakshatra counted from the birth nakshatra: the birth star itself is 1 (Janma). */
export function taraFrom(natalNakshatra: number, todayNakshatra: number): number {
  return (((todayNakshatra - natalNakshatra + 27) % 27) % 9) + 1;
}

export function readDay(natal: NatalMoon, today: { moonSign: number; nakshatra: number }): DayReading {
  const house = houseFrom(natal.sign, today.moonSign);
  const tara = taraFrom(natal.nakshatra, today.nakshatra);
  const favours = Number(FAVOURABLE_MOON_HOUSES.includes(house)) + Number(isFavourableTara(tara));
  return { house, tara, tone: favours === 2 ? "bright" : favours === 1 ? "steady" : "gentle" };
}
