// Someone in danger: self-harm or suicidal words and emergencies happening now, in English, Nepali and Hindi
// (Devanagari and romanised), are recognised, and the reply gives the configured help lines and no reading.
import { describe, expect, it } from "vitest";
import { loadConfig } from "../../../server/config";
import { DEFAULT_HELP_LINES } from "../../../server/config/help-lines";
import { dangerIn } from "../../../server/guru/safety/danger";
import { safetyAnswer } from "../../../server/guru/safety/replies";

describe("danger in a question", () => {
  it.each([
    "I feel like ending my life",
    "I want to kill myself",
    "i dont want to live anymore",
    "I keep thinking about suicide",
    "मलाई मर्न मन लागेको छ",
    "अब बाँच्न मन छैन",
    "आत्महत्या गरौं जस्तो लाग्छ",
    "malai marna man lagyo",
    "aba bachna man chhaina",
    "मैं आत्महत्या करना चाहता हूँ",
    "अब जीना नहीं चाहती",
    "main khudkushi karna chahta hoon",
    "ab jeena nahi chahti",
    "There is no point in living, I want to end everything",
    "मलाई अब बाँच्नुको अर्थ छैन जस्तो लाग्छ",
    "jeene ka koi matlab nahi hai, mar jana chahta hoon",
  ])("%s → crisis", (question) => {
    expect(dangerIn(question)).toBe("crisis");
  });

  it.each([
    "Sudden chest pain, left arm numb right now",
    "My father is unconscious",
    "My friend took poison, please help",
    "She is bleeding heavily after the fall",
    "अहिले छाती दुखिरहेको छ",
    "मेरो बुबा अहिले बेहोस हुनुभयो",
    "mero buwa behos hunubhayo",
    "अभी सीने में दर्द हो रहा है",
    "मेरे पिताजी बेहोश हो गए",
    "abhi seene mein dard ho raha hai",
  ])("%s → emergency", (question) => {
    expect(dangerIn(question)).toBe("emergency");
  });

  it.each([
    "When will I die?",
    "Is there a risk of heart attack in my chart?",
    "Will my mother-in-law (saas) accept me now?",
    "मेरी सास अभी नाराज़ क्यों हैं?",
    "Will I have an accident this year?",
    "When will my career take off?",
    "Is my killing business idea going to work?",
    "Is there a fire element in my chart?",
  ])("%s → no danger", (question) => {
    expect(dangerIn(question)).toBeNull();
  });
});

describe("the reply to someone in danger", () => {
  it.each(["en", "ne", "hi"] as const)(
    "crisis in %s: help lines for Nepal and India, someone you trust, no reading",
    (language) => {
      const answer = safetyAnswer("crisis", language, DEFAULT_HELP_LINES);
      expect(answer.kind).toBe("crisis");
      expect(answer.html).toContain("<strong>1166</strong>");
      expect(answer.html).toContain("<strong>14416</strong>");
      expect(answer.html).toMatch(
        {
          en: /talk to someone you trust now/,
          ne: /अहिले नै आफूले विश्वास गर्ने कसैसँग कुरा गर्नुहोस्/,
          hi: /अभी किसी ऐसे व्यक्ति से बात कीजिए जिस पर आप भरोसा करते हैं/,
        }[language],
      );
      expect(answer.html).not.toMatch(/house|lord|dasha|भाव|दशा/i);
      expect(answer.suggestions).toHaveLength(3);
    },
  );

  it.each(["en", "ne", "hi"] as const)(
    "emergency in %s: call emergency services now, Nepal 102 and 100, India 112, no fire brigade unless a fire",
    (language) => {
      const answer = safetyAnswer("emergency", language, DEFAULT_HELP_LINES, "my father collapsed");
      expect(answer.kind).toBe("emergency");
      for (const number of ["102", "100", "112"]) expect(answer.html).toContain(`<strong>${number}</strong>`);
      expect(answer.html).not.toContain("<strong>101</strong>");
      expect(answer.html).toMatch(
        { en: /call emergency services now/, ne: /अहिले नै आपतकालीन सेवामा फोन/, hi: /अभी आपातकालीन सेवा को फ़ोन/ }[
          language
        ],
      );
      expect(answer.html).not.toMatch(/house|lord|dasha|भाव|दशा/i);
    },
  );

  it.each([
    ["en", "our kitchen is on fire", /Get everyone out[\s\S]*Nepal: Fire brigade <strong>101<\/strong>, Ambulance/],
    ["ne", "हाम्रो घरमा आगो लाग्यो", /बाहिर निकाल्नुहोस्[\s\S]*नेपाल: दमकल <strong>101<\/strong>/],
    ["hi", "ghar me aag lag gayi hai", /बाहर निकालिए[\s\S]*नेपाल: फ़ायर ब्रिगेड <strong>101<\/strong>/],
  ] as const)(
    "a fire in %s: get out first, then the fire brigade 101 before the other numbers",
    (language, question, expected) => {
      const html = safetyAnswer("emergency", language, DEFAULT_HELP_LINES, question).html;
      expect(html).toMatch(expected);
      for (const number of ["102", "100", "112"]) expect(html).toContain(`<strong>${number}</strong>`);
    },
  );

  it.each(["en", "ne", "hi"] as const)("crisis in %s: the emergency numbers come from the list too", (language) => {
    const html = safetyAnswer("crisis", language, DEFAULT_HELP_LINES).html;
    expect(html).toMatch(/<strong>102<\/strong> [^<]+ <strong>100<\/strong>; [^<]+ <strong>112<\/strong>/);
    const onlyCrisisLines = DEFAULT_HELP_LINES.filter((l) => l.kind === "crisis");
    const without = safetyAnswer("crisis", language, onlyCrisisLines).html;
    expect(without).not.toMatch(/102|112/);
    expect(without).toMatch({ en: /local emergency number/, ne: /आपतकालीन सेवामा/, hi: /आपातकालीन सेवा/ }[language]);
  });

  it("takes its numbers from GURU_HELP_LINES, and refuses a list without a crisis line for each country", () => {
    const lines = [
      { country: "NP", kind: "crisis", name: { en: "Line A", ne: "लाइन क", hi: "लाइन क" }, number: "1234" },
      { country: "IN", kind: "crisis", name: { en: "Line B", ne: "लाइन ख", hi: "लाइन ख" }, number: "5678" },
    ];
    const config = loadConfig({ GURU_HELP_LINES: JSON.stringify(lines) });
    const html = safetyAnswer("crisis", "en", config.GURU_HELP_LINES).html;
    expect(html).toContain("Line A <strong>1234</strong>");
    expect(html).not.toContain("1166");
    expect(loadConfig({}).GURU_HELP_LINES).toEqual(DEFAULT_HELP_LINES);
    expect(() => loadConfig({ GURU_HELP_LINES: JSON.stringify(lines.slice(0, 1)) })).toThrow(/GURU_HELP_LINES/);
    expect(() => loadConfig({ GURU_HELP_LINES: "not json" })).toThrow(/GURU_HELP_LINES/);
  });
});
