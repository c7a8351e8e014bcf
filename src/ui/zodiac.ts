// The twelve signs in order (Aries = 1 in the chart's numbering), with their Sanskrit names (JYOTISH.md).
export const zodiacSigns = [
  { english: "Aries", sanskrit: "Mesha" },
  { english: "Taurus", sanskrit: "Vrishabha" },
  { english: "Gemini", sanskrit: "Mithuna" },
  { english: "Cancer", sanskrit: "Karka" },
  { english: "Leo", sanskrit: "Simha" },
  { english: "Virgo", sanskrit: "Kanya" },
  { english: "Libra", sanskrit: "Tula" },
  { english: "Scorpio", sanskrit: "Vrishchika" },
  { english: "Sagittarius", sanskrit: "Dhanu" },
  { english: "Capricorn", sanskrit: "Makara" },
  { english: "Aquarius", sanskrit: "Kumbha" },
  { english: "Pisces", sanskrit: "Meena" },
] as const;

export type ZodiacSign = (typeof zodiacSigns)[number];

/** Finds a sign by its English or Sanskrit name, any case; undefined for anything else. */
export function findZodiacSign(name: string): ZodiacSign | undefined {
  const wanted = name.trim().toLowerCase();
  return zodiacSigns.find((sign) => sign.english.toLowerCase() === wanted || sign.sanskrit.toLowerCase() === wanted);
}
