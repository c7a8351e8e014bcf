/** Normalises the birth date as people type it into the forms (the time: `to24Hour` in contract/time-rule.ts). */
import { twoDigits } from "../../shared/two-digits";

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
