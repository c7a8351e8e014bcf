/**
 * Lahiri (Chitrapaksha) ayanamsa as Swiss Ephemeris `SE_SIDM_LAHIRI` defines it: 23°15'00.658" (true,
 * i.e. including nutation) on 1956-03-21 0h TT (JD 2435553.5), precessed to the date with the IAU 2006
 * general precession in longitude. The mean value is what precesses; the true value (mean + nutation in
 * longitude) is what the engine subtracts from true-equinox positions (docs/chart-engine.md).
 */

const J2000_JD = 2451545.0;
const LAHIRI_EPOCH_JD = 2435553.5;
/** Nutation in longitude at the epoch, removed to get the mean value that precesses (Swiss Ephemeris does the same). */
const LAHIRI_MEAN_AT_EPOCH = 23.250182778 - 0.004658035;

/** IAU 2006 general precession in longitude p_A, arcseconds, T in Julian centuries of TT from J2000. */
function generalPrecessionArcsec(t: number): number {
  return ((((-0.0000000383 * t - 0.000023857) * t + 0.00007964) * t + 1.1054348) * t + 5028.796195) * t;
}

const PRECESSION_AT_EPOCH = generalPrecessionArcsec((LAHIRI_EPOCH_JD - J2000_JD) / 36525);

/** Mean Lahiri ayanamsa in degrees at a TT expressed as days since J2000. */
export function meanLahiriAyanamsa(ttDays: number): number {
  const t = ttDays / 36525;
  return LAHIRI_MEAN_AT_EPOCH + (generalPrecessionArcsec(t) - PRECESSION_AT_EPOCH) / 3600;
}

/** True Lahiri ayanamsa: mean plus the nutation in longitude (degrees). */
export function trueLahiriAyanamsa(ttDays: number, nutationLongitudeDeg: number): number {
  return meanLahiriAyanamsa(ttDays) + nutationLongitudeDeg;
}
