// A plausible KundaliReport (contract/kundali.ts) built from a real computed chart and its judgement, for the PDF's
// tests while the real builder (server/kundali/report.ts) is being written. Words come from the guru's chart words
// (server/guru/compose/words.ts), so Nepali and Hindi reports carry Devanagari sign, planet and nakshatra names.
import {
  type ChartPicture,
  type DashaPeriodView,
  KUNDALI_BODIES,
  type KundaliReport,
  kundaliReportSchema,
} from "../../contract/kundali";
import { computeChart } from "../../server/astro/chart";
import { pratyantardashas } from "../../server/astro/dasha";
import type { ChartData, DashaLord, DashaPeriod } from "../../server/astro/types";
import { WORDS } from "../../server/guru/compose/words";
import { judgeChart } from "../../server/jyotish/judge";

export interface FixtureBirth {
  name: string;
  gender: string;
  /** Local clock time "YYYY-MM-DDTHH:MM" at the zone. */
  local: string;
  tz: string;
  lat: number;
  lon: number;
  place: string;
}

export const KATHMANDU_BIRTH: FixtureBirth = {
  name: "Sita Sharma",
  gender: "female",
  local: "1990-05-01T06:30",
  tz: "Asia/Kathmandu",
  lat: 27.7172,
  lon: 85.324,
  place: "Kathmandu, Bagmati, Nepal",
};

const CONVENTION_LINES = {
  en: "Lahiri ayanamsa · mean node",
  ne: "लाहिरी अयनांश · मध्यम राहु",
  hi: "लाहिरी अयनांश · मध्यम राहु",
};

const INTERPRETATION = {
  en: "Your ascendant gives a steady, practical nature.\n\nThe Moon's nakshatra colours the mind: careful, warm and loyal.\nThe running dasha favours study and work done patiently.",
  ne: "तपाईंको लग्नले स्थिर र व्यावहारिक स्वभाव दिन्छ।\n\nचन्द्रमाको नक्षत्रले मनलाई सावधान, न्यानो र इमानदार बनाउँछ।\nचलिरहेको दशा पढाइ र धैर्यसाथ गरिएको कामका लागि राम्रो छ।",
  hi: "आपका लग्न स्थिर और व्यावहारिक स्वभाव देता है।\n\nचंद्रमा का नक्षत्र मन को सावधान, स्नेही और वफ़ादार बनाता है।\nचल रही दशा पढ़ाई और धैर्य से किए गए काम के लिए अच्छी है।",
};

const lordBody = (lord: DashaLord) => lord.toLowerCase() as (typeof KUNDALI_BODIES)[number];

function contains(period: DashaPeriod, at: Date): boolean {
  return Date.parse(period.start) <= at.getTime() && at.getTime() < Date.parse(period.end);
}

export function fixtureChart(birth: FixtureBirth = KATHMANDU_BIRTH): ChartData {
  return computeChart({ local: birth.local, tz: birth.tz }, birth.lat, birth.lon, { place: birth.place });
}

/** The report of a birth as read at `at`, in a language. */
export function fixtureKundaliReport(
  language: KundaliReport["language"],
  at: Date = new Date("2026-06-01T00:00:00Z"),
  birth: FixtureBirth = KATHMANDU_BIRTH,
): KundaliReport {
  const chart = fixtureChart(birth);
  const judged = judgeChart(chart, at);
  const words = WORDS[language];
  const view = (period: DashaPeriod): DashaPeriodView => ({
    lord: period.lord,
    lord_name: words.planet(lordBody(period.lord)),
    start: period.start,
    end: period.end,
    years: period.years,
    running: contains(period, at),
  });
  const picture = (navamsa: boolean): ChartPicture => ({
    ascendant_sign: navamsa ? chart.ascendant.navamsaSign : chart.ascendant.sign,
    bodies: KUNDALI_BODIES.map((body) => ({
      body,
      sign: navamsa ? chart.bodies[body].navamsaSign : chart.bodies[body].sign,
      retrograde: chart.bodies[body].retrograde,
    })),
  });
  const runningAntardasha = chart.dashas.mahadashas.flatMap((m) => m.antardashas).find((a) => contains(a, at));
  const [date, time] = birth.local.split("T");
  const sade = judged.sadeSati;
  const report: KundaliReport = {
    language,
    at: at.toISOString(),
    person: {
      name: birth.name,
      gender: birth.gender,
      birth_date: date ?? "",
      birth_time: time ?? "",
      birth_place: birth.place,
    },
    conventions: {
      ayanamsa: "Lahiri",
      ayanamsa_degrees: chart.ayanamsa,
      node: chart.node,
      houses: "whole-sign",
      year_days: "365.25",
      line: CONVENTION_LINES[language],
      place: birth.place,
      lat: birth.lat,
      lon: birth.lon,
      timezone: birth.tz,
      utc_offset: chart.birth.offset,
      birth_utc: chart.birth.utc,
      polar: false,
    },
    charts: { d1: picture(false), d9: picture(true) },
    planets: [
      {
        point: "ascendant",
        name: language === "en" ? "Ascendant" : "लग्न",
        sign: chart.ascendant.sign,
        sign_name: words.sign(chart.ascendant.sign),
        degree: chart.ascendant.degInSign,
        nakshatra: chart.ascendant.nakshatra,
        nakshatra_name: words.nakshatra(chart.ascendant.nakshatra),
        pada: chart.ascendant.pada,
        house: 1,
        dignity: null,
        dignity_name: null,
        retrograde: false,
        combust: false,
        navamsa_sign: chart.ascendant.navamsaSign,
      },
      ...KUNDALI_BODIES.map((body) => {
        const position = chart.bodies[body];
        return {
          point: body,
          name: words.planet(body),
          sign: position.sign,
          sign_name: words.sign(position.sign),
          degree: position.degInSign,
          nakshatra: position.nakshatra,
          nakshatra_name: words.nakshatra(position.nakshatra),
          pada: position.pada,
          house: position.house,
          dignity: position.dignity,
          dignity_name: position.dignity
            ? words.dignity(position.dignity) || (language === "en" ? "neutral" : "सम")
            : null,
          retrograde: position.retrograde,
          combust: position.combust,
          navamsa_sign: position.navamsaSign,
        };
      }),
    ],
    dasha: {
      year_days: "365.25",
      balance_years: chart.dashas.balanceYears,
      mahadashas: chart.dashas.mahadashas.map((m) => ({ ...view(m), antardashas: m.antardashas.map(view) })),
      pratyantardashas: runningAntardasha ? pratyantardashas(runningAntardasha).map(view) : [],
    },
    now: {
      transits: (["saturn", "jupiter", "rahu", "ketu"] as const).map((body) => {
        const p = judged.gochar.placements[body];
        return {
          body,
          name: words.planet(body),
          sign: p.sign,
          sign_name: words.sign(p.sign),
          retrograde: p.retrograde,
          house_from_moon: p.houseFromMoon,
          house_from_ascendant: p.houseFromAscendant,
          since: p.since,
          until: p.until,
          favourable: p.favourable,
          line:
            language === "en"
              ? `${words.planet(body)} moves through your ${words.house(p.houseFromMoon)} from the Moon.`
              : `${words.planet(body)} चन्द्रमाबाट ${words.house(p.houseFromMoon)}मा।`,
        };
      }),
      sade_sati: {
        active: sade.active,
        phase: sade.phase,
        phase_name: sade.phase,
        current: sade.current,
        phase_span: sade.phaseSpan,
        next: sade.next,
        previous: sade.previous,
        line: sade.active ? "Saturn passes over your Moon sign." : "Sade Sati is not running now.",
        school: sade.school,
      },
      manglik: {
        status: judged.manglik.status,
        mars_house: judged.manglik.marsHouse,
        from_ascendant: judged.manglik.fromAscendant,
        from_moon: judged.manglik.fromMoon,
        exceptions: judged.manglik.exceptionReasons,
        line: `Mars is in the ${words.house(judged.manglik.marsHouse)} from the ascendant.`,
        school: judged.manglik.school,
      },
      yogas: judged.yogas.map((yoga) => ({
        name: yoga.name,
        label: yoga.label,
        nature: yoga.nature,
        cancelled: yoga.cancelled,
        weakened: yoga.weakened,
        line: `${yoga.reason}. It gives ${yoga.gives}.`,
        school: yoga.school,
      })),
    },
    interpretation: INTERPRETATION[language],
  };
  return kundaliReportSchema.parse(report);
}
