// The embedded guru: needs no network. Recognises the question, reads the asker's chart and writes the answer.
import type { ChartData } from "../astro/types";
import { escapeHtml, renderBlocks } from "./html";
import { LIFE_AREAS } from "./life-areas";
import { type Reading, readChart } from "./reading";
import { type Recognition, recogniseQuestion } from "./recognise";
import { followUpSuggestions } from "./suggestions";

export interface GuruQuestion {
  question: string;
  /** The asker's name, used in the greeting. */
  name: string;
  chart: ChartData;
  now: Date;
}

export interface GuruAnswer {
  html: string;
  suggestions: string[];
  /** "builtin" or "llm": recorded with the message. */
  provider: string;
}

export interface BuiltinAnswer extends GuruAnswer {
  recognition: Recognition;
  reading: Reading;
}

export function answerWithBuiltinGuru({ question, name, chart, now }: GuruQuestion): BuiltinAnswer {
  const recognition = recogniseQuestion(question);
  const reading = readChart(chart, recognition, now);
  const label = LIFE_AREAS.find((r) => r.area === recognition.area)?.label;
  const firstName = name.trim().split(/\s+/)[0] ?? "";
  const greeting = `<p>Namaste${firstName ? ` ${escapeHtml(firstName)}` : ""}. You asked: <em>${escapeHtml(question.trim())}</em>${
    label ? `, a question about ${escapeHtml(label)}` : ""
  }.</p>`;
  const closing =
    "<p>The chart shows tendencies and timing, not fixed fate: your choices and effort shape how these influences unfold. No paid remedy is needed; sincere effort, patience and care for the people around you are the best remedies.</p>";
  return {
    html: greeting + renderBlocks(reading.blocks) + closing,
    suggestions: followUpSuggestions(chart, recognition, now),
    provider: "builtin",
    recognition,
    reading,
  };
}
