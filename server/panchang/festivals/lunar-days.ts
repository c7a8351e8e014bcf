// The lunar facts a festival is decided from (docs/panchang.md, "Festivals"): the tithis running around a civil day,
// each with its start, end and amanta lunar month, and the windows of a day a rite is tied to (sunrise, pradosh,
// nishita...). Everything is computed from the mode's Sun and Moon, so nepal mode decides by the Surya Siddhanta
// and drik mode by the astronomical positions.
import * as Astronomy from "astronomy-engine";
import { normalizeDegrees, signedDelta } from "../../astro/angles";
import { resolveLocalTime } from "../../astro/time";
import { angaEnd, angaNumber, type SunAndMoonAt } from "../angas";
import { type PanchangPlace, UnanswerablePanchang } from "../panchang";
import { type SunDay, sunDay } from "../sun";

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
/** The Moon gains on the Sun about 12.19° a day: the first guess of a new moon's instant. */
const MEAN_ELONGATION_SPEED = 12.19;

/**
 * An amanta lunar month: from one new moon to the next, named after the sign the Sun stands in at its first new
 * moon (Sun in Meena: Chaitra, in Mesha: Vaishakha ... in Kumbha: Phalguna), so that the Sun's ingress that gives
 * the month its name falls inside it. A month in which the Sun enters no sign (the same sign at both new moons) is
 * adhik (intercalary): it takes the next month's name and carries no festival.
 */
export interface LunarMonth {
  /** 1 = Chaitra .. 12 = Phalguna. */
  number: number;
  adhik: boolean;
}

/** A lunar month with the new moons that open and close it (ms). */
export interface Lunation extends LunarMonth {
  start: number;
  end: number;
}

function elongation(sunAndMoonAt: SunAndMoonAt, ms: number): number {
  const { sun, moon } = sunAndMoonAt(new Date(ms));
  return normalizeDegrees(moon - sun);
}

/** The new moon nearest a guess that is within a few days of it: Newton's steps on the elongation. */
function newMoonNear(guessMs: number, sunAndMoonAt: SunAndMoonAt): number {
  let ms = guessMs;
  for (let step = 0; step < 12; step++) {
    const offset = signedDelta(0, elongation(sunAndMoonAt, ms));
    const speed = signedDelta(offset, signedDelta(0, elongation(sunAndMoonAt, ms + HOUR_MS)));
    const next = ms - (offset / (speed > 0 ? speed : MEAN_ELONGATION_SPEED / 24)) * HOUR_MS;
    if (Math.abs(next - ms) < 1000) return next;
    ms = next;
  }
  return ms;
}

/** The amanta month running at an instant. */
export function lunarMonthAt(ms: number, sunAndMoonAt: SunAndMoonAt): Lunation {
  const sinceNewMoon = elongation(sunAndMoonAt, ms);
  const previous = newMoonNear(ms - (sinceNewMoon / MEAN_ELONGATION_SPEED) * DAY_MS, sunAndMoonAt);
  const next = newMoonNear(ms + ((360 - sinceNewMoon) / MEAN_ELONGATION_SPEED) * DAY_MS, sunAndMoonAt);
  const signAt = (instant: number) => Math.floor(sunAndMoonAt(new Date(instant)).sun / 30);
  const sign = signAt(previous);
  // Sign 0 = Mesha; the month whose first new moon has the Sun in Meena (11) is Chaitra (1).
  return { number: ((sign + 1) % 12) + 1, adhik: signAt(next) === sign, start: previous, end: next };
}

/** One tithi from its start to its end. */
export interface TithiSpan {
  /** 1-30: 1-15 shukla, 16-30 krishna. */
  number: number;
  start: number;
  end: number;
}

/** A tithi lasts at most about 26.8 hours: stepping back 28 hours always lands before the one running at `from`. */
const LONGEST_TITHI_MS = 28 * HOUR_MS;

/** The tithis that run between two instants, in order. */
export function tithiSpans(from: number, to: number, sunAndMoonAt: SunAndMoonAt): TithiSpan[] {
  const spans: TithiSpan[] = [];
  let start = angaEnd("tithi", new Date(from - LONGEST_TITHI_MS), sunAndMoonAt).getTime();
  while (start < to) {
    const end = angaEnd("tithi", new Date(start + 1000), sunAndMoonAt).getTime();
    const middle = sunAndMoonAt(new Date((start + end) / 2));
    if (end > from) spans.push({ number: angaNumber("tithi", middle.sun, middle.moon), start, end });
    start = end;
  }
  return spans;
}

/** A civil day's sun, from its own date: "YYYY-MM-DD" plus `shift` days. */
export interface CivilDay extends SunDay {
  date: string;
}

export function isoDatePlus(date: string, days: number): string {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The days around the asked one, computed once each and only when a rule needs them. */
export class DaysAround {
  private readonly days = new Map<string, CivilDay>();

  constructor(private readonly place: PanchangPlace) {}

  day(date: string): CivilDay {
    let found = this.days.get(date);
    if (!found) {
      const [year, month, day] = date.split("-").map(Number) as [number, number, number];
      const midnight = resolveLocalTime({ year, month, day, hour: 0, minute: 0, second: 0 }, this.place.timeZone).utc;
      const sun = sunDay(midnight, this.place.lat, this.place.lon);
      if (!sun) throw new UnanswerablePanchang("The Sun does not rise or set at this place around that date.");
      found = { date, ...sun };
      this.days.set(date, found);
    }
    return found;
  }

  /** The Moon's rise after the day's sunrise (it may fall on the next morning). */
  moonrise(date: string): number {
    const day = this.day(date);
    const observer = new Astronomy.Observer(this.place.lat, this.place.lon, 0);
    const rise = Astronomy.SearchRiseSet(Astronomy.Body.Moon, observer, +1, day.sunrise, 1.2);
    return rise ? rise.date.getTime() : Number.NaN;
  }
}

/**
 * The part of a day a rite belongs to (the karmakala). The daytime is cut into five parts (pratah, sangava,
 * madhyahna, aparahna, sayahna) and the night into fifteen muhurtas: pradosh is the first three after sunset, nishita
 * the eighth (the one around midnight).
 */
export type Karmakala = "madhyahna" | "aparahna" | "pradosh" | "nishita" | "moonrise";

export function karmakala(kind: Karmakala, date: string, days: DaysAround): { start: number; end: number } {
  const day = days.day(date);
  const rise = day.sunrise.getTime();
  const set = day.sunset.getTime();
  const daytime = set - rise;
  const night = day.nextSunrise.getTime() - set;
  switch (kind) {
    case "madhyahna":
      return { start: rise + (daytime * 2) / 5, end: rise + (daytime * 3) / 5 };
    case "aparahna":
      return { start: rise + (daytime * 3) / 5, end: rise + (daytime * 4) / 5 };
    case "pradosh":
      return { start: set, end: set + (night * 3) / 15 };
    case "nishita":
      return { start: set + (night * 7) / 15, end: set + (night * 8) / 15 };
    case "moonrise": {
      const moonrise = days.moonrise(date);
      return { start: moonrise, end: moonrise };
    }
  }
}
