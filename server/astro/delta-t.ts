/**
 * ΔT = TT − UT1 in seconds, the engine's choice (docs/chart-engine.md), installed into astronomy-engine with
 * `Astronomy.SetDeltaTFunction`.
 *
 * - 1800.0 to 2028.0: the yearly table of observed ΔT (Astronomical Almanac values; from 1974 the IERS
 *   values at 1 January), as Swiss Ephemeris tabulates it in swephlib.c, interpolated linearly.
 *   Values from 2024 on are the IERS short-term predictions (about 69 s, the Earth having sped up since 2020).
 * - After 2028: the Stephenson, Morrison & Hohenkerk (2016) parabola
 *   64 + 521/3000·B + B²/1250 + 121/3e7·B³ (B = year − 2000), blended linearly over a century from the
 *   last tabulated value so that the curve is continuous. This is also what Swiss Ephemeris does, so the
 *   future stays comparable with it; the real future ΔT is uncertain by seconds whatever the choice.
 *   It gives about 74.6 s in 2050 and 86 s in 2100 (astronomy-engine's stock Espenak-Meeus polynomial:
 *   about 93 s in 2050).
 * - Before 1800 (not accepted by the engine, kept for completeness): astronomy-engine's Espenak-Meeus.
 */
import * as Astronomy from "astronomy-engine";

const TABLE_START_YEAR = 1800;

// prettier-ignore
const OBSERVED_DELTA_T: readonly number[] = [
  /* 1800 */ 13.7, 13.4, 13.1, 12.9, 12.7, 12.6, 12.5, 12.5, 12.5, 12.5, /* 1810 */ 12.5, 12.5, 12.5, 12.5, 12.5, 12.5,
  12.5, 12.4, 12.3, 12.2, /* 1820 */ 12.0, 11.7, 11.4, 11.1, 10.6, 10.2, 9.6, 9.1, 8.6, 8.0, /* 1830 */ 7.5, 7.0, 6.6,
  6.3, 6.0, 5.8, 5.7, 5.6, 5.6, 5.6, /* 1840 */ 5.7, 5.8, 5.9, 6.1, 6.2, 6.3, 6.5, 6.6, 6.8, 6.9, /* 1850 */ 7.1, 7.2,
  7.3, 7.4, 7.5, 7.6, 7.7, 7.7, 7.8, 7.8, /* 1860 */ 7.88, 7.82, 7.54, 6.97, 6.4, 6.02, 5.41, 4.1, 2.92, 1.82,
  /* 1870 */ 1.61, 0.1, -1.02, -1.28, -2.69, -3.24, -3.64, -4.54, -4.71, -5.11, /* 1880 */ -5.4, -5.42, -5.2, -5.46,
  -5.46, -5.79, -5.63, -5.64, -5.8, -5.66, /* 1890 */ -5.87, -6.01, -6.19, -6.64, -6.44, -6.47, -6.09, -5.76, -4.66,
  -3.74, /* 1900 */ -2.72, -1.54, -0.02, 1.24, 2.64, 3.86, 5.37, 6.14, 7.75, 9.13, /* 1910 */ 10.46, 11.53, 13.36,
  14.65, 16.01, 17.2, 18.24, 19.06, 20.25, 20.95, /* 1920 */ 21.16, 22.25, 22.41, 23.03, 23.49, 23.62, 23.86, 24.49,
  24.34, 24.08, /* 1930 */ 24.02, 24.0, 23.87, 23.95, 23.86, 23.93, 23.73, 23.92, 23.96, 24.02, /* 1940 */ 24.33, 24.83,
  25.3, 25.7, 26.24, 26.77, 27.28, 27.78, 28.25, 28.71, /* 1950 */ 29.15, 29.57, 29.97, 30.36, 30.72, 31.07, 31.35,
  31.68, 32.18, 32.68, /* 1960 */ 33.15, 33.59, 34.0, 34.47, 35.03, 35.73, 36.54, 37.43, 38.29, 39.2, /* 1970 */ 40.18,
  41.17, 42.23, 43.37, 44.4841, 45.4761, 46.4567, 47.5214, 48.5344, 49.5862, /* 1980 */ 50.5387, 51.3808, 52.1668,
  52.9565, 53.7882, 54.3427, 54.8713, 55.3222, 55.8197, 56.3, /* 1990 */ 56.8553, 57.5653, 58.3092, 59.1218, 59.9845,
  60.7854, 61.6287, 62.2951, 62.9659, 63.4673, /* 2000 */ 63.8285, 64.0908, 64.2998, 64.4734, 64.5736, 64.6876, 64.8452,
  65.1464, 65.4574, 65.7768, /* 2010 */ 66.0699, 66.3246, 66.603, 66.9069, 67.281, 67.6439, 68.1024, 68.5927, 68.9676,
  69.2202, /* 2020 */ 69.3612, 69.3593, 69.2945, 69.1833, 69.1, 69.0, 68.9, 68.8, 68.8,
];
const TABLE_END_YEAR = TABLE_START_YEAR + OBSERVED_DELTA_T.length - 1;

/** Days from J2000 (astronomy-engine's `ut`) to a fractional year. */
function yearOf(ut: number): number {
  return 2000 + ut / 365.25;
}

function stephenson2016(year: number): number {
  const b = year - 2000;
  return (b * b * b * 121) / 30_000_000 + (b * b) / 1250 + (b * 521) / 3000 + 64;
}

/** ΔT in seconds for a UT expressed as days since J2000 (astronomy-engine's convention). */
export function deltaTSeconds(ut: number): number {
  const year = yearOf(ut);
  if (year < TABLE_START_YEAR) return Astronomy.DeltaT_EspenakMeeus(ut);
  if (year <= TABLE_END_YEAR) {
    const index = Math.min(Math.floor(year - TABLE_START_YEAR), OBSERVED_DELTA_T.length - 2);
    const fraction = year - TABLE_START_YEAR - index;
    const a = OBSERVED_DELTA_T[index] as number;
    const b = OBSERVED_DELTA_T[index + 1] as number;
    return a + (b - a) * fraction;
  }
  const lastObserved = OBSERVED_DELTA_T[OBSERVED_DELTA_T.length - 1] as number;
  const jump = stephenson2016(TABLE_END_YEAR) - lastObserved;
  const blend = year < TABLE_END_YEAR + 100 ? jump * (year - (TABLE_END_YEAR + 100)) * 0.01 : 0;
  return stephenson2016(year) + blend;
}

let installed = false;

/** Makes astronomy-engine use our ΔT; idempotent, called by the engine before any computation. */
export function installDeltaT(): void {
  if (installed) return;
  Astronomy.SetDeltaTFunction(deltaTSeconds);
  installed = true;
}
