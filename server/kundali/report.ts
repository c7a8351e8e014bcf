// The kundali in depth (contract/kundali.ts) for one stored chart, one language and one moment: what GET /api/kundali
// answers and what the PDF prints. Every finding comes from server/jyotish's judgeChart, the same judgement the guru
// reads, and every sentence from the guru's phrases or server/kundali/words.ts.
import {
  type ChartPicture,
  type DashaPeriodView,
  type DashaYearDaysOption,
  DEFAULT_DASHA_YEAR_DAYS,
  type KundaliReport,
  type PlanetRow,
} from "../../contract/kundali";
import { placeIn } from "../../shared/devanagari-places";
import { parseDashaYearDays, pratyantardashas, vimshottariFor } from "../astro/dasha";
import { isInsidePolarCircle } from "../astro/polar";
import { BODY_NAMES, type ChartData, type DashaPeriod } from "../astro/types";
import { interpretChart } from "../charts/interpretation";
import { PHRASES } from "../guru/compose/context";
import { WORDS } from "../guru/compose/words";
import type { GuruLanguage } from "../guru/contract";
import { judgeChart, type TransitBody } from "../jyotish";
import { kundaliDates } from "./dates";
import { KUNDALI_WORDS } from "./words";

/** The stored chart row's fields the report needs. */
export interface KundaliSource {
  name: string;
  gender: string;
  birthDate: string;
  birthTime: string;
  birthPlace: string;
  country: string;
  timezone: string;
  chart: ChartData;
}

export interface KundaliReportOptions {
  language: GuruLanguage;
  now: Date;
  yearDays?: DashaYearDaysOption;
  /** The reader's IANA zone: the calendar dates of the sentences. The birth place's when not given. */
  timeZone?: string;
}

const TRANSIT_BODIES: readonly TransitBody[] = ["saturn", "jupiter", "rahu", "ketu"];

function pictureOf(chart: ChartData, sign: (p: { sign: number; navamsaSign: number }) => number): ChartPicture {
  return {
    ascendant_sign: sign(chart.ascendant),
    bodies: BODY_NAMES.map((body) => ({
      body,
      sign: sign(chart.bodies[body]),
      retrograde: chart.bodies[body].retrograde,
    })),
  };
}

function planetRows(chart: ChartData, language: GuruLanguage): PlanetRow[] {
  const words = WORDS[language];
  const kundali = KUNDALI_WORDS[language];
  const ascendant = chart.ascendant;
  const rows: PlanetRow[] = [
    {
      point: "ascendant",
      name: kundali.ascendant,
      sign: ascendant.sign,
      sign_name: words.sign(ascendant.sign),
      degree: ascendant.degInSign,
      nakshatra: ascendant.nakshatra,
      nakshatra_name: words.nakshatra(ascendant.nakshatra),
      pada: ascendant.pada,
      house: 1,
      dignity: null,
      dignity_name: null,
      retrograde: false,
      combust: false,
      navamsa_sign: ascendant.navamsaSign,
    },
  ];
  for (const body of BODY_NAMES) {
    const p = chart.bodies[body];
    rows.push({
      point: body,
      name: words.planet(body),
      sign: p.sign,
      sign_name: words.sign(p.sign),
      degree: p.degInSign,
      nakshatra: p.nakshatra,
      nakshatra_name: words.nakshatra(p.nakshatra),
      pada: p.pada,
      house: p.house,
      dignity: p.dignity,
      dignity_name: p.dignity ? kundali.dignity[p.dignity] : null,
      retrograde: p.retrograde,
      combust: p.combust,
      navamsa_sign: p.navamsaSign,
    });
  }
  return rows;
}

function periodView(period: DashaPeriod, language: GuruLanguage, nowMs: number): DashaPeriodView {
  const body = period.lord.toLowerCase() as (typeof BODY_NAMES)[number];
  return {
    lord: period.lord,
    lord_name: WORDS[language].planet(body),
    start: period.start,
    end: period.end,
    years: period.years,
    running: Date.parse(period.start) <= nowMs && nowMs < Date.parse(period.end),
  };
}

function dashaTimeline(
  chart: ChartData,
  options: Required<Omit<KundaliReportOptions, "timeZone">>,
): KundaliReport["dasha"] {
  const { language, now, yearDays } = options;
  const nowMs = now.getTime();
  const days = parseDashaYearDays(yearDays) ?? undefined;
  // Stored charts carry the 365.25-day tree; another year length is computed from the stored Moon and birth.
  const tree = yearDays === DEFAULT_DASHA_YEAR_DAYS ? chart.dashas : vimshottariFor(chart, days);
  const mahadashas = tree.mahadashas.map((md) => ({
    ...periodView(md, language, nowMs),
    antardashas: md.antardashas.map((ad) => periodView(ad, language, nowMs)),
  }));
  const runningAd = tree.mahadashas
    .flatMap((md) => md.antardashas)
    .find((ad) => Date.parse(ad.start) <= nowMs && nowMs < Date.parse(ad.end));
  return {
    year_days: yearDays,
    balance_years: tree.balanceYears,
    mahadashas,
    pratyantardashas: runningAd ? pratyantardashas(runningAd, days).map((pd) => periodView(pd, language, nowMs)) : [],
  };
}

export function buildKundaliReport(source: KundaliSource, options: KundaliReportOptions): KundaliReport {
  const settled = { yearDays: DEFAULT_DASHA_YEAR_DAYS, ...options };
  const { language, now } = settled;
  const { chart } = source;
  const words = WORDS[language];
  const phrases = PHRASES[language];
  const kundali = KUNDALI_WORDS[language];
  const judgement = judgeChart(chart, now);
  const timeZone = settled.timeZone ?? chart.birth.tz ?? source.timezone;
  // The sentences' dates in the page's calendar (BS in Nepali), the reader's calendar day.
  const dates = kundaliDates(language, timeZone);
  const monthYear = (iso: string | null) => (iso ? dates.monthYear(iso) : null);
  const spell = (s: { start: string; end: string } | null) => (s ? { start: s.start, end: s.end } : null);
  const sadeSati = judgement.sadeSati;
  const manglik = judgement.manglik;
  return {
    language,
    at: now.toISOString(),
    person: {
      name: source.name,
      gender: source.gender,
      birth_date: source.birthDate,
      birth_time: source.birthTime,
      birth_place: placeIn(language, source.birthPlace, source.country),
    },
    conventions: {
      ayanamsa: "Lahiri",
      ayanamsa_degrees: chart.ayanamsa,
      node: chart.node,
      houses: "whole-sign",
      year_days: settled.yearDays,
      line: kundali.conventions(chart.node),
      // The place as the reader's language writes it; in English as the chart was computed for it.
      place:
        language === "en"
          ? (chart.birth.place ?? placeIn(language, source.birthPlace, source.country))
          : placeIn(language, source.birthPlace, source.country),
      lat: chart.birth.lat,
      lon: chart.birth.lon,
      timezone: chart.birth.tz ?? source.timezone,
      utc_offset: chart.birth.offset,
      birth_utc: chart.birth.utc,
      polar: isInsidePolarCircle(chart.birth.lat, chart.birth.utc),
    },
    charts: {
      d1: pictureOf(chart, (p) => p.sign),
      d9: pictureOf(chart, (p) => p.navamsaSign),
    },
    planets: planetRows(chart, language),
    dasha: dashaTimeline(chart, settled),
    now: {
      transits: TRANSIT_BODIES.map((body) => {
        const t = judgement.gochar.placements[body];
        return {
          body,
          name: words.planet(body),
          sign: t.sign,
          sign_name: words.sign(t.sign),
          retrograde: t.retrograde,
          house_from_moon: t.houseFromMoon,
          house_from_ascendant: t.houseFromAscendant,
          since: t.since,
          until: t.until,
          favourable: t.favourable,
          line: kundali.transit(
            words.planet(body),
            words.sign(t.sign),
            t.houseFromMoon,
            monthYear(t.until),
            t.favourable,
          ),
        };
      }),
      sade_sati: {
        active: sadeSati.active,
        phase: sadeSati.phase,
        phase_name: sadeSati.phase ? phrases.sadeSatiPhase(sadeSati.phase) : null,
        current: spell(sadeSati.current),
        phase_span: spell(sadeSati.phaseSpan),
        next: spell(sadeSati.next),
        previous: spell(sadeSati.previous),
        line:
          sadeSati.active && sadeSati.phase && sadeSati.current
            ? phrases.sadeSatiNow(sadeSati.phase, dates.monthYear(sadeSati.current.end))
            : kundali.sadeSatiNone(
                sadeSati.next
                  ? { start: dates.monthYear(sadeSati.next.start), end: dates.monthYear(sadeSati.next.end) }
                  : null,
              ),
        school: kundali.school[sadeSati.school],
      },
      manglik: {
        status: manglik.status,
        mars_house: manglik.marsHouse,
        from_ascendant: manglik.fromAscendant,
        from_moon: manglik.fromMoon,
        exceptions: manglik.exceptions.map((id) =>
          kundali.manglikException(id, manglik.marsHouse, chart.bodies.mars.sign),
        ),
        line: phrases.manglik(manglik.status, words.house(manglik.marsHouse)),
        school: kundali.school[manglik.school],
      },
      yogas: judgement.yogas.map((yoga) => ({
        name: yoga.name,
        label: phrases.yogaName(yoga.name),
        nature: yoga.nature,
        cancelled: yoga.cancelled,
        weakened: yoga.weakened,
        line: phrases.yoga(yoga.name, words.list(yoga.bodies.map((b) => words.planet(b)))),
        school: kundali.school[yoga.school],
      })),
    },
    interpretation: interpretChart(source.name, chart, now, language, timeZone),
  };
}
