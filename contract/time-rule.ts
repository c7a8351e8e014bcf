// docs/product.md §5 time strings: 24-hour "HH:MM" passes as is; "h:mm AM/PM" is converted; the reverse gives 12-hour.
// One definition for both sides: the forms check the time with it and the server normalises what it is sent with it.
import { twoDigits } from "../shared/two-digits";

const TWENTY_FOUR_HOUR = /^([01]?\d|2[0-3]):([0-5]\d)(:[0-5]\d)?$/;
const TWELVE_HOUR = /^(\d{1,2}):([0-5]\d)(:[0-5]\d)?\s*([AaPp])\.?[Mm]\.?$/;

/** "14:30", "14:30:00" -> "14:30"; "9:07" -> "09:07"; "2:30 PM" -> "14:30"; "12:05 am" -> "00:05"; else null. */
export function to24Hour(time: string): string | null {
  const text = time.trim();
  const direct = TWENTY_FOUR_HOUR.exec(text);
  if (direct) return `${twoDigits(Number(direct[1]))}:${direct[2]}`;
  const twelve = TWELVE_HOUR.exec(text);
  if (!twelve) return null;
  const hours = Number(twelve[1]);
  if (hours < 1 || hours > 12) return null;
  // Stryker disable next-line OptionalChaining: group 4 (the A or P) is not optional in TWELVE_HOUR
  const afternoon = twelve[4]?.toUpperCase() === "P";
  const converted = (hours % 12) + (afternoon ? 12 : 0);
  return `${twoDigits(converted)}:${twelve[2]}`;
}

/** "14:30" -> "02:30 PM"; "00:05" -> "12:05 AM"; accepts anything to24Hour accepts; else null. */
export function to12Hour(time: string): string | null {
  const normalized = to24Hour(time);
  if (normalized === null) return null;
  const [hourText, minutes] = normalized.split(":");
  const hours = Number(hourText);
  const suffix = hours >= 12 ? "PM" : "AM";
  const shown = hours % 12 === 0 ? 12 : hours % 12;
  return `${twoDigits(shown)}:${minutes} ${suffix}`;
}
