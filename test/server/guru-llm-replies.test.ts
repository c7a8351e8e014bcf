// The LLM guru against the local OpenAI-compatible stand-in (test/support/fake-llm.ts), for what its replies say and
// how they are shown: Markdown the way models write it becomes escaped HTML (lists with or without a blank line,
// numbered lists, bold, italic, headings as bold); the checker stops each kind of flaw in English, Nepali and Hindi
// and lets true and negated sentences through, counting each rejection by its kind; the case file asks for the
// asker's language and script.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { SIGN_NAMES, signLord, signOfHouse } from "../../server/astro/jyotish";
import { loadConfig } from "../../server/config";
import { answerWithBuiltinGuru } from "../../server/guru/builtin-guru";
import { WORDS } from "../../server/guru/compose/words";
import { createGuru } from "../../server/guru/guru";
import { warmUpGuru } from "../../server/guru/warm-up";
import { judgeChart } from "../../server/jyotish";
import type { Logger } from "../../server/log";
import { registry } from "../../server/metrics/registry";
import { type FakeLlm, startFakeLlm } from "../support/fake-llm";
import { ASKERS, NOW, questionFor } from "../unit/guru/everyday";

const asker = ASKERS[0] as (typeof ASKERS)[number];
const { chart } = asker;
const judgement = judgeChart(chart, NOW);
const saturnNow = judgement.gochar.placements.saturn;
const lord7 = signLord(signOfHouse(7, chart.ascendant.sign));
const otherHouse = (n: number) => (n % 12) + 1;
const { ne, hi } = WORDS;

const EN_QUESTION = "When will I get married?";
const NE_QUESTION = "मेरो बिहे कहिले हुन्छ?";
const HI_QUESTION = "मेरी शादी कब होगी?";

/** The reply the stand-in gives to every question, set per test. */
let scripted = "";

function capturingLogger(lines: string[]): Logger {
  const line = (msg: string, fields?: Record<string, unknown>) =>
    lines.push(fields ? `${msg} ${JSON.stringify(fields)}` : msg);
  return { debug: () => undefined, info: () => undefined, warn: line, error: line };
}

async function rejections(reason: string): Promise<number> {
  const values = (await registry.getSingleMetric("llm_rejections_total")?.get())?.values ?? [];
  return values.filter((v) => v.labels.reason === reason).reduce((sum, v) => sum + v.value, 0);
}

describe("LLM replies through the stand-in server: rendering and the checker in three languages", () => {
  let llm: FakeLlm;
  const warnings: string[] = [];

  beforeAll(async () => {
    llm = await startFakeLlm(() => scripted);
    warmUpGuru();
  });
  afterAll(() => llm.stop());
  beforeEach(() => {
    warnings.length = 0;
  });

  const ask = (question: string) =>
    createGuru(
      loadConfig({ ...llm.env, GURU_LLM_TIMEOUT_MS: "20000", LOG_LEVEL: "silent" }),
      capturingLogger(warnings),
    )(questionFor(asker, question));

  it("renders lists with or without a blank line before them, numbered lists, bold, italic and headings as bold", async () => {
    scripted = [
      "## Your answer",
      `Marriage is *likely* in the next two years: your 7th house is ${SIGN_NAMES[signOfHouse(7, chart.ascendant.sign)]}.`,
      "What to do now:",
      "- Talk **openly** with your family",
      "- Meet people through friends <b>you</b> trust",
      "",
      "Steps:",
      "1. Stay patient",
      "2) Prepare well",
    ].join("\n");
    const answer = await ask(EN_QUESTION);
    expect(warnings).toEqual([]);
    expect(answer.provider).toBe("llm");
    expect(answer.html).toContain("<p><strong>Your answer</strong></p>");
    expect(answer.html).toContain("<em>likely</em>");
    // Lines without a blank line between them are one paragraph; the list after them still starts a list.
    expect(answer.html).toContain(
      "is Libra. What to do now:</p><ul><li>Talk <strong>openly</strong> with your family</li>".replace(
        "Libra",
        SIGN_NAMES[signOfHouse(7, chart.ascendant.sign)] ?? "",
      ),
    );
    expect(answer.html).toContain("<li>Meet people through friends &lt;b&gt;you&lt;/b&gt; trust</li>");
    expect(answer.html).toMatch(/<ol><li>Stay patient<\/li><li>Prepare well<\/li><\/ol>/);
    expect(answer.html).not.toContain("<b>");
  });

  it("asks for the asker's language and script in the case file", async () => {
    scripted = "नमस्ते।";
    await ask(NE_QUESTION);
    await ask(HI_QUESTION);
    const [neCase, hiCase] = llm.caseFiles.slice(-2);
    expect(neCase).toContain("Answer in: Nepali in Devanagari script, addressing the person as तपाईं");
    expect(hiCase).toContain("Answer in: Hindi in Devanagari script, addressing the person as आप");
  });

  it("gives a question about another person a case file read from their houses, without the asker's age", async () => {
    scripted = "Namaste.";
    await createGuru(
      loadConfig({ ...llm.env, GURU_LLM_TIMEOUT_MS: "20000", LOG_LEVEL: "silent" }),
      capturingLogger(warnings),
    )(questionFor(ASKERS[1] as (typeof ASKERS)[number], "When will my son get admission to a good college?"));
    const caseFile = llm.caseFiles.at(-1) ?? "";
    expect(caseFile).toContain(
      "About: child (their own house(s) from the lagna: 5; age not known: do not use the asker's age",
    );
    expect(caseFile).toMatch(/Part 1: when about education; read houses 8, 9, 1/);
    expect(caseFile).toMatch(/^Manglik: (present|mild|none|cancelled)/m);
    expect(caseFile).toContain("A reference answer from the built-in rules (you may improve on it");
  });

  const TRUE_TRANSIT = {
    en: `Right now Saturn is moving through your ${saturnNow.houseFromAscendant}${["st", "nd", "rd"][saturnNow.houseFromAscendant - 1] ?? "th"} house, so keep routines steady.`,
    ne: `अहिले शनि तपाईंको ${ne.house(saturnNow.houseFromAscendant)}बाट गुज्रिँदै छ, त्यसैले दिनचर्या स्थिर राख्नुहोस्।`,
    hi: `इस समय शनि आपके ${hi.house(saturnNow.houseFromAscendant)} से गुज़र रहा है, इसलिए दिनचर्या नियमित रखें।`,
  };

  it.each([
    ["en", EN_QUESTION, `${TRUE_TRANSIT.en} Nothing here is a curse or a doom, and no chart can say for sure.`],
    ["ne", NE_QUESTION, `${TRUE_TRANSIT.ne} यो श्राप, विनाश वा अनिष्ट होइन; मिति पक्का भन्न सकिँदैन।`],
    ["hi", HI_QUESTION, `${TRUE_TRANSIT.hi} यह अभिशाप, विनाश या दुर्भाग्य नहीं है; तारीख़ पक्की नहीं बताई जा सकती।`],
  ])("lets a true %s reply with today's transit and negated fear and certainty through", async (_l, question, body) => {
    scripted = `${body}\n\nIf you feel very low, call 1166.`;
    const answer = await ask(question);
    expect(warnings).toEqual([]);
    expect(answer.provider).toBe("llm");
  });

  const lordWord = (words: typeof ne) => words.planet(lord7 === "mars" ? "venus" : "mars");
  it.each([
    ["en", "certainty", EN_QUESTION, "You will certainly marry in 2027."],
    ["en", "phone", EN_QUESTION, "Call our astrologer on 98410 12345 for a remedy."],
    ["en", "link", EN_QUESTION, "Read more at www.astro-remedies.com today."],
    [
      "en",
      "wrong-transit",
      EN_QUESTION,
      `Right now Saturn is moving through your ${otherHouse(saturnNow.houseFromAscendant)}th house.`,
    ],
    ["ne", "sale", NE_QUESTION, "पण्डितबाट राहु शान्ति पूजा गराउनुहोस्।"],
    ["ne", "sale", NE_QUESTION, "ब्राह्मणलाई सुन दान गर्नुहोस्, बाधा हट्छ।"],
    ["ne", "certainty", NE_QUESTION, "तपाईंको बिहे निश्चित रूपमा अर्को वर्ष हुन्छ।"],
    ["ne", "wrong-lordship", NE_QUESTION, `${lordWord(ne)} तपाईंको सातौं भावको स्वामी हो।`],
    [
      "ne",
      "wrong-planet-house",
      NE_QUESTION,
      `तपाईंको ${ne.house(otherHouse(chart.bodies.venus.house))}मा ${ne.planet("venus")} छ।`,
    ],
    ["hi", "sale", HI_QUESTION, "किसी पंडित से शनि का जाप करवाइए।"],
    ["hi", "fear", HI_QUESTION, "यह अभिशाप नहीं है, पर भयानक नुकसान हो सकता है।"],
    ["hi", "certainty", HI_QUESTION, "आपकी शादी 2027 में ज़रूर होगी।"],
    [
      "hi",
      "wrong-transit",
      HI_QUESTION,
      `इस समय शनि आपके ${hi.house(otherHouse(saturnNow.houseFromAscendant))} से गुज़र रहा है।`,
    ],
  ])(
    "rejects a %s reply with a %s flaw, logs the sentence and counts it by kind",
    async (language, kind, question, flaw) => {
      const before = await rejections(kind);
      scripted = `${TRUE_TRANSIT[language as keyof typeof TRUE_TRANSIT]}\n\n${flaw}`;
      const answer = await ask(question);
      const builtin = answerWithBuiltinGuru(questionFor(asker, question)).answer;
      expect(answer).toEqual(builtin);
      const logged = warnings.join("\n");
      expect(logged).toContain(kind);
      expect(logged).toContain(flaw.slice(0, 12));
      expect(await rejections(kind)).toBe(before + 1);
    },
  );
});
