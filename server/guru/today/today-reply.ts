// The guru's answer about today (docs/guru.md "Today"): today's panchang at the asker's birth place (the place the
// server knows; the Today page lets the user pick another), in the mode a patro there uses (Nepal's Surya Siddhanta
// patro in Nepal, drik elsewhere). A judgement of the day is a reading (charged: it reads the asker's Moon); the
// day's facts alone are free, as the Today page is.

import { withDevanagariDigits } from "../../../shared/devanagari-digits";
import { type DayTone, FAVOURABLE_MOON_HOUSES, isFavourableTara } from "../../../shared/today-reading";
import type { ChartData } from "../../astro/types";
import { localIso, NEPAL_TIME_ZONE } from "../../panchang/answer";
import { computePanchang, type Panchang, UnanswerablePanchang } from "../../panchang/panchang";
import { ANGA_NAMES, pakshaOf } from "../../panchang/words";
import { WORDS } from "../compose/words";
import type { GuruAnswer, GuruLanguage } from "../contract";
import { renderBlocks } from "../html";
import type { TodayQuestion } from "./asks-about-today";
import { type DayVerdict, weighDay } from "./day-for-beginnings";
import { TODAY_PHRASES } from "./today-phrases";

interface DayAtBirthPlace {
  panchang: Panchang;
  timeZone: string;
  nepal: boolean;
}

/** Today's panchang at the birth place, or null when the chart has no clock of its own or the day cannot be read. */
function todayAtBirthPlace(chart: ChartData, now: Date): DayAtBirthPlace | null {
  const timeZone = chart.birth.tz;
  if (!timeZone) return null;
  const nepal = timeZone === NEPAL_TIME_ZONE;
  const date = localIso(now, timeZone).slice(0, 10);
  try {
    const panchang = computePanchang(
      date,
      { lat: chart.birth.lat, lon: chart.birth.lon, timeZone },
      nepal ? "nepal" : "drik",
    );
    return { panchang, timeZone, nepal };
  } catch (err) {
    if (err instanceof UnanswerablePanchang) return null;
    throw err;
  }
}

/** "06:41" on the place's clock, in the answer's digits. */
function clock(instant: Date, timeZone: string, language: GuruLanguage): string {
  const time = localIso(instant, timeZone).slice(11, 16);
  return language === "ne" ? withDevanagariDigits(time) : time;
}

/** Past midnight, an end time is on the next day: said as such so "until 02:10" is not read as this morning. */
function until(instant: Date, day: DayAtBirthPlace, language: GuruLanguage): string {
  const time = clock(instant, day.timeZone, language);
  const sameDay =
    localIso(instant, day.timeZone).slice(0, 10) === localIso(day.panchang.sunrise, day.timeZone).slice(0, 10);
  if (sameDay) return time;
  return language === "en" ? `${time} tomorrow` : language === "ne" ? `भोलि ${time}` : `कल ${time}`;
}

function tithiWords(tithi: number, language: GuruLanguage): string {
  const names = ANGA_NAMES[language];
  // Purnima and Amavasya carry no paksha in speech.
  if (tithi === 15 || tithi === 30) return names.tithi(tithi);
  return `${names.paksha(pakshaOf(tithi))} ${names.tithi(tithi)}`;
}

/** The birth place's own name in English ("Kathmandu"); Devanagari answers leave a Latin name out. */
function placeName(chart: ChartData, language: GuruLanguage): string | null {
  if (language !== "en" || !chart.birth.place) return null;
  return chart.birth.place.split(",")[0]?.trim() || null;
}

export function todayReply(
  kind: TodayQuestion,
  chart: ChartData,
  now: Date,
  language: GuruLanguage,
  suggestions: string[],
): GuruAnswer | null {
  const day = todayAtBirthPlace(chart, now);
  if (!day) return null;
  const p = TODAY_PHRASES[language];
  const names = ANGA_NAMES[language];
  const { tithi, nakshatra, yoga } = day.panchang.angas;
  const at = (instant: Date) => clock(instant, day.timeZone, language);
  const tithiName = tithiWords(tithi.number, language);
  const nakshatraName = names.nakshatra(nakshatra.number);
  const rahu = day.panchang.rahuKaal;
  const closing = [p.place(placeName(chart, language)), ...(day.nepal ? [p.nepalPatro] : [])].join(" ");
  if (kind === "facts") {
    const facts = p.facts({
      vara: names.vara(day.panchang.vara),
      tithi: tithiName,
      tithiUntil: until(tithi.endsAt, day, language),
      nakshatra: nakshatraName,
      nakshatraUntil: until(nakshatra.endsAt, day, language),
      yoga: names.yoga(yoga.number),
      sunrise: at(day.panchang.sunrise),
      sunset: at(day.panchang.sunset),
      rahuStart: at(rahu.start),
      rahuEnd: at(rahu.end),
    });
    return {
      html: renderBlocks([{ paragraph: [facts] }, { paragraph: [closing] }]),
      suggestions,
      provider: "builtin",
      kind: "almanac",
    };
  }
  const moon = chart.bodies.moon;
  const weighed = weighDay(
    { tithi: tithi.number, nakshatra: nakshatra.number, moonSign: day.panchang.moonSign },
    { sign: moon.sign + 1, nakshatra: moon.nakshatra + 1 },
  );
  const { tara } = weighed.personal;
  const taraName = isFavourableTara(tara) ? (p.taraNames[tara - 1] ?? null) : null;
  const taraLine = p.tara(names.nakshatra(moon.nakshatra + 1), taraName);
  const tithiLine = p.tithi(tithiName, weighed.tithiGroup, weighed.darkMoon);
  // "How is my day?" is the Today page's own reading (the Moon's house and the tara), so the two never disagree;
  // "is today good to start ...?" weighs the muhurta's three measures.
  const { house, tone } = weighed.personal;
  const verdict = kind === "day" ? DAY_VERDICT[tone] : weighed.verdict;
  const reasons =
    kind === "day"
      ? [p.moonHouse(WORDS[language].house(house), FAVOURABLE_MOON_HOUSES.includes(house)), taraLine, tithiLine]
      : [tithiLine, p.nakshatra(nakshatraName, weighed.nature), taraLine];
  return {
    html: renderBlocks([
      { paragraph: [p.verdict[kind][verdict]] },
      { list: reasons.map((reason) => [reason]) },
      { paragraph: [p.rahuKaal(at(rahu.start), at(rahu.end), verdict)] },
      { paragraph: [closing] },
    ]),
    suggestions,
    provider: "builtin",
    kind: "reading",
  };
}

const DAY_VERDICT: Record<DayTone, DayVerdict> = {
  bright: "favourable",
  steady: "mixed",
  gentle: "better_another_day",
};

/** A morning greeting's extra line: today's tithi and nakshatra, before noon on the birth place's clock. */
export function morningLine(chart: ChartData, now: Date, language: GuruLanguage): string | null {
  const day = todayAtBirthPlace(chart, now);
  if (!day) return null;
  const hour = Number(localIso(now, day.timeZone).slice(11, 13));
  if (now < day.panchang.sunrise || hour >= 12) return null;
  const names = ANGA_NAMES[language];
  const { tithi, nakshatra } = day.panchang.angas;
  return TODAY_PHRASES[language].morning(tithiWords(tithi.number, language), names.nakshatra(nakshatra.number));
}
