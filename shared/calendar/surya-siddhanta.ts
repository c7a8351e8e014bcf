// The Sun and the Moon of the Surya Siddhanta, as Nepal's patro makers compute them (docs/panchang.md), for the
// server's panchang and for the Bikram Sambat calendar on both sides (bikram-sambat.ts): mean
// motions from the text's revolutions in a mahayuga counted from the Kali epoch, the manda correction with the
// text's varying epicycles, and the text's own table of 24 sines (radius 3438'). No modern astronomy enters.

/** Degrees into [0, 360). */
function normalizeDegrees(value: number): number {
  const r = value % 360;
  return r < 0 ? r + 360 : r;
}

/** Civil (sunrise-to-sunrise) days in a mahayuga of 4,320,000 years. */
const CIVIL_DAYS_IN_MAHAYUGA = 1_577_917_828;
/** Revolutions in a mahayuga. */
const SUN_REVOLUTIONS = 4_320_000;
const MOON_REVOLUTIONS = 57_753_336;
const MOON_APOGEE_REVOLUTIONS = 488_203;
/** The Sun's apogee moves 387 revolutions in a kalpa (1,000 mahayugas). */
const SUN_APOGEE_REVOLUTIONS_IN_KALPA = 387;
/** Years from the end of creation to the Kali epoch (the kalpa's elapsed part less the 17,064,000 years of creation). */
const YEARS_CREATION_TO_KALI = 1_955_880_000;

/**
 * The Kali epoch: mean midnight at Ujjain (the text's prime meridian, 75°46' E) beginning Friday 18 February 3102 BCE
 * (Julian), as a Julian day in UT. At that instant the mean Sun and Moon stand at 0° and the Moon's apogee at 90°.
 */
const UJJAIN_LONGITUDE = 75 + 46 / 60;
const KALI_EPOCH_JD = 588_465.5 - UJJAIN_LONGITUDE / 360;
const UNIX_EPOCH_JD = 2_440_587.5;
const MOON_APOGEE_AT_KALI = 90;
const SUN_APOGEE_AT_KALI =
  ((SUN_APOGEE_REVOLUTIONS_IN_KALPA * YEARS_CREATION_TO_KALI) / 4_320_000_000 -
    Math.floor((SUN_APOGEE_REVOLUTIONS_IN_KALPA * YEARS_CREATION_TO_KALI) / 4_320_000_000)) *
  360;

/** The text's sines of 3°45' .. 90° in minutes of arc (radius 3438'). */
const SINE_TABLE = [
  0, 225, 449, 671, 890, 1105, 1315, 1520, 1719, 1910, 2093, 2267, 2431, 2585, 2728, 2859, 2978, 3084, 3177, 3256, 3321,
  3372, 3409, 3431, 3438,
] as const;
const RADIUS = 3438;
const STEP = 3.75;

/** The text's R·sin of an angle in degrees, interpolated linearly in the table, divided by R. */
export function tableSine(degrees: number): number {
  const angle = normalizeDegrees(degrees);
  const sign = angle < 180 ? 1 : -1;
  const inHalf = angle % 180;
  const quadrant = inHalf > 90 ? 180 - inHalf : inHalf;
  const index = Math.min(Math.floor(quadrant / STEP), SINE_TABLE.length - 2);
  const low = SINE_TABLE[index] as number;
  const high = SINE_TABLE[index + 1] as number;
  return (sign * (low + ((high - low) * (quadrant - index * STEP)) / STEP)) / RADIUS;
}

/** The arc (degrees, -90..90) whose table sine is `sine`, by the same table read backwards. */
export function tableArcsine(sine: number): number {
  const target = Math.min(Math.abs(sine), 1) * RADIUS;
  let index = 0;
  while (index < SINE_TABLE.length - 2 && (SINE_TABLE[index + 1] as number) < target) index++;
  const low = SINE_TABLE[index] as number;
  const high = SINE_TABLE[index + 1] as number;
  return Math.sign(sine) * (index + (target - low) / (high - low)) * STEP;
}

/** Days (UT) since the Kali epoch. */
export function kaliDays(utc: Date): number {
  return utc.getTime() / 86_400_000 + UNIX_EPOCH_JD - KALI_EPOCH_JD;
}

function meanLongitude(revolutionsInMahayuga: number, days: number): number {
  return normalizeDegrees(((revolutionsInMahayuga * days) / CIVIL_DAYS_IN_MAHAYUGA) * 360);
}

/**
 * The manda correction: the epicycle shrinks from its size at the ends of the even quadrants (`evenEpicycle`, at the
 * apsides) to that at the odd ones (`oddEpicycle`) with |sin| of the anomaly; the equation is the arc whose sine is
 * epicycle/360 of the anomaly's sine, taken off while the planet moves away from its apogee.
 */
function trueLongitude(mean: number, apogee: number, evenEpicycle: number, oddEpicycle: number): number {
  const anomalySine = tableSine(mean - apogee);
  const epicycle = evenEpicycle - (evenEpicycle - oddEpicycle) * Math.abs(anomalySine);
  return normalizeDegrees(mean - tableArcsine((epicycle / 360) * anomalySine));
}

/** The Sun's epicycle is 14° at the apsides and 13°40' at the quadratures; the Moon's 32° and 31°40'. */
const SUN_EPICYCLES = [14, 13 + 40 / 60] as const;
const MOON_EPICYCLES = [32, 31 + 40 / 60] as const;

function trueSunAt(days: number): number {
  const sunApogee = normalizeDegrees(
    SUN_APOGEE_AT_KALI + ((SUN_APOGEE_REVOLUTIONS_IN_KALPA * days) / (CIVIL_DAYS_IN_MAHAYUGA * 1000)) * 360,
  );
  return trueLongitude(meanLongitude(SUN_REVOLUTIONS, days), sunApogee, ...SUN_EPICYCLES);
}

/** The text's true Sun alone, sidereal degrees [0, 360) (the calendar needs no Moon). */
export function suryaSiddhantaSun(utc: Date): number {
  return trueSunAt(kaliDays(utc));
}

/** The true Sun and Moon of the Surya Siddhanta, sidereal in the text's own zodiac. */
export function suryaSiddhantaSunAndMoon(utc: Date): { sun: number; moon: number } {
  const days = kaliDays(utc);
  const moonApogee = normalizeDegrees(MOON_APOGEE_AT_KALI + meanLongitude(MOON_APOGEE_REVOLUTIONS, days));
  return {
    sun: trueSunAt(days),
    moon: trueLongitude(meanLongitude(MOON_REVOLUTIONS, days), moonApogee, ...MOON_EPICYCLES),
  };
}
