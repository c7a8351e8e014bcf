/** Normalises the birth date and time as people type them into the forms. */
import { twoDigits } from "../../machines/lib/twoDigits";

/** "YYYY-MM-DD" (also "YYYY/MM/DD"); null when not a real calendar date. */
export function normalizeBirthDate(text: string): string | null {
  const m = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})$/.exec(text.trim());
  if (!m) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const probe = new Date(Date.UTC(2000, month - 1, day));
  probe.setUTCFullYear(year);
  if (probe.getUTCFullYear() !== year || probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== day) return null;
  return `${m[1]}-${twoDigits(month)}-${twoDigits(day)}`;
}

/**
 * "HH:MM" in 24-hour time. Accepts "HH:MM", "HH:MM:SS" (seconds dropped, as the client sends the first
 * five characters) and 12-hour "hh:mm AM/PM" (12 AM = 00, 12 PM = 12). Null when not a real clock time.
 */
export function normalizeBirthTime(text: string): string | null {
  const m = /^(\d{1,2}):(\d{2})(?::(\d{2}))?\s*([AaPp]\.?[Mm]\.?)?$/.exec(text.trim());
  if (!m) return null;
  let hour = Number(m[1]);
  const minute = Number(m[2]);
  if (minute > 59 || (m[3] !== undefined && Number(m[3]) > 59)) return null;
  const meridiem = m[4]?.[0]?.toLowerCase();
  if (meridiem) {
    if (hour < 1 || hour > 12) return null;
    hour = (hour % 12) + (meridiem === "p" ? 12 : 0);
  } else if (hour > 23) {
    return null;
  }
  return `${twoDigits(hour)}:${twoDigits(minute)}`;
}
