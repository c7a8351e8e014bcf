// The one claim checker, on sentences whose truth is read from the chart itself (so the test holds for any chart
// the engine computes), in English, Nepali and Hindi; and the content no answer may carry.
import { describe, expect, it } from "vitest";
import { computeChart } from "../../../server/astro/chart";
import { runningDashas } from "../../../server/astro/dasha";
import { DIGNITIES, ordinal, SIGN_NAMES, signLord, signOfHouse } from "../../../server/astro/jyotish";
import type { BodyName, PlanetName } from "../../../server/astro/types";
import { checkAnswer, claimsIn } from "../../../server/guru/claims/check-answer";
import { DASHA_LORD_OF, DEVANAGARI_PLANETS, DEVANAGARI_SIGNS } from "../../../server/guru/claims/vocabulary";
import { judgeChart } from "../../../server/jyotish";

const now = new Date("2026-11-22T00:00:00Z");
const chart = computeChart({ local: "1990-04-12T06:30", tz: "Asia/Kathmandu" }, 27.7172, 85.324);
const venus = chart.bodies.venus;
const otherSign = (venus.sign + 5) % 12;
const otherHouse = (venus.house % 12) + 1;
const running = runningDashas(chart.dashas, now);
const notRunning = (["Sun", "Moon", "Mars", "Mercury", "Jupiter", "Venus", "Saturn", "Rahu", "Ketu"] as const).find(
  (l) => l !== running?.mahadasha.lord,
);
const devanagariSign = (sign: number) => Object.keys(DEVANAGARI_SIGNS).find((k) => DEVANAGARI_SIGNS[k] === sign);
const NE_ORDINALS = ["पहिलो", "दोस्रो", "तेस्रो", "चौथो", "पाँचौं", "छैटौं", "सातौं", "आठौं", "नवौं", "दसौं", "एघारौं", "बाह्रौं"];
const HI_ORDINALS = ["पहले", "दूसरे", "तीसरे", "चौथे", "पाँचवें", "छठे", "सातवें", "आठवें", "नौवें", "दसवें", "ग्यारहवें", "बारहवें"];

function verdict(text: string) {
  const check = checkAnswer(text, chart, now);
  return { claims: check.claims.length, wrong: check.wrong.length, unsafe: check.unsafe.map((u) => u.kind) };
}

describe("chart claims in English", () => {
  it("accepts a true placement and rejects a false sign or house", () => {
    expect(verdict(`Venus sits in your ${ordinal(venus.house)} house in ${SIGN_NAMES[venus.sign]}.`)).toEqual({
      claims: 2,
      wrong: 0,
      unsafe: [],
    });
    expect(verdict(`Venus is placed in ${SIGN_NAMES[otherSign]}.`).wrong).toBe(1);
    expect(verdict(`Venus sits in your ${ordinal(otherHouse)} house.`).wrong).toBe(1);
  });

  it("checks a house's sign", () => {
    const seventh = signOfHouse(7, chart.ascendant.sign);
    expect(verdict(`Your 7th house is ${SIGN_NAMES[seventh]}.`)).toMatchObject({ claims: 1, wrong: 0 });
    expect(verdict(`Your 7th house is ${SIGN_NAMES[(seventh + 1) % 12]}.`).wrong).toBe(1);
  });

  it("checks exalted, debilitated and own-sign claims", () => {
    for (const planet of ["sun", "moon", "mars", "mercury", "jupiter", "venus", "saturn"] as PlanetName[]) {
      const row = DIGNITIES[planet];
      const name = planet[0]?.toUpperCase() + planet.slice(1);
      expect(verdict(`${name} is exalted in your chart.`).wrong).toBe(
        chart.bodies[planet].sign === row.exaltedSign ? 0 : 1,
      );
      expect(verdict(`${name} is debilitated.`).wrong).toBe(chart.bodies[planet].sign === row.debilitatedSign ? 0 : 1);
    }
  });

  it("checks the running mahadasha", () => {
    expect(verdict(`You are currently running the ${running?.mahadasha.lord} mahadasha.`)).toMatchObject({ wrong: 0 });
    expect(verdict(`You are currently running the ${notRunning} mahadasha.`).wrong).toBe(1);
    expect(verdict(`The coming ${notRunning} mahadasha will bring change.`).claims).toBe(0);
  });

  it("does not read transits, the navamsa or negations as birth placements", () => {
    // A transit is checked against today's sky, never against the birth chart.
    expect(
      checkAnswer(`Saturn is transiting ${SIGN_NAMES[otherSign]} now.`, chart, now).claims.map((c) => c.kind),
    ).toEqual(["transit"]);
    expect(verdict(`In your navamsa, Venus falls in ${SIGN_NAMES[otherSign]}.`).claims).toBe(0);
    expect(verdict(`Venus is not in ${SIGN_NAMES[otherSign]}.`).claims).toBe(0);
  });
});

describe("chart claims in Nepali and Hindi", () => {
  it("reads a planet's house and sign in Nepali", () => {
    const sign = devanagariSign(venus.sign);
    expect(verdict(`शुक्र तपाईंको ${NE_ORDINALS[venus.house - 1]} भावमा ${sign} राशिमा छ।`)).toMatchObject({
      claims: 2,
      wrong: 0,
    });
    expect(verdict(`शुक्र तपाईंको ${NE_ORDINALS[otherHouse - 1]} भावमा छ।`).wrong).toBe(1);
  });

  it("reads a house's sign in Hindi", () => {
    const seventh = signOfHouse(7, chart.ascendant.sign);
    expect(verdict(`आपके ${HI_ORDINALS[6]} भाव में ${devanagariSign(seventh)} राशि है।`)).toMatchObject({
      claims: 1,
      wrong: 0,
    });
    expect(verdict(`आपके ${HI_ORDINALS[6]} भाव में ${devanagariSign((seventh + 3) % 12)} राशि है।`).wrong).toBe(1);
  });

  it("reads dignity and the running mahadasha", () => {
    const venusExalted = venus.sign === DIGNITIES.venus.exaltedSign;
    expect(verdict("शुक्र उच्चको छ।").wrong).toBe(venusExalted ? 0 : 1);
    expect(verdict("शुक्र उच्च का है।").wrong).toBe(venusExalted ? 0 : 1);
    const nepaliName = (lord: string | undefined) =>
      Object.keys(DEVANAGARI_PLANETS).find((k) => DASHA_LORD_OF[DEVANAGARI_PLANETS[k] as BodyName] === lord);
    expect(verdict(`अहिले ${nepaliName(running?.mahadasha.lord)}को महादशा चलिरहेको छ।`)).toMatchObject({
      claims: 1,
      wrong: 0,
    });
    expect(verdict(`अभी ${nepaliName(notRunning)} की महादशा चल रही है।`)).toMatchObject({ claims: 1, wrong: 1 });
  });
});

describe("what no answer may carry", () => {
  it("flags a priced puja, a link and fear words", () => {
    expect(verdict("Book a special puja for ₹2100 at www.example.com to lift the curse.").unsafe.sort()).toEqual([
      "fear",
      "link",
      "sale",
    ]);
    expect(verdict("Wear a blue sapphire to strengthen Saturn.").unsafe).toEqual(["sale"]);
    expect(verdict("नीलम रत्न धारण करें।").unsafe).toEqual(["sale"]);
    expect(verdict("यो अवधिमा मृत्युको योग छ।").unsafe).toEqual(["fear"]);
  });

  it("lets a sentence that advises against paid remedies through", () => {
    expect(verdict("You do not need gemstones or paid pujas; kindness and steady effort are enough.").unsafe).toEqual(
      [],
    );
  });
});

describe("the checker's second version: the wordings models use", () => {
  const judgement = judgeChart(chart, now);
  const lordOf7 = signLord(signOfHouse(7, chart.ascendant.sign));
  const notLordOf7 = (["mars", "venus", "jupiter"] as PlanetName[]).find((p) => p !== lordOf7) as PlanetName;
  const cap = (b: string) => b[0]?.toUpperCase() + b.slice(1);

  it("lets negated fear and negated certainty through and stops them said outright", () => {
    expect(verdict("Manglik is not a curse, and it does not decide your happiness.")).toEqual({
      claims: 0,
      wrong: 0,
      unsafe: [],
    });
    expect(verdict("No chart can say for sure, and nothing is guaranteed.").unsafe).toEqual([]);
    expect(verdict("You will certainly marry in 2027.").unsafe).toEqual(["certainty"]);
    expect(verdict("आपके लिए एक भयानक दुर्घटना का संकेत है।").unsafe).toEqual(["fear"]);
    expect(verdict("यो श्राप होइन।").unsafe).toEqual([]);
    expect(verdict("तपाईंको बिहे निश्चित रूपमा २०२७ मा हुन्छ।").unsafe).toEqual(["certainty"]);
    expect(verdict("शादी ज़रूर होगी।").unsafe).toEqual(["certainty"]);
  });

  it("lets a negation cover every item of a list it is said of, and no further", () => {
    expect(verdict("Nothing here is a curse or a doom; charts describe tendencies.").unsafe).toEqual([]);
    expect(verdict("There is no curse, doom or disaster in this chart.").unsafe).toEqual([]);
    expect(verdict("This is neither a curse nor a doom.").unsafe).toEqual([]);
    expect(verdict("Nothing is guaranteed or certain about a date.").unsafe).toEqual([]);
    expect(verdict("यो श्राप, विनाश वा अनिष्ट होइन।").unsafe).toEqual([]);
    expect(verdict("न श्राप न विनाश, केवल समयको चाल।").unsafe).toEqual([]);
    expect(verdict("यह अभिशाप, विनाश या दुर्भाग्य नहीं है।").unsafe).toEqual([]);
    // A negation of one clause does not reach into the next.
    expect(verdict("It is not a curse, but a terrible accident may come.").unsafe).toEqual(["fear"]);
    expect(verdict("Nothing is fixed, and a terrible accident may come.").unsafe).toEqual(["fear"]);
    expect(verdict("It is not about money, terrible times are ahead.").unsafe).toEqual(["fear"]);
    expect(verdict("नया भयानक समय आएगा।").unsafe).toEqual(["fear"]);
  });

  it("stops paid rituals in Nepali, Hindi and English, but not a prayer said at home", () => {
    expect(verdict("पण्डितबाट राहु शान्ति पूजा गराउनुहोस्।").unsafe).toEqual(["sale"]);
    expect(verdict("किसी पंडित से राहु शांति पूजा करवाएं।").unsafe).toEqual(["sale"]);
    expect(verdict("Have a Rahu shanti puja done by a pandit.").unsafe).toEqual(["sale"]);
    expect(verdict("हर दिन एक ही समय पर थोड़ी साधना (पूजा, जप या ध्यान) कीजिए।").unsafe).toEqual([]);
    expect(verdict("मानसिक शान्तिका लागि ध्यान गर्नुहोस्।").unsafe).toEqual([]);
    expect(verdict("A lamp lit at home is enough; no priest or paid ritual is needed.").unsafe).toEqual([]);
    expect(verdict("न पण्डित न महँगो पूजा चाहिन्छ।").unsafe).toEqual([]);
    expect(verdict("ब्राह्मणलाई सुन दान गर्नुहोस्।").unsafe).toEqual(["sale"]);
    expect(verdict("पुखराज रत्न धारण करें।").unsafe).toEqual(["sale"]);
    expect(verdict("किसी पंडित से शनि का जाप करवाइए।").unsafe).toEqual(["sale"]);
  });

  it("stops telephone numbers other than the help lines", () => {
    expect(verdict("Call 98410 12345 for a remedy.").unsafe).toEqual(["phone"]);
    expect(checkAnswer("If you feel very low, call 1166.", chart, now, { helpLineNumbers: ["1166"] }).unsafe).toEqual(
      [],
    );
    expect(
      checkAnswer("Call 1155 for help.", chart, now, { helpLineNumbers: ["1166"] }).unsafe.map((u) => u.kind),
    ).toEqual(["phone"]);
  });

  it("reads a house said before the planet in Nepali and Hindi", () => {
    expect(verdict(`तपाईंको ${NE_ORDINALS[venus.house - 1]} भावमा शुक्र छ।`)).toMatchObject({ claims: 1, wrong: 0 });
    expect(verdict(`तपाईंको ${NE_ORDINALS[otherHouse - 1]} भावमा शुक्र छ।`)).toMatchObject({ claims: 1, wrong: 1 });
    expect(verdict(`आपके ${HI_ORDINALS[otherHouse - 1]} भाव में शुक्र है।`)).toMatchObject({ claims: 1, wrong: 1 });
    expect(verdict(`In your ${ordinal(otherHouse)} house sits Venus.`)).toMatchObject({ claims: 1, wrong: 1 });
  });

  it("checks house lords in all three languages", () => {
    expect(verdict(`The lord of your 7th house is ${cap(lordOf7)}.`).wrong).toBe(0);
    expect(verdict(`The lord of your 7th house is ${cap(notLordOf7)}.`).wrong).toBe(1);
    const neLord = Object.keys(DEVANAGARI_PLANETS).find((k) => DEVANAGARI_PLANETS[k] === notLordOf7);
    expect(verdict(`सातौं भावको स्वामी ${neLord} हो।`).wrong).toBe(1);
    expect(verdict(`सातवें भाव का स्वामी ${neLord} है।`).wrong).toBe(1);
    // The planet said first: "<planet> is the lord of your 7th house".
    const trueLord = Object.keys(DEVANAGARI_PLANETS).find((k) => DEVANAGARI_PLANETS[k] === lordOf7);
    expect(verdict(`${neLord} तपाईंको सातौं भावको स्वामी हो।`)).toMatchObject({ claims: 1, wrong: 1 });
    expect(verdict(`${neLord} आपके सातवें भाव का स्वामी है।`)).toMatchObject({ claims: 1, wrong: 1 });
    expect(verdict(`${trueLord} आपके सातवें भाव का स्वामी है।`)).toMatchObject({ claims: 1, wrong: 0 });
  });

  it("reads the past and the habitual present as statements, not hypotheses", () => {
    expect(verdict(`You were born with Venus in ${SIGN_NAMES[otherSign]}.`)).toMatchObject({ claims: 1, wrong: 1 });
    expect(verdict(`Were Venus in ${SIGN_NAMES[otherSign]}, love would come sooner.`).claims).toBe(0);
    const notRetrograde = (["mars", "mercury", "jupiter", "venus", "saturn"] as PlanetName[]).find(
      (p) => !chart.bodies[p].retrograde,
    ) as PlanetName;
    const hiWord = Object.keys(DEVANAGARI_PLANETS).find((k) => DEVANAGARI_PLANETS[k] === notRetrograde);
    expect(verdict(`${hiWord} वक्री है, इसलिए देरी होती है।`)).toMatchObject({ claims: 1, wrong: 1 });
    expect(verdict(`अगर ${hiWord} वक्री होता तो देरी होती।`).claims).toBe(0);
  });

  it("reads a slow planet that transits a house as today's sky", () => {
    const jupiter = judgement.gochar.placements.jupiter;
    expect(verdict(`At present Jupiter transits your ${ordinal(jupiter.houseFromAscendant)} house.`)).toMatchObject({
      claims: 1,
      wrong: 0,
    });
    const wrong = (jupiter.houseFromAscendant % 12) + 1;
    expect(verdict(`At present Jupiter transits your ${ordinal(wrong)} house.`)).toMatchObject({ claims: 1, wrong: 1 });
  });

  it("reads a running period followed by the next one without taking the next for the running one", () => {
    const stack = judgement.dasha;
    if (!stack) return;
    const next = (["Venus", "Sun", "Moon"] as const).find((l) => l !== stack.antardasha.lord);
    expect(verdict(`You are currently in the ${stack.antardasha.lord} antardasha, followed by ${next}.`)).toMatchObject(
      { wrong: 0 },
    );
  });

  it("checks transits said without the word transit against today's sky", () => {
    const saturn = judgement.gochar.placements.saturn;
    expect(verdict(`Right now Saturn is moving through ${SIGN_NAMES[saturn.sign]}.`)).toMatchObject({
      claims: 1,
      wrong: 0,
    });
    expect(verdict(`Right now Saturn is moving through ${SIGN_NAMES[(saturn.sign + 2) % 12]}.`)).toMatchObject({
      wrong: 1,
    });
    expect(verdict(`अहिले गोचरमा शनि ${devanagariSign((saturn.sign + 2) % 12)} राशिमा छ।`)).toMatchObject({ wrong: 1 });
  });

  it("reads a planet passing through a house or sign as a transit, in Hindi and Nepali", () => {
    const saturn = judgement.gochar.placements.saturn;
    const wrongHouse = (saturn.houseFromAscendant % 12) + 1;
    const said = (text: string) => {
      const check = checkAnswer(text, chart, now);
      return { kinds: check.claims.map((c) => c.kind), wrong: check.wrong.length };
    };
    expect(said(`इस समय शनि आपके ${HI_ORDINALS[saturn.houseFromAscendant - 1]} भाव से गुज़र रहा है।`)).toEqual({
      kinds: ["transit"],
      wrong: 0,
    });
    expect(said(`इस समय शनि आपके ${HI_ORDINALS[wrongHouse - 1]} भाव से गुजर रहा है।`)).toEqual({
      kinds: ["transit"],
      wrong: 1,
    });
    expect(said(`शनि तपाईंको ${NE_ORDINALS[wrongHouse - 1]} भावबाट गुज्रिँदै छ।`)).toEqual({ kinds: ["transit"], wrong: 1 });
    expect(said(`शनि ${devanagariSign((saturn.sign + 2) % 12)} राशि से गुज़र रहा है।`).wrong).toBe(1);
    // "से" without a verb of passing is no placement: "matters of the 7th house".
    expect(said(`सातवें भाव से जुड़े मामलों में शनि धैर्य सिखाता है।`).kinds).toEqual([]);
  });

  it("checks Manglik, Sade Sati and the named yogas", () => {
    const manglik = judgement.manglik.status === "present" || judgement.manglik.status === "mild";
    expect(verdict(manglik ? "You are not Manglik." : "You are Manglik.").wrong).toBe(1);
    expect(
      verdict(
        judgement.sadeSati.active
          ? "Sade Sati is not running for you now."
          : "You are currently going through Sade Sati.",
      ).wrong,
    ).toBe(1);
    const absent = (["gajakesari", "hamsa", "malavya", "sasa"] as const).find(
      (y) => !judgement.yogas.some((x) => x.name === y && !x.cancelled),
    );
    if (absent) expect(verdict(`Your chart has ${absent[0]?.toUpperCase()}${absent.slice(1)} yoga.`).wrong).toBe(1);
  });
});

describe("period dates", () => {
  it("reads an end only where the words give one: 'look to 2027' names no edge; 'from 2027 to 2028' ends in 2028", () => {
    const edges = (text: string) =>
      claimsIn(text)
        .filter((c) => c.kind === "period-date")
        .map((c) => (c.kind === "period-date" ? `${c.edge} ${c.date.year}-${c.date.month}` : ""));
    expect(edges("Look to February 2027 for your marriage, when the Saturn–Ketu period supports it.")).toEqual([]);
    expect(edges("The Saturn–Ketu period runs from February 2027 to March 2028.")).toEqual([
      "start 2027-1",
      "end 2028-2",
    ]);
    expect(edges("The Saturn–Ketu period lasts until March 2028.")).toEqual(["end 2028-2"]);
  });
});

describe("the checker's third version: lords by title, more dignity, fear and certainty words, running-period windows", () => {
  const lordOf = (h: number) => signLord(signOfHouse(h, chart.ascendant.sign));
  const notLordOf = (h: number) =>
    (["mars", "venus", "jupiter", "moon"] as PlanetName[]).find((p) => p !== lordOf(h)) as PlanetName;
  const en = (b: BodyName) => b[0]?.toUpperCase() + b.slice(1);
  const deva = (b: BodyName) => Object.keys(DEVANAGARI_PLANETS).find((k) => DEVANAGARI_PLANETS[k] === b) as string;
  const ROMAN: Partial<Record<BodyName, string>> = { mars: "Mangal", venus: "Shukra", jupiter: "Brihaspati" };
  const wrongLords = (make: (b: PlanetName) => string) => [
    verdict(make(lordOf(7))).wrong,
    verdict(make(notLordOf(7))).wrong,
  ];

  it("checks house lords in every word order and by title, in English, Nepali, Hindi and romanised", () => {
    for (const make of [
      (b: PlanetName) => `The lord of your 7th, ${en(b)}, shapes your partnerships.`,
      (b: PlanetName) => `${en(b)} is the lord of the 7th house.`,
      (b: PlanetName) => `${en(b)} rules your 7th, the house of marriage.`,
      (b: PlanetName) => `With ${en(b)} as the ruler of your 7th house, partnership matters.`,
      (b: PlanetName) => `Your 7th house is governed by ${en(b)}.`,
      (b: PlanetName) => `सप्तमेश ${deva(b)} तपाईंको कुण्डलीमा बलियो छ।`,
      (b: PlanetName) => `${deva(b)} सप्तमेश हो।`,
      (b: PlanetName) => `सप्तम भाव के स्वामी ${deva(b)} मज़बूत हैं।`,
      (b: PlanetName) => `${deva(b)}, जो आपके सातवें भाव का स्वामी है, साथ देता है।`,
    ]) {
      expect(wrongLords(make), make("venus")).toEqual([0, 1]);
    }
    const romanLord = lordOf(7);
    const romanOther = notLordOf(7);
    if (ROMAN[romanLord] && ROMAN[romanOther]) {
      expect(verdict(`Saptamesh ${ROMAN[romanLord]} le bibaha dekhauchha.`).wrong).toBe(0);
      expect(verdict(`Saptamesh ${ROMAN[romanOther]} aapki kundli mein majboot hai.`).wrong).toBe(1);
      expect(verdict(`7th house ka lord ${ROMAN[romanOther]} hai.`).wrong).toBe(1);
    }
  });

  it("reads स्वगृही and उच्चस्थ as dignities, and a planet's own sign in English said as its own house", () => {
    const inOwn = (["sun", "moon", "mars", "mercury", "jupiter", "venus", "saturn"] as PlanetName[]).find((p) =>
      DIGNITIES[p].ownSigns.includes(chart.bodies[p].sign),
    );
    const notOwn = (["moon", "mars", "mercury", "jupiter", "venus", "saturn"] as PlanetName[]).find(
      (p) => !DIGNITIES[p].ownSigns.includes(chart.bodies[p].sign),
    ) as PlanetName;
    const notExalted = (["moon", "mars", "mercury", "jupiter", "venus", "saturn"] as PlanetName[]).find(
      (p) => DIGNITIES[p].exaltedSign !== chart.bodies[p].sign,
    ) as PlanetName;
    expect(verdict(`${deva(notOwn)} स्वगृही छ।`).wrong).toBe(1);
    expect(verdict(`${deva(notOwn)} स्वगृही है।`).wrong).toBe(1);
    expect(verdict(`${deva(notExalted)} उच्चस्थ है।`).wrong).toBe(1);
    expect(verdict(`${en(notOwn)} is in its own house here.`).wrong).toBe(1);
    if (inOwn) expect(verdict(`${deva(inOwn)} स्वगृही छ।`).wrong).toBe(0);
    // Higher education is no dignity.
    expect(verdict(`${deva(notExalted)} उच्च शिक्षामा सहयोग गर्छ।`).claims).toBe(0);
  });

  it("stops fear said in more words, in three languages and romanised, and lets it through negated or beside a help line", () => {
    for (const text of [
      "There is danger to your health this year.",
      "Bad times ahead for your finances.",
      "Expect a major crisis at work.",
      "यो वर्ष स्वास्थ्यमा ठूलो खतरा छ।",
      "इस दशा में बड़ा संकट आने वाला है।",
      "यो दशामा नराम्रो समय आउँदैछ।",
      "Is saal sehat ko bada khatra hai.",
      "Yo dasha le byapar barbad garna sakchha.",
    ]) {
      expect(verdict(text).unsafe, text).toEqual(["fear"]);
    }
    for (const text of [
      "There is no danger shown here, and nothing terrible is indicated.",
      "Don't worry: none of this means ruin or loss.",
      "Nothing in the chart points to a crisis, only a slower season.",
      "डराउनुपर्ने कुनै खतरा छैन।",
      "यह कोई संकट नहीं है, बस धीमा समय है।",
      "Darne ki koi baat nahi hai, koi khatra nahi dikhta.",
      "Yo kunai sankat hoina.",
    ]) {
      expect(verdict(text).unsafe, text).toEqual([]);
    }
    expect(
      checkAnswer("If you are in crisis, please call 1166.", chart, now, { helpLineNumbers: ["1166"] }).unsafe,
    ).toEqual([]);
  });

  it("stops certainty said in more words and lets hedges, negations and advice through", () => {
    for (const text of [
      "It is 100% sure that you will go abroad.",
      "The promotion will absolutely happen this year.",
      "Without a doubt, your marriage happens in 2027.",
      "२०२७ मा बिहे हुने तय छ।",
      "यसमा कुनै शङ्का छैन, बढुवा यसै वर्ष हुन्छ।",
      "इसमें कोई शक नहीं कि प्रमोशन इसी साल होगा।",
      "नौकरी ज़रूर मिलेगी।",
      "Aapki shaadi agle saal pakka hogi.",
      "Videsh jana nishchit hai.",
    ]) {
      expect(verdict(text).unsafe, text).toEqual(["certainty"]);
    }
    for (const text of [
      "Nothing in astrology is 100% certain.",
      "Things will improve slowly but surely.",
      "मिति निश्चित रूपमा भन्न सकिँदैन।",
      "परिवारसँग अवश्य कुरा गर्नुहोस्।",
      "डॉक्टर से ज़रूर मिलें।",
      "यह पक्का नहीं है, केवल संभावना है।",
      "Koi bhi jyotishi 100% guarantee nahi de sakta.",
      "Kunai pani jyotishle 100% guarantee dina sakdaina.",
    ]) {
      expect(verdict(text).unsafe, text).toEqual([]);
    }
  });

  it("reads textbook facts and reported fears as no claim about this chart, and advice as no promise", () => {
    for (const text of [
      "Saturn is exalted in Libra and debilitated in Aries.",
      "Mercury is often combust, because it stays near the Sun.",
      "शनि तुला राशिमा उच्च र मेष राशिमा नीच मानिन्छ।",
      "बुध अक्सर अस्त रहता है।",
      "Manglik dosha is often portrayed as dangerous, but that is a myth.",
      "Some astrologers call Sade Sati a curse, but it is not.",
      "मांगलिक दोष को लोग खतरनाक मानते हैं, पर यह एक भ्रम है।",
      "Make sure to rest well and be sure to talk to your family.",
    ]) {
      expect(verdict(text), text).toEqual({ claims: 0, wrong: 0, unsafe: [] });
    }
    const saturnSign = SIGN_NAMES[chart.bodies.saturn.sign];
    if (saturnSign !== "Libra") expect(verdict("Your Saturn is exalted in Libra.").wrong).toBeGreaterThan(0);
    expect(verdict("Rest assured, the marriage will take place in 2027.").unsafe).toEqual(["certainty"]);
    expect(verdict("The coming months look very dark for your career.").unsafe).toEqual(["fear"]);
    expect(verdict(`Your 7th house belongs to ${en(notLordOf(7))}.`).wrong).toBe(1);
    expect(verdict(`The ruler of your seventh house, ${en(notLordOf(7))}, is strong.`).wrong).toBe(1);
    expect(verdict(`${en(lordOf(7))} is your 7th and ${lordOf(7) === lordOf(2) ? "2nd" : "7th"} lord.`).wrong).toBe(0);
    expect(verdict(`${en(notLordOf(7))} is your 7th and 8th lord.`).wrong).toBeGreaterThan(0);
    expect(verdict("Success is assured in 2027.").unsafe).toEqual(["certainty"]);
    expect(verdict("शादी 2027 में होकर रहेगी।").unsafe).toEqual(["certainty"]);
    expect(verdict("Give it your 100% effort; the best window is 2027-2028.").unsafe).toEqual([]);
    // Lists as models write them: a lord in brackets or before a colon.
    for (const make of [
      (b: PlanetName) => `- **${en(b)} (7th lord)** – a steady partner`,
      (b: PlanetName) => `* 7th house lord: ${en(b)}`,
      (b: PlanetName) => `- सप्तमेश: ${deva(b)}`,
      (b: PlanetName) => `**${deva(b)} (सप्तमेश)** – मेहनतको फल`,
    ]) {
      expect(wrongLords(make), make("venus")).toEqual([0, 1]);
    }
    // "Right now" at the head of a sentence speaks of today for every planet in it.
    const j = judgeChart(chart, now).gochar.placements;
    expect(
      verdict(
        `Right now Saturn is transiting ${SIGN_NAMES[j.saturn.sign]}, and Jupiter is in ${SIGN_NAMES[j.jupiter.sign]}.`,
      ).wrong,
    ).toBe(0);
  });

  it("checks the running period's window in three languages; general and hedged years pass", () => {
    if (!running) throw new Error("the test chart has a running dasha");
    const year = (iso: string) => new Date(iso).getUTCFullYear();
    const [a, b] = [year(running.antardasha.start), year(running.antardasha.end)];
    const [ma, mb] = [year(running.mahadasha.start), year(running.mahadasha.end)];
    const ad = running.antardasha.lord;
    const adDeva = deva(ad.toLowerCase() as BodyName);
    const nepaliDigits = (n: number) => new Intl.NumberFormat("ne-NP", { useGrouping: false }).format(n);
    const windows = (x: number, y: number) => [
      `Your current antardasha (${x}–${y}) is a steady phase.`,
      `The ${ad} antardasha, between ${x} and ${y}, is the window for marriage.`,
      `The running antardasha lasts until ${y}.`,
      `अहिले चलिरहेको अन्तर्दशा ${nepaliDigits(x)} देखि ${nepaliDigits(y)} सम्म रहन्छ।`,
      `तपाईंको ${adDeva}को अन्तर्दशा ${nepaliDigits(x)}–${nepaliDigits(y)} को हो।`,
      `अभी चल रही अंतर्दशा ${x} से ${y} तक है।`,
    ];
    for (const text of windows(a, b)) expect(verdict(text).wrong, text).toBe(0);
    for (const text of windows(a - 2, b + 2)) expect(verdict(text).wrong, text).toBeGreaterThan(0);
    expect(verdict(`The current mahadasha spans ${ma} to ${mb}.`).wrong).toBe(0);
    expect(verdict(`The current mahadasha spans ${ma + 3} to ${mb + 3}.`).wrong).toBe(2);
    // A year either side is allowed when the date is said as an estimate.
    expect(verdict(`The current antardasha runs until around ${b + 1}.`).wrong).toBe(0);
    expect(verdict(`The current antardasha runs until ${b + 1}.`).wrong).toBe(1);
    // General years, and a window inside the running period, are no claim of the period's dates.
    for (const text of [
      `Between ${a + 1} and ${a + 2} the chances look better, roughly speaking.`,
      `During your current antardasha, ${a + 1}–${a + 2} looks best for marriage.`,
      `${a + 1} र ${a + 2} तिर सम्भावना अलि राम्रो देखिन्छ।`,
      `अभी चल रही अंतर्दशा के दौरान ${a + 1} से ${a + 2} के बीच समय अच्छा है।`,
      `Your current period of hard work ends in ${b + 4}.`,
    ]) {
      expect(verdict(text), text).toEqual({ claims: 0, wrong: 0, unsafe: [] });
    }
  });
});
