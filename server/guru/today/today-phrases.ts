// The sentences of the guru's answer about today, in English, Nepali and Hindi (तपाईं / आप throughout). An
// unfavourable tara is never named (its names speak of danger): the answer only says the day's star does not favour
// a big beginning. Review notes: docs/guru-language-review.md "Today".
import type { GuruLanguage } from "../contract";
import type { TodayQuestion } from "./asks-about-today";
import type { DayVerdict, NakshatraNatureForMuhurta, TithiGroup } from "./day-for-beginnings";

export interface TodayFactsLine {
  vara: string;
  /** "Shukla Saptami" / "शुक्ल सप्तमी". */
  tithi: string;
  tithiUntil: string;
  nakshatra: string;
  nakshatraUntil: string;
  yoga: string;
  sunrise: string;
  sunset: string;
  rahuStart: string;
  rahuEnd: string;
}

export interface TodayPhrases {
  /** The direct answer: whether today suits a beginning, or how the day is for the asker. */
  verdict: Record<Exclude<TodayQuestion, "facts">, Record<DayVerdict, string>>;
  tithi(tithi: string, group: TithiGroup, darkMoon: boolean): string;
  nakshatra(nakshatra: string, nature: NakshatraNatureForMuhurta): string;
  /** The house the Moon passes today, counted from the natal Moon's sign (`house`: "5th house" in the language). */
  moonHouse(house: string, favourable: boolean): string;
  /** `taraName` is null for a tara that does not favour a beginning. */
  tara(birthStar: string, taraName: string | null): string;
  rahuKaal(start: string, end: string, verdict: DayVerdict): string;
  facts(day: TodayFactsLine): string;
  /** Whose clock the times are on: the birth place. */
  place(placeName: string | null): string;
  nepalPatro: string;
  /** A greeting in the morning: today's tithi and nakshatra. */
  morning(tithi: string, nakshatra: string): string;
  /** Names of the favourable taras (2, 4, 6, 8, 9); index = tara - 1. */
  taraNames: readonly string[];
  tithiGroups: Record<TithiGroup, string>;
}

const en: TodayPhrases = {
  verdict: {
    begin: {
      favourable:
        "Yes, today suits a beginning: the tithi, the Moon's nakshatra and your own star for the day all support it.",
      mixed: "Today will do for a beginning, though it is not the best of days: two of the three measures support it.",
      better_another_day:
        "Today is better for carrying on what you have already started; for an important beginning, a brighter day would serve you better.",
    },
    day: {
      favourable: "Today is a bright day for you: a good one to begin something that matters to you.",
      mixed: "Today is a steady day for you: good for carrying on the work in hand, and fine for a modest start.",
      better_another_day:
        "Today is a quiet day for you: one for patience and small, careful steps, with big beginnings kept for a brighter day.",
    },
  },
  tithi: (tithi, group, darkMoon) =>
    darkMoon
      ? `It is ${tithi}, the new moon: a day kept for rest and remembering the ancestors rather than for beginnings.`
      : group === "rikta"
        ? `${tithi} is a Rikta ("empty") tithi, which the muhurta texts leave out for beginnings.`
        : `${tithi} is a ${en.tithiGroups[group]} tithi, one of those chosen for beginnings.`,
  nakshatra: (nakshatra, nature) => `The Moon is in ${nakshatra}, ${EN_NATURES[nature]}`,
  moonHouse: (house, favourable) =>
    favourable
      ? `Today the Moon passes the ${house} counted from your Moon sign, one of the houses where its passage helps.`
      : `Today the Moon passes the ${house} counted from your Moon sign, not one of the houses where its passage helps, so the day asks for patience.`,
  tara: (birthStar, taraName) =>
    taraName
      ? `Counted from your birth star, ${birthStar}, today's star is ${taraName} tara, a favourable one for you.`
      : `Counted from your birth star, ${birthStar}, today's star is not one of your favourable taras for a beginning.`,
  rahuKaal: (start, end, verdict) =>
    verdict === "better_another_day"
      ? `If it cannot wait, keep the first step small and take it outside rahu kaal, ${start} to ${end}.`
      : `Whatever you begin, begin it outside rahu kaal, ${start} to ${end}.`,
  facts: (d) =>
    `Today is ${d.vara}: ${d.tithi} tithi until ${d.tithiUntil}, the Moon in ${d.nakshatra} until ${d.nakshatraUntil}, and ${d.yoga} yoga. Sunrise is at ${d.sunrise} and sunset at ${d.sunset}; rahu kaal runs from ${d.rahuStart} to ${d.rahuEnd}.`,
  place: (name) => (name ? `The times are for ${name}, your birth place.` : "The times are for your birth place."),
  nepalPatro: "The tithi and nakshatra follow Nepal's patro, computed by the Surya Siddhanta.",
  morning: (tithi, nakshatra) => `Today is ${tithi}, with the Moon in ${nakshatra}.`,
  taraNames: ["Janma", "Sampat", "Vipat", "Kshema", "Pratyak", "Sadhana", "Naidhana", "Mitra", "Parama Mitra"],
  tithiGroups: { nanda: "Nanda", bhadra: "Bhadra", jaya: "Jaya", rikta: "Rikta", purna: "Purna" },
};

const EN_NATURES: Record<NakshatraNatureForMuhurta, string> = {
  fixed: "a fixed (dhruva) nakshatra, good for what should last: a home, a shop, a long commitment.",
  movable: "a movable (chara) nakshatra, good for travel, vehicles and work that moves.",
  soft: "a soft (mridu) nakshatra, good for the arts, new clothes, friendship and happy ceremonies.",
  swift: "a swift (kshipra) nakshatra, good for trade, learning and starting a medicine.",
  mixed: "a mixed (mishra) nakshatra, fine for everyday work and worship.",
  fierce: "a fierce (ugra) nakshatra, which is not chosen for auspicious beginnings.",
  sharp: "a sharp (tikshna) nakshatra, which is not chosen for auspicious beginnings.",
};

const ne: TodayPhrases = {
  verdict: {
    begin: {
      favourable: "हो, आज नयाँ काम सुरु गर्न राम्रो दिन छ: तिथि, चन्द्रमाको नक्षत्र र तपाईंको आजको तारा, तीनवटै अनुकूल छन्।",
      mixed: "आज नयाँ काम सुरु गर्न सकिन्छ, तर सबैभन्दा राम्रो दिन भने होइन: तीनमध्ये दुई कुरा मात्र अनुकूल छन्।",
      better_another_day:
        "आजको दिन सुरु गरिसकेको काम अघि बढाउन उपयुक्त छ; ठूलो र महत्त्वपूर्ण काम थाल्न अर्को राम्रो दिन पर्खनु बेस हुन्छ।",
    },
    day: {
      favourable: "आजको दिन तपाईंका लागि राम्रो छ: मनमा राखेको महत्त्वपूर्ण काम थाल्न उपयुक्त।",
      mixed: "आजको दिन तपाईंका लागि ठीकै छ: हातमा लिएको काम अघि बढाउन राम्रो, सानोतिनो थालनी गर्न पनि हुन्छ।",
      better_another_day:
        "आजको दिन तपाईंका लागि शान्त छ: धैर्य राखेर होसियारीसाथ सानो-सानो कदम चाल्ने दिन; ठूलो थालनी अर्को राम्रो दिनका लागि राख्नुहोला।",
    },
  },
  tithi: (tithi, group, darkMoon) =>
    darkMoon
      ? `आज ${tithi} हो: यो दिन नयाँ थालनीभन्दा विश्राम र पितृस्मरणका लागि मानिन्छ।`
      : group === "rikta"
        ? `${tithi} रिक्ता तिथि हो; मुहूर्त ग्रन्थहरूले शुभ काम थाल्न यो तिथि टार्ने सल्लाह दिन्छन्।`
        : `${tithi} ${ne.tithiGroups[group]} तिथि हो, जुन शुभ काम थाल्न रोजिन्छ।`,
  nakshatra: (nakshatra, nature) => `चन्द्रमा ${nakshatra} नक्षत्रमा छ, ${NE_NATURES[nature]}`,
  moonHouse: (house, favourable) =>
    favourable
      ? `तपाईंको चन्द्र राशिबाट गन्दा आज चन्द्रमा ${house}मा छ, जुन चन्द्र गोचरका लागि शुभ भाव हो।`
      : `तपाईंको चन्द्र राशिबाट गन्दा आज चन्द्रमा ${house}मा छ, जुन चन्द्र गोचरका लागि शुभ भाव होइन; त्यसैले आज धैर्य चाहिन्छ।`,
  tara: (birthStar, taraName) =>
    taraName
      ? `तपाईंको जन्म नक्षत्र ${birthStar}बाट गन्दा आज ${taraName} तारा पर्छ, जुन तपाईंका लागि शुभ हो।`
      : `तपाईंको जन्म नक्षत्र ${birthStar}बाट गन्दा आजको तारा नयाँ थालनीका लागि अनुकूल पर्दैन।`,
  rahuKaal: (start, end, verdict) =>
    verdict === "better_another_day"
      ? `पर्खन नमिल्ने काम हो भने राहु काल (${start}देखि ${end}सम्म) छाडेर सानो कदमबाट थाल्नुहोला।`
      : `जे काम सुरु गर्नुहुन्छ, राहु काल (${start}देखि ${end}सम्म) छाडेर गर्नुहोला।`,
  facts: (d) =>
    `आज ${d.vara} हो: ${d.tithi} तिथि ${d.tithiUntil}सम्म, ${d.nakshatra} नक्षत्र ${d.nakshatraUntil}सम्म, ${d.yoga} योग। सूर्योदय ${d.sunrise}मा, सूर्यास्त ${d.sunset}मा; राहु काल ${d.rahuStart}देखि ${d.rahuEnd}सम्म।`,
  place: () => "यहाँ दिइएका समय तपाईंको जन्म स्थानको स्थानीय समयअनुसार हुन्।",
  nepalPatro: "तिथि र नक्षत्र नेपाली पात्रोअनुसार सूर्य सिद्धान्तबाट गणना गरिएका हुन्।",
  morning: (tithi, nakshatra) => `आज ${tithi} तिथि हो र चन्द्रमा ${nakshatra} नक्षत्रमा छ।`,
  taraNames: ["जन्म", "सम्पत्", "विपत्", "क्षेम", "प्रत्यक्", "साधक", "नैधन", "मित्र", "परम मित्र"],
  tithiGroups: { nanda: "नन्दा", bhadra: "भद्रा", jaya: "जया", rikta: "रिक्ता", purna: "पूर्णा" },
};

const NE_NATURES: Record<NakshatraNatureForMuhurta, string> = {
  fixed: "जुन ध्रुव (स्थिर) नक्षत्र हो: घर बनाउने, पसल खोल्ने वा लामो समय टिक्नुपर्ने काम थाल्न राम्रो।",
  movable: "जुन चर नक्षत्र हो: यात्रा, सवारी साधन र घुमफिर गर्नुपर्ने कामका लागि राम्रो।",
  soft: "जुन मृदु नक्षत्र हो: कला, नयाँ लुगा, मित्रता र मङ्गल कार्यका लागि राम्रो।",
  swift: "जुन क्षिप्र नक्षत्र हो: व्यापार, पढाइ र औषधि सुरु गर्न राम्रो।",
  mixed: "जुन मिश्र नक्षत्र हो: दैनिक काम र पूजापाठका लागि ठीक।",
  fierce: "जुन उग्र नक्षत्र हो: शुभ कामको थालनीका लागि यसलाई रोजिँदैन।",
  sharp: "जुन तीक्ष्ण नक्षत्र हो: शुभ कामको थालनीका लागि यसलाई रोजिँदैन।",
};

const hi: TodayPhrases = {
  verdict: {
    begin: {
      favourable: "हाँ, आज नया काम शुरू करने के लिए अच्छा दिन है: तिथि, चंद्रमा का नक्षत्र और आपका आज का तारा, तीनों अनुकूल हैं।",
      mixed: "आज नया काम शुरू किया जा सकता है, पर यह सबसे अच्छा दिन नहीं है: तीन में से दो बातें ही अनुकूल हैं।",
      better_another_day:
        "आज का दिन पहले से शुरू किए गए काम को आगे बढ़ाने के लिए ठीक है; किसी बड़े या महत्वपूर्ण काम की शुरुआत के लिए कोई और अच्छा दिन चुनना बेहतर रहेगा।",
    },
    day: {
      favourable: "आज का दिन आपके लिए अच्छा है: मन में रखे किसी महत्वपूर्ण काम की शुरुआत के लिए अनुकूल।",
      mixed: "आज का दिन आपके लिए ठीक-ठाक है: हाथ में लिए हुए काम को आगे बढ़ाने के लिए अच्छा, और छोटी शुरुआत भी की जा सकती है।",
      better_another_day:
        "आज का दिन आपके लिए शांत है: धैर्य रखकर छोटे-छोटे, सधे हुए कदम उठाने का दिन; बड़ी शुरुआत किसी और अच्छे दिन के लिए रखें।",
    },
  },
  tithi: (tithi, group, darkMoon) =>
    darkMoon
      ? `आज ${tithi} है: यह दिन नई शुरुआत से ज़्यादा विश्राम और पितरों के स्मरण का माना जाता है।`
      : group === "rikta"
        ? `${tithi} रिक्ता तिथि है; मुहूर्त ग्रंथों में शुभ कार्य की शुरुआत के लिए इसे टालने की सलाह दी गई है।`
        : `${tithi} ${hi.tithiGroups[group]} तिथि है, जिसे शुभ कार्य की शुरुआत के लिए चुना जाता है।`,
  nakshatra: (nakshatra, nature) => `चंद्रमा ${nakshatra} नक्षत्र में है, ${HI_NATURES[nature]}`,
  moonHouse: (house, favourable) =>
    favourable
      ? `आपकी चंद्र राशि से गिनने पर आज चंद्रमा ${house} में है, जो चंद्र गोचर के लिए शुभ भाव है।`
      : `आपकी चंद्र राशि से गिनने पर आज चंद्रमा ${house} में है, जो चंद्र गोचर के लिए शुभ भाव नहीं है; इसलिए आज धैर्य रखें।`,
  tara: (birthStar, taraName) =>
    taraName
      ? `आपके जन्म नक्षत्र ${birthStar} से गिनने पर आज ${taraName} तारा पड़ता है, जो आपके लिए शुभ है।`
      : `आपके जन्म नक्षत्र ${birthStar} से गिनने पर आज का तारा नई शुरुआत के लिए अनुकूल नहीं पड़ता।`,
  rahuKaal: (start, end, verdict) =>
    verdict === "better_another_day"
      ? `अगर काम टल नहीं सकता, तो राहु काल (${start} से ${end} तक) को छोड़कर छोटे कदम से शुरुआत करें।`
      : `जो भी काम शुरू करें, राहु काल (${start} से ${end} तक) को छोड़कर करें।`,
  facts: (d) =>
    `आज ${d.vara} है: ${d.tithi} तिथि ${d.tithiUntil} तक, ${d.nakshatra} नक्षत्र ${d.nakshatraUntil} तक, ${d.yoga} योग। सूर्योदय ${d.sunrise} पर, सूर्यास्त ${d.sunset} पर; राहु काल ${d.rahuStart} से ${d.rahuEnd} तक।`,
  place: () => "ये समय आपके जन्म स्थान के स्थानीय समय के अनुसार हैं।",
  nepalPatro: "तिथि और नक्षत्र की गणना नेपाल के पंचांग के अनुसार सूर्य सिद्धांत से की गई है।",
  morning: (tithi, nakshatra) => `आज ${tithi} तिथि है और चंद्रमा ${nakshatra} नक्षत्र में है।`,
  taraNames: ["जन्म", "संपत", "विपत", "क्षेम", "प्रत्यक", "साधक", "नैधन", "मित्र", "परम मित्र"],
  tithiGroups: { nanda: "नंदा", bhadra: "भद्रा", jaya: "जया", rikta: "रिक्ता", purna: "पूर्णा" },
};

const HI_NATURES: Record<NakshatraNatureForMuhurta, string> = {
  fixed: "जो ध्रुव (स्थिर) नक्षत्र है: घर बनाने, दुकान खोलने या लंबे समय तक चलने वाले काम की शुरुआत के लिए अच्छा।",
  movable: "जो चर नक्षत्र है: यात्रा, वाहन और घूमने-फिरने से जुड़े कामों के लिए अच्छा।",
  soft: "जो मृदु नक्षत्र है: कला, नए कपड़े, मित्रता और मांगलिक कार्यों के लिए अच्छा।",
  swift: "जो क्षिप्र नक्षत्र है: व्यापार, पढ़ाई और दवा शुरू करने के लिए अच्छा।",
  mixed: "जो मिश्र नक्षत्र है: रोज़मर्रा के कामकाज और पूजा-पाठ के लिए ठीक।",
  fierce: "जो उग्र नक्षत्र है: शुभ कार्य की शुरुआत के लिए इसे नहीं चुना जाता।",
  sharp: "जो तीक्ष्ण नक्षत्र है: शुभ कार्य की शुरुआत के लिए इसे नहीं चुना जाता।",
};

export const TODAY_PHRASES: Record<GuruLanguage, TodayPhrases> = { en, ne, hi };
