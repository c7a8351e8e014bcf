// The embedded guru: needs no network. Understands the question in its conversation, answers danger with the
// safety replies, greetings and questions it cannot place with a short free reply, and everything else with a
// reading composed from the chart's judgement.
import { DEFAULT_HELP_LINES, type HelpLine } from "../config/help-lines";
import { type ChartJudgement, judgeChart } from "../jyotish";
import { composeMatchReading } from "./compose/answer-match";
import { composeReading } from "./compose/compose-reading";
import { noMatchReply, shortReply } from "./compose/short-replies";
import type { GuruAnswer, GuruQuestion } from "./contract";
import { type ConsultationPlan, planConsultation } from "./plan/plan";
import { safetyAnswer } from "./safety/replies";
import { type Asked, askedKey, followUpSuggestions } from "./suggestions";
import { todayQuestionOf } from "./today/asks-about-today";
import { morningLine, todayReply } from "./today/today-reply";
import type { Understanding } from "./understand/types";
import { understandConversation } from "./understand/understand";

export interface BuiltinAnswer {
  answer: GuruAnswer;
  understanding: Understanding;
  /** What the answer had to do: the subject, its houses, each part, the time frame, the conversation act. */
  plan: ConsultationPlan;
  /** Null for the replies that carry no reading. */
  judgement: ChartJudgement | null;
}

/** What the conversation, this question included, has already asked about. */
function askedIn(earlierTurns: Understanding[], understanding: Understanding): Asked {
  const asked: Asked = new Set();
  for (const earlier of earlierTurns) {
    if (earlier.area) asked.add(askedKey(earlier.area, earlier.intent));
  }
  if (understanding.area) asked.add(askedKey(understanding.area, understanding.intent));
  return asked;
}

export function answerWithBuiltinGuru(input: GuruQuestion, helpLines: HelpLine[] = DEFAULT_HELP_LINES): BuiltinAnswer {
  const turns = understandConversation([...input.history, { question: input.question }], input.uiLanguage);
  const understanding = turns[turns.length - 1] as Understanding;
  const plan = planConsultation(input, understanding, turns.slice(0, -1));
  const language = understanding.answerLanguage;
  const { intent, area } = understanding;
  if (intent === "crisis" || intent === "emergency") {
    return { answer: safetyAnswer(intent, language, helpLines, input.question), understanding, plan, judgement: null };
  }
  const asked = askedIn(turns.slice(0, -1), understanding);
  // "Is today good to start ...?", "aajko tithi?": read from today's panchang, not from a life area's periods.
  const today = todayQuestionOf(input.question, intent);
  const todayAnswer =
    today && todayReply(today, input.chart, input.now, language, followUpSuggestions(language, null, asked));
  if (todayAnswer) return { answer: todayAnswer, understanding, plan, judgement: null };
  // A question about a kundali match is read from the match; before there is one, the guru says where to make it
  // (free). A question that names an area as well ("is our match good for children?") with no match is an area reading.
  if (understanding.aboutMatch && input.match) {
    return {
      answer: {
        html: composeMatchReading(input, understanding, input.match),
        suggestions: followUpSuggestions(language, "marriage", asked),
        provider: "builtin",
        kind: "reading",
      },
      understanding,
      plan,
      judgement: null,
    };
  }
  if (understanding.aboutMatch && (!area || area === "marriage") && !understanding.direct) {
    return { answer: noMatchReply(language, asked), understanding, plan, judgement: null };
  }
  if (intent === "greeting" || intent === "off_topic" || !area || plan.parts.length === 0) {
    const kind = intent === "greeting" ? "greeting" : intent === "off_topic" ? "off_topic" : "unplaced";
    // A greeting in the morning mentions the day, as a patro-reading family would.
    const dayLine = kind === "greeting" ? morningLine(input.chart, input.now, language) : null;
    return {
      answer: shortReply(kind, language, asked, understanding.offTopicReason, dayLine),
      understanding,
      plan,
      judgement: null,
    };
  }
  const judgement = judgeChart(input.chart, input.now);
  return {
    answer: {
      html: composeReading(input, understanding, plan, judgement),
      suggestions: followUpSuggestions(language, area, asked),
      provider: "builtin",
      kind: "reading",
    },
    understanding,
    plan,
    judgement,
  };
}
