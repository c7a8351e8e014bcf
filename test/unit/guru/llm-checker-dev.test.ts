// The LLM reply checker on its development corpus (test/fixtures/guru-llm/dev-replies.ts): house lords in every
// word order, dignities, fear and certainty in many words with their negated and hedged twins, and the running
// period's window, in English, Nepali and Hindi, Devanagari and romanised. Every planted flaw is caught and no clean
// reply is rejected.
import { describe, expect, it } from "vitest";
import { devReplies } from "../../fixtures/guru-llm/dev-replies";
import { measureChecker } from "./llm-checker-measure";

const replies = devReplies();

describe("the LLM reply checker on its development corpus", () => {
  it("holds at least 200 replies in three languages, romanised ones among them, half with one planted flaw", () => {
    expect(replies.length).toBeGreaterThanOrEqual(200);
    expect(new Set(replies.map((r) => r.language))).toEqual(new Set(["en", "ne", "hi"]));
    expect(replies.filter((r) => /\/(ne|hi)-roman\//.test(r.id)).length).toBeGreaterThan(0);
    expect(replies.filter((r) => r.flaw).length).toBe(replies.length / 2);
    const kinds = new Set(replies.map((r) => r.flaw));
    for (const kind of ["lordship", "dignity", "fear", "certainty", "period-date"] as const)
      expect(kinds).toContain(kind);
  });

  it.each(["en", "ne", "hi"] as const)("catches every planted flaw and rejects no clean reply in %s", (language) => {
    const m = measureChecker(replies.filter((r) => r.language === language));
    expect(m.misses.map((r) => `${r.id} ${r.flaw}`)).toEqual([]);
    expect(m.falseRejections.map((f) => `${f.reply.id}: ${f.reason}`)).toEqual([]);
  });
});
