// Types for the parts of the bikram-sambat package (plain CommonJS, no types of its own) that we call.
declare module "bikram-sambat" {
  interface CalendarDate {
    year: number;
    month: number;
    day: number;
  }
  /** Days in a BS month (1-12); throws for a year outside the package's table. */
  export function daysInMonth(year: number, month: number): number;
  /** BS -> AD; throws for a day that does not exist. */
  export function toGreg(year: number, month: number, day: number): CalendarDate;
  /** AD "YYYY-MM-DD" -> BS; throws outside the table. */
  export function toBik(greg: string): CalendarDate;
}
