// The counsel's sentences in Hindi (आप throughout; chart words as the glossary gives them (docs/languages.md)): the verdict first, then
// the chart's reasons, then one thing to do. Hindi possessives agree with the noun that follows (आपका करियर, आपकी
// शादी), so each area carries its gender; before a postposition a masculine phrase takes its oblique form (आपके करियर
// के लिए). Review notes per pattern: docs/guru-language-review.md.
import type { LifeArea } from "../life-areas";
import type { Relative } from "../understand/types";
import type { Counsel, RelativeGender, Span } from "./counsel";
import type { Placed } from "./phrases";

/** The area's noun and the genitive it takes: का (masculine), की (feminine), के (masculine plural). */
const AREA: Record<LifeArea, [noun: string, genitive: "का" | "की" | "के"]> = {
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
  legal: ["कानूनी मामले", "के"],
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

const at = (p: Placed) => `आपके ${p.house} में ${p.sign} राशि में`;
const dig = (p: Placed) => (p.dignity ? ` (${p.dignity})` : "");
const period = (s: Span) => (s.period ? ` (${s.period} दशा)` : "");
/** "X" or "X और Y": the participle before the planets and the verb after agree with how many there are. */
const many = (list: string) => list.includes(" और ");

/**
 * A topic (built by `topic` below) in the oblique case, for use before के लिए, की, में, से, को: a masculine
 * possessive and a masculine plural noun change ("आपका करियर" → "आपके करियर के लिए", "आपके बेटे का करियर" → "आपके
 * बेटे के करियर", "कानूनी मामले" → "कानूनी मामलों"); feminine phrases stay as they are.
 */
function oblique(topic: string): string {
  return topic
    .replace(/^आपका /u, "आपके ")
    .replace(/ का /gu, " के ")
    .replace(/मामले$/u, "मामलों");
}

const ACTIONS: Record<LifeArea, (when: string | null) => string> = {
  career: (w) =>
    w
      ? `अभी से तैयारी कीजिए, और ${w} से नए मौक़ों के लिए आवेदन करना शुरू कीजिए।`
      : "अगले पद के लिए ज़रूरी एक हुनर इस साल सीख लीजिए; इसमें मुहूर्त से ज़्यादा मेहनत काम आती है।",
  marriage: (w) =>
    w
      ? `${w} से पहले ही परिवार के साथ मिलकर गंभीरता से रिश्ते देखना शुरू कीजिए, ताकि समय आने पर आप तैयार रहें।`
      : "जल्दबाज़ी के बिना परिवार और दोस्तों के ज़रिए लोगों से मिलते रहिए; तारीख़ से ज़्यादा सही रिश्ता मायने रखता है।",
  relationships: (w) =>
    w
      ? `यह रिश्ता किस ओर जा रहा है, इस पर खुलकर बात कीजिए, और फ़ैसले के लिए ${w} तक का समय दीजिए।`
      : "इस रिश्ते से आपकी क्या उम्मीद है, यह साफ़ कहिए; इंतज़ार करते रहने से ज़्यादा मन की बात खुलकर कहना काम आता है।",
  health: () => "नींद, खान-पान और व्यायाम की नियमित दिनचर्या रखिए, और समय-समय पर जाँच कराइए।",
  finance: (w) =>
    w
      ? `अभी नियमित बचत कीजिए, और बड़े आर्थिक फ़ैसले ${w} के बाद ही लीजिए।`
      : "हर आमदनी का तय हिस्सा बचाइए, और उधार के पैसे से बड़ा जोखिम मत लीजिए।",
  education: (w) =>
    w
      ? `अभी से नियमित पढ़ाई कीजिए, ताकि ${w} के आसपास के नतीजों में की हुई मेहनत का फल दिखे।`
      : "पढ़ाई की नियमित समय-सारणी बनाइए; एक ही दिन में बहुत पढ़ने से ज़्यादा रोज़ थोड़ा-थोड़ा पढ़ना फल देता है।",
  family: () => "घर में शांत मन से बात करने का समय निकालिए; बड़ी बहसों से ज़्यादा छोटी-छोटी अच्छी बातें रिश्ते जोड़ती हैं।",
  children: (w) =>
    w
      ? `सेहत का ध्यान रखिए, और ${w} से पहले ही डॉक्टर से सलाह लीजिए।`
      : "आप दोनों अपनी सेहत का ध्यान रखिए और डॉक्टर की सलाह लीजिए; कुंडली समय बताती है, इलाज नहीं।",
  travel: (w) =>
    w
      ? `काग़ज़ात अभी से तैयार रखिए, और ${w} के आसपास आवेदन करने की योजना बनाइए।`
      : "काग़ज़ात तैयार रखिए और मौक़ा आने पर आवेदन कीजिए; तारीख़ ज़बरदस्ती तय करने की ज़रूरत नहीं।",
  property: (w) =>
    w
      ? `अभी से बयाने के लिए बचत कीजिए, और ${w} से गंभीरता से घर देखना शुरू कीजिए।`
      : "नियमित बचत कीजिए, और किसी भी प्रॉपर्टी के काग़ज़ अच्छी तरह जाँचकर ही फ़ैसला कीजिए।",
  spirituality: () => "हर दिन एक ही समय पर थोड़ी साधना (पूजा, जप या ध्यान) कीजिए।",
  legal: () => "सारे काग़ज़ात व्यवस्थित रखिए, और हर पेशी की तारीख़ और समय-सीमा पहले से लिखकर रखिए।",
};

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
  frame: (person, personHouse, count, house, topic) =>
    `कुंडली में ${person} को ${personHouse} से देखा जाता है, और ${oblique(topic)} को उस भाव से गिने गए ${count} से, यानी आपके ${house} से (भावात् भावम्)।`,

  when: {
    window: (topic, s) =>
      `${oblique(topic)} के लिए सबसे अच्छा समय ${s.from} से ${s.to} तक${period(s)} है${s.ages ? `; उस समय आपकी उम्र लगभग ${s.ages} वर्ष होगी` : ""}।`,
    now: (topic, s) => `${oblique(topic)} के लिए अनुकूल समय अभी चल रहा है${period(s)}, जो ${s.to} तक रहेगा।`,
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
    strong: (topic, s) =>
      s
        ? `हाँ, ${oblique(topic)} के योग अच्छे हैं, और ये सबसे साफ़ ${s.from} से ${s.to} तक दिखते हैं।`
        : `हाँ, इस कुंडली में ${oblique(topic)} के योग अच्छे हैं।`,
    mixed: (topic, s) =>
      s
        ? `मेहनत करें तो संभावना अच्छी है: कुंडली ${oblique(topic)} में मध्यम साथ देती है, और बेहतर समय ${s.from} से ${s.to} तक है।`
        : `मेहनत करें तो संभावना अच्छी है: कुंडली ${oblique(topic)} में मध्यम साथ देती है।`,
    slow: (topic, s) =>
      s
        ? `हो सकता है, पर देर से और ज़्यादा मेहनत के बाद: ${oblique(topic)} के लिए बेहतर मौक़ा ${s.from} से ${s.to} तक है।`
        : `हो सकता है, पर ${oblique(topic)} में देर होगी और धैर्य चाहिए।`,
  },
  choice: {
    lean: (lean, other) => `दोनों में से आपकी कुंडली ${other} के बजाय ${lean} का ज़्यादा साथ देती है।`,
    even: (a, b) =>
      `आपकी कुंडली ${a} और ${b} में से किसी एक का साफ़ तौर पर ज़्यादा साथ नहीं देती, इसलिए फ़ैसला आपकी अपनी पसंद पर है।`,
  },
  count: {
    children: (indication) =>
      `शास्त्रीय संकेत ${indication === "one" ? "एक, शायद दो संतान" : indication === "two" ? "दो संतान" : "दो या अधिक संतान"} का है।`,
    caveat: "इसे केवल शास्त्रीय संकेत मानिए: असली संख्या सेहत और आपके अपने फ़ैसले तय करते हैं।",
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
    strong: (topic, s) =>
      s
        ? `इस कुंडली में ${oblique(topic)} का पक्ष मज़बूत है, और सबसे अच्छा समय ${s.from} से ${s.to} तक है।`
        : `इस कुंडली में ${oblique(topic)} का पक्ष मज़बूत है।`,
    mixed: (topic, s) =>
      s
        ? `${oblique(topic)} को मिला-जुला साथ मिलता है: सही समय पर की गई मेहनत फल देती है, और वह समय ${s.from} से ${s.to} तक है।`
        : `${oblique(topic)} को मिला-जुला साथ मिलता है, इसलिए क़िस्मत से ज़्यादा सही समय पर की गई मेहनत काम आती है।`,
    slow: (topic, s) =>
      s
        ? `${oblique(topic)} में थोड़ा समय लगता है; सबसे ज़्यादा साथ ${s.from} से ${s.to} तक मिलता है।`
        : `${oblique(topic)} में थोड़ा समय लगता है, पर धैर्य का फल मीठा होता है।`,
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
    lord: (house, sign, p, helps, variant) =>
      variant === 0
        ? `${house} में ${sign} राशि है, और इसका स्वामी ${p.planet} ${at(p)} है${dig(p)}, ${helps ? "जो साथ देता है" : "जिससे रफ़्तार धीमी होती है"}।`
        : `${sign} राशि वाले ${house} का स्वामी ${p.planet} ${at(p)} बैठा है${dig(p)}: ${helps ? "यह साथ देने वाली स्थिति है" : "यह स्थिति ज़्यादा मेहनत माँगती है"}।`,
    occupants: (house, benefics, malefics) => {
      const sitting = (list: string) => (many(list) ? "बैठे" : "बैठा");
      return benefics && malefics
        ? `${house} में ${sitting(benefics)} ${benefics} इसे सहारा ${many(benefics) ? "देते हैं" : "देता है"}, जबकि वहीं ${sitting(malefics)} ${malefics} दबाव ${many(malefics) ? "बढ़ाते हैं" : "बढ़ाता है"}।`
        : benefics
          ? `${house} में ${sitting(benefics)} ${benefics} इसकी रक्षा ${many(benefics) ? "करते हैं" : "करता है"}।`
          : `${house} में ${sitting(malefics)} ${malefics} मेहनत और कुछ देरी ${many(malefics) ? "लाते हैं" : "लाता है"}।`;
    },
    karaka: (p, role, helps) =>
      `${role} ${p.planet} ${at(p)} है${dig(p)}, ${helps ? "जो अच्छा संकेत है" : "इसलिए फल मिलने में समय लगता है"}।`,
    dasha: (md, ad, until, active, topic) =>
      active
        ? `${md} की महादशा में ${ad} की अंतर्दशा ${until} तक चलती है, और यह दशा ${oblique(topic)} के भावों से जुड़ी है, इसलिए यह सक्रिय समय है।`
        : `${until} तक चलने वाली ${md}–${ad} दशा ${oblique(topic)} से ज़्यादा जीवन के दूसरे पक्षों पर काम करती है, इसलिए इस विषय में अभी ख़ास हलचल नहीं दिखती।`,
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
  action: (area, _tone, when) => ACTIONS[area](when),
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
