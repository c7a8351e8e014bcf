// Which calendar a birth date is entered in first. Apart from the Bikram Sambat conversions (bikramSambat.ts) so that
// choosing the calendar does not bring the calendar's table along.

export type BirthCalendar = "AD" | "BS";

/** The birth date entry shown first: BS for a Nepali-speaking user, AD otherwise. */
export function firstBirthCalendar(language: string | null | undefined): BirthCalendar {
  return language?.toLowerCase().startsWith("ne") ? "BS" : "AD";
}
