// The life areas the guru recognises and where classical Jyotish looks for each (JYOTISH.md "Life areas"),
// with the words people use for them in English and in romanised Nepali and Hindi.
import type { BodyName } from "../astro/types";

export type LifeArea =
  | "career"
  | "marriage"
  | "relationships"
  | "health"
  | "finance"
  | "education"
  | "family"
  | "children"
  | "travel"
  | "property"
  | "spirituality"
  | "legal";

export interface LifeAreaRule {
  area: LifeArea;
  /** How the answer names it: "your career". */
  label: string;
  /** Houses in order of importance; the first is the main one. */
  houses: number[];
  karakas: BodyName[];
  /** Answers about this area also point to a professional (doctor, lawyer, financial adviser). */
  professional: string | null;
  /** Lower-case words and phrases (Latin and Devanagari), matched as whole words; longer phrases weigh more. */
  keywords: string[];
}

/** A comma-separated list of words and phrases, as a list. */
function words(list: string): string[] {
  return list
    .split(",")
    .map((w) => w.trim())
    .filter(Boolean);
}

export const LIFE_AREAS: LifeAreaRule[] = [
  {
    area: "career",
    label: "career and work",
    houses: [10, 6, 2, 11],
    karakas: ["sun", "saturn", "mercury", "jupiter"],
    professional: null,
    keywords: words(
      "career, job, jobs, promotion, promoted, business, work, office, boss, salary hike, profession, " +
        "naukri, jagir, kaam, government job, sarkari, interview, employment, employer, startup, start up, " +
        "transfer, posting, resign, company, occupation, self-employed, vyapar, byapar, field suits, " +
        "manager" +
        ", जागिर, नोकरी, करियर, व्यापार, व्यवसाय, पदोन्नति, सरकारी जागिर",
    ),
  },
  {
    area: "marriage",
    label: "marriage",
    houses: [7, 2, 11],
    karakas: ["venus", "jupiter"],
    professional: null,
    keywords: words(
      "marriage, married, marry, wedding, spouse, husband, wife, bihe, biha, bibaha, vivah, vivaah, " +
        "shaadi, shadi, life partner, manglik, mangal dosh, arranged, in-laws, in laws, divorce, wed, bride, " +
        "groom, matchmaking, kundali milan, gun milan, sasural" +
        ", बिहे, बिवाह, विवाह, शादी, श्रीमान, श्रीमती, पति, पत्नी, मांगलिक, जीवनसाथी",
    ),
  },
  {
    area: "relationships",
    label: "love and relationships",
    houses: [5, 7, 11],
    karakas: ["venus", "moon"],
    professional: null,
    keywords: words(
      "love, relationship, boyfriend, girlfriend, partner, crush, breakup, break up, ex, romance, " +
        "romantic, dating, feelings for me, prem, maya, soulmate, true love, affair, misunderstanding, " +
        "propose, lover" +
        ", प्रेम, प्यार, माया, प्रेमी, प्रेमिका",
    ),
  },
  {
    area: "health",
    label: "health",
    houses: [1, 6, 8],
    karakas: ["sun", "moon"],
    professional: "a qualified doctor",
    keywords: words(
      "health, illness, ill, disease, sick, sickness, surgery, operation, hospital, medicine, swasthya, " +
        "sashtya, rog, bimari, stress, anxiety, depression, tired, pain, fitness, weight, sleep, diabetes, " +
        "pressure, cancer, recover, accident, injury, mental, body" +
        ", स्वास्थ्य, स्वास्थ, रोग, बिरामी, बीमारी, बिमारी",
    ),
  },
  {
    area: "finance",
    label: "money and finances",
    houses: [2, 11, 5, 9],
    karakas: ["jupiter", "venus"],
    professional: "a qualified financial adviser",
    keywords: words(
      "money, finance, financial, wealth, rich, income, invest, investment, shares, stock, trading, loan, " +
        "debt, debts, paisa, dhan, lottery, savings, save money, profit, loss, earn, earning, lent, karja, " +
        "rin, crypto, bank, salary, gold" +
        ", पैसा, धन, ऋण, कर्जा, लगानी, आम्दानी, कमाई",
    ),
  },
  {
    area: "education",
    label: "education and studies",
    houses: [4, 5, 9],
    karakas: ["mercury", "jupiter"],
    professional: null,
    keywords: words(
      "study, studies, studying, education, exam, exams, marks, university, college, school, admission, " +
        "degree, masters, phd, scholarship, padhai, parhai, subject, lok sewa, loksewa, entrance, result, " +
        "ielts, pte, neet, jee, upsc, board exam, pass, learning" +
        ", पढाई, पढ़ाई, परीक्षा, शिक्षा, लोकसेवा",
    ),
  },
  {
    area: "family",
    label: "family and home life",
    houses: [4, 9, 2],
    karakas: ["moon", "sun"],
    professional: null,
    keywords: words(
      "family, mother, father, parents, mom, dad, aama, buwa, baba, mummy, papa, brother, sister, " +
        "siblings, parivar, ghar ma, household, relatives, joint family, peace at home, grandmother, " +
        "grandfather, disputes in my family" +
        ", परिवार, आमा, बुबा, माता, पिता, दाजु, भाइ, दिदी, बहिनी",
    ),
  },
  {
    area: "children",
    label: "children",
    houses: [5, 9],
    karakas: ["jupiter"],
    professional: null,
    keywords: words(
      "child, children, baby, pregnant, pregnancy, conceive, son, daughter, santan, bachha, baccha, chora, " +
        "chori, progeny, kids, kid, blessed with a child, ivf, fertility" +
        ", सन्तान, संतान, बच्चा, छोरा, छोरी",
    ),
  },
  {
    area: "travel",
    label: "travel and life abroad",
    houses: [12, 9, 3, 7],
    karakas: ["rahu", "moon"],
    professional: null,
    keywords: words(
      "abroad, foreign, travel, visa, pr, green card, settle, settlement, immigration, bidesh, videsh, " +
        "overseas, australia, america, usa, canada, uk, japan, korea, gulf, dubai, qatar, malaysia, europe, " +
        "trip, journey, migrate, outside the country, relocate" +
        ", विदेश, बिदेश, भिसा, वीजा, यात्रा",
    ),
  },
  {
    area: "property",
    label: "property, home and vehicles",
    houses: [4, 11],
    karakas: ["mars", "venus"],
    professional: null,
    keywords: words(
      "property, house, home loan, land, flat, apartment, plot, ghar, jagga, zameen, real estate, vehicle, " +
        "car, bike, scooter, ancestral, construction, build a house, own house, rent, makaan" +
        ", घर, जग्गा, जमीन, गाडी, मकान, सम्पत्ति",
    ),
  },
  {
    area: "spirituality",
    label: "spiritual life",
    houses: [9, 12, 5],
    karakas: ["jupiter", "ketu"],
    professional: null,
    keywords: words(
      "spiritual, spirituality, god, deity, worship, puja, pooja, meditation, moksha, dharma, karma, " +
        "temple, pilgrimage, guru, peace of mind, life purpose, purpose of my life, bhakti, mantra, yoga, " +
        "past life, soul, pashupatinath, kashi" +
        ", धर्म, पूजा, ध्यान, मोक्ष, भगवान",
    ),
  },
  {
    area: "legal",
    label: "legal matters and disputes",
    houses: [6, 7, 9],
    karakas: ["saturn", "jupiter"],
    professional: "a qualified lawyer",
    keywords: words(
      "court, case, legal, lawsuit, law suit, lawyer, police, jail, litigation, mudda, muddha, kesh, " +
        "dispute, enemy, enemies, opponent, fir, verdict, justice, fight" +
        ", मुद्दा, अदालत, मुकदमा, कानुनी",
    ),
  },
];

/** Words that make a question about timing ("when"), in English and romanised Nepali/Hindi. */
export const TIMING_KEYWORDS = words(
  "कहिले, कहिल्यै, कब, कति बेला, कुन साल, " +
    "when, which year, what year, which month, how long, how soon, by when, what age, at what age, " +
    "kahile, kaile, kab, kati barsa, kun barsa, timing, this year, next year, coming year, coming years, " +
    "delayed, delay, soon, till when",
);
