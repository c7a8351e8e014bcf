// The built-in guru's reading of one chart for one question: the area's main houses (sign, lord and its placement,
// occupants, aspects), the area's karakas, special rules (manglik for marriage, movable signs for travel), and the
// running and coming Vimshottari periods. Returns blocks of text for safe HTML and a plain list of the factors used.
import { signQuality } from "../astro/jyotish";
import type { BodyName, ChartData, DashaLord } from "../astro/types";
import {
  bodyOfLord,
  dashaWindowsFrom,
  houseFacts,
  houseLabel,
  houseMeaning,
  housesOfLord,
  housesPhrase,
  monthYear,
  NATURAL_BENEFICS,
  placementPhrase,
  placementStrength,
  planetName,
  signLabel,
} from "./chart-facts";
import type { Block, Inline } from "./html";
import { LIFE_AREAS, type LifeAreaRule } from "./life-areas";
import type { Recognition } from "./recognise";

export interface Reading {
  blocks: Block[];
  /** The chart factors the reading rests on, one plain sentence each: grounding for an LLM and for tests. */
  factors: string[];
  /** Houses the reading looked at, main one first (empty for a general reading). */
  houses: number[];
}

const MANGLIK_HOUSES = [1, 2, 4, 7, 8, 12];

function list(names: BodyName[]): string {
  const words = names.map(planetName);
  if (words.length <= 1) return words.join("");
  return `${words.slice(0, -1).join(", ")} and ${words[words.length - 1]}`;
}

function houseSentences(chart: ChartData, house: number): string[] {
  const f = houseFacts(chart, house);
  const sentences = [
    `Your ${houseLabel(house)} (${houseMeaning(house)}) is ${signLabel(f.sign)}; its lord ${placementPhrase(f.lordPosition)}.`,
  ];
  sentences.push(
    f.occupants.length > 0
      ? `${list(f.occupants)} ${f.occupants.length === 1 ? "occupies" : "occupy"} this house.`
      : "No planet occupies it, so its lord carries the story.",
  );
  const aspecting = f.aspectedBy.filter((b) => !f.occupants.includes(b));
  if (aspecting.length > 0) {
    sentences.push(
      `It receives the drishti (aspect) of ${aspecting.map((b) => `${planetName(b)} from your ${houseLabel(chart.bodies[b].house)}`).join(", ")}.`,
    );
  }
  return sentences;
}

/** Tone from the main house: its lord's strength plus benefic and malefic influences on it. */
function areaStrength(chart: ChartData, house: number): number {
  const f = houseFacts(chart, house);
  let score = placementStrength(f.lordPosition);
  for (const b of new Set([...f.occupants, ...f.aspectedBy])) score += NATURAL_BENEFICS.includes(b) ? 0.5 : -0.25;
  return score;
}

function toneSentence(rule: LifeAreaRule, score: number): string {
  if (score >= 2)
    return `Taken together, ${rule.label} is one of the stronger threads in your chart: what you build here tends to last.`;
  if (score >= 0.5)
    return `Taken together, your chart supports ${rule.label} well, and steady effort brings steady results.`;
  if (score > -1)
    return `Taken together, ${rule.label} shows mixed influences: good results come, but through patience and the right timing rather than luck.`;
  return `Taken together, ${rule.label} asks for patience in your chart: results come later than you may wish, and they come through persistent effort. A slower start is not a closed door.`;
}

function specialRules(chart: ChartData, rule: LifeAreaRule): string[] {
  const notes: string[] = [];
  if (rule.area === "marriage") {
    const mars = chart.bodies.mars;
    notes.push(
      MANGLIK_HOUSES.includes(mars.house)
        ? `Mars sits in your ${houseLabel(mars.house)}, so by the common rule (Mars in the 1st, 2nd, 4th, 7th, 8th or 12th from the ascendant) the chart is counted as manglik. Many charts are, and other factors often balance it; it calls for a careful match, not for fear.`
        : `Mars sits in your ${houseLabel(mars.house)}, so by the common rule (Mars in the 1st, 2nd, 4th, 7th, 8th or 12th from the ascendant) the chart is not manglik.`,
    );
    notes.push(
      `In your navamsa (D9), the chart of marriage, Venus falls in ${signLabel(chart.bodies.venus.navamsaSign)}.`,
    );
  }
  if (rule.area === "travel") {
    const twelfth = houseFacts(chart, 12);
    const quality = signQuality(twelfth.sign);
    notes.push(
      `Your 12th house sign is ${quality}${quality === "movable" ? ", which classically favours movement and living away from home" : quality === "dual" ? ", which often brings travel back and forth" : ", which favours a stable base, with journeys that have a clear purpose"}.`,
    );
  }
  return notes;
}

function karakaSentences(chart: ChartData, rule: LifeAreaRule): string[] {
  return rule.karakas
    .slice(0, 2)
    .map(
      (k) => `${planetName(k)}, a natural karaka (significator) of ${rule.label}: ${placementPhrase(chart.bodies[k])}.`,
    );
}

function dashaBlocks(
  chart: ChartData,
  rule: LifeAreaRule | null,
  timing: boolean,
  now: Date,
): { blocks: Block[]; factors: string[] } {
  const windows = dashaWindowsFrom(chart, now, timing ? 12 : 1);
  const running = windows[0];
  if (!running) return { blocks: [], factors: [] };
  const md = running.mahadasha;
  const ad = running.antardasha;
  const runningText = `You are running the ${md.lord} mahadasha (${monthYear(md.start)} to ${monthYear(md.end)}), in its ${ad.lord} antardasha until ${monthYear(ad.end)}.`;
  const factors = [runningText];
  if (!rule) {
    const houses = housesOfLord(chart, bodyOfLord(md.lord));
    const text = `${runningText} ${md.lord} rules or occupies your ${housesPhrase(houses)}, so those themes lead this chapter of life.`;
    return { blocks: [{ paragraph: [text] }], factors };
  }
  const touches = (lord: DashaLord) => housesOfLord(chart, bodyOfLord(lord)).filter((h) => rule.houses.includes(h));
  const mdTouch = touches(md.lord);
  const adTouch = touches(ad.lord);
  const activeNow = [
    runningText,
    mdTouch.length > 0 || adTouch.length > 0
      ? `These lords are tied to your ${housesPhrase([...new Set([...mdTouch, ...adTouch])].sort((a, b) => a - b))}, so ${rule.label} is active now.`
      : `Neither lord rules or sits in the houses of ${rule.label}, so this period works on other parts of life first.`,
  ].join(" ");
  const blocks: Block[] = [{ paragraph: [activeNow] }];
  if (timing) {
    const coming = windows
      .slice(1)
      .filter((w) => touches(w.antardasha.lord).length > 0)
      .slice(0, 3);
    if (coming.length > 0) {
      const items: Inline[][] = coming.map((w) => [
        { strong: `${w.mahadasha.lord}–${w.antardasha.lord}` },
        `, ${monthYear(w.antardasha.start)} to ${monthYear(w.antardasha.end)}: ${w.antardasha.lord} rules or occupies your ${housesPhrase(touches(w.antardasha.lord))}.`,
      ]);
      blocks.push({ paragraph: ["The coming periods that activate this area most clearly:"] }, { list: items });
      factors.push(
        ...coming.map(
          (w) =>
            `${w.mahadasha.lord}-${w.antardasha.lord} antardasha from ${monthYear(w.antardasha.start)} to ${monthYear(w.antardasha.end)}.`,
        ),
      );
    } else {
      blocks.push({
        paragraph: [
          "None of the next few antardashas is ruled by a lord of these houses, so progress comes from your own effort more than from a single turning point; transits can refine the timing.",
        ],
      });
    }
  }
  return { blocks, factors };
}

export function readChart(chart: ChartData, recognition: Recognition, now: Date): Reading {
  const rule = LIFE_AREAS.find((r) => r.area === recognition.area) ?? null;
  if (!rule) return generalReading(chart, recognition, now);
  const [main, second] = rule.houses;
  const mainSentences = houseSentences(chart, main as number);
  const secondSentences = second ? houseSentences(chart, second) : [];
  const karakas = karakaSentences(chart, rule);
  const special = specialRules(chart, rule);
  const dashas = dashaBlocks(chart, rule, recognition.timing, now);
  const blocks: Block[] = [
    {
      paragraph: [
        `For ${rule.label}, classical Jyotish looks first at your `,
        { strong: houseLabel(main as number) },
        `. ${mainSentences.join(" ")}`,
      ],
    },
  ];
  if (second) blocks.push({ paragraph: [`It also reads the ${houseLabel(second)}. ${secondSentences.join(" ")}`] });
  blocks.push({ list: [...karakas, ...special].map((s) => [s]) });
  blocks.push(...dashas.blocks);
  blocks.push({ paragraph: [toneSentence(rule, areaStrength(chart, main as number))] });
  if (rule.professional) {
    blocks.push({
      paragraph: [
        `A chart shows tendencies and timing, not a diagnosis or a decision: for the practical steps, please also talk to ${rule.professional}.`,
      ],
    });
  }
  return {
    blocks,
    factors: [...mainSentences, ...secondSentences, ...karakas, ...special, ...dashas.factors],
    houses: rule.houses,
  };
}

function generalReading(chart: ChartData, recognition: Recognition, now: Date): Reading {
  const lagna = houseFacts(chart, 1);
  const moon = chart.bodies.moon;
  const strongest = (Object.values(chart.bodies) as (typeof moon)[])
    .filter((b) => b.name !== "rahu" && b.name !== "ketu")
    .sort((a, b) => placementStrength(b) - placementStrength(a))[0] as typeof moon;
  const facts = [
    `Your ascendant (lagna) is ${signLabel(chart.ascendant.sign)}; its lord ${placementPhrase(lagna.lordPosition)}.`,
    `Your Moon sign is ${signLabel(moon.sign)}, in your ${houseLabel(moon.house)}.`,
    `${planetName(strongest.name)} is among the best placed planets in your chart: ${placementPhrase(strongest)}.`,
  ];
  const dashas = dashaBlocks(chart, null, recognition.timing, now);
  const blocks: Block[] = [
    {
      paragraph: [
        "I could not tie your question to one area of life, so here is an honest general reading of your chart.",
      ],
    },
    { list: facts.map((f) => [f]) },
    ...dashas.blocks,
    {
      paragraph: [
        "Ask me about a specific area (career, marriage, health, money, studies, family, travel or property) and I will read the houses and periods that govern it.",
      ],
    },
  ];
  return { blocks, factors: [...facts, ...dashas.factors], houses: [] };
}
