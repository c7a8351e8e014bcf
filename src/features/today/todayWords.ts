// Today's words (en here, ne and hi in the catalogues) and how a day's facts are written in the reader's language:
// the BS and AD dates, the tithi with its paksha, times on the place's clock, and the line for the reader's Moon.
import { params } from "@nanostores/i18n";
import type { PanchangAnswer } from "../../../contract/panchang";
import { type DayReading, type NatalMoon, readDay } from "../../../shared/today-reading";
import { type calendarWords, displayDate, displayNumber, displayTime, displayYear } from "../../i18n/format";
import { i18n } from "../../i18n/i18n";

export const todayMessages = i18n("today", {
  title: "Today",
  open: "Today's panchang",
  loading: "Reading today's panchang...",
  failed: "Today's panchang could not be read.",
  retry: "Try again",
  lastKnown: params("Shown from the last time we were online ({date})."),
  missing: "Make your kundali first: your day is read from your Moon sign.",
  tithi: "Tithi",
  nakshatra: "Nakshatra",
  yoga: "Yoga",
  karana: "Karana",
  sunrise: "Sunrise",
  sunset: "Sunset",
  rahuKaal: "Rahu kaal",
  festivals: "Festivals",
  until: params("until {time}"),
  untilNextDay: params("until {time} tomorrow"),
  shukla: "Shukla paksha",
  krishna: "Krishna paksha",
  place: "Place",
  otherPlace: "See the day for another place",
  birthPlace: "Back to the birth place",
  forYou: params("For your Moon sign, {sign}"),
  bright: params(
    "The Moon passes your {house} house today, counted from your Moon sign, and the day's star is a friendly one: a good day to begin something that matters to you.",
  ),
  steady: params(
    "The Moon passes your {house} house today, counted from your Moon sign: a steady day, good for carrying on the work you have in hand.",
  ),
  gentle: params(
    "The Moon passes your {house} house today, counted from your Moon sign: a day for patience and small, careful steps; keep big beginnings for a brighter day.",
  ),
  provisional:
    "Nepal's patro, computed by the Surya Siddhanta as the Panchanga Nirnayak Samiti's patros are; provisional until the published patro.",
  drik: "Drik panchang: astronomical positions with the Lahiri ayanamsa; sunrise and sunset of the Sun's upper edge, with refraction.",
});

/** The house counted from the Moon sign, as the line writes it ("5th" / "पाँचौं" / "पाँचवें"). */
export const houseWords = i18n("todayHouses", {
  house1: "1st",
  house2: "2nd",
  house3: "3rd",
  house4: "4th",
  house5: "5th",
  house6: "6th",
  house7: "7th",
  house8: "8th",
  house9: "9th",
  house10: "10th",
  house11: "11th",
  house12: "12th",
});

type Messages = ReturnType<typeof todayMessages.get>;
type CalendarWords = ReturnType<typeof calendarWords.get>;
type HouseWords = ReturnType<typeof houseWords.get>;

/** "2026-11-29T06:41:12+05:45" -> its clock time "06:41" and date, as written on the place's own clock. */
function clockOf(iso: string): { date: string; time: string } {
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) };
}

export interface DayFacts {
  /** "13 Mangsir 2083 BS", or null outside the BS calendar. */
  bs: string | null;
  /** "Sunday, Nov 29 2026". */
  ad: string;
  tithi: string;
  tithiEnds: string;
  nakshatra: string;
  nakshatraEnds: string;
  yoga: string;
  yogaEnds: string;
  karana: string;
  sunrise: string;
  sunset: string;
  rahuKaal: string;
  /** The day's festivals by name; empty on most days. */
  festivals: string[];
}

/** The day's facts as the reader's language writes them. */
export function dayFacts(day: PanchangAnswer, code: string, t: Messages, calendar: CalendarWords): DayFacts {
  const time = (iso: string) => {
    const clock = clockOf(iso);
    return displayTime(clock.time, code) ?? clock.time;
  };
  const ends = (iso: string) =>
    clockOf(iso).date === day.date ? t.until({ time: time(iso) }) : t.untilNextDay({ time: time(iso) });
  const bs = day.bs_date
    ? `${displayNumber(day.bs_date.day, code)} ${(calendar as Record<string, string>)[`bsMonth${day.bs_date.month}`]} ${displayYear(day.bs_date.year, code)} ${calendar.bs}`
    : null;
  return {
    bs,
    ad: `${day.vara.name}, ${displayDate(day.date, code) ?? day.date}`,
    tithi: `${day.tithi.paksha === "shukla" ? t.shukla : t.krishna} ${day.tithi.name}`,
    tithiEnds: ends(day.tithi.ends_at),
    nakshatra: day.nakshatra.name,
    nakshatraEnds: ends(day.nakshatra.ends_at),
    yoga: day.yoga.name,
    yogaEnds: ends(day.yoga.ends_at),
    karana: day.karana.name,
    sunrise: time(day.sunrise),
    sunset: time(day.sunset),
    rahuKaal: `${time(day.rahu_kaal.start)} – ${time(day.rahu_kaal.end)}`,
    festivals: day.festivals.map((festival) => festival.name),
  };
}

/** The day's line for the reader's Moon. */
export function dayLine(day: PanchangAnswer, moon: NatalMoon, t: Messages, houses: HouseWords): string {
  const reading: DayReading = readDay(moon, { moonSign: day.moon_sign.number, nakshatra: day.nakshatra.number });
  const house = (houses as Record<string, string>)[`house${reading.house}`] ?? String(reading.house);
  return t[reading.tone]({ house });
}
