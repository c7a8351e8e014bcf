// The embedded guru: needs no network. Understands the question in its conversation, answers danger with the
// safety replies, greetings and questions it cannot place with a short free reply, and everything else with a
// reading composed from the chart's judgement.
import { DEFAULT_HELP_LINES, type HelpLine } from "../config/help-lines";
import { type ChartJudgement, judgeChart } from "../jyotish";
import { composeMatchReading } from "./compose/answer-match";
import { composeReading } from "./compose/compose-reading";
import { noMatchReply, shortReply } from "./compose/short-replies";
import type { GuruAnswer, GuruQuestion } from "./contract";
import { safetyAnswer } from "./safety/replies";
import { type Asked, askedKey, followUpSuggestions } from "./suggestions";
import type { Understanding } from "./understand/types";
import { understand } from "./understand/understand";

export interface BuiltinAnswer {
  answer: GuruAnswer;
  understanding: Understanding;
  /** Null for the replies that carry no reading. */
  judgement: ChartJudgement | null;
}

/**
 * Earlier questions as understood on their own, remembered: a conversation's turns come back with every new
 * question, and understanding one costs about a millisecond. Bounded; the oldest entry goes first.
 */
const earlierTurns = new Map<string, Understanding>();
const EARLIER_TURNS_KEPT = 2000;

function understoodAlone(question: string, uiLanguage: GuruQuestion["uiLanguage"]): Understanding {
  const key = `${uiLanguage}\u0000${question}`;
  const known = earlierTurns.get(key);
  if (known) return known;
  const understood = understand(question, [], uiLanguage);
  if (earlierTurns.size >= EARLIER_TURNS_KEPT) earlierTurns.delete(earlierTurns.keys().next().value as string);
  earlierTurns.set(key, understood);
  return understood;
}

/** What the conversation, this question included, has already asked about. */
function askedIn(input: GuruQuestion, understanding: Understanding): Asked {
  const asked: Asked = new Set();
  for (const turn of input.history) {
    const earlier = understoodAlone(turn.question, input.uiLanguage);
    if (earlier.area) asked.add(askedKey(earlier.area, earlier.intent));
  }
  if (understanding.area) asked.add(askedKey(understanding.area, understanding.intent));
  return asked;
}

export function answerWithBuiltinGuru(input: GuruQuestion, helpLines: HelpLine[] = DEFAULT_HELP_LINES): BuiltinAnswer {
  const understanding = understand(input.question, input.history, input.uiLanguage);
  const language = understanding.answerLanguage;
  const { intent, area } = understanding;
  if (intent === "crisis" || intent === "emergency") {
    return { answer: safetyAnswer(intent, language, helpLines, input.question), understanding, judgement: null };
  }
  const asked = askedIn(input, understanding);
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
      judgement: null,
    };
  }
  if (understanding.aboutMatch && (!area || area === "marriage")) {
    return { answer: noMatchReply(language, asked), understanding, judgement: null };
  }
  if (intent === "greeting" || intent === "off_topic" || !area) {
    const kind = intent === "greeting" ? "greeting" : intent === "off_topic" ? "off_topic" : "unplaced";
    return { answer: shortReply(kind, language, asked), understanding, judgement: null };
  }
  const judgement = judgeChart(input.chart, input.now);
  return {
    answer: {
      html: composeReading(input, understanding, judgement, area),
      suggestions: followUpSuggestions(language, area, asked),
      provider: "builtin",
      kind: "reading",
    },
    understanding,
    judgement,
  };
}
