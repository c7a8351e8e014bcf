// The guru's understanding of questions: every intent in English, Nepali and Hindi (Devanagari and romanised),
// several areas, the people asked about, the language, time shifts and follow-ups, and the accuracy on the
// labelled question set.
import { describe, expect, it } from "vitest";
import { CATALOGUE } from "../../../server/catalogue/questions";
import type { GuruLanguage, GuruTurn } from "../../../server/guru/contract";
import { understand } from "../../../server/guru/understand/understand";
import { TRAINING_QUESTIONS } from "../../fixtures/guru-questions";
import { heldBackAccuracy, measureUnderstanding } from "./understand-measure";

const turn = (question: string): GuruTurn => ({ question, answerHtml: "<p>…</p>", at: "2026-01-01T00:00:00.000Z" });
const read = (question: string, history: string[] = [], ui: GuruLanguage = "en") =>
  understand(question, history.map(turn), ui);

describe("understanding a question", () => {
  it.each([
    ["When will I get married?", "when", "marriage"],
    ["मेरो बिहे कहिले हुन्छ?", "when", "marriage"],
    ["meri shaadi kab hogi", "when", "marriage"],
    ["Will I settle in Canada?", "will_it", "travel"],
    ["मेरो जागिर लाग्छ कि?", "will_it", "career"],
    ["kya mera visa lagega?", "will_it", "travel"],
    ["Will it be a love marriage or arranged?", "which_of_two", "marriage"],
    ["जागिर गर्ने कि व्यापार गर्ने?", "which_of_two", "career"],
    ["naukri karu ya business?", "which_of_two", "career"],
    ["How many children will I have?", "how_many", "children"],
    ["मेरो कति वटा सन्तान हुन्छन्?", "how_many", "children"],
    ["mere kitne bachche honge?", "how_many", "children"],
    ["What kind of wife will I get?", "what_kind", "marriage"],
    ["malai kun field ma kaam garda ramro hunchha?", "what_kind", "career"],
    ["मेरी पत्नी कैसी होगी?", "what_kind", "marriage"],
    ["Why is my marriage delayed?", "why", "marriage"],
    ["मेरो हातमा पैसा किन टिक्दैन?", "why", "finance"],
    ["meri shaadi mein deri kyun ho rahi hai?", "why", "marriage"],
    ["How is my health this year?", "general", "health"],
    ["मेरो स्वास्थ्य कस्तो छ?", "general", "health"],
    ["is saal meri financial condition kaisi rahegi?", "general", "finance"],
  ])("%s → %s about %s", (question, intent, area) => {
    const u = read(question);
    expect(u.intent).toBe(intent);
    expect(u.area).toBe(area);
    expect(u.replyKind).toBe("reading");
  });

  it.each([
    ["Thank you so much!", "greeting"],
    ["धेरै धन्यवाद", "greeting"],
    ["bahut shukriya guruji", "greeting"],
    ["What is the capital of France?", "off_topic"],
    ["नेपालको राजधानी कहाँ हो?", "off_topic"],
    ["aaj ka mausam kaisa rahega?", "off_topic"],
    ["I feel like ending my life", "crisis"],
    ["मलाई मर्न मन लागेको छ", "crisis"],
    ["main suicide karna chahta hoon", "crisis"],
    ["Sudden chest pain, left arm numb right now", "emergency"],
    ["मेरो बुबा अहिले बेहोस हुनुभयो", "emergency"],
    ["mere papa abhi behosh ho gaye", "emergency"],
    ["Will my carpet shipment arrive?", "unplaced"],
    ["asdf qwerty", "unplaced"],
    ["मैं अपनी जान देना चाहता हूँ", "crisis"],
  ])("%s → a free %s reply", (question, kind) => {
    const u = read(question, ["When will I get married?"]);
    expect(u.replyKind).toBe(kind);
    if (kind !== "unplaced") expect(u.intent).toBe(kind);
    expect(u.area).toBeNull();
  });

  it("does not take a question about dying, a heart attack or an accident in the chart for a danger now", () => {
    expect(read("When will I die? How long will I live?").replyKind).toBe("reading");
    expect(read("Is there a risk of heart attack in my chart?").replyKind).toBe("reading");
    expect(read("Is there an accident yoga in my chart now?").replyKind).toBe("reading");
  });

  it("finds several areas, main first, and the people asked about", () => {
    expect(read("How is my husband's business going to be?")).toMatchObject({ area: "career", subject: "spouse" });
    expect(read("मेरो श्रीमानको व्यापार कस्तो चल्छ?")).toMatchObject({ area: "career", subject: "spouse" });
    expect(read("mere pati ka business kaisa chalega?")).toMatchObject({ area: "career", subject: "spouse" });
    expect(read("When will my daughter get married?")).toMatchObject({ area: "marriage", subject: "child" });
    expect(read("How will my mother's health be?")).toMatchObject({ area: "health", subject: "parent" });
    expect(read("What will my future husband be like?")).toMatchObject({ area: "marriage", subject: "self" });
    const both = read("Should I do my masters abroad or take a job here?");
    expect(both.intent).toBe("which_of_two");
    expect(both.areas).toEqual(expect.arrayContaining(["education", "travel", "career"]));
    expect(both.options?.join(" / ")).toMatch(/masters abroad \/ job/);
  });

  it("tells Nepali from Hindi and Devanagari from romanised, and answers romanised questions in the UI language", () => {
    expect(read("मेरो बिहे कहिले हुन्छ?")).toMatchObject({ language: "ne", script: "devanagari", answerLanguage: "ne" });
    expect(read("मेरी शादी कब होगी?")).toMatchObject({ language: "hi", script: "devanagari", answerLanguage: "hi" });
    expect(read("mero biha kahile hunchha")).toMatchObject({ language: "ne", script: "latin", answerLanguage: "en" });
    expect(read("mero biha kahile hunchha", [], "ne").answerLanguage).toBe("ne");
    expect(read("meri shaadi kab hogi", [], "hi")).toMatchObject({ language: "hi", answerLanguage: "hi" });
    expect(read("When will I marry?", [], "ne")).toMatchObject({ language: "en", answerLanguage: "en" });
    expect(read("मेरो नौकरी कहिले लाग्छ?").area).toBe("career");
    expect(read("मेरी नौकरी कब लगेगी?")).toMatchObject({ area: "career", language: "hi" });
  });

  it("follows the conversation: explain, a time shift and a bare follow-up keep the earlier area", () => {
    const simpler = read("Can you explain that more simply?", ["When will I get married?"]);
    expect(simpler).toMatchObject({ intent: "explain", area: "marriage", followUp: true, replyKind: "reading" });
    const nextYear = read("What about next year?", ["Which career suits me?", "When will I get a job?"]);
    expect(nextYear).toMatchObject({ area: "career", timeShift: { yearsAhead: 1 }, followUp: true, timing: true });
    expect(read("अर्को वर्ष नि?", ["मेरो बिहे कहिले हुन्छ?"])).toMatchObject({
      area: "marriage",
      timeShift: { yearsAhead: 1 },
    });
    expect(read("agle saal?", ["meri shaadi kab hogi?"])).toMatchObject({
      area: "marriage",
      timeShift: { yearsAhead: 1 },
    });
    // A follow-up after a greeting still finds the last topic.
    expect(read("Tell me more", ["Will I go abroad?", "Thank you!"]).area).toBe("travel");
    // A new area, an off-topic question or thanks do not inherit.
    expect(read("And my health?", ["When will I get married?"])).toMatchObject({ area: "health", followUp: true });
    expect(read("What is the capital of France?", ["When will I get married?"]).replyKind).toBe("off_topic");
    expect(read("Thanks!", ["When will I get married?"]).replyKind).toBe("greeting");
    // With no conversation, "explain that" has nothing to explain.
    expect(read("Can you explain that more simply?").replyKind).toBe("unplaced");
  });

  it("places every suggested question of the catalogue as a reading", () => {
    const unplaced = CATALOGUE.flatMap((c) => c.questions).filter((q) => read(q).replyKind !== "reading");
    expect(unplaced).toEqual([]);
  });

  it("understands the training questions it was tuned on", () => {
    const m = measureUnderstanding(TRAINING_QUESTIONS);
    expect(m.total).toBeGreaterThanOrEqual(200);
    expect(m.intent).toBeGreaterThanOrEqual(0.95);
    expect(m.area).toBeGreaterThanOrEqual(0.95);
    expect(m.language).toBeGreaterThanOrEqual(0.95);
  });

  it("understands most held-back questions it was never tuned on", () => {
    const m = heldBackAccuracy();
    const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
    console.info(
      `Held-back (${m.total}): intent ${pct(m.intent)}, main area ${pct(m.area)}, area set ${pct(m.areaSet)}, subject ${pct(m.subject)}, language ${pct(m.language)}`,
    );
    expect(m.total).toBeGreaterThanOrEqual(90);
    expect(m.intent).toBeGreaterThanOrEqual(0.85);
    expect(m.area).toBeGreaterThanOrEqual(0.85);
    expect(m.language).toBeGreaterThanOrEqual(0.9);
  });
});
