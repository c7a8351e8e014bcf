// A reading composed from the consultation plan: for each part of the question, its verdict first (the window, the
// likelihood, the lean, the count, the kind, the reason, the yes or no) in one sentence, then the two or three facts
// of this chart that carry it, then one thing to do or watch. Another person's matter opens with where the chart
// reads them (bhavat bhavam). "Say it simply" gives the same verdicts without chart words; "are you sure?" says the
// chart was looked at again and gives the verdict with its strongest reason. Nothing already said in the
// conversation is said again, except the verdict a follow-up asks for.
import type { ChartJudgement } from "../../jyotish";
import type { GuruLanguage, GuruQuestion } from "../contract";
import { type Block, renderBlocks } from "../html";
import type { ConsultationPlan } from "../plan/plan";
import type { Understanding } from "../understand/types";
import { type Argument, argue } from "./argument";
import { PHRASES } from "./context";
import type { Counsel } from "./counsel";
import { COUNSEL_EN } from "./counsel-en";
import { COUNSEL_HI } from "./counsel-hi";
import { COUNSEL_NE } from "./counsel-ne";
import { remember, saidBefore, withoutRepeats } from "./no-repeat";
import { type Part, paragraph } from "./parts";
import { sayReasons, sayVerdict, spanOf, type Voice } from "./say";
import { partSeed, pick } from "./variety";
import { WORDS } from "./words";

export const COUNSEL: Record<GuruLanguage, Counsel> = { en: COUNSEL_EN, ne: COUNSEL_NE, hi: COUNSEL_HI };

const DEVANAGARI = /\p{Script=Devanagari}/u;
const LATIN = /\p{Script=Latin}/u;

/** The asker's first name if it is written in the answer's script; otherwise no name (never Latin inside Devanagari). */
export function greetingName(name: string, language: GuruLanguage): string {
  const first = name.trim().split(/\s+/)[0] ?? "";
  if (first === "") return "";
  const devanagari = DEVANAGARI.test(first);
  const latin = LATIN.test(first);
  if (language === "en") return latin ? first : "";
  return devanagari && !latin ? first : "";
}

function voiceFor(
  plan: ConsultationPlan,
  understanding: Understanding,
  arg: Argument,
  plain: boolean,
  seed: number,
): Voice {
  const language = plan.answerLanguage;
  const counsel = COUNSEL[language];
  const relative = plan.subject === "self" || plan.subject === "other" ? null : plan.subject;
  return {
    counsel,
    words: WORDS[language],
    phrases: PHRASES[language],
    plan,
    topic: counsel.topic(relative, understanding.subjectGender, arg.part.area),
    plain,
    seed,
  };
}

/** Where the chart reads another person's matter: their house, and the area counted from it. */
function frameSentence(v: Voice, plan: ConsultationPlan, understanding: Understanding, arg: Argument): string | null {
  if (plan.subject === "self" || plan.subject === "other") return null;
  const personHouse = plan.subjectHouses[0] ?? 1;
  const count = ((arg.house - personHouse + 12) % 12) + 1;
  return pick(v.counsel.frame, v.seed, "frame")(
    v.counsel.person(plan.subject, understanding.subjectGender),
    v.words.house(personHouse),
    v.words.house(count),
    v.words.house(arg.house),
    v.topic,
  );
}

/** One thing to do, for the area and for whoever the question is about, timed by the running or coming period. */
function actionSentence(v: Voice, understanding: Understanding, arg: Argument): string {
  const coming = arg.windows.windows.find((w) => w.current) ?? arg.windows.next;
  const plan = v.plan;
  const span = coming ? spanOf(v, coming) : null;
  return v.counsel.action({
    area: arg.part.area,
    someone:
      plan.subject === "self" || plan.subject === "other"
        ? null
        : { relative: plan.subject, gender: understanding.subjectGender },
    form: arg.part.intent,
    tone: arg.tone,
    from: coming && !coming.current ? (span?.from ?? null) : null,
    until: coming?.current ? (span?.to ?? null) : null,
    seed: v.seed,
  });
}

export function composeReading(
  input: GuruQuestion,
  understanding: Understanding,
  plan: ConsultationPlan,
  judgement: ChartJudgement,
): string {
  const args = plan.parts.map((part) => argue(input, plan, part, judgement, understanding.subjectGender));
  const first = args[0];
  if (!first) return "";
  const plain = plan.act === "simplify";
  const voices = args.map((arg, i) =>
    voiceFor(
      plan,
      understanding,
      arg,
      plain,
      partSeed(input.chart.birth.utc, plan.subject, arg.part.area, arg.part.intent, i),
    ),
  );
  const firstVoice = voices[0] as Voice;
  const said = saidBefore(input.history);

  const verdicts: Part[] = [];
  const reasons: Part[] = [];
  if (plain) {
    verdicts.push(paragraph(...args.map((arg, i) => sayVerdict(voices[i] as Voice, arg))));
    reasons.push(paragraph(firstVoice.counsel.plain.reason[first.tone]));
  } else {
    const single = args.length === 1;
    args.forEach((arg, i) => {
      const v = voices[i] as Voice;
      const lead = i === 0 && plan.act === "ask_again" ? v.counsel.checkedAgain : null;
      verdicts.push(paragraph(lead, sayVerdict(v, arg)));
      const why = [i === 0 ? frameSentence(v, plan, understanding, arg) : null, ...sayReasons(v, arg, single ? 3 : 2)];
      // "Are you sure?" keeps the strongest reason even if it was said before: it is the answer to the doubt.
      reasons.push(paragraph(...(plan.act === "ask_again" ? why.slice(0, 2) : why)));
    });
  }
  // Each part's reasons stay with their part (an emptied part keeps its place) and none is said twice.
  const fresh = reasons.map((part) => (plan.act === "ask_again" ? part : (withoutRepeats([part], said)[0] ?? null)));
  for (const part of fresh) if (part && "paragraph" in part) remember(said, part.paragraph);
  const closing = paragraph(
    actionSentence(firstVoice, understanding, first),
    plain ? null : (PHRASES[plan.answerLanguage].professional[first.part.area] ?? null),
  );
  // Verdict and reasons part by part, so a two-part question reads as two short answers.
  const body: Part[] = [];
  verdicts.forEach((verdict, i) => {
    body.push(verdict);
    const reason = fresh[i];
    if (reason && !plain) body.push(reason);
  });
  if (plain && fresh[0]) body.push(fresh[0]);
  // "Say it simply" keeps its one thing to do even if said before: it is the whole answer, short.
  const closingFresh = plain ? [closing] : withoutRepeats([closing], said);
  const seen = new Set<string>();
  const parts = [...body, ...closingFresh].filter((part) => {
    const key = "paragraph" in part ? part.paragraph.join(" ") : part.list.join(" ");
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  if (input.history.length === 0) {
    const hello = PHRASES[plan.answerLanguage].hello(greetingName(input.name, plan.answerLanguage));
    const lead = parts[0];
    if (lead && "paragraph" in lead) parts[0] = { paragraph: [hello, ...lead.paragraph] };
  }
  return renderBlocks(toBlocks(parts));
}

function toBlocks(parts: Part[]): Block[] {
  return parts
    .filter((p) => ("paragraph" in p ? p.paragraph.length > 0 : p.list.length > 0))
    .flatMap((p): Block[] =>
      "paragraph" in p
        ? [{ paragraph: [p.paragraph.join(" ")] }]
        : [{ paragraph: [p.intro] }, { list: p.list.map((i) => [i]) }],
    );
}
