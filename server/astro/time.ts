/**
 * Local birth time -> UTC with the IANA zone's history at that date (Node's ICU tz data), keeping the
 * offset's seconds (local mean time before standard time, e.g. Kathmandu +5:41:16 before 1920).
 * DST gap (a clock time that never happened): moved forward by the gap, i.e. read with the offset in
 * force before the change (02:30 on a spring-forward night in New York becomes 03:30 EDT).
 * DST overlap (a clock time that happened twice): the earlier instant.
 */
import { twoDigits } from "../../shared/two-digits";

/** Dates the engine accepts (its ΔT table and the issue's range). */
export const FIRST_YEAR = 1800;
export const LAST_YEAR = 2100;

export class ChartInputError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

export interface LocalDateTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const LOCAL_PATTERN = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2}))?$/;

/** Parses "YYYY-MM-DDTHH:mm[:ss]" and checks that the calendar date and clock time exist. */
export function parseLocalDateTime(text: string, field = "local"): LocalDateTime {
  const m = LOCAL_PATTERN.exec(text.trim());
  if (!m) throw new ChartInputError(field, `${field} must look like YYYY-MM-DDTHH:mm.`);
  const [year, month, day, hour, minute, second] = m.slice(1).map((v) => (v === undefined ? 0 : Number(v))) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const probe = new Date(Date.UTC(year, month - 1, day));
  probe.setUTCFullYear(year);
  if (probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== day) {
    throw new ChartInputError(field, `${field} is not a real calendar date.`);
  }
  if (hour > 23 || minute > 59 || second > 59) throw new ChartInputError(field, `${field} is not a real clock time.`);
  assertYearInRange(year, field);
  return { year, month, day, hour, minute, second };
}

export function assertYearInRange(year: number, field: string): void {
  if (year < FIRST_YEAR || year > LAST_YEAR) {
    throw new ChartInputError(field, `Dates from ${FIRST_YEAR} to ${LAST_YEAR} are supported.`);
  }
}

/** Checks a UTC instant for the engine's range. */
export function assertInstantInRange(utc: Date, field = "utc"): void {
  if (Number.isNaN(utc.getTime())) throw new ChartInputError(field, `${field} is not a valid date and time.`);
  assertYearInRange(utc.getUTCFullYear(), field);
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone: zone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
      era: "short",
    });
    formatters.set(zone, formatter);
  }
  return formatter;
}

/** True when Node's ICU knows the IANA zone. */
export function isKnownTimeZone(zone: string): boolean {
  try {
    formatterFor(zone);
    return true;
  } catch {
    return false;
  }
}

/** UTC offset in seconds (east positive) of `zone` at instant `ms`. */
export function offsetSecondsAt(zone: string, ms: number): number {
  const parts = formatterFor(zone).formatToParts(new Date(ms));
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const era = parts.find((p) => p.type === "era")?.value ?? "AD";
  const year = era.startsWith("B") ? 1 - get("year") : get("year");
  const wall = Date.UTC(year, get("month") - 1, get("day"), get("hour"), get("minute"), get("second"));
  const whole = new Date(wall);
  whole.setUTCFullYear(year);
  return Math.round((whole.getTime() - (ms - (((ms % 1000) + 1000) % 1000))) / 1000);
}

export interface ResolvedLocalTime {
  utc: Date;
  offsetSeconds: number;
  resolution: "exact" | "gap" | "overlap";
}

function wallClockMs(local: LocalDateTime): number {
  const d = new Date(Date.UTC(local.year, local.month - 1, local.day, local.hour, local.minute, local.second));
  d.setUTCFullYear(local.year);
  return d.getTime();
}

/** Resolves a local clock time at `zone` to a UTC instant per the rules above. */
export function resolveLocalTime(local: LocalDateTime, zone: string, field = "tz"): ResolvedLocalTime {
  if (!isKnownTimeZone(zone)) throw new ChartInputError(field, `Unknown time zone "${zone}".`);
  const wall = wallClockMs(local);
  const day = 86_400_000;
  // Every offset in force within a day either side; a zone changes offset at most once in that window
  // in practice, so these are the candidates.
  const candidates = [...new Set([wall - day, wall, wall + day].map((ms) => offsetSecondsAt(zone, ms - 0)))];
  const valid = candidates
    .map((offset) => wall - offset * 1000)
    .filter((instant) => wall - offsetSecondsAt(zone, instant) * 1000 === instant)
    .sort((a, b) => a - b);
  const first = valid[0];
  if (first !== undefined) {
    return {
      utc: new Date(first),
      offsetSeconds: offsetSecondsAt(zone, first),
      resolution: valid.length > 1 ? "overlap" : "exact",
    };
  }
  // Gap: read the clock time with the offset in force before the change, which lands after it.
  const before = offsetSecondsAt(zone, wall - day);
  const instant = wall - before * 1000;
  return { utc: new Date(instant), offsetSeconds: offsetSecondsAt(zone, instant), resolution: "gap" };
}

/** "+05:45", "-04:00", "+05:41:16". */
export function formatOffset(offsetSeconds: number): string {
  const sign = offsetSeconds < 0 ? "-" : "+";
  const abs = Math.abs(offsetSeconds);
  const h = Math.floor(abs / 3600);
  const m = Math.floor((abs % 3600) / 60);
  const s = abs % 60;
  return `${sign}${twoDigits(h)}:${twoDigits(m)}${s ? `:${twoDigits(s)}` : ""}`;
}
