// The guru and today: "is today good to start ...?" and "how is my day?" are read from today's panchang at the birth
// place against the asker's Moon (a reading, charged); "aajko tithi?" gets the day's facts (free); a morning greeting
// names the day; questions that only mention today are read as before.
import { describe, expect, it } from "vitest";
import { answerWithBuiltinGuru } from "../../../server/guru/builtin-guru";
import { plainTextOf } from "../../../server/guru/claims/check-answer";
import type { GuruLanguage } from "../../../server/guru/contract";
import { todayQuestionOf } from "../../../server/guru/today/asks-about-today";
import { nakshatraNatureOf, tithiGroupOf, weighDay } from "../../../server/guru/today/day-for-beginnings";
import { TODAY_PHRASES } from "../../../server/guru/today/today-phrases";
import { localIso } from "../../../server/panchang/answer";
import { computePanchang } from "../../../server/panchang/panchang";
import { ANGA_NAMES } from "../../../server/panchang/words";
import { readDay } from "../../../shared/today-reading";
import { TODAY_HELD_BACK_QUESTIONS } from "../../fixtures/guru-today";
import { ASKERS, NOW, questionFor } from "./everyday";
import { measureToday } from "./today-measure";

const [kathmandu, mumbai] = ASKERS as [(typeof ASKERS)[number], (typeof ASKERS)[number]];

function ask(asker: (typeof ASKERS)[number], question: string, now = NOW, uiLanguage: GuruLanguage = "en") {
  const built = answerWithBuiltinGuru({ ...questionFor(asker, question), now, uiLanguage });
  return { ...built, text: plainTextOf(built.answer.html) };
}

/** Today's panchang at the asker's birth place, as the guru must read it (Nepal's patro in Nepal, drik elsewhere). */
function dayAt(asker: (typeof ASKERS)[number], now = NOW) {
  const { lat, lon, tz } = asker.chart.birth;
  const timeZone = tz as string;
  return computePanchang(
    localIso(now, timeZone).slice(0, 10),
    { lat, lon, timeZone },
    timeZone === "Asia/Kathmandu" ? "nepal" : "drik",
  );
}

describe("which questions are about today", () => {
  it.each([
    ["Is today good to start my new shop?", "begin"],
    ["aaja gadi kinna sait ramro cha?", "begin"],
    ["आज गृह प्रवेश करना शुभ है?", "begin"],
    ["आज घरको जग हाल्न हुन्छ?", "begin"],
    ["aaj dukaan khol du kya?", "begin"],
    ["how is my day today?", "day"],
    ["आजको दिन कस्तो छ?", "day"],
    ["aaj ka din kaisa rahega mere liye", "day"],
    ["what is today's tithi?", "facts"],
    ["aajko tithi k ho", "facts"],
    ["आज राहु काल कब है?", "facts"],
    ["aaja kati gate ho?", "facts"],
  ] as const)("%s -> %s", (question, expected) => {
    expect(todayQuestionOf(question, "will_it")).toBe(expected);
  });

  it.each([
    "today I got fired, will I get a job soon?",
    "when will my good days come?",
    "which nakshatra was I born in?",
    "kal interview hai, milegi naukri?",
    "is 2027 good for marriage?",
  ])("%s is not", (question) => {
    expect(todayQuestionOf(question, "will_it")).toBeNull();
  });

  it("a question of when, how many or why is never a judgement of today", () => {
    expect(todayQuestionOf("today is good, when will I marry?", "when")).toBeNull();
  });

  it("holds on the held-back questions written blind (half of test/fixtures/guru-today)", () => {
    const measured = measureToday(TODAY_HELD_BACK_QUESTIONS);
    expect(measured.total).toBeGreaterThanOrEqual(250);
    // The figure docs/guru.md reports (87.2%): a guard against losing ground, not a goal.
    expect(measured.right / measured.total).toBeGreaterThanOrEqual(0.85);
  });
});

describe("the muhurta's measures", () => {
  it("groups the tithis as the muhurta texts do: 4, 9 and 14 of each paksha are Rikta", () => {
    expect([1, 2, 3, 4, 5, 6, 9, 14, 19, 24, 29].map(tithiGroupOf)).toEqual([
      "nanda",
      "bhadra",
      "jaya",
      "rikta",
      "purna",
      "nanda",
      "rikta",
      "rikta",
      "rikta",
      "rikta",
      "rikta",
    ]);
  });

  it("names the natures: the three Uttaras and Rohini fixed, the three Purvas, Bharani and Magha fierce", () => {
    expect([4, 12, 21, 26].map(nakshatraNatureOf)).toEqual(["fixed", "fixed", "fixed", "fixed"]);
    expect([2, 10, 11, 20, 25].map(nakshatraNatureOf)).toEqual(["fierce", "fierce", "fierce", "fierce", "fierce"]);
    expect([6, 9, 18, 19].map(nakshatraNatureOf)).toEqual(["sharp", "sharp", "sharp", "sharp"]);
  });

  it("favours a beginning only when tithi, nakshatra and tara all do, and never on Amavasya", () => {
    // Natal Moon in Ashwini (1), Mesha: Rohini (4) is the 4th star, Kshema tara, favourable.
    expect(weighDay({ tithi: 2, nakshatra: 4, moonSign: 2 }, { sign: 1, nakshatra: 1 }).verdict).toBe("favourable");
    expect(weighDay({ tithi: 4, nakshatra: 4, moonSign: 2 }, { sign: 1, nakshatra: 1 }).verdict).toBe("mixed");
    const newMoon = weighDay({ tithi: 30, nakshatra: 2, moonSign: 1 }, { sign: 1, nakshatra: 1 });
    expect(newMoon.darkMoon).toBe(true);
    expect(newMoon.verdict).toBe("better_another_day");
  });
});

describe("the guru's answer about today", () => {
  it("judges the day for a beginning from today's tithi, nakshatra and tara at the birth place, and charges it", () => {
    const day = dayAt(kathmandu);
    const { answer, text } = ask(kathmandu, "Is today good to start my new shop?");
    expect(answer.kind).toBe("reading");
    expect(text).toContain(ANGA_NAMES.en.nakshatra(day.angas.nakshatra.number));
    expect(text).toContain(ANGA_NAMES.en.tithi(day.angas.tithi.number));
    expect(text).toContain(`rahu kaal, ${localIso(day.rahuKaal.start, "Asia/Kathmandu").slice(11, 16)}`);
    expect(text).toContain("Nepal's patro, computed by the Surya Siddhanta");
    const verdicts = Object.values(TODAY_PHRASES.en.verdict.begin);
    expect(verdicts.some((verdict) => text.trim().startsWith(verdict))).toBe(true);
  });

  it("reads 'how is my day?' as the Today page does (the Moon's house and the tara), in the asker's language", () => {
    const day = dayAt(kathmandu);
    const moon = kathmandu.chart.bodies.moon;
    const tone = readDay(
      { sign: moon.sign + 1, nakshatra: moon.nakshatra + 1 },
      { moonSign: day.moonSign, nakshatra: day.angas.nakshatra.number },
    ).tone;
    const verdict = { bright: "favourable", steady: "mixed", gentle: "better_another_day" } as const;
    const { answer, text } = ask(kathmandu, "आजको दिन कस्तो छ?");
    expect(answer.kind).toBe("reading");
    expect(text.trim().startsWith(TODAY_PHRASES.ne.verdict.day[verdict[tone]])).toBe(true);
    // Nepali in Devanagari digits, nothing in Latin letters.
    expect(text).not.toMatch(/[A-Za-z0-9]/);
  });

  it("gives the day's facts free, with no drik tithi in Nepal and drik elsewhere", () => {
    const nepal = ask(kathmandu, "aajko tithi k ho?");
    expect(nepal.answer.kind).toBe("almanac");
    expect(nepal.text).toContain(ANGA_NAMES.ne.tithi(dayAt(kathmandu).angas.tithi.number));
    expect(nepal.text).toContain("सूर्य सिद्धान्त");
    const india = ask(mumbai, "what is today's nakshatra and rahu kaal?");
    expect(india.answer.kind).toBe("almanac");
    expect(india.text).toContain(ANGA_NAMES.en.nakshatra(dayAt(mumbai).angas.nakshatra.number));
    expect(india.text).toContain("Mumbai, your birth place");
    expect(india.text).not.toContain("Surya Siddhanta");
  });

  it("names the day in a morning greeting, not in the afternoon", () => {
    // NOW is 11:45 in Kathmandu.
    const morning = ask(kathmandu, "namaste guruji");
    expect(morning.answer.kind).toBe("greeting");
    expect(morning.text).toContain(`Today is ${ANGA_NAMES.en.paksha("shukla")}`.slice(0, 9));
    expect(morning.text).toContain(ANGA_NAMES.en.nakshatra(dayAt(kathmandu).angas.nakshatra.number));
    const afternoon = ask(kathmandu, "namaste guruji", new Date("2026-11-22T09:30:00Z"));
    expect(afternoon.text).not.toContain(ANGA_NAMES.en.nakshatra(dayAt(kathmandu).angas.nakshatra.number));
  });

  it("leaves a question that only dates an event today to the life-area reading", () => {
    const { text } = ask(mumbai, "today I got fired, will I get a job soon?");
    expect(text).not.toContain("rahu kaal");
  });
});
