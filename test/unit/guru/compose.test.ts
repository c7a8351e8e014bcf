// Composition: each intent answers the question asked, in the asker's language, within 120-250 words, without
// repeating the conversation, with claims that hold on the chart; and across 3 charts x 10 everyday questions at
// most 20% of the long sentences appear word for word in another answer.
import { describe, expect, it } from "vitest";
import { answerWithBuiltinGuru } from "../../../server/guru/builtin-guru";
import { checkAnswer, plainTextOf } from "../../../server/guru/claims/check-answer";
import { WORDS } from "../../../server/guru/compose/words";
import type { GuruLanguage, GuruTurn } from "../../../server/guru/contract";
import { windowsFor } from "../../../server/jyotish";
import { ASKERS, CONVERSATION, EVERYDAY_QUESTIONS, longSentences, NOW, questionFor, repeatedShare } from "./everyday";

const [kathmandu, mumbai, pokhara] = ASKERS as [
  (typeof ASKERS)[number],
  (typeof ASKERS)[number],
  (typeof ASKERS)[number],
];

function ask(
  asker: (typeof ASKERS)[number],
  question: string,
  history: GuruTurn[] = [],
  uiLanguage: GuruLanguage = "en",
) {
  const built = answerWithBuiltinGuru({ ...questionFor(asker, question, history), uiLanguage });
  return { ...built, text: plainTextOf(built.answer.html) };
}

const wordsIn = (text: string) => text.split(/\s+/).filter(Boolean).length;

describe("every everyday answer", () => {
  const answers = ASKERS.flatMap((asker) => EVERYDAY_QUESTIONS.map((q) => ({ asker, q, ...ask(asker, q) })));

  it("is a reading of 120-250 words with at most one list, whose chart claims all hold", () => {
    for (const { asker, q, answer, text } of answers) {
      expect(answer.kind, q).toBe("reading");
      expect(wordsIn(text), q).toBeGreaterThanOrEqual(120);
      expect(wordsIn(text), q).toBeLessThanOrEqual(250);
      expect((answer.html.match(/<ul>/g) ?? []).length, q).toBeLessThanOrEqual(1);
      const check = checkAnswer(text, asker.chart, NOW);
      expect(check.claims.length, q).toBeGreaterThan(0);
      expect(check.wrong, q).toEqual([]);
      expect(check.unsafe, q).toEqual([]);
    }
  });

  it("shares at most 20% of its long sentences with another answer", () => {
    expect(repeatedShare(answers.map((a) => a.answer.html)).share).toBeLessThanOrEqual(0.2);
  });
});

describe("answering the question asked", () => {
  it("gives the coming window for 'when', placed in the asker's life, and says a past window is past", () => {
    const { text } = ask(kathmandu, "When will I get married?");
    const windows = windowsFor(kathmandu.chart, "marriage", NOW, { gender: kathmandu.gender });
    const shown = windows.windows.find((w) => w.current) ?? windows.next;
    if (shown) expect(text).toContain(WORDS.en.monthYear(shown.end));
    if (windows.lastPast) expect(text).toMatch(/has already passed/);
  });

  it("gives a likelihood for a yes/no question", () => {
    expect(ask(mumbai, "Will I get a government job?").text).toMatch(/Yes, your|It is likely|It can happen/);
  });

  it("leans one way, or says honestly it does not, for a choice, naming both options", () => {
    const { text } = ask(pokhara, "Love or arranged marriage?");
    expect(text).toMatch(/leans towards|does not lean clearly/);
    expect(text).toMatch(/love/i);
    expect(text).toMatch(/arranged/i);
  });

  it("gives the classical indication with a caveat for a count", () => {
    const { text } = ask(mumbai, "How many children will I have?");
    expect(text).toMatch(/indicate (one, perhaps two|two|two or more)/);
    expect(text).toMatch(/classical indication only/);
  });

  it("describes a kind, and explains why from the house and the period", () => {
    expect(ask(kathmandu, "What kind of life partner will I get?").text).toMatch(/points to someone/);
    expect(ask(pokhara, "Why is my career so slow?").text).toMatch(/The reason lies in your 10th house/);
  });
});

describe("the asker's language", () => {
  it("answers a Nepali question in Nepali with तपाईं and a Hindi one in Hindi with आप", () => {
    const ne = ask(kathmandu, "मेरो बिहे कहिले हुन्छ?");
    expect(ne.understanding.answerLanguage).toBe("ne");
    expect(ne.text).toContain("तपाईं");
    expect(ne.text.replace(/Asha/g, "")).not.toMatch(/[A-Za-z]{4,}/);
    expect(ne.answer.suggestions.every((s) => /\p{Script=Devanagari}/u.test(s))).toBe(true);
    const hi = ask(mumbai, "मेरी शादी कब होगी?");
    expect(hi.understanding.answerLanguage).toBe("hi");
    expect(hi.text).toContain("आप");
    expect(hi.text).not.toContain("तपाईं");
    expect(hi.answer.suggestions.every((s) => /\p{Script=Devanagari}/u.test(s))).toBe(true);
  });

  it("answers a romanised question in the app's language", () => {
    expect(ask(pokhara, "mero biha kahile hunchha", [], "ne").text).toContain("तपाईं");
    expect(ask(pokhara, "mero biha kahile hunchha", [], "en").text).toMatch(/marriage/);
  });

  it("uses the glossary's words for signs and houses, and its claims hold in Devanagari too", () => {
    for (const [asker, q] of [
      [kathmandu, "मेरो जागिर कस्तो छ?"],
      [mumbai, "मेरी नौकरी कैसी रहेगी?"],
    ] as const) {
      const { text } = ask(asker, q);
      expect(text).toMatch(/भाव/);
      expect(text).toMatch(/राशि/);
      const check = checkAnswer(text, asker.chart, NOW);
      expect(check.claims.length).toBeGreaterThan(0);
      expect(check.wrong).toEqual([]);
    }
  });
});

describe("a conversation", () => {
  function converse(asker: (typeof ASKERS)[number], questions: string[]) {
    const history: GuruTurn[] = [];
    return questions.map((q) => {
      const turn = ask(asker, q, history);
      history.push({ question: q, answerHtml: turn.answer.html, at: NOW.toISOString() });
      return turn;
    });
  }

  it("never repeats a sentence it already said, and keeps the topic for a follow-up", () => {
    const turns = converse(kathmandu, CONVERSATION);
    const said = new Set<string>();
    for (const turn of turns) {
      for (const s of longSentences(turn.answer.html)) {
        expect(said.has(s), s).toBe(false);
      }
      for (const s of longSentences(turn.answer.html)) said.add(s);
    }
    expect(turns[1]?.understanding.area).toBe("marriage");
    expect(turns[1]?.text).toMatch(/marriage/);
    expect(turns[2]?.understanding.area).toBe("marriage");
    expect(turns[2]?.text).toContain(String(NOW.getUTCFullYear() + 1));
  });

  it("greets once and gives a line of perspective at most once", () => {
    const turns = converse(mumbai, ["Why is my marriage delayed?", "Will I get married at all?", "Why is it so late?"]);
    const hellos = turns.filter((t) => t.text.includes("Namaste"));
    expect(hellos.length).toBe(1);
    const perspective = turns.filter((t) => /not a fixed fate/.test(t.text));
    expect(perspective.length).toBeLessThanOrEqual(1);
  });

  it("suggests follow-ups the conversation has not asked yet", () => {
    const turns = converse(pokhara, ["When will I get married?", "What kind of life partner will I get?"]);
    const last = turns[1]?.answer.suggestions ?? [];
    expect(last).toHaveLength(3);
    expect(last).not.toContain("When will I get married?");
    expect(last).not.toContain("What kind of life partner does my chart show?");
  });
});

describe("short free replies", () => {
  it("greets, declines an off-topic question and asks again for an unplaced one, with suggestions, in the asker's language", () => {
    expect(ask(kathmandu, "Hello!").answer.kind).toBe("greeting");
    const offTopic = ask(kathmandu, "What is the capital of France?");
    expect(offTopic.answer.kind).toBe("off_topic");
    expect(offTopic.answer.suggestions).toHaveLength(3);
    const ne = ask(kathmandu, "नमस्ते");
    expect(ne.answer.kind).toBe("greeting");
    expect(ne.text).toContain("तपाईं");
  });
});
