// Bikram Sambat computed, for the client and the server alike (docs/panchang.md): a month starts on the Nepal civil
// day of the Surya Siddhanta Sun's sidereal ingress into its sign (Baishakh = Mesha), with two customary exceptions,
// and the published calendar's month lengths override the computation for the years it covers.
import { daysInMonth as publishedDaysInMonth, toGreg as publishedToGreg } from "bikram-sambat";
import { suryaSiddhantaSun } from "./surya-siddhanta";

/** The years the published table (the bikram-sambat package) covers. */
export const FIRST_PUBLISHED_BS_YEAR = 1970;
export const LAST_PUBLISHED_BS_YEAR = 2090;
/** The years the computed calendar answers. */
export const FIRST_COMPUTED_BS_YEAR = 1970;
export const LAST_COMPUTED_BS_YEAR = 2200;

export interface BsDate {
  year: number;
  /** 1 = Baishakh. */
  month: number;
  day: number;
}

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
/** Nepal's clock: +05:45 since 1 January 1986, +05:30 before (as the calendar makers count it, before 1920 too). */
const NEPAL_CLOCK_CHANGE = Date.UTC(1985, 11, 31, 18, 30);
const KATHMANDU = { lat: 27.7017, lon: 85.3206 };
const SHRAWAN = 4;
const MAGH = 10;

function nepalOffsetMs(instant: number): number {
  return (instant < NEPAL_CLOCK_CHANGE ? 330 : 345) * MINUTE_MS;
}

/** The instant the text's Sun enters the sign of BS month `month` (Baishakh: Mesha, 0°) of BS year `year`. */
export function sankranti(year: number, month: number): number {
  const target = (month - 1) * 30;
  // Mesha sankranti falls around 13-14 April of AD year BS - 57; a month is 29.3-31.5 days.
  const estimate = Date.UTC(year - 57, 3, 14) + (month - 1) * 30.44 * DAY_MS;
  let low = estimate - 8 * DAY_MS;
  let high = estimate + 8 * DAY_MS;
  const past = (ms: number) => {
    const d = (((suryaSiddhantaSun(new Date(ms)) - target) % 360) + 360) % 360;
    return d < 180;
  };
  while (high - low > 1000) {
    const mid = (low + high) / 2;
    if (past(mid)) high = mid;
    else low = mid;
  }
  return high;
}

/**
 * Sunrise and sunset at Kathmandu on a civil day (the day's UTC-midnight ms), as minutes after the Nepal clock's
 * midnight, by the usual low-precision solar formulas (within a minute or two): enough to place an ingress before
 * sunrise or after sunset.
 */
function kathmanduSunMinutes(civilDayMs: number, offsetMs: number): { rise: number; set: number } {
  const rad = Math.PI / 180;
  const t = ((civilDayMs + DAY_MS / 2 - (KATHMANDU.lon / 360) * DAY_MS) / DAY_MS + 2440587.5 - 2451545) / 36525;
  const l0 = 280.46646 + 36000.76983 * t;
  const m = (357.52911 + 35999.05029 * t) * rad;
  const e = 0.016708634;
  const centre = (1.914602 - 0.004817 * t) * Math.sin(m) + 0.019993 * Math.sin(2 * m) + 0.000289 * Math.sin(3 * m);
  const omega = (125.04 - 1934.136 * t) * rad;
  const lambda = (l0 + centre - 0.00569 - 0.00478 * Math.sin(omega)) * rad;
  const obliquity = (23.439291 - 0.0130042 * t + 0.00256 * Math.cos(omega)) * rad;
  const declination = Math.asin(Math.sin(obliquity) * Math.sin(lambda));
  const y = Math.tan(obliquity / 2) ** 2;
  const l = l0 * rad;
  const equationOfTime =
    (4 / rad) *
    (y * Math.sin(2 * l) -
      2 * e * Math.sin(m) +
      4 * e * y * Math.sin(m) * Math.cos(2 * l) -
      0.5 * y * y * Math.sin(4 * l) -
      1.25 * e * e * Math.sin(2 * m));
  const lat = KATHMANDU.lat * rad;
  const hourAngle =
    Math.acos(
      Math.cos(90.833 * rad) / (Math.cos(lat) * Math.cos(declination)) - Math.tan(lat) * Math.tan(declination),
    ) / rad;
  const noon = 720 - 4 * KATHMANDU.lon - equationOfTime + offsetMs / MINUTE_MS;
  return { rise: noon - 4 * hourAngle, set: noon + 4 * hourAngle };
}

/**
 * The civil day (UTC-midnight ms of the date) a month starts on: the Nepal civil day of its sankranti, except that a
 * Karka (Shrawan) sankranti between midnight and sunrise counts to the day before and a Makara (Magh) sankranti
 * between sunset and midnight to the day after.
 */
export function computedMonthStart(year: number, month: number): number {
  const ingress = sankranti(year, month);
  const offset = nepalOffsetMs(ingress);
  const wall = ingress + offset;
  const civilDay = Math.floor(wall / DAY_MS) * DAY_MS;
  const minuteOfDay = (wall - civilDay) / MINUTE_MS;
  const sun = kathmanduSunMinutes(civilDay, offset);
  if (month === SHRAWAN && minuteOfDay < sun.rise) return civilDay - DAY_MS;
  if (month === MAGH && minuteOfDay > sun.set) return civilDay + DAY_MS;
  return civilDay;
}

const isPublished = (year: number) => year >= FIRST_PUBLISHED_BS_YEAR && year <= LAST_PUBLISHED_BS_YEAR;

function nextMonth(year: number, month: number): [number, number] {
  return month === 12 ? [year + 1, 1] : [year, month + 1];
}

const startCache = new Map<number, number>();

/** The civil day (UTC-midnight ms) BS month `month` of `year` starts on: the published table's, else computed. */
export function monthStart(year: number, month: number): number {
  const key = year * 16 + month;
  let start = startCache.get(key);
  if (start === undefined) {
    if (isPublished(year)) {
      const greg = publishedToGreg(year, month, 1);
      start = Date.UTC(greg.year, greg.month - 1, greg.day);
    } else if (year === LAST_PUBLISHED_BS_YEAR + 1 && month === 1) {
      // The published Chaitra's last day is the table's word; the computed calendar goes on from the next day.
      start = monthStart(LAST_PUBLISHED_BS_YEAR, 12) + publishedDaysInMonth(LAST_PUBLISHED_BS_YEAR, 12) * DAY_MS;
    } else {
      start = computedMonthStart(year, month);
    }
    startCache.set(key, start);
  }
  return start;
}

const inRange = (year: number) =>
  Number.isInteger(year) && year >= FIRST_COMPUTED_BS_YEAR && year <= LAST_COMPUTED_BS_YEAR;

/** Days in a BS month (the published length where published), or null outside the calendar's years. */
export function daysInBsMonth(year: number, month: number): number | null {
  if (!inRange(year) || !Number.isInteger(month) || month < 1 || month > 12) return null;
  if (isPublished(year)) return publishedDaysInMonth(year, month);
  return Math.round((monthStart(...nextMonth(year, month)) - monthStart(year, month)) / DAY_MS);
}

/** Days in a BS month by the computation alone (for comparing with the published table). */
export function computedDaysInBsMonth(year: number, month: number): number {
  return Math.round((computedMonthStart(...nextMonth(year, month)) - computedMonthStart(year, month)) / DAY_MS);
}

const pad = (n: number) => String(n).padStart(2, "0");

/** A BS date as AD "YYYY-MM-DD", or null when that day does not exist or is outside the calendar's years. */
export function bsToAdDate(date: BsDate): string | null {
  const days = daysInBsMonth(date.year, date.month);
  if (days === null || !Number.isInteger(date.day) || date.day < 1 || date.day > days) return null;
  const ad = new Date(monthStart(date.year, date.month) + (date.day - 1) * DAY_MS);
  return `${ad.getUTCFullYear()}-${pad(ad.getUTCMonth() + 1)}-${pad(ad.getUTCDate())}`;
}

/** An AD "YYYY-MM-DD" in BS, or null when it is not a date or is outside the calendar's years. */
export function adDateToBs(iso: string): BsDate | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) return null;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const day = Date.UTC(y, m - 1, d);
  const check = new Date(day);
  if (check.getUTCMonth() !== m - 1 || check.getUTCDate() !== d) return null;
  let year = y + 57;
  if (day < monthStart(year, 1)) year -= 1;
  if (!inRange(year)) return null;
  let month = 12;
  while (month > 1 && day < monthStart(year, month)) month--;
  return { year, month, day: Math.round((day - monthStart(year, month)) / DAY_MS) + 1 };
}
