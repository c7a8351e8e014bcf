// A reply the model stopped at `max_tokens` ends mid-sentence. It is never shown as it came: it is trimmed to its
// last complete paragraph when what remains still answers, and otherwise the built-in answer is given.
//
// How "still answers" is decided: the instructions ask for the direct answer first, then the chart's reasons, then
// one thing to do. The last paragraph (or list) is dropped as the cut one, then any paragraph left ending in ":" (a
// list's lead-in whose items were lost). What remains answers when it keeps the direct answer and at least one
// reason, that is two paragraphs (one for a "say it simply" answer, which is short by design), and ends a sentence.

/** Paragraphs of a reply: blank lines part them; a reply written without any blank line is parted at its lines. */
function paragraphsOf(text: string): string[] {
  const normalised = text.replace(/\r\n?/g, "\n").trim();
  const byBlankLines = normalised.split(/\n\s*\n/);
  const blocks = byBlankLines.length > 1 ? byBlankLines : normalised.split("\n");
  return blocks.map((b) => b.trim()).filter(Boolean);
}

const ENDS_A_SENTENCE = /[.!?।॥)"”'’*]$/u;
const LIST_ITEM = /^([-*•]|\d+[.)])\s+/;

function endsWell(block: string): boolean {
  const lastLine = block.split("\n").at(-1)?.trim() ?? "";
  return ENDS_A_SENTENCE.test(lastLine) || LIST_ITEM.test(lastLine);
}

/**
 * The reply without its cut end, or null when too little is left to answer the question.
 * `minParagraphs`: 2 for a full reading (the direct answer and a reason), 1 for a simplified one.
 */
export function trimCutReply(text: string, minParagraphs: number): string | null {
  const kept = paragraphsOf(text).slice(0, -1);
  while (kept.length > 0 && /:\s*$/.test(kept.at(-1) as string)) kept.pop();
  if (kept.length < minParagraphs) return null;
  if (!endsWell(kept.at(-1) as string)) return null;
  return kept.join("\n\n");
}
