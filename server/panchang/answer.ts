// The panchang of a day as GET /api/panchang answers it (contract/panchang.ts): instants as local ISO times with the
// place's offset, names in the reader's language.

import type { Language } from "../../contract/language";
import type { PanchangAnswer, PanchangModeName } from "../../contract/panchang";
import { adDateToBs } from "../../shared/calendar/bikram-sambat";
import { twoDigits } from "../../shared/two-digits";
import { formatOffset, offsetSecondsAt } from "../astro/time";
import { type DayFestival, festivalsOn } from "./festivals";
import { computePanchang, type Panchang, type PanchangMode, type PanchangPlace } from "./panchang";
import { ANGA_NAMES, pakshaOf } from "./words";

export interface NamedPlace extends PanchangPlace {
  id: number | null;
  name: string | null;
  /** A city in Nepal, or coordinates on Nepal's clock: the mode defaults to nepal there. */
  inNepal: boolean;
}

/** Nepal's clock: coordinates on it are in Nepal, whose patro the nepal mode follows. */
export const NEPAL_TIME_ZONE = "Asia/Kathmandu";

/** Nepal's official patro for places in Nepal, drik elsewhere. */
export function defaultModeFor(place: NamedPlace): PanchangModeName {
  return place.inNepal ? "nepal" : "drik";
}

/** "2024-10-12T06:20:18+05:45": the instant on the zone's clock, to the second. */
export function localIso(instant: Date, timeZone: string): string {
  const ms = Math.round(instant.getTime() / 1000) * 1000;
  const offset = offsetSecondsAt(timeZone, ms);
  const wall = new Date(ms + offset * 1000);
  const date = `${wall.getUTCFullYear()}-${twoDigits(wall.getUTCMonth() + 1)}-${twoDigits(wall.getUTCDate())}`;
  const time = `${twoDigits(wall.getUTCHours())}:${twoDigits(wall.getUTCMinutes())}:${twoDigits(wall.getUTCSeconds())}`;
  return `${date}T${time}${formatOffset(offset)}`;
}

interface ComputedDay {
  panchang: Panchang;
  /** The day's festivals, whatever the reader's language. */
  festivals: DayFestival[];
}

/** Days asked for recently: the same few days and cities are asked for all day, and a day costs milliseconds. */
const recentDays = new Map<string, ComputedDay>();
const RECENT_DAYS_KEPT = 2048;

function computedDay(date: string, place: PanchangPlace, mode: PanchangMode): ComputedDay {
  const key = `${date}|${place.lat}|${place.lon}|${place.timeZone}|${mode}`;
  let day = recentDays.get(key);
  if (!day) {
    day = { panchang: computePanchang(date, place, mode), festivals: festivalsOn(date, place, mode) };
    if (recentDays.size >= RECENT_DAYS_KEPT) recentDays.delete(recentDays.keys().next().value as string);
    recentDays.set(key, day);
  }
  return day;
}

export function panchangAnswer(
  date: string,
  place: NamedPlace,
  mode: PanchangModeName,
  language: Language,
): PanchangAnswer {
  const { panchang: day, festivals } = computedDay(date, place, mode);
  const names = ANGA_NAMES[language];
  const local = (instant: Date) => localIso(instant, place.timeZone);
  const { tithi, nakshatra, yoga, karana } = day.angas;
  return {
    date,
    mode,
    // No published patro ships yet, so every nepal answer is the computation (docs/panchang.md).
    provisional: mode === "nepal",
    place: { id: place.id, name: place.name, lat: place.lat, lon: place.lon },
    time_zone: place.timeZone,
    sunrise: local(day.sunrise),
    sunset: local(day.sunset),
    vara: { number: day.vara, name: names.vara(day.vara) },
    tithi: {
      number: tithi.number,
      paksha: pakshaOf(tithi.number),
      name: names.tithi(tithi.number),
      ends_at: local(tithi.endsAt),
    },
    nakshatra: { number: nakshatra.number, name: names.nakshatra(nakshatra.number), ends_at: local(nakshatra.endsAt) },
    yoga: { number: yoga.number, name: names.yoga(yoga.number), ends_at: local(yoga.endsAt) },
    karana: { number: karana.number, name: names.karana(karana.number), ends_at: local(karana.endsAt) },
    rahu_kaal: { start: local(day.rahuKaal.start), end: local(day.rahuKaal.end) },
    moon_sign: { number: day.moonSign, name: names.sign(day.moonSign) },
    bs_date: adDateToBs(date),
    festivals: festivals.map(({ festival, source }) => ({
      id: festival.id,
      name: festival.names[language],
      source,
    })),
  };
}
