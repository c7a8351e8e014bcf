/**
 * The first reading (/kundali), written from the chart's judgement (server/jyotish): the ascendant and its lord,
 * the yogakaraka and functional benefics, the Moon's nakshatra and its character, the best placed planet (by
 * strength, never by list order), the yogas found, the running mahadasha, antardasha and pratyantardasha, and
 * the current transits with Sade Sati. Plain paragraphs separated by blank lines (no HTML). Every sentence
 * carries something only this chart has (a degree, a date, an age), so two charts that share a Moon sign share
 * no sentence. Warm and practical: no fear, no remedies for sale.
 */

import { twoDigits } from "../../shared/two-digits";
import {
  BODY_DISPLAY_NAMES,
  HOUSE_SIGNIFICATIONS,
  housesRuledBy,
  NAKSHATRA_NAMES,
  NAKSHATRA_SPAN,
  ordinal,
  SIGN_NAMES,
  SIGN_SANSKRIT,
} from "../astro/jyotish";
import type { BodyName, ChartData, DashaLord, Dignity, PlanetName } from "../astro/types";
import type { GuruLanguage } from "../guru/contract";
import { type ChartJudgement, called, judgeChart, NAKSHATRA_NATURE, type Yoga } from "../jyotish";
import { kundaliDates } from "../kundali/dates";
import { interpretChartDevanagari } from "./interpretation-devanagari";

/** What each rising or Moon sign colours, in a few words (common Parashari readings). */
const SIGN_TEMPERAMENT = [
  "initiative, courage and a wish to lead",
  "steadiness, patience and a love of comfort and beauty",
  "curiosity, quick wit and a gift for words",
  "care, feeling and a deep attachment to home and family",
  "warmth, pride and a natural sense of dignity",
  "precision, service and a practical, analytical mind",
  "balance, fairness and a talent for partnership",
  "intensity, depth and strong loyalties",
  "optimism, principle and a love of learning and travel",
  "discipline, ambition and patient effort",
  "independence, ideals and concern for the wider community",
  "compassion, imagination and a spiritual bent",
] as const;

const DIGNITY_PHRASES: Record<Dignity, string> = {
  exalted: "exalted, at its strongest",
  debilitated: "debilitated, which asks for patience and conscious effort in its matters",
  moolatrikona: "in its moolatrikona, comfortable and effective",
  own: "in its own sign, steady and self-reliant",
  friend: "in a friendly sign",
  neutral: "in a neutral sign",
  enemy: "in a less comfortable sign, so its results come with some effort",
};

const YEAR_MS = 365.25 * 86_400_000;

function degrees(value: number): string {
  const whole = Math.floor(value);
  const minutes = Math.floor((value - whole) * 60);
  return `${whole}°${twoDigits(minutes)}'`;
}

/** How a reading writes a date: the reader's calendar date (server/kundali/dates.ts). */
type DateWriter = (iso: string) => string;

/** "A", "A and B", "A, B and C". */
function listOf(items: string[]): string {
  return items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

const name = (body: BodyName) => BODY_DISPLAY_NAMES[body];
/** "the Sun", "the Moon", "Jupiter": how a sentence names a body. */
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const topic = (house: number) => HOUSE_SIGNIFICATIONS[house - 1] ?? "";

/** "Jupiter at 14°05' Gemini" */
function at(chart: ChartData, body: BodyName): string {
  const p = chart.bodies[body];
  return `${called(body)} at ${degrees(p.degInSign)} ${SIGN_NAMES[p.sign]}`;
}

function ageAt(chart: ChartData, iso: string): number {
  return Math.floor((Date.parse(iso) - Date.parse(chart.birth.utc)) / YEAR_MS);
}

function ascendantParagraph(person: string, chart: ChartData, j: ChartJudgement): string {
  const asc = chart.ascendant;
  const lord = j.ascendant.lord;
  const lordPosition = chart.bodies[lord];
  const where =
    lordPosition.house === 1
      ? `it sits in the ascendant itself at ${degrees(lordPosition.degInSign)}, so your path is very much self-directed`
      : `it sits in your ${ordinal(lordPosition.house)} house (${topic(lordPosition.house)}) at ${degrees(lordPosition.degInSign)} ${SIGN_NAMES[lordPosition.sign]}, so much of your life's direction flows through these matters`;
  const dignity = lordPosition.dignity ? `; there it is ${DIGNITY_PHRASES[lordPosition.dignity]}` : "";
  const sentences = [
    `${person}, your ascendant (lagna) is ${SIGN_NAMES[asc.sign]} (${SIGN_SANSKRIT[asc.sign]}) at ${degrees(asc.degInSign)}, which brings ${SIGN_TEMPERAMENT[asc.sign]}.`,
    `Its lord ${name(lord)} is the key planet of your chart: ${where}${dignity}.`,
  ];
  const yk = j.functional.yogakaraka;
  if (yk) {
    const p = chart.bodies[yk];
    const houses = housesRuledBy(yk, asc.sign).map(ordinal);
    sentences.push(
      `For ${SIGN_NAMES[asc.sign]} rising, ${name(yk)} is the yogakaraka, lord of your ${listOf(houses)}, and in your chart it stands in the ${ordinal(p.house)} house at ${degrees(p.degInSign)} ${SIGN_NAMES[p.sign]}${p.dignity ? `, ${DIGNITY_PHRASES[p.dignity]}` : ""}.`,
    );
  } else {
    const benefics = j.functional.benefics.filter((b) => b !== lord).map((b) => called(b));
    sentences.push(
      `With ${SIGN_NAMES[asc.sign]} rising at ${degrees(asc.degInSign)} no single planet is yogakaraka; ${listOf(benefics)} ${benefics.length > 1 ? "are" : "is"} your functional ${benefics.length > 1 ? "benefics" : "benefic"} beside the lagna lord.`,
    );
  }
  return sentences.join(" ");
}

function moonParagraph(chart: ChartData): string {
  const moon = chart.bodies.moon;
  const nature = NAKSHATRA_NATURE[moon.nakshatra];
  const nakshatra = NAKSHATRA_NAMES[moon.nakshatra];
  const sentences = [
    `Your Moon, the mind and emotions, is in ${SIGN_NAMES[moon.sign]} at ${degrees(moon.degInSign)}, your rashi, which adds ${SIGN_TEMPERAMENT[moon.sign]} to how you feel.`,
    `It stands ${degrees(moon.lon - moon.nakshatra * NAKSHATRA_SPAN)} into ${nakshatra} nakshatra, pada ${moon.pada}, ruled by ${moon.nakshatraLord === "Sun" || moon.nakshatraLord === "Moon" ? `the ${moon.nakshatraLord}` : moon.nakshatraLord} and placed in your ${ordinal(moon.house)} house, so feeling flows into ${topic(moon.house)}.`,
  ];
  if (nature) {
    sentences.push(
      `${nakshatra}, presided over by ${nature.deity} and symbolised by ${nature.symbol} (${nature.gana} gana), gives ${nature.character}; your Moon at ${degrees(moon.degInSign)} carries that quality.`,
    );
  }
  return sentences.join(" ");
}

function strengthParagraph(chart: ChartData, j: ChartJudgement): string {
  const best = j.bestPlaced;
  const p = chart.bodies[best.body];
  const sentences = [
    `The best placed planet in your chart is ${at(chart, best.body)}, in your ${ordinal(p.house)} house (${topic(p.house)}): ${listOf(best.reasons.slice(0, 3))}, it is the ally you can lean on most.`,
  ];
  for (const nb of j.neechaBhanga) {
    const d = chart.bodies[nb.body];
    sentences.push(
      nb.cancelled
        ? `${capitalised(at(chart, nb.body))} is debilitated, but the weakness is cancelled (neecha bhanga) because ${nb.reasons[0]}, so its ${ordinal(d.house)}-house matters strengthen with effort over time.`
        : `${capitalised(at(chart, nb.body))} is debilitated without cancellation, so ${topic(d.house)} ask for patience and conscious effort.`,
    );
  }
  const planets: PlanetName[] = j.strengths.map((s) => s.body).filter((b) => b !== "sun" && b !== "moon");
  const retro = planets.filter((b) => chart.bodies[b].retrograde);
  if (retro.length > 0) {
    sentences.push(
      `${listOf(retro.map((b) => at(chart, b)))} ${retro.length > 1 ? "were" : "was"} retrograde at your birth, turning ${retro.length > 1 ? "their" : "its"} themes inward and asking you to revisit and refine them.`,
    );
  }
  const combust = j.strengths.map((s) => s.body).filter((b) => chart.bodies[b].combust);
  if (combust.length > 0) {
    sentences.push(
      `${capitalised(listOf(combust.map((b) => at(chart, b))))} ${combust.length > 1 ? "are" : "is"} close to the Sun (combust), so ${combust.length > 1 ? "their" : "its"} gifts show best when you give them your own time and attention.`,
    );
  }
  const { rahu, ketu } = chart.bodies;
  sentences.push(
    `${at(chart, "rahu")} in your ${ordinal(rahu.house)} house and Ketu in your ${ordinal(ketu.house)} show where you are drawn to grow (${topic(rahu.house)}) and what already comes naturally (${topic(ketu.house)}).`,
  );
  return sentences.join(" ");
}

/** The yogas worth naming first: the rarer and stronger ones before the common ones. */
const YOGA_ORDER: Yoga["name"][] = [
  "ruchaka",
  "bhadra",
  "hamsa",
  "malavya",
  "sasa",
  "gajakesari",
  "raja",
  "dhana",
  "viparita-raja",
  "budha-aditya",
  "kemadruma",
];

function yogaParagraph(chart: ChartData, j: ChartJudgement): string {
  const shown = j.yogas
    .filter((y) => !y.cancelled)
    .sort((a, b) => YOGA_ORDER.indexOf(a.name) - YOGA_ORDER.indexOf(b.name) || Number(a.weakened) - Number(b.weakened))
    .slice(0, 3);
  if (shown.length === 0) {
    return `With ${SIGN_NAMES[chart.ascendant.sign]} rising at ${degrees(chart.ascendant.degInSign)}, none of the best-known yogas is formed in your chart; its results come through the placements above and through steady effort.`;
  }
  return shown
    .map((y) => {
      const first = y.bodies[0] ?? "moon";
      const anchor = `(${at(chart, first)})`;
      if (y.nature === "challenging") {
        return `${y.label} is present ${anchor}: ${y.reason}, which can bring ${y.gives}; friendships and routines you build yourself soften it.`;
      }
      const caveat = y.weakened ? ", though a combust or weak planet in it asks for effort before it gives fully" : "";
      return `${y.label} ${anchor}: ${y.reason}, which classically gives ${y.gives}${caveat}.`;
    })
    .join(" ");
}

/** "sits in your 5th house and rules your 2nd and 7th" for a dasha lord. */
function lordRole(chart: ChartData, j: ChartJudgement, lord: DashaLord): string {
  const body = (Object.keys(BODY_DISPLAY_NAMES) as BodyName[]).find((b) => BODY_DISPLAY_NAMES[b] === lord) ?? "sun";
  const house = chart.bodies[body].house;
  if (body === "rahu" || body === "ketu") return `${lord} sits in your ${ordinal(house)} house`;
  const ruled = housesRuledBy(body, chart.ascendant.sign).map(ordinal);
  const role = j.functional.roles[body];
  const roleText =
    role === "yogakaraka" ? "your yogakaraka" : role === "neutral" ? "functionally neutral" : `a functional ${role}`;
  return `${lord}, ${roleText}, sits in your ${ordinal(house)} house and rules your ${listOf(ruled)}`;
}

function dashaParagraph(chart: ChartData, j: ChartJudgement, longDate: DateWriter): string {
  const d = j.dasha;
  if (!d) {
    return `Your Vimshottari dasha sequence begins with ${chart.dashas.firstLord}, with ${chart.dashas.balanceYears.toFixed(2)} years of it left at birth.`;
  }
  const { mahadasha: md, antardasha: ad, pratyantardasha: pd } = d;
  const sentences = [
    `You are now in the ${md.lord} mahadasha until ${longDate(md.end)}, the ${ad.lord} antardasha until ${longDate(ad.end)} and the ${pd.lord} pratyantardasha until ${longDate(pd.end)}.`,
  ];
  sentences.push(
    md.lord === ad.lord
      ? `${lordRole(chart, j, md.lord)}, so its matters are doubly in focus until ${longDate(ad.end)}.`
      : `${lordRole(chart, j, md.lord)}; ${lordRole(chart, j, ad.lord)}: these are the areas this time asks of you until ${longDate(ad.end)}, and where it can reward you.`,
  );
  return sentences.join(" ");
}

function transitParagraph(chart: ChartData, j: ChartJudgement, longDate: DateWriter): string {
  const { saturn, jupiter } = j.gochar.placements;
  const moon = `your Moon at ${degrees(chart.bodies.moon.degInSign)} ${SIGN_NAMES[chart.bodies.moon.sign]}`;
  const sentences = [
    `Saturn now moves through ${SIGN_NAMES[saturn.sign]}, your ${ordinal(saturn.houseFromAscendant)} house and the ${ordinal(saturn.houseFromMoon)} from ${moon}, ${saturn.favourable ? "a supportive transit" : "a transit that asks for patience"}, and Jupiter through ${SIGN_NAMES[jupiter.sign]}, your ${ordinal(jupiter.houseFromAscendant)} house and the ${ordinal(jupiter.houseFromMoon)} from the Moon, ${jupiter.favourable ? "which classically brings support and openings" : "a quieter position for it"}.`,
  ];
  const s = j.sadeSati;
  if (s.active && s.current) {
    const phaseEnd = s.phaseSpan ? ` until ${longDate(s.phaseSpan.end)}` : "";
    sentences.push(
      `Your Sade Sati is running (Saturn passing over ${moon}): it began on ${longDate(s.current.start)} and ends on ${longDate(s.current.end)}, when you will be ${ageAt(chart, s.current.end)}; you are in its ${s.phase} phase${phaseEnd}, a time that rewards steady, honest work more than haste.`,
    );
  } else {
    const previous = s.previous
      ? `the last one ended on ${longDate(s.previous.end)}${ageAt(chart, s.previous.end) >= 0 ? ` when you were ${ageAt(chart, s.previous.end)}` : ", before your birth"}`
      : "";
    // A spell beyond a long life is not worth announcing.
    const next =
      s.next && ageAt(chart, s.next.start) <= 95
        ? `the next begins around ${longDate(s.next.start)}, at about ${ageAt(chart, s.next.start)}`
        : "";
    sentences.push(
      `Sade Sati, Saturn's passage over ${moon}, is not running now${previous || next ? `: ${listOf([previous, next].filter(Boolean))}` : ""}.`,
    );
  }
  if (j.ashtamaShani.active && j.ashtamaShani.current) {
    sentences.push(
      `Saturn is also in the 8th from ${moon} (ashtama Shani) until ${longDate(j.ashtamaShani.current.end)}: go gently with health and avoid needless risks until then.`,
    );
  }
  return sentences.join(" ");
}

/**
 * The reading for a chart; `now` chooses the running dasha and the transits, `language` the app's UI language
 * (from Accept-Language): Nepali and Hindi readings are written in Devanagari. Dates are the calendar dates of
 * `timeZone` (the reader's; the birth place's when not known), as the kundali page writes them (server/kundali/dates.ts).
 */
export function interpretChart(
  person: string,
  chart: ChartData,
  now: Date = new Date(),
  language: GuruLanguage = "en",
  timeZone: string = chart.birth.tz ?? "UTC",
): string {
  const j = judgeChart(chart, now);
  const dates = kundaliDates(language, timeZone);
  if (language !== "en") return interpretChartDevanagari(language, person, chart, j, dates.day);
  const best = j.bestPlaced.body;
  return [
    ascendantParagraph(person, chart, j),
    moonParagraph(chart),
    strengthParagraph(chart, j),
    yogaParagraph(chart, j),
    dashaParagraph(chart, j, dates.day),
    transitParagraph(chart, j, dates.day),
    `Read all this as tendencies, not fixed fate: lean on ${at(chart, best)}, and ask your guru about any area of life for an answer drawn from these same placements.`,
  ].join("\n\n");
}
