// Three follow-up questions for an answer: the natural next step in the same area (timing, if the question was
// not about timing), one about the period the asker is running now, and one from a neighbouring area.
import type { ChartData } from "../astro/types";
import { dashaWindowsFrom } from "./chart-facts";
import type { LifeArea } from "./life-areas";
import type { Recognition } from "./recognise";

const FOLLOW_UPS: Record<LifeArea, { timing: string; deeper: string; next: LifeArea }> = {
  career: {
    timing: "When is a good time for me to change jobs or grow my career?",
    deeper: "Which line of work suits my chart best?",
    next: "finance",
  },
  marriage: {
    timing: "When are the strongest periods for my marriage?",
    deeper: "What kind of life partner does my chart show?",
    next: "family",
  },
  relationships: {
    timing: "When will my love life become more settled?",
    deeper: "What does my chart say about my way of loving?",
    next: "marriage",
  },
  health: {
    timing: "Which coming period needs more care for my health?",
    deeper: "Which habits does my chart say will keep me strong?",
    next: "spirituality",
  },
  finance: {
    timing: "When will my income grow the most?",
    deeper: "Is saving or investing better for me according to my chart?",
    next: "career",
  },
  education: {
    timing: "When is the best period for my exams and studies?",
    deeper: "Which subjects suit my chart?",
    next: "career",
  },
  family: {
    timing: "When will there be more peace at home?",
    deeper: "How is my bond with my mother and father in my chart?",
    next: "property",
  },
  children: {
    timing: "When is a favourable time for children?",
    deeper: "What does my 5th house say about my children's future?",
    next: "family",
  },
  travel: {
    timing: "When is a good time for me to go abroad?",
    deeper: "Will I settle abroad or return home?",
    next: "career",
  },
  property: {
    timing: "When is a good time for me to buy land or a house?",
    deeper: "Will I get property from my family?",
    next: "finance",
  },
  spirituality: {
    timing: "Which coming period is best for my spiritual practice?",
    deeper: "What does my 9th house say about my dharma?",
    next: "health",
  },
  legal: {
    timing: "When will my dispute be settled?",
    deeper: "How strong is my 6th house against opponents?",
    next: "finance",
  },
};

const OPENERS: Record<LifeArea, string> = {
  career: "How will my career grow in the coming years?",
  marriage: "When will I get married?",
  relationships: "Will my current relationship last?",
  health: "How will my health be this year?",
  finance: "When will my financial condition improve?",
  education: "Will I succeed in my studies?",
  family: "How will my relationship with my family be?",
  children: "What does my chart say about children?",
  travel: "Will I go abroad?",
  property: "When will I buy my own house?",
  spirituality: "What is my spiritual path according to my chart?",
  legal: "Will my legal troubles end soon?",
};

export function followUpSuggestions(chart: ChartData, recognition: Recognition, now: Date): string[] {
  const running = dashaWindowsFrom(chart, now, 1)[0];
  const periodQuestion = running
    ? `What does my ${running.mahadasha.lord} mahadasha mean for me?`
    : "What does my birth chart say about my strengths?";
  if (!recognition.area) {
    return [OPENERS.career, OPENERS.marriage, periodQuestion];
  }
  const follow = FOLLOW_UPS[recognition.area];
  return [recognition.timing ? follow.deeper : follow.timing, periodQuestion, OPENERS[follow.next]];
}
