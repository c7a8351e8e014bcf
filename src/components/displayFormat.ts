// How birth dates and times are shown (SPEC §9: hours:minutes with AM or PM; dates like 'Mon 05 2024',
// read as month abbreviation, zero-padded day, year). Blank-ish values (SPEC §5) show as nothing.
const monthNames = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

export function isMissing(value: string | null | undefined): boolean {
  return value == null || value.trim() === "" || value === "null" || value === "undefined";
}

/** '2024-01-05' (or an ISO date-time) -> 'Jan 05 2024'; anything unparseable is returned unchanged. */
export function formatDisplayDate(value: string | null | undefined): string {
  if (isMissing(value)) return "";
  const text = String(value);
  const match = text.match(/^(\d{4})-(\d{2})-(\d{2})/);
  const month = match ? monthNames[Number(match[2]) - 1] : undefined;
  if (!match || !month) return text;
  return `${month} ${match[3]} ${match[1]}`;
}

/** '14:05' or '14:05:00' -> '02:05 PM'; a value already in 12-hour form or unparseable is returned unchanged. */
export function formatDisplayTime(value: string | null | undefined): string {
  if (isMissing(value)) return "";
  const text = String(value);
  const match = text.match(/^([01]\d|2[0-3]):([0-5]\d)(:\d{2})?$/);
  if (!match) return text;
  const hours = Number(match[1]);
  const suffix = hours >= 12 ? "PM" : "AM";
  const twelve = hours % 12 === 0 ? 12 : hours % 12;
  return `${String(twelve).padStart(2, "0")}:${match[2]} ${suffix}`;
}
