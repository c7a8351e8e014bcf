// The words of a match in English, Nepali and Hindi: the koota names (the same Sanskrit names in both Devanagari
// languages, as families read them in a patra), what each koota weighs, the categories the kootas compare, the
// doshas and Manglik. Chart words (signs, planets, nakshatras) come from the guru's WORDS, as the glossary gives them (docs/languages.md).
import { BODY_DISPLAY_NAMES, SIGN_NAMES } from "../astro/jyotish";
import { BODY_NAMES } from "../astro/types";
import { WORDS } from "../guru/compose/words";
import type { GuruLanguage } from "../guru/contract";
import type { DoshaName, KootaName } from "../jyotish/matching/types";

export interface MatchWords {
  koota: Record<KootaName, string>;
  /** What the koota weighs, as a noun phrase: "friendship and understanding". */
  weighs: Record<KootaName, string>;
  dosha: Record<DoshaName, string>;
  /** A koota's category (an English name from the engine) in this language. */
  category(english: string): string;
}

const KOOTAS_DEVANAGARI: Record<KootaName, string> = {
  varna: "वर्ण",
  vashya: "वश्य",
  tara: "तारा",
  yoni: "योनि",
  graha_maitri: "ग्रह मैत्री",
  gana: "गण",
  bhakoot: "भकूट",
  nadi: "नाडी",
};

/** The engine's category names (and their common English glosses) in Devanagari, alike in Nepali and Hindi. */
const CATEGORIES_DEVANAGARI: Record<string, string> = {
  brahmin: "ब्राह्मण",
  kshatriya: "क्षत्रिय",
  vaishya: "वैश्य",
  shudra: "शूद्र",
  chatushpada: "चतुष्पद",
  quadruped: "चतुष्पद",
  manava: "मानव",
  dwipada: "मानव",
  human: "मानव",
  jalachara: "जलचर",
  water: "जलचर",
  vanachara: "वनचर",
  wild: "वनचर",
  keeta: "कीट",
  insect: "कीट",
  janma: "जन्म",
  sampat: "सम्पत्",
  vipat: "विपत्",
  kshema: "क्षेम",
  pratyak: "प्रत्यरि",
  pratyari: "प्रत्यरि",
  sadhana: "साधक",
  sadhaka: "साधक",
  vadha: "वध",
  naidhana: "वध",
  mitra: "मित्र",
  "param mitra": "अतिमित्र",
  "parama mitra": "अतिमित्र",
  "ati mitra": "अतिमित्र",
  horse: "अश्व",
  elephant: "गज",
  sheep: "मेष",
  goat: "मेष",
  serpent: "सर्प",
  snake: "सर्प",
  dog: "श्वान",
  cat: "मार्जार",
  rat: "मूषक",
  cow: "गौ",
  buffalo: "महिष",
  tiger: "व्याघ्र",
  deer: "मृग",
  hare: "मृग",
  monkey: "वानर",
  mongoose: "नकुल",
  lion: "सिंह",
  deva: "देव",
  manushya: "मनुष्य",
  rakshasa: "राक्षस",
  adi: "आदि",
  madhya: "मध्य",
  antya: "अन्त्य",
};

/** Categories that are chart words: a sign (Bhakoot) or a planet (Graha Maitri). */
function chartWord(language: GuruLanguage, english: string): string | null {
  const sign = SIGN_NAMES.indexOf(english as (typeof SIGN_NAMES)[number]);
  if (sign >= 0) return WORDS[language].sign(sign);
  const body = BODY_NAMES.find((b) => BODY_DISPLAY_NAMES[b] === english);
  return body ? WORDS[language].planet(body) : null;
}

function devanagariCategory(language: GuruLanguage) {
  return (english: string) =>
    chartWord(language, english) ?? CATEGORIES_DEVANAGARI[english.toLowerCase().trim()] ?? english;
}

const en: MatchWords = {
  koota: {
    varna: "Varna",
    vashya: "Vashya",
    tara: "Tara",
    yoni: "Yoni",
    graha_maitri: "Graha Maitri",
    gana: "Gana",
    bhakoot: "Bhakoot",
    nadi: "Nadi",
  },
  weighs: {
    varna: "temperament in work and duty",
    vashya: "mutual attraction and influence",
    tara: "wellbeing and fortune together",
    yoni: "physical and emotional closeness",
    graha_maitri: "friendship and understanding of the minds",
    gana: "nature and behaviour",
    bhakoot: "affection, family welfare and prosperity",
    nadi: "health and children",
  },
  dosha: { nadi: "Nadi dosha", bhakoot: "Bhakoot dosha", gana: "Gana dosha" },
  category: (english) => english,
};

const ne: MatchWords = {
  koota: KOOTAS_DEVANAGARI,
  weighs: {
    varna: "काम र कर्तव्यमा स्वभाव",
    vashya: "आपसी आकर्षण र प्रभाव",
    tara: "सँगैको सुख र भाग्य",
    yoni: "शारीरिक र भावनात्मक निकटता",
    graha_maitri: "मनको मित्रता र बुझाइ",
    gana: "स्वभाव र व्यवहार",
    bhakoot: "माया, परिवारको कल्याण र समृद्धि",
    nadi: "स्वास्थ्य र सन्तान",
  },
  dosha: { nadi: "नाडी दोष", bhakoot: "भकूट दोष", gana: "गण दोष" },
  category: devanagariCategory("ne"),
};

const hi: MatchWords = {
  koota: { ...KOOTAS_DEVANAGARI, nadi: "नाड़ी" },
  weighs: {
    varna: "काम और कर्तव्य में स्वभाव",
    vashya: "आपसी आकर्षण और प्रभाव",
    tara: "साथ का सुख और भाग्य",
    yoni: "शारीरिक और भावनात्मक निकटता",
    graha_maitri: "मन की मित्रता और समझ",
    gana: "स्वभाव और व्यवहार",
    bhakoot: "प्रेम, परिवार का कल्याण और समृद्धि",
    nadi: "स्वास्थ्य और संतान",
  },
  dosha: { nadi: "नाड़ी दोष", bhakoot: "भकूट दोष", gana: "गण दोष" },
  category: devanagariCategory("hi"),
};

export const MATCH_WORDS: Record<GuruLanguage, MatchWords> = { en, ne, hi };
