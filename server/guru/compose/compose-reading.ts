// A reading composed for this chart and this question: the intent decides what is answered (a window, a
// likelihood, a lean, a count, a kind, a reason), the conversation decides what is left out (nothing already said),
// and the answer is kept to 120-250 words in short paragraphs with at most one list.
import { type ChartJudgement, windowsFor } from "../../jyotish";
import type { GuruQuestion } from "../contract";
import { type Block, renderBlocks } from "../html";
import type { LifeArea } from "../life-areas";
import type { Understanding } from "../understand/types";
import { answerChoice } from "./answer-choice";
import { answerCount } from "./answer-count";
import { answerKind } from "./answer-kind";
import { answerLikelihood } from "./answer-likelihood";
import { answerExplain, answerOverview } from "./answer-overview";
import { answerWhen } from "./answer-when";
import { answerWhy } from "./answer-why";
import { areaFacts } from "./area-facts";
import { type Composition, PHRASES, seedFor } from "./context";
import { saidBefore, sentenceKey, wasSaid, withoutRepeats } from "./no-repeat";
import { type Part, paragraph } from "./parts";
import { areaLabel as areaLabelOf, extraSentences } from "./sentences";
import { WORDS } from "./words";

const MIN_WORDS = 120;
const PATIENT_INTENTS = new Set(["why", "will_it"]);
const MAX_WORDS = 250;

function partsFor(c: Composition): Part[] {
  const { intent, timeShift, timing } = c.understanding;
  switch (intent) {
    case "when":
      return answerWhen(c);
    case "will_it":
      return answerLikelihood(c);
    case "which_of_two":
      return answerChoice(c);
    case "how_many":
      return answerCount(c);
    case "what_kind":
      return answerKind(c);
    case "why":
      return answerWhy(c);
    case "explain":
      return timeShift ? answerWhen(c) : answerExplain(c);
    default:
      return timing || timeShift ? answerWhen(c) : answerOverview(c);
  }
}

const wordCount = (parts: Part[]) =>
  parts
    .flatMap((p) => ("paragraph" in p ? p.paragraph : [p.intro, ...p.list]))
    .join(" ")
    .split(/\s+/)
    .filter(Boolean).length;

/** Tops a short answer up with further facts not yet said, sentence by sentence, then trims a long one. */
function sized(parts: Part[], extra: Part[]): Part[] {
  const out = [...parts];
  const have = new Set(out.flatMap((p) => ("paragraph" in p ? p.paragraph : p.list)).map(sentenceKey));
  const added: string[] = [];
  for (const part of extra) {
    if (!("paragraph" in part)) continue;
    for (const s of part.paragraph) {
      if (wordCount(out) + wordCount([{ paragraph: added }]) >= MIN_WORDS) break;
      if (have.has(sentenceKey(s))) continue;
      have.add(sentenceKey(s));
      added.push(s);
    }
  }
  if (added.length > 0) out.push({ paragraph: added });
  while (wordCount(out) > MAX_WORDS && out.length > 1) {
    const last = out[out.length - 1] as Part;
    if ("paragraph" in last && last.paragraph.length > 1) last.paragraph = last.paragraph.slice(0, -1);
    else out.pop();
  }
  return out;
}

function toBlocks(parts: Part[]): Block[] {
  return parts.flatMap((p): Block[] =>
    "paragraph" in p
      ? [{ paragraph: [p.paragraph.join(" ")] }]
      : [{ paragraph: [p.intro] }, { list: p.list.map((i) => [i]) }],
  );
}

export function composeReading(
  input: GuruQuestion,
  understanding: Understanding,
  judgement: ChartJudgement,
  area: LifeArea,
): string {
  const language = understanding.answerLanguage;
  const c: Composition = {
    input,
    chart: input.chart,
    understanding,
    judgement,
    facts: areaFacts(input.chart, area, judgement),
    windows: windowsFor(input.chart, area, input.now, { gender: input.gender }),
    words: WORDS[language],
    phrases: PHRASES[language],
    seed: seedFor(input, understanding),
  };
  const said = saidBefore(input.history);
  let parts = sized(withoutRepeats(partsFor(c), said), withoutRepeats([paragraph(...extraSentences(c))], said));
  // Perspective once per conversation, and only where the chart asks for patience.
  const perspective = c.phrases.perspective(areaLabelOf(c));
  if (c.facts.tone === "slow" && PATIENT_INTENTS.has(understanding.intent) && !wasSaid(perspective, said)) {
    parts = [...parts, { paragraph: [perspective] }];
  }
  const professional = c.phrases.professional[area];
  if (professional) parts = [...parts, { paragraph: [professional] }];
  if (input.history.length === 0) {
    const firstName = input.name.trim().split(/\s+/)[0] ?? "";
    const first = parts[0];
    const hello = c.phrases.hello(firstName);
    parts =
      first && "paragraph" in first
        ? [{ paragraph: [hello, ...first.paragraph] }, ...parts.slice(1)]
        : [{ paragraph: [hello] }, ...parts];
  }
  return renderBlocks(toBlocks(parts));
}
