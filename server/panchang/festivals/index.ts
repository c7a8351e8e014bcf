// The festivals of one civil day at a place (docs/panchang.md, "Festivals"), decided from the rules in calendar.ts
// with the mode's Sun and Moon: computed for the asked day only, from the tithis running a few days around it.
import { adDateToBs } from "../../../shared/calendar/bikram-sambat";
import { BS_MONTHS } from "../../../shared/calendar/dates";
import { SIGN_SANSKRIT } from "../../astro/jyotish";
import { offsetSecondsAt, resolveLocalTime } from "../../astro/time";
import type { PanchangMode, PanchangPlace } from "../panchang";
import { SUN_AND_MOON } from "../panchang";
import { tithiName } from "../words";
import {
  FESTIVALS,
  type Festival,
  type FestivalCalendar,
  type FestivalRule,
  type IngressRule,
  LUNAR_MONTHS,
  type LunarRule,
} from "./calendar";
import {
  DaysAround,
  isoDatePlus,
  karmakala,
  type LunarMonth,
  type Lunation,
  lunarMonthAt,
  type TithiSpan,
  tithiSpans,
} from "./lunar-days";

export { FESTIVALS, type Festival } from "./calendar";

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** nepal mode keeps Nepal's festivals by the Surya Siddhanta; drik mode India's by the astronomical positions. */
export const CALENDAR_OF_MODE: Record<PanchangMode, FestivalCalendar> = { nepal: "nepal", drik: "india" };
const THEORY_OF_MODE: Record<PanchangMode, string> = {
  nepal: "Surya Siddhanta panchang, Nepal",
  drik: "drik panchang, Lahiri",
};

/** The civil date ("YYYY-MM-DD") of an instant on the place's clock. */
function civilDate(ms: number, timeZone: string): string {
  return new Date(ms + offsetSecondsAt(timeZone, ms) * 1000).toISOString().slice(0, 10);
}

function midnightOf(date: string, timeZone: string): number {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  return resolveLocalTime({ year, month, day, hour: 0, minute: 0, second: 0 }, timeZone).utc.getTime();
}

/** The day a lunar rule keeps this occurrence of its tithi on. */
function observedDay(rule: LunarRule, span: TithiSpan, days: DaysAround, timeZone: string): string {
  const { observance } = rule;
  if (observance.at === "sunrise") return sunriseDay(span, observance.minimumHours ?? 0, days, timeZone);
  const firstDay = civilDate(span.start, timeZone);
  let best: { date: string; held: number } | null = null;
  // A night window (nishita) of the day before the tithi begins may already hold it; a tithi (at most about 27
  // hours) is over before any window of its third day.
  for (const shift of [-1, 0, 1]) {
    const date = isoDatePlus(firstDay, shift);
    const window = karmakala(observance.at, date, days);
    const held =
      window.end === window.start
        ? Number(window.start >= span.start && window.start < span.end)
        : Math.max(0, Math.min(window.end, span.end) - Math.max(window.start, span.start));
    if (held > 0 && (!best || held > best.held)) best = { date, held };
  }
  // No window holds it at all (a short tithi between two of them): the tithi of the day, as at sunrise.
  return best?.date ?? sunriseDay(span, 0, days, timeZone);
}

/**
 * The first day whose sunrise falls in the tithi with at least `minimumHours` of it left; a tithi no sunrise
 * touches (kshaya), or one too short after the sunrise, belongs to the day it begins.
 */
function sunriseDay(span: TithiSpan, minimumHours: number, days: DaysAround, timeZone: string): string {
  const firstDay = civilDate(span.start, timeZone);
  const minimum = minimumHours * HOUR_MS;
  // The first sunrise after the tithi begins is on its first day or the next.
  for (const shift of [0, 1]) {
    const date = isoDatePlus(firstDay, shift);
    const sunrise = days.day(date).sunrise.getTime();
    if (sunrise >= span.start && sunrise < span.end && span.end - sunrise >= minimum) return date;
  }
  return firstDay;
}

/** True when the Sun (the mode's) enters `rule.sign` on this civil day, counting an ingress after sunset to the next. */
function isIngressDay(rule: IngressRule, date: string, days: DaysAround, mode: PanchangMode, midnight: number) {
  const signAt = (ms: number) => Math.floor(SUN_AND_MOON[mode](new Date(ms)).sun / 30) + 1;
  // The Sun moves about a degree a day: no ingress within a day either side, no need for the sunsets.
  if (signAt(midnight - DAY_MS) === signAt(midnight + 2 * DAY_MS)) return false;
  const signAtSunset = (day: string) => signAt(days.day(day).sunset.getTime());
  return signAtSunset(date) === rule.sign && signAtSunset(isoDatePlus(date, -1)) !== rule.sign;
}

/** How the rule is written in a festival's `source`. */
export function describeRule(rule: FestivalRule): string {
  if (rule.kind === "bs") {
    const date = `${rule.day} ${BS_MONTHS[rule.month - 1]} (Bikram Sambat)`;
    // A BS month begins on the day of the Sun's ingress into its sign, by the calendar's own rule.
    return rule.day === 1 ? `${date}, the Sun's ingress into ${SIGN_SANSKRIT[rule.month - 1]}` : date;
  }
  if (rule.kind === "ingress") {
    return `the Sun's sidereal ingress into ${SIGN_SANSKRIT[rule.sign - 1]}, the next day when after sunset`;
  }
  const amanta = LUNAR_MONTHS[rule.month - 1] as string;
  const paksha = rule.tithi <= 15 ? "shukla" : "krishna";
  // Nepal's patros and North India's panchangas name a krishna paksha after the month that follows (purnimanta).
  const month = paksha === "krishna" ? (LUNAR_MONTHS[rule.month % 12] as string) : amanta;
  const amantaNote = paksha === "krishna" ? ` (amanta ${amanta})` : "";
  const after = rule.dayAfter ? ", the day after" : "";
  return `${month} ${paksha} ${tithiName(rule.tithi)} at ${rule.observance.at}${amantaNote}${after}`;
}

export interface DayFestival {
  festival: Festival;
  source: string;
}

/** The festivals kept on `date` (a civil date at the place) in the mode's calendar. */
export function festivalsOn(date: string, place: PanchangPlace, mode: PanchangMode): DayFestival[] {
  const calendar = CALENDAR_OF_MODE[mode];
  const festivals = FESTIVALS.filter((festival) => festival.calendars.includes(calendar));
  const days = new DaysAround(place);
  const sunAndMoonAt = SUN_AND_MOON[mode];
  const midnight = midnightOf(date, place.timeZone);
  // Every occurrence that can land on `date`: a rule keeps a tithi from the day before it begins to the day after,
  // and a festival may follow that day by one more, so only the tithis beginning from two days before to the next
  // day matter.
  const spans = tithiSpans(midnight - 2 * DAY_MS, midnight + 2 * DAY_MS, sunAndMoonAt).filter(
    (span) => span.start >= midnight - 2 * DAY_MS,
  );
  // The few days looked at hold one or two lunations: each is found once.
  const lunations: Lunation[] = [];
  const monthOf = (span: TithiSpan): LunarMonth => {
    const middle = (span.start + span.end) / 2;
    let lunation = lunations.find((known) => middle >= known.start && middle < known.end);
    if (!lunation) {
      lunation = lunarMonthAt(middle, sunAndMoonAt);
      lunations.push(lunation);
    }
    return lunation;
  };
  const bsDate = calendar === "nepal" ? adDateToBs(date) : null;

  const kept = (festival: Festival): boolean => {
    const { rule } = festival;
    if (rule.kind === "bs") {
      return (
        bsDate !== null &&
        bsDate.month === rule.month &&
        bsDate.day === rule.day &&
        bsDate.year >= (rule.since ?? bsDate.year)
      );
    }
    if (rule.kind === "ingress") return isIngressDay(rule, date, days, mode, midnight);
    return spans.some((span) => {
      if (span.number !== rule.tithi) return false;
      const month = monthOf(span);
      if (month.adhik || month.number !== rule.month) return false;
      const observed = observedDay(rule, span, days, place.timeZone);
      return isoDatePlus(observed, rule.dayAfter ?? 0) === date;
    });
  };
  return festivals
    .filter(kept)
    .map((festival) => ({ festival, source: `${THEORY_OF_MODE[mode]}: ${describeRule(festival.rule)}` }));
}
