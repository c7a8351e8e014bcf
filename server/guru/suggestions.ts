// Three follow-up questions in the answer's language, each asking something the conversation has not answered
// yet: the same area from another angle (when / what kind / why), then a neighbouring area.
import type { GuruLanguage } from "./contract";
import type { LifeArea } from "./life-areas";
import type { GuruIntent } from "./understand/types";

type Angle = "when" | "what_kind" | "why";
type AreaQuestions = Record<Angle, string>;

const NEXT_AREA: Record<LifeArea, LifeArea> = {
  career: "finance",
  marriage: "family",
  relationships: "marriage",
  health: "career",
  finance: "property",
  education: "career",
  family: "property",
  children: "family",
  travel: "career",
  property: "finance",
  spirituality: "health",
  legal: "finance",
};

const QUESTIONS: Record<GuruLanguage, Record<LifeArea, AreaQuestions>> = {
  en: {
    career: {
      when: "When is a good time to change jobs?",
      what_kind: "Which line of work suits my chart?",
      why: "Why has my career been slow?",
    },
    marriage: {
      when: "When will I get married?",
      what_kind: "What kind of life partner does my chart show?",
      why: "Why is my marriage getting delayed?",
    },
    relationships: {
      when: "When will my love life settle?",
      what_kind: "What kind of partner suits me?",
      why: "Why do my relationships struggle?",
    },
    health: {
      when: "Which coming period needs more care for my health?",
      what_kind: "Which habits keep me strong?",
      why: "Why do I feel tired so often?",
    },
    finance: {
      when: "When will my income grow?",
      what_kind: "Is saving or investing better for me?",
      why: "Why does money not stay with me?",
    },
    education: {
      when: "When is the best period for my exams?",
      what_kind: "Which subjects suit my chart?",
      why: "Why is it hard for me to focus on studies?",
    },
    family: {
      when: "When will there be more peace at home?",
      what_kind: "How is my bond with my parents?",
      why: "Why are there quarrels in my family?",
    },
    children: {
      when: "When is a good time for children?",
      what_kind: "What does my chart say about my children?",
      why: "Why is having a child taking time?",
    },
    travel: {
      when: "When is a good time to go abroad?",
      what_kind: "Will I settle abroad or come back?",
      why: "Why does my visa keep getting stuck?",
    },
    property: {
      when: "When can I buy my own house?",
      what_kind: "Will I get family property?",
      why: "Why is buying land so difficult for me?",
    },
    spirituality: {
      when: "Which period is best for spiritual practice?",
      what_kind: "What is my spiritual path?",
      why: "Why do I feel restless inside?",
    },
    legal: {
      when: "When will my case be settled?",
      what_kind: "How strong am I against opponents?",
      why: "Why do disputes keep coming to me?",
    },
  },
  ne: {
    career: {
      when: "जागिर फेर्न कहिले राम्रो हुन्छ?",
      what_kind: "मेरो कुण्डलीलाई कस्तो काम सुहाउँछ?",
      why: "मेरो करियर किन ढिलो भइरहेको छ?",
    },
    marriage: { when: "मेरो बिहे कहिले हुन्छ?", what_kind: "मेरो जीवनसाथी कस्तो हुनेछ?", why: "मेरो बिहे किन ढिलो भइरहेको छ?" },
    relationships: {
      when: "मेरो प्रेम जीवन कहिले स्थिर हुन्छ?",
      what_kind: "मलाई कस्तो साथी सुहाउँछ?",
      why: "मेरो सम्बन्धमा किन समस्या आउँछ?",
    },
    health: {
      when: "कुन अवधिमा स्वास्थ्यमा बढी ध्यान दिनुपर्छ?",
      what_kind: "कुन बानीले मलाई स्वस्थ राख्छ?",
      why: "म किन धेरै थाकेको महसुस गर्छु?",
    },
    finance: {
      when: "मेरो आम्दानी कहिले बढ्छ?",
      what_kind: "मेरा लागि बचत राम्रो कि लगानी?",
      why: "मेरो हातमा पैसा किन टिक्दैन?",
    },
    education: {
      when: "परीक्षाका लागि कुन समय राम्रो छ?",
      what_kind: "मलाई कुन विषय सुहाउँछ?",
      why: "पढाइमा ध्यान किन लाग्दैन?",
    },
    family: { when: "घरमा कहिले शान्ति हुन्छ?", what_kind: "आमाबुबासँग मेरो सम्बन्ध कस्तो छ?", why: "परिवारमा किन झगडा हुन्छ?" },
    children: {
      when: "सन्तानका लागि कहिले राम्रो समय छ?",
      what_kind: "मेरो कुण्डलीले सन्तानबारे के भन्छ?",
      why: "सन्तान हुन किन समय लागिरहेको छ?",
    },
    travel: { when: "विदेश जान कहिले राम्रो हुन्छ?", what_kind: "म विदेशमै बस्छु कि फर्किन्छु?", why: "मेरो भिसा किन अड्किरहन्छ?" },
    property: {
      when: "म आफ्नो घर कहिले किन्न सक्छु?",
      what_kind: "मलाई पैतृक सम्पत्ति मिल्छ कि?",
      why: "जग्गा किन्न किन गाह्रो भइरहेको छ?",
    },
    spirituality: {
      when: "साधनाका लागि कुन अवधि राम्रो छ?",
      what_kind: "मेरो आध्यात्मिक बाटो कस्तो छ?",
      why: "मन किन अशान्त हुन्छ?",
    },
    legal: { when: "मेरो मुद्दा कहिले टुङ्गिन्छ?", what_kind: "विरोधीसँग म कत्तिको बलियो छु?", why: "मलाई किन विवादमा पर्नुपर्छ?" },
  },
  hi: {
    career: {
      when: "नौकरी बदलने का अच्छा समय कब है?",
      what_kind: "मेरी कुंडली को कौन सा काम सूट करता है?",
      why: "मेरा करियर धीमा क्यों चल रहा है?",
    },
    marriage: { when: "मेरी शादी कब होगी?", what_kind: "मेरा जीवनसाथी कैसा होगा?", why: "मेरी शादी में देर क्यों हो रही है?" },
    relationships: {
      when: "मेरा प्रेम जीवन कब स्थिर होगा?",
      what_kind: "मुझे कैसा साथी सूट करेगा?",
      why: "मेरे रिश्तों में दिक्कत क्यों आती है?",
    },
    health: {
      when: "किस अवधि में सेहत का ज़्यादा ध्यान रखना है?",
      what_kind: "कौन सी आदतें मुझे स्वस्थ रखेंगी?",
      why: "मैं इतना थका हुआ क्यों महसूस करता हूँ?",
    },
    finance: { when: "मेरी आमदनी कब बढ़ेगी?", what_kind: "मेरे लिए बचत अच्छी है या निवेश?", why: "मेरे पास पैसा क्यों नहीं टिकता?" },
    education: {
      when: "परीक्षा के लिए कौन सा समय अच्छा है?",
      what_kind: "मुझे कौन से विषय सूट करते हैं?",
      why: "पढ़ाई में मन क्यों नहीं लगता?",
    },
    family: { when: "घर में शांति कब आएगी?", what_kind: "माता-पिता से मेरा रिश्ता कैसा है?", why: "परिवार में झगड़े क्यों होते हैं?" },
    children: {
      when: "संतान के लिए अच्छा समय कब है?",
      what_kind: "मेरी कुंडली संतान के बारे में क्या कहती है?",
      why: "संतान होने में समय क्यों लग रहा है?",
    },
    travel: {
      when: "विदेश जाने का अच्छा समय कब है?",
      what_kind: "मैं विदेश में बसूँगा या लौटूँगा?",
      why: "मेरा वीज़ा बार-बार क्यों अटकता है?",
    },
    property: {
      when: "मैं अपना घर कब खरीद पाऊँगा?",
      what_kind: "क्या मुझे पैतृक संपत्ति मिलेगी?",
      why: "ज़मीन खरीदने में इतनी दिक्कत क्यों है?",
    },
    spirituality: {
      when: "साधना के लिए कौन सी अवधि अच्छी है?",
      what_kind: "मेरा आध्यात्मिक मार्ग क्या है?",
      why: "मन बेचैन क्यों रहता है?",
    },
    legal: {
      when: "मेरा मुकदमा कब सुलझेगा?",
      what_kind: "विरोधियों के सामने मैं कितना मज़बूत हूँ?",
      why: "मुझे बार-बार विवादों में क्यों पड़ना पड़ता है?",
    },
  },
};

const OPENING_AREAS: LifeArea[] = ["career", "marriage", "finance", "health"];

/** What the conversation has already asked: "area:angle" pairs (a general question counts as every angle's start). */
export type Asked = Set<string>;

export function askedKey(area: LifeArea, intent: GuruIntent): string {
  const angle =
    intent === "when" || intent === "will_it"
      ? "when"
      : intent === "what_kind" || intent === "which_of_two" || intent === "how_many"
        ? "what_kind"
        : intent === "why"
          ? "why"
          : "general";
  return `${area}:${angle}`;
}

/**
 * Follow-ups for an answer about `area` (two more angles on it, then one on the next area) or, without an area,
 * openers; anything the conversation already asked is skipped, and the next candidates fill its place.
 */
export function followUpSuggestions(language: GuruLanguage, area: LifeArea | null, asked: Asked): string[] {
  const table = QUESTIONS[language];
  const angles: Angle[] = ["when", "what_kind", "why"];
  const fresh = (a: LifeArea) => angles.filter((angle) => !asked.has(`${a}:${angle}`)).map((angle) => table[a][angle]);
  if (!area) return OPENING_AREAS.flatMap((a) => fresh(a).slice(0, 1)).slice(0, 3);
  const next = NEXT_AREA[area];
  const preferred = [...fresh(area).slice(0, 2), ...fresh(next).slice(0, 1)];
  const rest = [...fresh(area), ...fresh(next), ...fresh(NEXT_AREA[next])].filter((q) => !preferred.includes(q));
  return [...preferred, ...rest].slice(0, 3);
}
