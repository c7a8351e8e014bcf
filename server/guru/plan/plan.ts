// The consultation plan: what one answer must do, decided before a sentence is written. It names whom the question
// is about and the houses and karakas read for them (bhavat bhavam: a son's marriage is the 7th from the 5th), each
// part of the question with its form, the time frame resolved to calendar years, what the turn does in the
// conversation, the language and script, and what is known of the subject's age. The built-in guru composes from it
// and the LLM path hands it to the model; it is logged (codes only, no personal data) so that a wrong answer can be
// traced to a wrong plan.
import type { BodyName } from "../../astro/types";
import { type Relative as ChartRelative, type Gender, housesFor, type Karaka } from "../../jyotish";
import type { GuruLanguage, GuruQuestion, GuruReplyKind } from "../contract";
import type { LifeArea } from "../life-areas";
import type {
  ConversationAct,
  DirectQuestion,
  GuruIntent,
  GuruScript,
  GuruSubject,
  TimeFrame,
  Understanding,
} from "../understand/types";

/** The years a time frame covers, resolved against today and the turn before ("the year after that"). */
export interface YearSpan {
  /** The frame as asked. */
  frame: TimeFrame;
  /** First and last calendar year covered; null when the frame cannot be placed (an age of someone whose age is unknown). */
  from: number | null;
  to: number | null;
}

export interface PlannedPart {
  intent: GuruIntent;
  area: LifeArea;
  /** The houses of the asker's chart to read for this part, main first (counted from the subject's house). */
  houses: number[];
  /** The subject's karakas, then the area's. */
  karakas: Karaka[];
  /** Why these houses: the rule, with its school, in a short English line (logs, the LLM's case file). */
  why: string;
}

export interface ConsultationPlan {
  replyKind: GuruReplyKind;
  subject: GuruSubject;
  /** The subject's own house(s) counted from the lagna: [1] for the asker. */
  subjectHouses: number[];
  /** The subject's age when known: the asker's from the chart, another's only when the question states it. */
  subjectAge: number | null;
  parts: PlannedPart[];
  timeFrame: YearSpan | null;
  act: ConversationAct;
  direct: DirectQuestion | null;
  options: [string, string] | null;
  language: GuruLanguage;
  script: GuruScript;
  answerLanguage: GuruLanguage;
}

const YEAR_MS = 365.25 * 86_400_000;

function ageOf(birthUtc: string, now: Date): number {
  return Math.floor((now.getTime() - Date.parse(birthUtc)) / YEAR_MS);
}

/** A subject the chart can read for (every relative but "other": a boss or a neighbour is read as the asker's matter). */
function chartRelative(subject: GuruSubject): ChartRelative {
  return subject === "other" ? "self" : subject;
}

function genderOf(value: string | null): Gender {
  return value === "male" || value === "female" || value === "other" ? value : null;
}

/** The years a frame covers, given today, the subject's age and the previous turn's span. */
export function resolveFrame(
  frame: TimeFrame,
  now: Date,
  subjectAge: number | null,
  previous: YearSpan | null,
): YearSpan {
  const thisYear = now.getUTCFullYear();
  switch (frame.kind) {
    case "ahead":
      return { frame, from: thisYear + frame.years, to: thisYear + frame.years };
    case "year":
      return { frame, from: frame.year, to: frame.year };
    case "by":
      return { frame, from: thisYear, to: Math.max(thisYear, frame.year) };
    case "within":
      return { frame, from: thisYear, to: thisYear + frame.years };
    case "age":
      return subjectAge === null
        ? { frame, from: null, to: null }
        : { frame, from: thisYear, to: Math.max(thisYear, thisYear + frame.age - subjectAge) };
    case "after_previous": {
      const base = previous?.to ?? thisYear;
      return { frame, from: base + 1, to: base + 1 };
    }
  }
}

/**
 * The plan for a question as understood. `earlier` is the conversation's earlier turns as understood (oldest first),
 * for "the year after that": the last turn that named a time frame sets the base.
 */
export function planConsultation(
  input: Pick<GuruQuestion, "chart" | "gender" | "now">,
  understanding: Understanding,
  earlier: Understanding[] = [],
): ConsultationPlan {
  const relative = chartRelative(understanding.subject);
  const askerGender = genderOf(input.gender);
  const subjectAge =
    understanding.subject === "self" || understanding.subject === "other"
      ? ageOf(input.chart.birth.utc, input.now)
      : understanding.subjectAge;
  const parts: PlannedPart[] = understanding.parts.map(({ intent, area }) => {
    const read = housesFor(relative, area, askerGender, { subjectGender: understanding.subjectGender });
    return { intent, area, houses: read.houses, karakas: read.karakas, why: read.why };
  });
  return {
    replyKind: understanding.replyKind,
    subject: understanding.subject,
    subjectHouses: housesFor(relative, [1], askerGender).houses,
    subjectAge,
    parts,
    timeFrame: understanding.timeFrame
      ? resolveFrame(understanding.timeFrame, input.now, subjectAge, previousSpan(input, earlier))
      : null,
    act: understanding.act,
    direct: understanding.direct,
    options: understanding.options,
    language: understanding.language,
    script: understanding.script,
    answerLanguage: understanding.answerLanguage,
  };
}

/** The span of the last earlier turn that named a time frame, resolved in its own turn's context. */
function previousSpan(input: Pick<GuruQuestion, "chart" | "now">, earlier: Understanding[]): YearSpan | null {
  let span: YearSpan | null = null;
  for (const turn of earlier) {
    if (!turn.timeFrame) continue;
    const age = turn.subject === "self" ? ageOf(input.chart.birth.utc, input.now) : turn.subjectAge;
    span = resolveFrame(turn.timeFrame, input.now, age, span);
  }
  return span;
}

/** The plan as a log line's fields: codes and numbers only, nothing the asker wrote or who they are. */
export function planLogFields(plan: ConsultationPlan): Record<string, string> {
  const frame = plan.timeFrame;
  return {
    kind: plan.replyKind,
    subject: plan.subject,
    subjectHouses: plan.subjectHouses.join(","),
    parts: plan.parts.map((p) => `${p.intent}:${p.area}@${p.houses.join(",")}`).join(" ") || "-",
    karakas: [...new Set(plan.parts.flatMap((p) => p.karakas.map((k: Karaka) => k.body as BodyName)))].join(",") || "-",
    frame: frame ? `${frame.frame.kind}:${frame.from ?? "?"}-${frame.to ?? "?"}` : "-",
    act: plan.act,
    direct: plan.direct ?? "-",
    language: `${plan.language}/${plan.script}->${plan.answerLanguage}`,
    subjectAgeKnown: plan.subjectAge === null ? "no" : "yes",
  };
}
