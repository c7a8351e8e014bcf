/**
 * Who is what for Ashtakoot: the category each Moon sign or nakshatra belongs to (varna, vashya, yoni, gana,
 * nadi, tara). Only the classifications live here; the points each pair of categories earns live with the
 * koota that gives them (kootas.ts). docs/jyotish.md, "Kundali matching (Ashtakoot)", prints these tables.
 */

/** Highest first: the groom's varna should be at least the bride's. */
export const VARNAS = ["Brahmin", "Kshatriya", "Vaishya", "Shudra"] as const;
export type Varna = (typeof VARNAS)[number];

/** Varna of the Moon sign by element: water Brahmin, fire Kshatriya, earth Vaishya, air Shudra. */
export function varnaOf(sign: number): Varna {
  return (["Kshatriya", "Vaishya", "Shudra", "Brahmin"] as const)[sign % 4] as Varna;
}

export const VASHYAS = ["Chatushpada", "Manava", "Jalachara", "Vanachara", "Keeta"] as const;
export type Vashya = (typeof VASHYAS)[number];

/** Vashya by Moon sign (Aries first); Sagittarius and Capricorn are split at 15° (`vashyaOf`). */
const VASHYA_OF_SIGN: readonly Vashya[] = [
  "Chatushpada", // Aries (ram)
  "Chatushpada", // Taurus (bull)
  "Manava", // Gemini
  "Jalachara", // Cancer (crab)
  "Vanachara", // Leo (lion)
  "Manava", // Virgo
  "Manava", // Libra
  "Keeta", // Scorpio (insect)
  "Manava", // Sagittarius 0-15° (the archer); 15-30° Chatushpada (the horse)
  "Chatushpada", // Capricorn 0-15° (the goat); 15-30° Jalachara (the sea creature)
  "Manava", // Aquarius
  "Jalachara", // Pisces
];

export function vashyaOf(sign: number, degInSign: number): Vashya {
  if (sign === 8 && degInSign >= 15) return "Chatushpada";
  if (sign === 9 && degInSign >= 15) return "Jalachara";
  return VASHYA_OF_SIGN[sign] as Vashya;
}

export const YONIS = [
  "Horse",
  "Elephant",
  "Sheep",
  "Serpent",
  "Dog",
  "Cat",
  "Rat",
  "Cow",
  "Buffalo",
  "Tiger",
  "Deer",
  "Monkey",
  "Mongoose",
  "Lion",
] as const;
export type Yoni = (typeof YONIS)[number];

/** Yoni (animal) of each nakshatra, Ashwini first. Uttara Ashadha's mongoose pairs with Abhijit, unused here. */
export const YONI_OF_NAKSHATRA: readonly Yoni[] = [
  "Horse", // Ashwini
  "Elephant", // Bharani
  "Sheep", // Krittika
  "Serpent", // Rohini
  "Serpent", // Mrigashira
  "Dog", // Ardra
  "Cat", // Punarvasu
  "Sheep", // Pushya
  "Cat", // Ashlesha
  "Rat", // Magha
  "Rat", // Purva Phalguni
  "Cow", // Uttara Phalguni
  "Buffalo", // Hasta
  "Tiger", // Chitra
  "Buffalo", // Swati
  "Tiger", // Vishakha
  "Deer", // Anuradha
  "Deer", // Jyeshtha
  "Dog", // Mula
  "Monkey", // Purva Ashadha
  "Mongoose", // Uttara Ashadha
  "Monkey", // Shravana
  "Lion", // Dhanishta
  "Horse", // Shatabhisha
  "Lion", // Purva Bhadrapada
  "Cow", // Uttara Bhadrapada
  "Elephant", // Revati
];

export const GANAS = ["Deva", "Manushya", "Rakshasa"] as const;
export type Gana = (typeof GANAS)[number];

const D: Gana = "Deva";
const M: Gana = "Manushya";
const R: Gana = "Rakshasa";
/** Gana (temperament) of each nakshatra, Ashwini first, nine to a line. */
export const GANA_OF_NAKSHATRA: readonly Gana[] = [
  ...[D, M, R, M, D, M, D, D, R], // Ashwini .. Ashlesha
  ...[R, M, M, D, R, D, R, D, R], // Magha .. Jyeshtha
  ...[R, M, M, D, R, R, M, M, D], // Mula .. Revati
];

export const NADIS = ["Adi", "Madhya", "Antya"] as const;
export type Nadi = (typeof NADIS)[number];

/**
 * Nadi of each nakshatra: counted zigzag Adi, Madhya, Antya, Antya, Madhya, Adi, and again, so the pattern of six
 * repeats from Ashwini (Adi: Ashwini, Ardra, Punarvasu, Uttara Phalguni, Hasta, Jyeshtha, Mula, Shatabhisha, Purva
 * Bhadrapada).
 */
export function nadiOf(nakshatra: number): Nadi {
  return (["Adi", "Madhya", "Antya", "Antya", "Madhya", "Adi"] as const)[nakshatra % 6] as Nadi;
}

/** The nine taras, counted from one's own nakshatra as 1 (Janma) and repeating every nine. */
export const TARAS = [
  "Janma",
  "Sampat",
  "Vipat",
  "Kshema",
  "Pratyari",
  "Sadhaka",
  "Vadha",
  "Mitra",
  "Parama Mitra",
] as const;
export type Tara = (typeof TARAS)[number];

/** Vipat (3rd), Pratyari (5th) and Vadha (7th) are the inauspicious taras. */
export const INAUSPICIOUS_TARAS: readonly Tara[] = ["Vipat", "Pratyari", "Vadha"];

/** The tara `to` falls in counted from `from` (inclusive count, remainder by nine). */
export function taraOf(from: number, to: number): Tara {
  const count = ((to - from + 27) % 27) + 1;
  return TARAS[(count - 1) % 9] as Tara;
}
