// The counsel's sentences in Nepali (तपाईं throughout; chart words as the glossary gives them (docs/languages.md)): the verdict first,
// then the chart's reasons, then one thing to do. Postpositions are joined to the word before them, dates included
// ("२०३० फेब्रुअरीदेखि"); a woman's or girl's relation takes the feminine genitive (तपाईंकी छोरी, तपाईंकी आमा).
// Review notes per pattern: docs/guru-language-review.md.
import type { LifeArea } from "../life-areas";
import type { Relative } from "../understand/types";
import type { ActionWords, Counsel, DashaWords, RelativeGender, Seat, Span } from "./counsel";
import type { Placed } from "./phrases";

const AREA: Record<LifeArea, string> = {
  career: "करियर",
  marriage: "बिहे",
  relationships: "प्रेम सम्बन्ध",
  health: "स्वास्थ्य",
  finance: "आर्थिक अवस्था",
  education: "पढाइ",
  family: "पारिवारिक जीवन",
  children: "सन्तान",
  travel: "विदेश यात्रा",
  property: "घरजग्गा",
  spirituality: "आध्यात्मिक जीवन",
  legal: "मुद्दामामिला",
};

const PERSON: Record<Relative, [neutral: string, male: string, female: string]> = {
  spouse: ["जीवनसाथी", "श्रीमान्", "श्रीमती"],
  partner: ["प्रेमी", "प्रेमी", "प्रेमिका"],
  child: ["सन्तान", "छोरा", "छोरी"],
  father: ["बुबा", "बुबा", "बुबा"],
  mother: ["आमा", "आमा", "आमा"],
  parents: ["आमाबुबा", "आमाबुबा", "आमाबुबा"],
  elder_sibling: ["दाजुदिदी", "दाइ", "दिदी"],
  younger_sibling: ["भाइबहिनी", "भाइ", "बहिनी"],
  sibling: ["दाजुभाइ-दिदीबहिनी", "दाजुभाइ", "दिदीबहिनी"],
  in_law: ["ससुराली", "ससुराली", "ससुराली"],
  friend: ["साथी", "साथी", "साथी"],
  other: ["चिनजानको मान्छे", "चिनजानको मान्छे", "चिनजानको मान्छे"],
};

const personWord = (r: Relative, g: RelativeGender) => PERSON[r][g === "male" ? 1 : g === "female" ? 2 : 0];
/** Relations that are women whatever the asker said: the mother; the others follow the gender the question gives. */
const ALWAYS_FEMALE = new Set<Relative>(["mother"]);
/** Nepali genitives agree with a woman's relation word: "तपाईंकी छोरी", "तपाईंको छोरा". */
const yourFor = (r: Relative, g: RelativeGender) =>
  ALWAYS_FEMALE.has(r) || (g === "female" && r !== "parents" && r !== "in_law" && r !== "other") ? "तपाईंकी" : "तपाईंको";
const noted = (p: Placed) => (p.note ? ` (${p.note})` : "");
const at = (p: Placed) => `तपाईंको ${p.house}मा${noted(p)} ${p.sign} राशिमा`;
const dig = (p: Placed) => (p.dignity ? ` (${p.dignity})` : "");
const period = (s: Span) => (s.period ? ` (${s.period} दशा)` : "");
const ages = (s: Span) => (s.ages ? `; त्यतिबेला तपाईंको उमेर करिब ${s.ages} वर्ष हुनेछ` : "");
/** "X" or "X र Y": the participle before the planets and the verb after agree with how many there are. */
const many = (list: string) => list.includes(" र ");

/** What each house stands for, पहिलो to बाह्रौं: said with the house a planet sits in (no planet's name among them). */
const THEME = [
  "शरीर र व्यक्तित्व",
  "परिवार र धन",
  "पराक्रम र दाजुभाइ",
  "घर र आमा",
  "सन्तान, प्रेम र विद्या",
  "रोग, ऋण र शत्रु",
  "विवाह र साझेदारी",
  "आयु र आकस्मिक परिवर्तन",
  "भाग्य र धर्म",
  "कर्म र प्रतिष्ठा",
  "लाभ र साथीभाइ",
  "खर्च र विदेश",
];

const SEAT: Record<Seat, (theme: string) => string> = {
  own: () => "आफ्नै भाव",
  kendra: (t) => `केन्द्र, ${t}को भाव`,
  trikona: (t) => `त्रिकोण, ${t}को भाव`,
  dusthana: (t) => `दुःस्थान, ${t}को भाव`,
  plain: (t) => `${t}को भाव`,
};

/**
 * The closing advice per area, as infinitive clauses without a subject ("कागजपत्र तयार राख्न"): the asker is told
 * each one (-न + ुहोस् → "राख्नुहोस्"), and for another person the asker is asked to help them ("छोरालाई … राख्न
 * सघाउनुहोस्"); `other` where another person's matter asks for different advice.
 */
const ADVICE: Record<LifeArea, { clauses: string[]; other?: (person: string, relative: Relative) => string | null }> = {
  career: { clauses: ["अर्को पदका लागि चाहिने एउटा सीप सिक्न", "मौका आउँदा आवेदन दिन"] },
  marriage: {
    clauses: ["परिवारले ल्याएका प्रस्ताव खुला मनले हेर्न"],
    other: (person, r) =>
      r === "spouse" || r === "partner"
        ? `${person}सँग फुर्सदको समय बिताउनुहोस्, र दुवैको चाहनाबारे खुलेर कुरा गर्नुहोस्`
        : `परिवारसँग मिलेर ${person}का लागि उपयुक्त जोडी खोज्न थाल्नुहोस्`,
  },
  relationships: { clauses: ["सम्बन्धबाट के चाहेको हो, त्यो स्पष्ट रूपमा भन्न"] },
  health: { clauses: ["निद्रा, खानपान र व्यायामको नियमित दिनचर्या राख्न", "बेलाबेलामा स्वास्थ्य जाँच गराउन"] },
  finance: { clauses: ["हरेक आम्दानीको निश्चित भाग बचत गर्न", "ऋण लिएर ठूलो जोखिम नलिन"] },
  education: { clauses: ["पढाइको नियमित तालिका बनाउन", "दिनहुँ अलिअलि पढ्न"] },
  family: {
    clauses: ["घरमा शान्त मनले कुरा गर्ने समय निकाल्न"],
    other: (person) => `${person}सँग शान्त मनले कुरा गर्ने समय निकाल्नुहोस्`,
  },
  children: { clauses: ["स्वास्थ्यको ख्याल राख्न", "समयमै डाक्टरको सल्लाह लिन"] },
  travel: { clauses: ["कागजपत्र तयार राख्न", "मौका आउनेबित्तिकै आवेदन दिन"] },
  property: { clauses: ["पेस्कीका लागि बचत गर्न", "हरेक कागज राम्ररी जँचाएर मात्र निर्णय गर्न"] },
  spirituality: { clauses: ["हरेक दिन एउटै समयमा छोटो साधना (पूजा, जप वा ध्यान) गर्न"] },
  legal: { clauses: ["सबै कागजपत्र व्यवस्थित राख्न", "हरेक तारेख र म्याद समयमै टिपेर राख्न"] },
};

/** "राख्न" → "राख्नुहोस्": the तपाईं imperative of an infinitive clause. */
const told = (clause: string) => `${clause}ुहोस्`;

function action(a: ActionWords): string {
  const advice = ADVICE[a.area];
  const person = a.someone ? personWord(a.someone.relative, a.someone.gender) : null;
  const core = person
    ? (advice.other?.(person, a.someone?.relative ?? "other") ?? `${person}लाई ${advice.clauses.join(" र ")} सघाउनुहोस्`)
    : advice.clauses.map(told).join(" र ");
  const timed = a.until ? `${a.until}सम्मको अनुकूल समयमा` : a.from ? `विशेष गरी ${a.from}देखि` : "";
  // After a choice, a description or a count, the period still times the advice.
  const lead = (text: string) => `${text}${timed ? ` ${timed}` : ""} ${core}।`;
  if (a.form === "which_of_two") return lead("निर्णय गर्नुअघि परिवार र आफ्ना मान्छेसँग सल्लाह गर्नुहोस्, अनि");
  if (a.form === "what_kind") return lead("यी गुण मनमा राखेर");
  if (a.form === "how_many") return lead("सङ्ख्याको चिन्ता नगरी");
  if (a.form === "why") {
    return a.from
      ? `ढिलाइ भनेको रोक होइन: अर्को अनुकूल समय ${a.from}मा सुरु हुन्छ, त्यसैले अहिलेदेखि नै ${core}।`
      : `ढिलाइ भनेको रोक होइन, त्यसैले ${a.until ? `${a.until}सम्म रहेको अनुकूल समयमा ` : ""}${core}।`;
  }
  if (a.until) return `${a.until}सम्म अनुकूल समय चलिरहेकाले अहिले नै ${core}।`;
  if (a.from) {
    return a.seed % 2 === 0
      ? `${a.from}मा अनुकूल समय सुरु हुनुअघि नै ${core}।`
      : `${core}, र ${a.from}देखि खुल्ने अनुकूल समयमा कदम चाल्न तयार रहनुहोस्।`;
  }
  return {
    strong: `कुण्डलीले निरन्तर प्रयासलाई साथ दिने भएकाले ${core}।`,
    mixed: `यसमा भाग्यभन्दा सही बेलाको मेहनतले बढी काम गर्ने भएकाले ${core}।`,
    slow: `फल ढिलो आए पनि आउँछ, त्यसैले धैर्य राखेर ${core}।`,
  }[a.tone];
}

const OPTIONS: Partial<Record<LifeArea, Record<number, string>>> = {
  marriage: { 5: "प्रेम विवाह", 7: "मागी विवाह" },
  relationships: { 5: "प्रेम विवाह", 7: "मागी विवाह" },
  career: { 10: "जागिर", 7: "आफ्नै व्यवसाय", 9: "थप पढाइ", 12: "विदेशमा काम", 4: "देशमै काम" },
  finance: { 5: "सेयर कारोबार", 2: "नियमित बचत", 4: "घरजग्गा" },
  travel: { 12: "विदेश जानु", 4: "देशमै बस्नु" },
  education: { 9: "उच्च शिक्षा", 10: "जागिर", 12: "विदेशमा पढाइ", 4: "देशमै पढाइ" },
  property: { 4: "घर किन्नु", 12: "भाडामा बस्नु" },
};

export const COUNSEL_NE: Counsel = {
  topic: (relative, gender, area) =>
    relative ? `${yourFor(relative, gender)} ${personWord(relative, gender)}को ${AREA[area]}` : `तपाईंको ${AREA[area]}`,
  person: (relative, gender) => `${yourFor(relative, gender)} ${personWord(relative, gender)}`,
  frame: [
    (person, personHouse, count, house, topic) =>
      `कुण्डलीमा ${person}लाई ${personHouse}बाट हेरिन्छ; ${topic} हेर्न त्यहाँबाट ${count} गन्दा तपाईंको ${house} पर्छ (भावात् भावम्)।`,
    (person, personHouse, count, house, topic) =>
      `${person}लाई कुण्डलीको ${personHouse}बाट हेरिने भएकाले ${topic}का लागि त्यहाँबाट ${count}, अर्थात् तपाईंको ${house} हेरिन्छ (भावात् भावम्)।`,
  ],

  when: {
    window: [
      (topic, s) => `${topic}का लागि सबैभन्दा राम्रो समय ${s.from}देखि ${s.to}सम्म${period(s)} हो${ages(s)}।`,
      (topic, s) => `${topic}का लागि ${s.from}देखि ${s.to}सम्मको समय${period(s)} सबैभन्दा खुला देखिन्छ${ages(s)}।`,
      (topic, s) => `${s.from}देखि ${s.to}सम्म${period(s)} ${topic}को योग बलियो छ${ages(s)}।`,
    ],
    now: [
      (topic, s) => `${topic}का लागि अनुकूल समय अहिले नै चलिरहेको छ${period(s)}, जुन ${s.to}सम्म रहन्छ।`,
      (topic, s) =>
        `${topic}को समय अहिले नै आएको छ, र ${s.period ? `${s.period} दशाले` : "कुण्डलीले"} ${s.to}सम्म यसलाई साथ दिन्छ।`,
    ],
    none: (topic) =>
      `आउने केही वर्षमा कुनै पनि दशाले ${topic}को स्पष्ट समय देखाउँदैन, त्यसैले यो कुनै एउटा मोडबाट भन्दा निरन्तर मेहनतबाट आउँछ।`,
    beyondAge: (topic, age) =>
      `${age} वर्षको उमेरसम्म ${topic}का लागि सामान्यतया हेरिने दशा बितिसकेका छन्, त्यसैले म टाढाको कुनै मिति भन्दिनँ।`,
  },
  inYears: {
    yes: (years, topic, s) => `हो, ${years} ${topic}का लागि अनुकूल समय छ: ${s.from}देखि ${s.to}सम्म${period(s)}।`,
    no: (years, topic, next) =>
      next
        ? `${years} ${topic}का लागि बलियो समय देखिँदैन; अर्को अनुकूल समय ${next.from}बाट सुरु हुन्छ${period(next)}।`
        : `${years} ${topic}का लागि बलियो समय देखिँदैन; यो समय तयारीमा लगाउनुहोस्।`,
  },
  likely: {
    strong: [
      (topic, s) =>
        s
          ? `हो, ${topic}को राम्रो योग छ, र यो सबैभन्दा स्पष्ट ${s.from}देखि ${s.to}सम्म देखिन्छ।`
          : `हो, यो कुण्डलीमा ${topic}को राम्रो योग छ।`,
      (topic, s) => `हुन्छ, ${topic}मा कुण्डलीको राम्रो साथ छ${s ? `, विशेष गरी ${s.from}देखि ${s.to}सम्म` : ""}।`,
    ],
    mixed: [
      (topic, s) =>
        s
          ? `मेहनत गरे सम्भावना राम्रो छ: कुण्डलीले ${topic}का लागि मध्यम साथ दिन्छ, र राम्रो समय ${s.from}देखि ${s.to}सम्म हो।`
          : `मेहनत गरे सम्भावना राम्रो छ: कुण्डलीले ${topic}का लागि मध्यम साथ दिन्छ।`,
      (topic, s) =>
        `मेहनत गर्नुभयो भने हुन्छ, किनभने ${topic}मा कुण्डलीको साथ मध्यम छ${s ? `, र ${s.from}देखि ${s.to}सम्मको समय अलि बढी अनुकूल छ` : ""}।`,
    ],
    slow: [
      (topic, s) =>
        s
          ? `हुन सक्छ, तर अलि ढिलो र बढी मेहनतपछि: ${topic}का लागि राम्रो मौका ${s.from}देखि ${s.to}सम्म छ।`
          : `हुन सक्छ, तर ${topic}मा ढिलाइ हुन्छ र धैर्य चाहिन्छ।`,
      (topic, s) =>
        `हुन्छ, तर समय लाग्छ${s ? `, र ${topic}को राम्रो मौका ${s.from}देखि ${s.to}सम्म आउँछ` : `, र ${topic}का लागि धैर्य र निरन्तर मेहनत चाहिन्छ`}।`,
    ],
  },
  choice: {
    lean: [
      (lean, other) => `यी दुईमध्ये तपाईंको कुण्डलीले ${other}भन्दा ${lean}लाई बढी साथ दिन्छ।`,
      (lean, other) => `कुण्डलीको झुकाव ${other}तिर भन्दा ${lean}तिर बढी छ।`,
      (lean, other) => `दुईमध्ये ${lean}को योग ${other}को भन्दा बलियो देखिन्छ।`,
    ],
    even: [
      (a, b) => `तपाईंको कुण्डलीले ${a} र ${b}मध्ये कुनै एकलाई स्पष्ट रूपमा बढी साथ दिँदैन, त्यसैले निर्णय तपाईंकै रोजाइमा छ।`,
      (a, b) => `${a} र ${b} दुवैको योग उस्तै देखिन्छ, त्यसैले जुन रोज्नुहुन्छ त्यसमै मन लगाउनुहोस्।`,
    ],
  },
  count: {
    children: (indication) =>
      `शास्त्रअनुसार ${indication === "one" ? "एक, सायद दुई सन्तान" : indication === "two" ? "दुई सन्तान" : "दुई वा बढी सन्तान"}को सङ्केत छ।`,
    caveat: [
      "यसलाई शास्त्रीय सङ्केत मात्र मान्नुहोस्: वास्तविक सङ्ख्या स्वास्थ्य र तपाईंहरूकै निर्णयले तय गर्छन्।",
      "यो शास्त्रको सङ्केत मात्र हो, पक्का गन्ती होइन; स्वास्थ्य र तपाईंहरूको आफ्नै निर्णयले नै सङ्ख्या तय गर्छ।",
      "यसलाई भविष्यवाणी नभई परम्पराको सङ्केतका रूपमा लिनुहोस्; वास्तविक सङ्ख्या स्वास्थ्य र तपाईंहरूको छनोटमा भर पर्छ।",
    ],
    notCounted: (topic, periods) =>
      `कुण्डलीले ${topic}को यस्तो गन्ती गर्दैन; बरु आउने पन्ध्र वर्षमा यसमा परिवर्तन ल्याउने ${periods} वटा समय देखाउँछ।`,
  },
  kind: {
    lead: (topic, sign, traits, work) =>
      work
        ? `${topic}को भावमा ${sign} राशि भएकाले ${traits} स्वभावलाई सुहाउने कामको सङ्केत छ।`
        : `${topic}को भावमा ${sign} राशि भएकाले ${traits} व्यक्तिको सङ्केत छ।`,
    planet: (planet, traits, work) =>
      work ? `${planet}ले ${traits}तर्फ पनि सङ्केत गर्छ।` : `${planet}ले ${traits}को सङ्केत पनि दिन्छ।`,
  },
  why: {
    strong: (topic, house, lord) =>
      `किनभने ${topic} हेर्ने ${house}को स्वामी ${lord} बलियो छ; गति भने अहिले चलिरहेको दशाले तय गर्छ।`,
    mixed: (topic, house, lord) => `मुख्य कारण: ${topic} हेर्ने ${house}को स्वामी ${lord} मध्यम बलको छ, त्यसैले समय मिल्नुपर्छ।`,
    slow: (topic, house, lord) =>
      `मुख्य कारण: ${topic} हेर्ने ${house}को स्वामी ${lord} दबाबमा छ, जसले ढिलाइ ल्याउँछ, रोक होइन।`,
  },
  general: {
    strong: [
      (topic, s) =>
        s
          ? `${topic} यो कुण्डलीको बलियो पक्ष हो, र यसको सबैभन्दा राम्रो समय ${s.from}देखि ${s.to}सम्म छ।`
          : `${topic} यो कुण्डलीको बलियो पक्ष हो।`,
      (topic, s) => `${topic}मा यो कुण्डली बलियो छ${s ? `, र ${s.from}देखि ${s.to}सम्मको समय सबैभन्दा राम्रो छ` : ""}।`,
    ],
    mixed: [
      (topic, s) =>
        s
          ? `${topic}मा राम्रो र कमजोर दुवै पक्ष छन्: सही समयमा गरेको मेहनतले फल दिन्छ, र त्यो समय ${s.from}देखि ${s.to}सम्म हो।`
          : `${topic}मा राम्रो र कमजोर दुवै पक्ष छन्, त्यसैले भाग्यभन्दा सही समयमा गरेको मेहनतले बढी फल दिन्छ।`,
      (topic, s) =>
        `${topic}मा न धेरै सजिलो न धेरै गाह्रो योग छ${s ? `, र ${s.from}देखि ${s.to}सम्म गरेको मेहनतले सबैभन्दा बढी फल दिन्छ` : ", त्यसैले सही बेलाको मेहनत नै मुख्य कुरा हो"}।`,
    ],
    slow: [
      (topic, s) =>
        s
          ? `${topic}मा अलि समय लाग्छ; सबैभन्दा बढी साथ दिने समय ${s.from}देखि ${s.to}सम्म हो।`
          : `${topic}मा अलि समय लाग्छ, तर धैर्यको फल मीठो हुन्छ।`,
      (topic, s) => `${topic}को फल ढिलो पाक्छ${s ? `, र सबैभन्दा सहयोगी समय ${s.from}देखि ${s.to}सम्म हो` : ", तर पाक्छ"}।`,
    ],
  },
  sadeSati: {
    yes: (phase, until) => `हो, तपाईंलाई अहिले साढेसाती लागेको छ; यसको ${phase} चरण ${until}सम्म चल्छ।`,
    no: (next) =>
      next
        ? `होइन, तपाईंलाई अहिले साढेसाती लागेको छैन; अर्को साढेसाती ${next}मा सुरु हुन्छ।`
        : "होइन, तपाईंलाई अहिले साढेसाती लागेको छैन।",
    phase: { rising: "पहिलो", peak: "बीचको", setting: "अन्तिम" },
  },
  manglik: {
    present: (h) => `हो, तपाईंको कुण्डली मांगलिक हो: मङ्गल तपाईंको ${h}मा छ, र यसलाई हटाउने कुनै शास्त्रीय अपवाद लागू हुँदैन।`,
    cancelled: () =>
      "मांगलिक दोषको चिन्ता गर्नुपर्दैन: मङ्गलको स्थितिले कुण्डली मांगलिक मानिन्थ्यो, तर एउटा शास्त्रीय अपवादले यो दोष हटाउँछ।",
    mild: () =>
      "हल्का मात्र: लग्नबाट होइन, चन्द्रमाबाट गन्दा मात्र मङ्गल मांगलिक स्थानमा पर्छ; यो हल्का दोष राम्रो कुण्डली मिलानले सम्हालिन्छ।",
    none: (h) => `होइन, तपाईंको कुण्डली मांगलिक होइन: मङ्गल तपाईंको ${h}मा छ।`,
  },

  reason: {
    lord: [
      (house, sign, p, helps) =>
        `${house}मा ${sign} राशि छ, र यसको स्वामी ${p.planet} ${at(p)} छ${dig(p)}, ${helps ? "जसले साथ दिन्छ" : "जसले गति सुस्त बनाउँछ"}।`,
      (house, sign, p, helps) =>
        `${sign} राशि भएको ${house}को स्वामी ${p.planet} ${at(p)} बसेको छ${dig(p)}, ${helps ? "जुन साथ दिने स्थिति हो" : "जसले बढी मेहनत माग्छ"}।`,
      (house, sign, p, helps) =>
        `${sign} राशिको ${house} हेर्दा पहिले यसको भावेश ${p.planet} हेरिन्छ, जो ${at(p)} छ${dig(p)} र ${helps ? "त्यहाँबाट राम्रो साथ दिन्छ" : "त्यहाँबाट मेहनतपछि मात्र फल दिन्छ"}।`,
    ],
    occupants: (house, benefics, malefics) => {
      const sitting = (list: string) => (many(list) ? "रहेका" : "रहेको");
      return benefics && malefics
        ? `${house}मा ${sitting(benefics)} ${benefics}ले यसलाई साथ ${many(benefics) ? "दिन्छन्" : "दिन्छ"}, तर त्यहीँ ${sitting(malefics)} ${malefics}ले दबाब ${many(malefics) ? "थप्छन्" : "थप्छ"}।`
        : benefics
          ? `${house}मा ${sitting(benefics)} ${benefics}ले यसलाई ${many(benefics) ? "जोगाउँछन्" : "जोगाउँछ"}।`
          : `${house}मा ${sitting(malefics)} ${malefics}ले मेहनत र केही ढिलाइ ${many(malefics) ? "ल्याउँछन्" : "ल्याउँछ"}।`;
    },
    karaka: [
      (p, role, helps) =>
        `${role} ${p.planet} ${at(p)} छ${dig(p)}, ${helps ? "जुन राम्रो सङ्केत हो" : "त्यसैले फल दिन समय लाग्छ"}।`,
      (p, role, helps, topic) =>
        `${topic}का लागि ${role} ${p.planet} पनि हेरिन्छ, जो ${at(p)} छ${dig(p)} र ${helps ? "साथ दिन्छ" : "बिस्तारै फल दिन्छ"}।`,
      (p, role, helps, topic) =>
        `${role} ${p.planet} ${at(p)}${dig(p)} रहेकाले ${topic}मा ${helps ? "यसको राम्रो साथ मिल्छ" : "यसको फल ढिलो आउँछ"}।`,
    ],
    dasha: {
      active: [
        (d: DashaWords) =>
          `${d.md}को महादशाभित्र ${d.ad}को अन्तर्दशा ${d.until}सम्म चल्छ, र ${d.link}, त्यसैले ${d.topic}का लागि यो सक्रिय समय हो।`,
        (d: DashaWords) =>
          `अहिले चलिरहेको ${d.md}–${d.ad} दशा ${d.until}सम्म रहन्छ, र ${d.link}, त्यसैले यसले ${d.topic}लाई अघि बढाउँछ।`,
      ],
      quiet: [
        (d: DashaWords) =>
          `${d.until}सम्म चल्ने ${d.md}–${d.ad} दशाले ${d.topic}भन्दा जीवनका अरू पक्षमा बढी काम गर्छ (${d.link}), त्यसैले अहिले यस विषयमा खासै हलचल देखिँदैन।`,
        (d: DashaWords) => `${d.until}सम्म चल्ने ${d.md}–${d.ad} दशामा ${d.topic} बिस्तारै अघि बढ्छ, किनभने ${d.link}।`,
      ],
    },
    rules: (planet, houses) => `${planet} तपाईंको ${houses}को स्वामी हो`,
    sits: (planet, house) => `${planet} तपाईंको ${house}मा छ`,
    transit: (planet, name, house, until) =>
      planet === "jupiter"
        ? `गोचरमा ${name} ${until ? `${until}सम्म ` : ""}${house}मा छ, जसले यस क्षेत्रमा नयाँ अवसर ल्याउँछ।`
        : `गोचरमा ${name} ${until ? `${until}सम्म ` : ""}${house}मा छ, जसले यस क्षेत्रमा परीक्षा लिन्छ र धैर्य माग्छ।`,
    sadeSati: (phase, until) => `साढेसातीको ${phase} चरण ${until}सम्म चल्छ, त्यसैले नियमित दिनचर्या राख्नु राम्रो हुन्छ।`,
    option: (option, house, p) => `${option}का लागि कुण्डलीले ${house} हेर्छ, जसको स्वामी ${p.planet} ${at(p)} छ${dig(p)}।`,
    loveLink: (lord5, lord7, how, house) =>
      how === "together"
        ? `पाँचौं र सातौं भावका स्वामी ${lord5} र ${lord7} तपाईंको ${house}मा सँगै छन्: यो प्रेम र विवाहको शास्त्रीय सम्बन्ध हो।`
        : how === "lord7_in_5"
          ? `सातौं भावको स्वामी ${lord7} प्रेमको भाव, अर्थात् पाँचौं भावमा छ: यो प्रेम विवाहको शास्त्रीय सङ्केत हो।`
          : `प्रेमको भाव पाँचौंको स्वामी ${lord5} विवाहको भाव, अर्थात् सातौं भावमा छ: यो प्रेम विवाहको शास्त्रीय सङ्केत हो।`,
    navamsa: (p, role, vargottama) =>
      `विवाहका लागि हेरिने नवांशमा ${role} ${p.planet} ${p.sign} राशिमा छ${p.dignity ? ` (${p.dignity})` : ""}${vargottama ? ", र वर्गोत्तम भएकाले यसको फल स्थिर हुन्छ" : ""}।`,
    sadeSatiBasis: (moonSign, saturnSign, fromMoon) =>
      `तपाईंको चन्द्रमा ${moonSign} राशिमा छ, र शनि अहिले ${saturnSign} राशिमा छ, जुन चन्द्रमाबाट ${fromMoon} पर्छ; शनि चन्द्रमाबाट बाह्रौं, पहिलो वा दोस्रो राशिमा हुँदा मात्र साढेसाती लाग्छ।`,
  },
  roles: {
    wife: "पत्नीको कारक",
    husband: "पतिको कारक",
    spouse: "जीवनसाथीको कारक",
    children: "सन्तानको कारक",
    father: "बुबाको कारक",
    mother: "आमाको कारक",
    siblings: "दाजुभाइ-दिदीबहिनीको कारक",
    friends: "साथीको कारक",
    area: "यस विषयको नैसर्गिक कारक",
    "seventh-lord": "सातौं भावको स्वामी",
    "d9-seventh-lord": "नवांशको सातौं भावको स्वामी",
  },
  seat: (seat, house) => SEAT[seat](THEME[house - 1] ?? ""),
  action,
  plain: {
    reason: {
      strong: "यो विषय हेर्ने ग्रहहरू तपाईंको कुण्डलीमा राम्रो ठाउँमा छन्।",
      mixed: "केही ग्रहले साथ दिन्छन्, केहीले रोक्छन्, त्यसैले समय र मेहनत दुवै चाहिन्छ।",
      slow: "यो विषय हेर्ने ग्रहहरू अलि दबाबमा छन्, त्यसैले यो ढिलो र मेहनतपछि आउँछ, तर ढोका बन्द छैन।",
    },
  },
  checkedAgain: "मैले कुण्डली फेरि हेरेँ; यसले उही कुरा देखाउँछ।",
  optionName: (area, house) => OPTIONS[area]?.[house] ?? null,
  // "सन्" marks the Gregorian year: a Devanagari year alone reads as Bikram Sambat in Nepal.
  years: (from, to) => (from === to ? `सन् ${from}मा` : `सन् ${from}देखि ${to}सम्म`),
};
