/**
 * The first reading in Nepali (तपाईं) and Hindi (आप), from the same judgement as the English one: the ascendant
 * and its lord, the yogakaraka, the Moon's sign, nakshatra, its deity and gana, the best placed planet, the yogas,
 * the running MD/AD/PD and Saturn's transit with Sade Sati. Chart words exactly as the glossary gives them (docs/languages.md) (through
 * the guru's WORDS); plain paragraphs, no HTML.
 */
import type { ChartData } from "../astro/types";
import { WORDS } from "../guru/compose/words";
import type { GuruLanguage } from "../guru/contract";
import { type ChartJudgement, NAKSHATRA_NATURE, type YogaName } from "../jyotish";

export type Devanagari = Exclude<GuruLanguage, "en">;

/** The presiding deities (the same Sanskrit names in both languages), as in nakshatra-nature.ts. */
const DEITIES = [
  "अश्विनीकुमार",
  "यम",
  "अग्नि",
  "प्रजापति (ब्रह्मा)",
  "सोम",
  "रुद्र",
  "अदिति",
  "बृहस्पति",
  "नाग",
  "पितृ",
  "भग",
  "अर्यमा",
  "सविता",
  "त्वष्टा",
  "वायु",
  "इन्द्र-अग्नि",
  "मित्र",
  "इन्द्र",
  "निरृति",
  "आपः (जल)",
  "विश्वेदेव",
  "विष्णु",
  "अष्ट वसु",
  "वरुण",
  "अज एकपाद",
  "अहिर्बुध्न्य",
  "पूषा",
];

const PADAS: Record<Devanagari, readonly string[]> = {
  ne: ["पहिलो", "दोस्रो", "तेस्रो", "चौथो"],
  hi: ["पहले", "दूसरे", "तीसरे", "चौथे"],
};

const GANA: Record<string, string> = { deva: "देव", manushya: "मनुष्य", rakshasa: "राक्षस" };

const YOGA_NAMES: Record<YogaName, string> = {
  gajakesari: "गजकेसरी योग",
  ruchaka: "रुचक योग",
  bhadra: "भद्र योग",
  hamsa: "हंस योग",
  malavya: "मालव्य योग",
  sasa: "शश योग",
  "budha-aditya": "बुधादित्य योग",
  raja: "राजयोग",
  dhana: "धनयोग",
  "viparita-raja": "विपरीत राजयोग",
  kemadruma: "केमद्रुम योग",
};

const PHASES: Record<Devanagari, Record<"rising" | "peak" | "setting", string>> = {
  ne: { rising: "उदय चरण", peak: "शिखर चरण", setting: "अस्त चरण" },
  hi: { rising: "आरंभिक चरण", peak: "शिखर चरण", setting: "अंतिम चरण" },
};

function degreesIn(language: Devanagari, value: number): string {
  const number = WORDS[language].number;
  const whole = Math.floor(value);
  const minutes = Math.floor((value - whole) * 60);
  return `${number(whole)}°${number(minutes).padStart(2, number(0))}'`;
}

export function interpretChartDevanagari(
  language: Devanagari,
  person: string,
  chart: ChartData,
  j: ChartJudgement,
  /** A date as the kundali page writes it in this language (BS in Nepali): server/kundali/dates.ts. */
  date: (iso: string) => string,
): string {
  const w = WORDS[language];
  const ne = language === "ne";
  const asc = chart.ascendant;
  const lord = chart.bodies[j.ascendant.lord];
  const dignity = (d: string) => (d ? ` (${d})` : "");
  const paragraphs: string[] = [];

  const yk = j.functional.yogakaraka;
  const ykLine = yk
    ? ne
      ? ` ${w.sign(asc.sign)} लग्नका लागि ${w.planet(yk)} योगकारक ग्रह हो, र यो तपाईंको ${w.house(chart.bodies[yk].house)}मा ${w.sign(chart.bodies[yk].sign)} राशिमा छ।`
      : ` ${w.sign(asc.sign)} लग्न के लिए ${w.planet(yk)} योगकारक ग्रह है, और यह आपके ${w.house(chart.bodies[yk].house)} में ${w.sign(chart.bodies[yk].sign)} राशि में है।`
    : "";
  paragraphs.push(
    ne
      ? `नमस्ते ${person} जी। तपाईंको लग्न ${w.sign(asc.sign)} (${degreesIn(language, asc.degInSign)}) हो, र लग्नेश ${w.planet(j.ascendant.lord)} तपाईंको ${w.house(lord.house)}मा ${w.sign(lord.sign)} राशिमा${dignity(w.dignity(lord.dignity))} छ।${ykLine}`
      : `नमस्ते ${person} जी। आपका लग्न ${w.sign(asc.sign)} (${degreesIn(language, asc.degInSign)}) है, और लग्नेश ${w.planet(j.ascendant.lord)} आपके ${w.house(lord.house)} में ${w.sign(lord.sign)} राशि में${dignity(w.dignity(lord.dignity))} है।${ykLine}`,
  );

  const moon = chart.bodies.moon;
  const nakshatra = WORDS[language].nakshatra(moon.nakshatra);
  const gana = GANA[NAKSHATRA_NATURE[moon.nakshatra]?.gana ?? ""] ?? "";
  paragraphs.push(
    ne
      ? `तपाईंको चन्द्र राशि ${w.sign(moon.sign)} हो: चन्द्रमा ${degreesIn(language, moon.degInSign)}मा ${nakshatra} नक्षत्रको ${PADAS.ne[moon.pada - 1]} चरणमा, तपाईंको ${w.house(moon.house)}मा छ। ${nakshatra} नक्षत्रका देवता ${DEITIES[moon.nakshatra]} हुन् र यो ${gana} गणको नक्षत्र हो।`
      : `आपकी चंद्र राशि ${w.sign(moon.sign)} है: चंद्रमा ${degreesIn(language, moon.degInSign)} पर ${nakshatra} नक्षत्र के ${PADAS.hi[moon.pada - 1]} चरण में, आपके ${w.house(moon.house)} में है। ${nakshatra} नक्षत्र के देवता ${DEITIES[moon.nakshatra]} हैं और यह ${gana} गण का नक्षत्र है।`,
  );

  const best = chart.bodies[j.bestPlaced.body];
  const strongest = ne
    ? `तपाईंको कुण्डलीमा सबैभन्दा बलियो ग्रह ${w.planet(best.name)} हो, जुन तपाईंको ${w.house(best.house)}मा ${w.sign(best.sign)} राशिमा${dignity(w.dignity(best.dignity))} छ।`
    : `आपकी कुंडली में सबसे बलवान ग्रह ${w.planet(best.name)} है, जो आपके ${w.house(best.house)} में ${w.sign(best.sign)} राशि में${dignity(w.dignity(best.dignity))} है।`;
  const yogas = j.yogas.filter((y) => !y.cancelled && y.nature === "benefic").slice(0, 3);
  const yogaLine =
    yogas.length > 0
      ? ne
        ? ` तपाईंको कुण्डलीमा ${w.list(yogas.map((y) => `${YOGA_NAMES[y.name]} (${w.list(y.bodies.map((b) => w.planet(b)))})`))} छ।`
        : ` आपकी कुंडली में ${w.list(yogas.map((y) => `${YOGA_NAMES[y.name]} (${w.list(y.bodies.map((b) => w.planet(b)))})`))} है।`
      : "";
  paragraphs.push(`${strongest}${yogaLine}`);

  const d = j.dasha;
  if (d) {
    const planetOf = (lord: string) => w.planet(lord.toLowerCase() as Parameters<typeof w.planet>[0]);
    paragraphs.push(
      ne
        ? `अहिले ${planetOf(d.mahadasha.lord)}को महादशा ${date(d.mahadasha.end)}सम्म, ${planetOf(d.antardasha.lord)}को अन्तर्दशा ${date(d.antardasha.end)}सम्म र ${planetOf(d.pratyantardasha.lord)}को प्रत्यन्तर दशा ${date(d.pratyantardasha.end)}सम्म चलिरहेको छ।`
        : `अभी ${planetOf(d.mahadasha.lord)} की महादशा ${date(d.mahadasha.end)} तक, ${planetOf(d.antardasha.lord)} की अंतर्दशा ${date(d.antardasha.end)} तक और ${planetOf(d.pratyantardasha.lord)} की प्रत्यंतर दशा ${date(d.pratyantardasha.end)} तक चल रही है।`,
    );
  }

  const saturn = j.gochar.placements.saturn;
  const saturnHouse = w.house(saturn.houseFromAscendant);
  const s = j.sadeSati;
  const sadeSati =
    s.active && s.current && s.phase
      ? ne
        ? ` तपाईंको साढेसाती (${PHASES.ne[s.phase]}) ${date(s.current.end)}सम्म चलिरहेको छ: धैर्य र नियमित मेहनतले यो समय राम्ररी पार हुन्छ।`
        : ` आपकी साढ़ेसाती (${PHASES.hi[s.phase]}) ${date(s.current.end)} तक चल रही है: धैर्य और नियमित मेहनत से यह समय अच्छी तरह बीतता है।`
      : s.next
        ? ne
          ? ` साढेसाती अहिले चलिरहेको छैन; अर्को साढेसाती ${date(s.next.start)}तिर सुरु हुन्छ।`
          : ` साढ़ेसाती अभी नहीं चल रही है; अगली साढ़ेसाती ${date(s.next.start)} के आसपास शुरू होगी।`
        : "";
  paragraphs.push(
    ne
      ? `शनिको गोचर अहिले ${w.sign(saturn.sign)} राशिमा, तपाईंको ${saturnHouse}मा छ।${sadeSati}`
      : `शनि का गोचर अभी ${w.sign(saturn.sign)} राशि में, आपके ${saturnHouse} में है।${sadeSati}`,
  );
  paragraphs.push(
    ne
      ? `यी सबै प्रवृत्ति हुन्, निश्चित भाग्य होइन: ${w.planet(best.name)}को बललाई आधार बनाउनुहोस्, र जीवनका कुनै पनि विषयमा आफ्नो गुरुसँग सोध्नुहोस्।`
      : `ये सब प्रवृत्तियाँ हैं, तय भाग्य नहीं: ${w.planet(best.name)} के बल को आधार बनाइए, और जीवन के किसी भी विषय पर अपने गुरु से पूछिए।`,
  );
  return paragraphs.join("\n\n");
}
