// The counsel's sentences in Hindi (आप throughout; chart words as the glossary gives them (docs/languages.md)): the verdict first, then
// the chart's reasons, then one thing to do. Hindi possessives agree with the noun that follows (आपका करियर, आपकी
// शादी), so each area carries its gender; before a postposition a masculine phrase takes its oblique form (आपके करियर
// के लिए). Review notes per pattern: docs/guru-language-review.md.
import type { LifeArea } from "../life-areas";
import type { Relative } from "../understand/types";
import type { ActionWords, Counsel, DashaWords, RelativeGender, Seat, Span } from "./counsel";
import type { Placed } from "./phrases";

/**
 * The area's noun, the genitive it takes (का masculine, की feminine, के masculine plural), and for a masculine
 * plural its oblique form before a postposition ("कानूनी मामलों के लिए").
 */
const AREA: Record<LifeArea, [noun: string, genitive: "का" | "की" | "के", oblique?: string]> = {
  career: ["करियर", "का"],
  marriage: ["शादी", "की"],
  relationships: ["प्रेम संबंध", "का"],
  health: ["सेहत", "की"],
  finance: ["आर्थिक स्थिति", "की"],
  education: ["पढ़ाई", "की"],
  family: ["पारिवारिक जीवन", "का"],
  children: ["संतान", "की"],
  travel: ["विदेश यात्रा", "की"],
  property: ["घर-ज़मीन", "का"],
  spirituality: ["आध्यात्मिक जीवन", "का"],
  legal: ["कानूनी मामले", "के", "कानूनी मामलों"],
};

/** The person in the oblique case (before का/की/को), and whether the word is feminine. */
const PERSON: Record<Relative, [neutral: string, male: string, female: string]> = {
  spouse: ["जीवनसाथी", "पति", "पत्नी"],
  partner: ["साथी", "प्रेमी", "प्रेमिका"],
  child: ["संतान", "बेटे", "बेटी"],
  father: ["पिताजी", "पिताजी", "पिताजी"],
  mother: ["माताजी", "माताजी", "माताजी"],
  parents: ["माता-पिता", "माता-पिता", "माता-पिता"],
  elder_sibling: ["बड़े भाई-बहन", "बड़े भाई", "बड़ी बहन"],
  younger_sibling: ["छोटे भाई-बहन", "छोटे भाई", "छोटी बहन"],
  sibling: ["भाई-बहन", "भाई", "बहन"],
  in_law: ["ससुराल वालों", "ससुराल वालों", "ससुराल वालों"],
  friend: ["दोस्त", "दोस्त", "दोस्त"],
  other: ["परिचित", "परिचित", "परिचित"],
};

const FEMININE_PERSON = new Set<Relative>(["mother"]);

function personOf(r: Relative, g: RelativeGender): { word: string; feminine: boolean } {
  const word = PERSON[r][g === "male" ? 1 : g === "female" ? 2 : 0];
  const feminine = FEMININE_PERSON.has(r) || (g === "female" && r !== "in_law" && r !== "parents");
  return { word, feminine: feminine || (r === "child" && g === null) };
}

const noted = (p: Placed) => (p.note ? ` (${p.note})` : "");
const at = (p: Placed) => `आपके ${p.house} में${noted(p)} ${p.sign} राशि में`;
const dig = (p: Placed) => (p.dignity ? ` (${p.dignity})` : "");
const period = (s: Span) => (s.period ? ` (${s.period} दशा)` : "");
const ages = (s: Span) => (s.ages ? `; उस समय आपकी उम्र लगभग ${s.ages} वर्ष होगी` : "");
/** "X" or "X और Y": the participle before the planets and the verb after agree with how many there are. */
const many = (list: string) => list.includes(" और ");

/** The area nouns that change before a postposition, from the table above: "कानूनी मामले" → "कानूनी मामलों". */
const OBLIQUE_NOUNS = Object.values(AREA).flatMap(([noun, , oblique]) => (oblique ? [[noun, oblique] as const] : []));

/**
 * A topic (built by `topic` below) in the oblique case, for use before के लिए, की, में, से, को: a masculine
 * possessive and a masculine plural noun change ("आपका करियर" → "आपके करियर के लिए", "आपके बेटे का करियर" → "आपके
 * बेटे के करियर", "आपके कानूनी मामले" → "आपके कानूनी मामलों"); feminine phrases stay as they are.
 */
function oblique(topic: string): string {
  const possessive = topic.replace(/^आपका /u, "आपके ").replace(/ का /gu, " के ");
  const plural = OBLIQUE_NOUNS.find(([noun]) => possessive.endsWith(` ${noun}`));
  return plural ? `${possessive.slice(0, -plural[0].length)}${plural[1]}` : possessive;
}

/** What each house stands for, पहले to बारहवें: said with the house a planet sits in (no planet's name among them). */
const THEME = [
  "शरीर और व्यक्तित्व",
  "परिवार और धन",
  "पराक्रम और भाई-बहन",
  "घर और माता",
  "संतान, प्रेम और विद्या",
  "रोग, क़र्ज़ और शत्रु",
  "विवाह और साझेदारी",
  "आयु और अचानक बदलाव",
  "भाग्य और धर्म",
  "कर्म और प्रतिष्ठा",
  "लाभ और मित्र",
  "ख़र्च और विदेश",
];

const SEAT: Record<Seat, (theme: string) => string> = {
  own: () => "अपना ही भाव",
  kendra: (t) => `केंद्र, ${t} का भाव`,
  trikona: (t) => `त्रिकोण, ${t} का भाव`,
  dusthana: (t) => `दुःस्थान, ${t} का भाव`,
  plain: (t) => `${t} का भाव`,
};

/**
 * The closing advice per area, each clause twice: as the आप imperative for the asker ("काग़ज़ात तैयार रखिए") and
 * as the oblique infinitive for another person ("काग़ज़ात तैयार रखने … में अपने बेटे का साथ दीजिए"); `other`
 * where another person's matter asks for different advice.
 */
const ADVICE: Record<
  LifeArea,
  { clauses: [told: string, infinitive: string][]; other?: (person: string, relative: Relative) => string | null }
> = {
  career: {
    clauses: [
      ["अगले पद के लिए ज़रूरी एक हुनर सीखिए", "अगले पद के लिए ज़रूरी एक हुनर सीखने"],
      ["मौक़ा आने पर आवेदन कीजिए", "मौक़ा आने पर आवेदन करने"],
    ],
  },
  marriage: {
    clauses: [["परिवार के लाए रिश्तों को खुले मन से देखिए", "परिवार के लाए रिश्तों को खुले मन से देखने"]],
    other: (person, r) =>
      r === "spouse" || r === "partner"
        ? `${person} के साथ इत्मीनान का समय बिताइए, और दोनों क्या चाहते हैं, इस पर खुलकर बात कीजिए`
        : `परिवार के साथ मिलकर ${person} के लिए अच्छा रिश्ता देखना शुरू कीजिए`,
  },
  relationships: {
    clauses: [["इस रिश्ते से अपनी उम्मीद साफ़-साफ़ कहिए", "इस रिश्ते से अपनी उम्मीद साफ़-साफ़ कहने"]],
  },
  health: {
    clauses: [
      ["नींद, खान-पान और व्यायाम की नियमित दिनचर्या रखिए", "नींद, खान-पान और व्यायाम की नियमित दिनचर्या रखने"],
      ["समय-समय पर जाँच कराइए", "समय-समय पर जाँच कराने"],
    ],
  },
  finance: {
    clauses: [
      ["हर आमदनी का तय हिस्सा बचाइए", "हर आमदनी का तय हिस्सा बचाने"],
      ["उधार के पैसे से बड़ा जोखिम मत लीजिए", "उधार के पैसे से बड़ा जोखिम न लेने"],
    ],
  },
  education: {
    clauses: [
      ["पढ़ाई की नियमित समय-सारणी बनाइए", "पढ़ाई की नियमित समय-सारणी बनाने"],
      ["रोज़ थोड़ा-थोड़ा पढ़िए", "रोज़ थोड़ा-थोड़ा पढ़ने"],
    ],
  },
  family: {
    clauses: [["घर में शांत मन से बात करने का समय निकालिए", "घर में शांत मन से बात करने का समय निकालने"]],
    other: (person) => `${person} के साथ शांत मन से बात करने का समय निकालिए`,
  },
  children: {
    clauses: [
      ["सेहत का ध्यान रखिए", "सेहत का ध्यान रखने"],
      ["समय रहते डॉक्टर की सलाह लीजिए", "समय रहते डॉक्टर की सलाह लेने"],
    ],
  },
  travel: {
    clauses: [
      ["काग़ज़ात तैयार रखिए", "काग़ज़ात तैयार रखने"],
      ["मौक़ा आते ही आवेदन कीजिए", "मौक़ा आते ही आवेदन करने"],
    ],
  },
  property: {
    clauses: [
      ["बयाने के लिए बचत कीजिए", "बयाने के लिए बचत करने"],
      ["हर काग़ज़ अच्छी तरह जँचवाकर ही फ़ैसला कीजिए", "हर काग़ज़ अच्छी तरह जँचवाकर ही फ़ैसला करने"],
    ],
  },
  spirituality: {
    clauses: [
      [
        "हर दिन एक ही समय पर थोड़ी साधना (पूजा, जप या ध्यान) कीजिए",
        "हर दिन एक ही समय पर थोड़ी साधना (पूजा, जप या ध्यान) करने",
      ],
    ],
  },
  legal: {
    clauses: [
      ["सारे काग़ज़ात व्यवस्थित रखिए", "सारे काग़ज़ात व्यवस्थित रखने"],
      ["हर पेशी की तारीख़ पहले से लिखकर रखिए", "हर पेशी की तारीख़ पहले से लिखकर रखने"],
    ],
  },
};

function action(a: ActionWords): string {
  const advice = ADVICE[a.area];
  const person = a.someone ? personOf(a.someone.relative, a.someone.gender) : null;
  // "अपने बेटे", "अपनी बेटी": the reflexive possessive, as the person is the asker's own.
  const own = person ? `${person.feminine ? "अपनी" : "अपने"} ${person.word}` : null;
  const core = own
    ? (advice.other?.(own, a.someone?.relative ?? "other") ??
      `${advice.clauses.map(([, infinitive]) => infinitive).join(" और ")} में ${own} का साथ दीजिए`)
    : advice.clauses.map(([told]) => told).join(" और ");
  const timed = a.until ? `${a.until} तक के अनुकूल समय में` : a.from ? `ख़ास तौर पर ${a.from} से` : "";
  // After a choice, a description or a count, the period still times the advice.
  const lead = (text: string) => `${text}${timed ? ` ${timed}` : ""} ${core}।`;
  if (a.form === "which_of_two") return lead("फ़ैसले से पहले परिवार और अपनों से सलाह कीजिए, फिर");
  if (a.form === "what_kind") return lead("इन गुणों को ध्यान में रखकर");
  if (a.form === "how_many") return lead("गिनती की चिंता छोड़कर");
  if (a.form === "why") {
    return a.from
      ? `देर का मतलब इनकार नहीं है: अगला अनुकूल समय ${a.from} में शुरू होता है, इसलिए अभी से ${core}।`
      : `देर का मतलब इनकार नहीं है, इसलिए ${a.until ? `${a.until} तक के अनुकूल समय में ` : ""}${core}।`;
  }
  if (a.until) return `${a.until} तक अनुकूल समय चल रहा है, इसलिए अभी ${core}।`;
  if (a.from) {
    return a.seed % 2 === 0
      ? `${a.from} में अनुकूल समय शुरू होने से पहले ही ${core}।`
      : `${core}, और ${a.from} से शुरू होने वाले अनुकूल समय में क़दम बढ़ाने के लिए तैयार रहिए।`;
  }
  return {
    strong: `कुंडली लगातार कोशिश का साथ देती है, इसलिए ${core}।`,
    mixed: `यहाँ क़िस्मत से ज़्यादा सही समय की मेहनत काम आती है, इसलिए ${core}।`,
    slow: `फल देर से आएगा, पर आएगा, इसलिए धैर्य से ${core}।`,
  }[a.tone];
}

const OPTIONS: Partial<Record<LifeArea, Record<number, string>>> = {
  marriage: { 5: "लव मैरिज", 7: "अरेंज्ड मैरिज" },
  relationships: { 5: "लव मैरिज", 7: "अरेंज्ड मैरिज" },
  career: { 10: "नौकरी", 7: "अपना व्यापार", 9: "आगे की पढ़ाई", 12: "विदेश में काम", 4: "देश में ही काम" },
  finance: { 5: "शेयर बाज़ार", 2: "नियमित बचत", 4: "प्रॉपर्टी" },
  travel: { 12: "विदेश जाना", 4: "देश में रहना" },
  education: { 9: "उच्च शिक्षा", 10: "नौकरी", 12: "विदेश में पढ़ाई", 4: "देश में ही पढ़ाई" },
  property: { 4: "घर ख़रीदना", 12: "किराये पर रहना" },
};

const SELF_POSSESSIVE = { का: "आपका", की: "आपकी", के: "आपके" } as const;

export const COUNSEL_HI: Counsel = {
  topic: (relative, gender, area) => {
    const [noun, genitive] = AREA[area];
    if (!relative) return `${SELF_POSSESSIVE[genitive]} ${noun}`;
    const person = personOf(relative, gender);
    return `${person.feminine ? "आपकी" : "आपके"} ${person.word} ${genitive} ${noun}`;
  },
  person: (relative, gender) => {
    const person = personOf(relative, gender);
    return `${person.feminine ? "आपकी" : "आपके"} ${person.word}`;
  },
  frame: [
    (person, personHouse, count, house, topic) =>
      `कुंडली में ${person} को ${personHouse} से देखा जाता है, और ${oblique(topic)} को उस भाव से गिने गए ${count} से, यानी आपके ${house} से (भावात् भावम्)।`,
    (person, personHouse, count, house, topic) =>
      `${person} को कुंडली के ${personHouse} से देखा जाता है, इसलिए ${oblique(topic)} को वहाँ से गिने गए ${count} से, यानी आपके ${house} से पढ़ा जाता है (भावात् भावम्)।`,
  ],

  when: {
    window: [
      (topic, s) => `${oblique(topic)} के लिए सबसे अच्छा समय ${s.from} से ${s.to} तक${period(s)} है${ages(s)}।`,
      (topic, s) => `${oblique(topic)} के लिए ${s.from} से ${s.to} तक का समय${period(s)} सबसे खुला दिखता है${ages(s)}।`,
      (topic, s) => `${s.from} से ${s.to} तक${period(s)} ${oblique(topic)} के योग मज़बूत हैं${ages(s)}।`,
    ],
    now: [
      (topic, s) => `${oblique(topic)} के लिए अनुकूल समय अभी चल रहा है${period(s)}, जो ${s.to} तक रहेगा।`,
      (topic, s) =>
        `${oblique(topic)} का समय अभी आया हुआ है, और ${s.period ? `${s.period} दशा` : "कुंडली"} ${s.to} तक इसका साथ देती है।`,
    ],
    none: (topic) =>
      `आने वाले कुछ वर्षों में कोई भी दशा ${oblique(topic)} के लिए साफ़ समय नहीं दिखाती, इसलिए यहाँ किसी एक मोड़ से ज़्यादा लगातार मेहनत काम आएगी।`,
    beyondAge: (topic, age) =>
      `${age} वर्ष की उम्र तक ${oblique(topic)} के लिए आम तौर पर देखी जाने वाली दशाएँ बीत चुकी हैं, इसलिए मैं कोई दूर की तारीख़ नहीं बताऊँगा।`,
  },
  inYears: {
    yes: (years, topic, s) => `हाँ, ${years} ${oblique(topic)} के लिए अनुकूल समय है: ${s.from} से ${s.to} तक${period(s)}।`,
    no: (years, topic, next) =>
      next
        ? `${years} ${oblique(topic)} के लिए मज़बूत समय नहीं दिखता; अगला अनुकूल समय ${next.from} से शुरू होता है${period(next)}।`
        : `${years} ${oblique(topic)} के लिए मज़बूत समय नहीं दिखता; इस समय को तैयारी में लगाइए।`,
  },
  likely: {
    strong: [
      (topic, s) =>
        s
          ? `हाँ, ${oblique(topic)} के योग अच्छे हैं, और ये सबसे साफ़ ${s.from} से ${s.to} तक दिखते हैं।`
          : `हाँ, इस कुंडली में ${oblique(topic)} के योग अच्छे हैं।`,
      (topic, s) => `हाँ, ${oblique(topic)} में कुंडली का अच्छा साथ है${s ? `, ख़ास तौर पर ${s.from} से ${s.to} तक` : ""}।`,
    ],
    mixed: [
      (topic, s) =>
        s
          ? `मेहनत करें तो संभावना अच्छी है: कुंडली ${oblique(topic)} में मध्यम साथ देती है, और बेहतर समय ${s.from} से ${s.to} तक है।`
          : `मेहनत करें तो संभावना अच्छी है: कुंडली ${oblique(topic)} में मध्यम साथ देती है।`,
      (topic, s) =>
        `मेहनत करें तो होगा, क्योंकि ${oblique(topic)} में कुंडली का साथ मध्यम है${s ? `, और ${s.from} से ${s.to} तक का समय ज़्यादा अनुकूल है` : ""}।`,
    ],
    slow: [
      (topic, s) =>
        s
          ? `हो सकता है, पर देर से और ज़्यादा मेहनत के बाद: ${oblique(topic)} के लिए बेहतर मौक़ा ${s.from} से ${s.to} तक है।`
          : `हो सकता है, पर ${oblique(topic)} में देर होगी और धैर्य चाहिए।`,
      (topic, s) =>
        `होगा, पर समय लगेगा${s ? `, और ${oblique(topic)} का अच्छा मौक़ा ${s.from} से ${s.to} तक आता है` : `, और ${oblique(topic)} में धैर्य और लगातार मेहनत चाहिए`}।`,
    ],
  },
  choice: {
    lean: [
      (lean, other) => `दोनों में से आपकी कुंडली ${other} के बजाय ${lean} का ज़्यादा साथ देती है।`,
      (lean, other) => `कुंडली का झुकाव ${other} से ज़्यादा ${lean} की ओर है।`,
      (lean, other) => `दोनों में ${lean} के योग ${other} से ज़्यादा मज़बूत दिखते हैं।`,
    ],
    even: [
      (a, b) => `आपकी कुंडली ${a} और ${b} में से किसी एक का साफ़ तौर पर ज़्यादा साथ नहीं देती, इसलिए फ़ैसला आपकी अपनी पसंद पर है।`,
      (a, b) => `${a} और ${b}, दोनों के योग लगभग बराबर हैं, इसलिए जो चुनें उसमें पूरा मन लगाइए।`,
    ],
  },
  count: {
    children: (indication) =>
      `शास्त्रीय संकेत ${indication === "one" ? "एक, शायद दो संतान" : indication === "two" ? "दो संतान" : "दो या अधिक संतान"} का है।`,
    caveat: [
      "इसे केवल शास्त्रीय संकेत मानिए: असली संख्या सेहत और आपके अपने फ़ैसले तय करते हैं।",
      "यह शास्त्र का संकेत भर है, पक्की गिनती नहीं; सेहत और आपके अपने फ़ैसले ही असली संख्या तय करते हैं।",
      "इसे भविष्यवाणी नहीं, परंपरा का संकेत समझिए; असली संख्या सेहत और आपकी अपनी पसंद पर निर्भर है।",
    ],
    notCounted: (topic, periods) =>
      `कुंडली ${oblique(topic)} की ऐसी गिनती नहीं करती; इसके बजाय वह अगले पंद्रह वर्षों में ऐसे ${periods} समय दिखाती है जब इसमें बदलाव आता है।`,
  },
  kind: {
    lead: (topic, sign, traits, work) =>
      work
        ? `${oblique(topic)} के भाव में ${sign} राशि होने से ऐसे काम का संकेत मिलता है जो ${traits} स्वभाव के अनुकूल हो।`
        : `${oblique(topic)} के भाव में ${sign} राशि होने से ऐसे व्यक्ति का संकेत मिलता है जो ${traits} हों।`,
    planet: (planet, traits, work) =>
      work ? `${planet} ${traits} की ओर भी इशारा करता है।` : `${planet} ${traits} का संकेत भी देता है।`,
  },
  why: {
    strong: (topic, house, lord) =>
      `क्योंकि ${oblique(topic)} से जुड़े ${house} का स्वामी ${lord} मज़बूत है; रफ़्तार अभी चल रही दशा तय करती है।`,
    mixed: (topic, house, lord) =>
      `मुख्य कारण: ${oblique(topic)} से जुड़े ${house} का स्वामी ${lord} मध्यम बल का है, इसलिए सही समय ज़रूरी है।`,
    slow: (topic, house, lord) =>
      `मुख्य कारण: ${oblique(topic)} से जुड़े ${house} का स्वामी ${lord} दबाव में है, जिससे देरी होती है, इनकार नहीं।`,
  },
  general: {
    strong: [
      (topic, s) =>
        s
          ? `इस कुंडली में ${oblique(topic)} का पक्ष मज़बूत है, और सबसे अच्छा समय ${s.from} से ${s.to} तक है।`
          : `इस कुंडली में ${oblique(topic)} का पक्ष मज़बूत है।`,
      (topic, s) => `${oblique(topic)} में यह कुंडली मज़बूत है${s ? `, और ${s.from} से ${s.to} तक का समय सबसे अच्छा है` : ""}।`,
    ],
    mixed: [
      (topic, s) =>
        s
          ? `${oblique(topic)} को मिला-जुला साथ मिलता है: सही समय पर की गई मेहनत फल देती है, और वह समय ${s.from} से ${s.to} तक है।`
          : `${oblique(topic)} को मिला-जुला साथ मिलता है, इसलिए क़िस्मत से ज़्यादा सही समय पर की गई मेहनत काम आती है।`,
      (topic, s) =>
        `${oblique(topic)} में न बहुत आसानी है, न बहुत रुकावट${s ? `, और ${s.from} से ${s.to} तक की मेहनत सबसे ज़्यादा फल देती है` : ", इसलिए सही समय की मेहनत ही असली कुंजी है"}।`,
    ],
    slow: [
      (topic, s) =>
        s
          ? `${oblique(topic)} में थोड़ा समय लगता है; सबसे ज़्यादा साथ ${s.from} से ${s.to} तक मिलता है।`
          : `${oblique(topic)} में थोड़ा समय लगता है, पर धैर्य का फल मीठा होता है।`,
      (topic, s) =>
        `${oblique(topic)} का फल देर से पकता है${s ? `, और सबसे ज़्यादा साथ देने वाला समय ${s.from} से ${s.to} तक है` : ", पर पकता ज़रूर है"}।`,
    ],
  },
  sadeSati: {
    yes: (phase, until) => `हाँ, अभी आप पर साढ़ेसाती चल रही है; इसका ${phase} चरण ${until} तक चलेगा।`,
    no: (next) =>
      next
        ? `नहीं, अभी आप पर साढ़ेसाती नहीं चल रही है; अगली साढ़ेसाती ${next} में शुरू होगी।`
        : "नहीं, अभी आप पर साढ़ेसाती नहीं चल रही है।",
    phase: { rising: "पहला", peak: "बीच का", setting: "आख़िरी" },
  },
  manglik: {
    present: (h) => `हाँ, आपकी कुंडली मांगलिक है: मंगल आपके ${h} में है, और कोई शास्त्रीय अपवाद इसे रद्द नहीं करता।`,
    cancelled: () =>
      "मांगलिक दोष की चिंता की बात नहीं: मंगल की स्थिति से कुंडली मांगलिक मानी जाती, पर एक शास्त्रीय अपवाद इस दोष को रद्द करता है।",
    mild: () =>
      "सिर्फ़ हल्का: लग्न से नहीं, केवल चंद्रमा से गिनने पर मंगल मांगलिक स्थान में आता है; यह हल्का दोष अच्छे कुंडली मिलान से संभल जाता है।",
    none: (h) => `नहीं, आपकी कुंडली मांगलिक नहीं है: मंगल आपके ${h} में है।`,
  },

  reason: {
    lord: [
      (house, sign, p, helps) =>
        `${house} में ${sign} राशि है, और इसका स्वामी ${p.planet} ${at(p)} है${dig(p)}, ${helps ? "जो साथ देता है" : "जिससे रफ़्तार धीमी होती है"}।`,
      (house, sign, p, helps) =>
        `${sign} राशि वाले ${house} का स्वामी ${p.planet} ${at(p)} बैठा है${dig(p)}, ${helps ? "जो साथ देने वाली स्थिति है" : "जो ज़्यादा मेहनत माँगता है"}।`,
      (house, sign, p, helps) =>
        `${sign} राशि वाले ${house} को देखते समय पहले उसका भावेश ${p.planet} देखा जाता है, जो ${at(p)} है${dig(p)} और ${helps ? "वहाँ से अच्छा साथ देता है" : "वहाँ से मेहनत के बाद ही फल देता है"}।`,
    ],
    occupants: (house, benefics, malefics) => {
      const sitting = (list: string) => (many(list) ? "बैठे" : "बैठा");
      return benefics && malefics
        ? `${house} में ${sitting(benefics)} ${benefics} इसे सहारा ${many(benefics) ? "देते हैं" : "देता है"}, जबकि वहीं ${sitting(malefics)} ${malefics} दबाव ${many(malefics) ? "बढ़ाते हैं" : "बढ़ाता है"}।`
        : benefics
          ? `${house} में ${sitting(benefics)} ${benefics} इसकी रक्षा ${many(benefics) ? "करते हैं" : "करता है"}।`
          : `${house} में ${sitting(malefics)} ${malefics} मेहनत और कुछ देरी ${many(malefics) ? "लाते हैं" : "लाता है"}।`;
    },
    karaka: [
      (p, role, helps) =>
        `${role} ${p.planet} ${at(p)} है${dig(p)}, ${helps ? "जो अच्छा संकेत है" : "इसलिए फल मिलने में समय लगता है"}।`,
      (p, role, helps, topic) =>
        `${oblique(topic)} के लिए ${role} ${p.planet} भी देखा जाता है, जो ${at(p)} है${dig(p)} और ${helps ? "साथ देता है" : "धीरे-धीरे फल देता है"}।`,
      (p, role, helps, topic) =>
        `${role} ${p.planet} ${at(p)}${dig(p)} होने से ${oblique(topic)} को ${helps ? "अच्छा सहारा मिलता है" : "फल देर से मिलता है"}।`,
    ],
    dasha: {
      active: [
        (d: DashaWords) =>
          `${d.md} की महादशा में ${d.ad} की अंतर्दशा ${d.until} तक चलती है, और ${d.link}, इसलिए ${oblique(d.topic)} के लिए यह सक्रिय समय है।`,
        (d: DashaWords) =>
          `अभी चल रही ${d.md}–${d.ad} दशा ${d.until} तक रहेगी, और ${d.link}, इसलिए यह ${oblique(d.topic)} को आगे बढ़ाती है।`,
      ],
      quiet: [
        (d: DashaWords) =>
          `${d.until} तक चलने वाली ${d.md}–${d.ad} दशा ${oblique(d.topic)} से ज़्यादा जीवन के दूसरे पक्षों पर काम करती है (${d.link}), इसलिए इस विषय में अभी ख़ास हलचल नहीं दिखती।`,
        (d: DashaWords) =>
          `${d.until} तक चलने वाली ${d.md}–${d.ad} दशा में ${oblique(d.topic)} की रफ़्तार धीमी रहती है, क्योंकि ${d.link}।`,
      ],
    },
    rules: (planet, houses) => `${planet} आपके ${houses} का स्वामी है`,
    sits: (planet, house) => `${planet} आपके ${house} में है`,
    transit: (planet, name, house, until) =>
      planet === "jupiter"
        ? `गोचर में ${name} ${until ? `${until} तक ` : ""}${house} में है, जो वहाँ नए रास्ते खोलता है।`
        : `गोचर में ${name} ${until ? `${until} तक ` : ""}${house} में है, जो इसकी परीक्षा लेता है और धैर्य माँगता है।`,
    sadeSati: (phase, until) => `साढ़ेसाती का ${phase} चरण ${until} तक चलेगा, इसलिए नियमित दिनचर्या रखना अच्छा है।`,
    option: (option, house, p) =>
      `${option} के लिए कुंडली ${house} को देखती है, जिसका स्वामी ${p.planet} ${at(p)} है${dig(p)}।`,
    loveLink: (lord5, lord7, how, house) =>
      how === "together"
        ? `पाँचवें और सातवें भाव के स्वामी ${lord5} और ${lord7} आपके ${house} में साथ बैठे हैं: यह प्रेम और विवाह का शास्त्रीय संबंध है।`
        : how === "lord7_in_5"
          ? `सातवें भाव का स्वामी ${lord7} प्रेम के पाँचवें भाव में है: यह प्रेम विवाह का शास्त्रीय संकेत है।`
          : `प्रेम के पाँचवें भाव का स्वामी ${lord5} विवाह के सातवें भाव में है: यह प्रेम विवाह का शास्त्रीय संकेत है।`,
    navamsa: (p, role, vargottama) =>
      `विवाह के लिए देखे जाने वाले नवांश में ${role} ${p.planet} ${p.sign} राशि में है${p.dignity ? ` (${p.dignity})` : ""}${vargottama ? ", और वर्गोत्तम होने से इसका फल स्थिर रहता है" : ""}।`,
    sadeSatiBasis: (moonSign, saturnSign, fromMoon) =>
      `आपका चंद्रमा ${moonSign} राशि में है, और शनि अभी ${saturnSign} राशि में है, जो चंद्रमा से ${fromMoon} पड़ती है; साढ़ेसाती तभी चलती है जब शनि चंद्रमा से बारहवीं, पहली या दूसरी राशि में हो।`,
  },
  roles: {
    wife: "पत्नी का कारक",
    husband: "पति का कारक",
    spouse: "जीवनसाथी का कारक",
    children: "संतान का कारक",
    father: "पिता का कारक",
    mother: "माता का कारक",
    siblings: "भाई-बहनों का कारक",
    friends: "मित्रों का कारक",
    area: "इस विषय का नैसर्गिक कारक",
    "seventh-lord": "सातवें भाव का स्वामी",
    "d9-seventh-lord": "नवांश के सातवें भाव का स्वामी",
  },
  seat: (seat, house) => SEAT[seat](THEME[house - 1] ?? ""),
  action,
  plain: {
    reason: {
      strong: "इस विषय को देखने वाले ग्रह आपकी कुंडली में अच्छी जगह पर हैं।",
      mixed: "कुछ ग्रह साथ देते हैं और कुछ रोकते हैं, इसलिए समय और मेहनत दोनों ज़रूरी हैं।",
      slow: "इस विषय को देखने वाले ग्रह थोड़े दबाव में हैं, इसलिए यह देर से और मेहनत के बाद होगा, पर दरवाज़ा बंद नहीं है।",
    },
  },
  checkedAgain: "मैंने कुंडली दोबारा देखी; वह वही बात बताती है।",
  optionName: (area, house) => OPTIONS[area]?.[house] ?? null,
  years: (from, to) => (from === to ? `${from} में` : `${from} से ${to} तक`),
};
