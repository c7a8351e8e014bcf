/**
 * A first reading written from the chart itself: the ascendant and its lord, the Moon's sign and nakshatra,
 * notable dignities, retrogrades and combustions, and the running dasha. Plain paragraphs separated by blank
 * lines (no HTML). Degrees and dates make two different charts read differently; the tone stays warm and
 * practical, with no fear and no remedies for sale.
 */
import { runningDashas } from "../astro/dasha";
import {
  BODY_DISPLAY_NAMES,
  HOUSE_SIGNIFICATIONS,
  housesRuledBy,
  NAKSHATRA_NAMES,
  ordinal,
  SIGN_NAMES,
  SIGN_SANSKRIT,
  signLord,
} from "../astro/jyotish";
import {
  BODY_NAMES,
  type BodyName,
  type BodyPosition,
  type ChartData,
  type DashaLord,
  type Dignity,
} from "../astro/types";

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

function degrees(value: number): string {
  const whole = Math.floor(value);
  const minutes = Math.floor((value - whole) * 60);
  return `${whole}°${String(minutes).padStart(2, "0")}'`;
}

function longDate(iso: string): string {
  return new Date(iso).toLocaleDateString("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
}

/** "A", "A and B", "A, B and C". */
function listOf(items: string[]): string {
  return items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

function houseTopic(house: number): string {
  return HOUSE_SIGNIFICATIONS[house - 1] ?? "";
}

function ascendantParagraph(name: string, chart: ChartData): string {
  const asc = chart.ascendant;
  const lordName = signLord(asc.sign);
  const lord = chart.bodies[lordName];
  const lordLabel = BODY_DISPLAY_NAMES[lordName];
  const where =
    lord.house === 1
      ? `${lordLabel} sits in the ascendant itself, so your path is very much self-directed`
      : `${lordLabel} sits in your ${ordinal(lord.house)} house (${houseTopic(lord.house)}), so much of your life's direction flows through these matters`;
  const dignity = lord.dignity ? `; there it is ${DIGNITY_PHRASES[lord.dignity]}` : "";
  return (
    `${name}, your ascendant (lagna) is ${SIGN_NAMES[asc.sign]} (${SIGN_SANSKRIT[asc.sign]}) at ${degrees(asc.degInSign)}, ` +
    `which brings ${SIGN_TEMPERAMENT[asc.sign]}. Its lord ${lordLabel} is the key planet of your chart. ` +
    `${where}${dignity}.`
  );
}

function moonParagraph(chart: ChartData): string {
  const moon = chart.bodies.moon;
  return (
    `Your Moon, the mind and emotions, is in ${SIGN_NAMES[moon.sign]} at ${degrees(moon.degInSign)} in ` +
    `${NAKSHATRA_NAMES[moon.nakshatra]} nakshatra, pada ${moon.pada}, ruled by ${moon.nakshatraLord}. ` +
    `Emotionally you lean towards ${SIGN_TEMPERAMENT[moon.sign]}. In Vedic practice this Moon sign, ` +
    `${SIGN_NAMES[moon.sign]}, is your rashi, and it stands in your ${ordinal(moon.house)} house, ` +
    `which puts feeling into ${houseTopic(moon.house)}.`
  );
}

const NOTABLE: readonly Dignity[] = ["exalted", "moolatrikona", "own", "debilitated"];

function placementsParagraph(chart: ChartData): string | null {
  const notes: string[] = [];
  const planets = BODY_NAMES.filter((b): b is Exclude<BodyName, "rahu" | "ketu"> => b !== "rahu" && b !== "ketu");
  for (const name of planets) {
    const body: BodyPosition = chart.bodies[name];
    if (body.dignity && NOTABLE.includes(body.dignity)) {
      notes.push(
        `${BODY_DISPLAY_NAMES[name]} in ${SIGN_NAMES[body.sign]}, your ${ordinal(body.house)} house (${houseTopic(body.house)}), is ${DIGNITY_PHRASES[body.dignity]}.`,
      );
    }
  }
  const retro = planets.filter((n) => n !== "sun" && n !== "moon" && chart.bodies[n].retrograde);
  if (retro.length > 0) {
    const names = listOf(retro.map((n) => BODY_DISPLAY_NAMES[n]));
    notes.push(
      `${names} ${retro.length > 1 ? "were" : "was"} retrograde at your birth, turning ${retro.length > 1 ? "their" : "its"} themes inward and asking you to revisit and refine them.`,
    );
  }
  const combust = planets.filter((n) => chart.bodies[n].combust);
  if (combust.length > 0) {
    notes.push(
      `${listOf(combust.map((n) => BODY_DISPLAY_NAMES[n]))} ${combust.length > 1 ? "are" : "is"} close to the Sun (combust), so ${combust.length > 1 ? "their" : "its"} gifts show best when you give them your own time and attention.`,
    );
  }
  const rahu = chart.bodies.rahu;
  notes.push(
    `Rahu in your ${ordinal(rahu.house)} house and Ketu in your ${ordinal(chart.bodies.ketu.house)} show where you are drawn to grow (${houseTopic(rahu.house)}) and what already comes naturally (${houseTopic(chart.bodies.ketu.house)}).`,
  );
  return notes.length > 0 ? notes.join(" ") : null;
}

/** "sits in your 5th house and rules your 2nd and 7th" for a dasha lord. */
function dashaLordRole(chart: ChartData, lord: DashaLord): string {
  const body = (Object.keys(BODY_DISPLAY_NAMES) as BodyName[]).find((b) => BODY_DISPLAY_NAMES[b] === lord) ?? "sun";
  const house = chart.bodies[body].house;
  const ruled = body === "rahu" || body === "ketu" ? [] : housesRuledBy(body, chart.ascendant.sign);
  const rules = ruled.length > 0 ? ` and rules your ${listOf(ruled.map(ordinal))}` : "";
  return `${lord} sits in your ${ordinal(house)} house${rules}`;
}

function dashaParagraph(chart: ChartData, now: Date): string {
  const running = runningDashas(chart.dashas, now);
  if (!running) {
    return `Your Vimshottari dasha sequence begins with ${chart.dashas.firstLord}, with ${chart.dashas.balanceYears.toFixed(1)} years of it left at birth.`;
  }
  const { mahadasha, antardasha } = running;
  const roles =
    mahadasha.lord === antardasha.lord
      ? `${dashaLordRole(chart, mahadasha.lord)}, so its matters are doubly in focus now.`
      : `${dashaLordRole(chart, mahadasha.lord)}; ${dashaLordRole(chart, antardasha.lord)}. These are the areas where this time asks for your attention, and where it can reward it.`;
  return (
    `You are now in the ${mahadasha.lord} mahadasha (until ${longDate(mahadasha.end)}), with the ${antardasha.lord} ` +
    `antardasha running until ${longDate(antardasha.end)}. ${roles}`
  );
}

/** The reading for a chart; `now` chooses the running dasha. */
export function interpretChart(name: string, chart: ChartData, now: Date = new Date()): string {
  const paragraphs = [
    ascendantParagraph(name, chart),
    moonParagraph(chart),
    placementsParagraph(chart),
    dashaParagraph(chart, now),
    "Charts describe tendencies, not fixed fate: use this as a mirror for your own choices. Ask your guru about any area of life and the answer will come from these same placements.",
  ];
  return paragraphs.filter((p): p is string => p !== null).join("\n\n");
}
