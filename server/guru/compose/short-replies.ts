// The short free replies: a greeting or thanks, a question outside what a chart answers, and one the guru could
// not place in an area of life. Each offers questions to ask next, in the asker's language.
import type { GuruAnswer, GuruLanguage } from "../contract";
import { renderBlocks } from "../html";
import { type Asked, followUpSuggestions } from "../suggestions";
import type { OffTopicReason } from "../understand/types";
import { PHRASES } from "./context";

export type ShortKind = "greeting" | "off_topic" | "unplaced";

export function shortReply(
  kind: ShortKind,
  language: GuruLanguage,
  asked: Asked,
  offTopicReason: OffTopicReason | null = null,
  /** A line about today added to a morning greeting, or null. */
  dayLine: string | null = null,
): GuruAnswer {
  const p = PHRASES[language];
  const text =
    kind === "greeting" ? p.greeting : kind === "off_topic" ? p.offTopic[offTopicReason ?? "other"] : p.unplaced;
  return {
    html: renderBlocks([{ paragraph: [text] }, ...(dayLine ? [{ paragraph: [dayLine] }] : [])]),
    suggestions: followUpSuggestions(language, null, asked),
    provider: "builtin",
    kind,
  };
}

/** Asked about a match before making one: where to make it, free (nothing was read). */
export function noMatchReply(language: GuruLanguage, asked: Asked): GuruAnswer {
  return {
    html: renderBlocks([{ paragraph: [PHRASES[language].noMatch] }]),
    suggestions: followUpSuggestions(language, "marriage", asked),
    provider: "builtin",
    kind: "unplaced",
  };
}
