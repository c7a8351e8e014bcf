// Moons placed by nakshatra and pada (the middle of the pada) or by sign and degree, for the matching tests.
import { NAKSHATRA_SPAN, PADA_SPAN } from "../../../../server/astro/jyotish";
import { zodiacPosition } from "../../../../server/astro/zodiac";
import type { MoonPlace } from "../../../../server/jyotish";

/** Nakshatra 0-26 (Ashwini = 0), pada 1-4. */
export function star(nakshatra: number, pada = 1): MoonPlace {
  return zodiacPosition(nakshatra * NAKSHATRA_SPAN + (pada - 0.5) * PADA_SPAN);
}

/** Sign 0-11 (Aries = 0), degree within the sign. */
export function sign(s: number, degree = 1): MoonPlace {
  return zodiacPosition(s * 30 + degree);
}

/** All 108 padas, one Moon in the middle of each. */
export const ALL_PADAS: MoonPlace[] = Array.from({ length: 108 }, (_, i) => star(Math.floor(i / 4), (i % 4) + 1));

export const N = {
  ashwini: 0,
  bharani: 1,
  krittika: 2,
  rohini: 3,
  ardra: 5,
  punarvasu: 6,
  magha: 9,
  uttaraPhalguni: 11,
  hasta: 12,
  vishakha: 15,
  jyeshtha: 17,
  purvaAshadha: 19,
  uttaraAshadha: 20,
  shatabhisha: 23,
  revati: 26,
} as const;
