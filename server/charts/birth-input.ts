/** Normalises the birth date and time as people type them into the forms. */
import { to24Hour } from "../../machines/lib/time";
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
 * "HH:MM" in 24-hour time, by the forms' own rule (machines/lib/time.ts): "HH:MM", "H:MM", "HH:MM:SS" (seconds
 * dropped, as the client sends the first five characters) and 12-hour "h:mm AM/PM". Null when not a real clock time.
 */
export const normalizeBirthTime = to24Hour;
