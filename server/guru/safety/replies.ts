// The replies given instead of a reading when the asker may be in danger: short, caring, in the asker's language
// (तपाईं / आप), with the crisis lines or the emergency numbers for Nepal and India from the configured list (the
// fire brigade too when the message is about a fire). They carry no chart reading and are never charged.
import type { HelpLine } from "../../config/help-lines";
import type { GuruAnswer, GuruLanguage } from "../contract";
import { type Block, type Inline, renderBlocks } from "../html";
import { type Danger, findDanger } from "./danger";

type Country = HelpLine["country"];

interface SafetyWords {
  crisisOpening: string;
  /** "{numbers}" is replaced by the emergency numbers ("Nepal 102 or 100; India 112"). */
  crisisClosing: string;
  /** Said when no emergency number is configured. */
  crisisClosingWithoutNumbers: string;
  emergencyOpening: string;
  /** Said first when the message is about a fire. */
  fireFirst: string;
  emergencyClosing: string;
  country: Record<Country, string>;
  or: string;
  /** Follow-ups offered after a danger reply: none lead back to a reading. */
  suggestions: Record<Danger, string[]>;
}

const WORDS: Record<GuruLanguage, SafetyWords> = {
  en: {
    crisisOpening:
      "I'm truly sorry you are going through this. You don't have to carry it alone. Please talk to someone you trust now, and call a helpline: the people there will listen.",
    crisisClosing:
      "If you might act on these thoughts, or you are in danger right now, call {numbers}. Your chart can wait; you matter more.",
    crisisClosingWithoutNumbers:
      "If you are in danger right now, call your local emergency number. Your chart can wait; you matter more.",
    emergencyOpening: "This sounds like an emergency. Please call emergency services now:",
    fireFirst: "Get everyone out, away from the fire and smoke, then call.",
    emergencyClosing:
      "Stay with someone who can help, and go to the nearest hospital if you can get there safely. Your chart can wait; your safety comes first.",
    country: { NP: "Nepal", IN: "India" },
    or: "or",
    suggestions: {
      crisis: [
        "Who can I talk to right now?",
        "How can I get through tonight?",
        "Where can I find a counsellor near me?",
      ],
      emergency: [
        "What should I do until help arrives?",
        "Which hospital is nearest to me?",
        "Who should I call first?",
      ],
    },
  },
  ne: {
    crisisOpening:
      "तपाईंले यति गाह्रो समय भोगिरहनुभएको सुन्दा मलाई साँच्चै दुःख लाग्यो। यो भार तपाईंले एक्लै बोक्नुपर्दैन। अहिले नै आफूले विश्वास गर्ने कसैसँग कुरा गर्नुहोस्, र हेल्पलाइनमा फोन गर्नुहोस्; त्यहाँ तपाईंको कुरा ध्यान दिएर सुनिन्छ।",
    crisisClosing:
      "आफूलाई केही गरिहाल्छु कि जस्तो लागेमा वा अहिले नै खतरामा हुनुहुन्छ भने तुरुन्तै {numbers} मा फोन गर्नुहोस्। कुण्डली पछि पनि हेर्न सकिन्छ; तपाईं त्योभन्दा धेरै महत्त्वपूर्ण हुनुहुन्छ।",
    crisisClosingWithoutNumbers:
      "अहिले नै खतरा छ भने नजिकको आपतकालीन सेवामा फोन गर्नुहोस्। कुण्डली पछि पनि हेर्न सकिन्छ; तपाईं त्योभन्दा धेरै महत्त्वपूर्ण हुनुहुन्छ।",
    emergencyOpening: "यो आपतकालीन अवस्था जस्तो देखिन्छ। कृपया अहिले नै आपतकालीन सेवामा फोन गर्नुहोस्:",
    fireFirst: "पहिले सबैलाई आगो र धुवाँबाट टाढा बाहिर निकाल्नुहोस्, अनि फोन गर्नुहोस्।",
    emergencyClosing:
      "मद्दत गर्न सक्ने कसैलाई साथमा राख्नुहोस्, र सुरक्षित रूपमा पुग्न सकिन्छ भने नजिकको अस्पताल जानुहोस्। कुण्डली पछि हेर्न सकिन्छ; अहिले सुरक्षा पहिलो हो।",
    country: { NP: "नेपाल", IN: "भारत" },
    or: "वा",
    suggestions: {
      crisis: ["अहिले म कोसँग कुरा गर्न सक्छु?", "आजको रात कसरी बिताउने?", "नजिकै परामर्शदाता कहाँ पाइन्छ?"],
      emergency: ["मद्दत नआउन्जेल के गर्ने?", "नजिकको अस्पताल कुन हो?", "पहिले कसलाई फोन गर्ने?"],
    },
  },
  hi: {
    crisisOpening:
      "आप इतने मुश्किल दौर से गुज़र रहे हैं, यह सुनकर मुझे सचमुच दुख हुआ। यह बोझ आपको अकेले नहीं उठाना है। अभी किसी ऐसे व्यक्ति से बात कीजिए जिस पर आप भरोसा करते हैं, और हेल्पलाइन पर फ़ोन कीजिए; वहाँ आपकी बात ध्यान से सुनी जाएगी।",
    crisisClosing:
      "अगर लगे कि आप अपने साथ कुछ कर बैठेंगे, या आप अभी ख़तरे में हैं, तो तुरंत {numbers} पर फ़ोन कीजिए। कुंडली बाद में भी देखी जा सकती है; आप उससे कहीं ज़्यादा ज़रूरी हैं।",
    crisisClosingWithoutNumbers:
      "अगर आप अभी ख़तरे में हैं, तो नज़दीकी आपातकालीन सेवा को फ़ोन कीजिए। कुंडली बाद में भी देखी जा सकती है; आप उससे कहीं ज़्यादा ज़रूरी हैं।",
    emergencyOpening: "यह आपातकालीन स्थिति लगती है। कृपया अभी आपातकालीन सेवा को फ़ोन कीजिए:",
    fireFirst: "पहले सबको आग और धुएँ से दूर बाहर निकालिए, फिर फ़ोन कीजिए।",
    emergencyClosing:
      "किसी ऐसे व्यक्ति के साथ रहिए जो मदद कर सके, और सुरक्षित पहुँच सकें तो नज़दीकी अस्पताल जाइए। कुंडली बाद में देखी जा सकती है; अभी आपकी सुरक्षा सबसे पहले है।",
    country: { NP: "नेपाल", IN: "भारत" },
    or: "या",
    suggestions: {
      crisis: ["मैं अभी किससे बात कर सकता हूँ?", "आज की रात कैसे निकालूँ?", "पास में काउंसलर कहाँ मिलेगा?"],
      emergency: ["मदद आने तक क्या करूँ?", "सबसे नज़दीकी अस्पताल कौन सा है?", "सबसे पहले किसे फ़ोन करूँ?"],
    },
  },
};

const COUNTRIES: readonly Country[] = ["NP", "IN"];

/** One list item per country: "Nepal: Ambulance 102, Police 100". */
function lineItems(lines: HelpLine[], kinds: HelpLine["kind"][], language: GuruLanguage): Block {
  const words = WORDS[language];
  const ofKind = (country: Country) =>
    kinds.flatMap((kind) => lines.filter((l) => l.country === country && l.kind === kind));
  return {
    list: COUNTRIES.filter((c) => ofKind(c).length > 0).map((country) => [
      `${words.country[country]}: `,
      ...ofKind(country).flatMap((l, i): Inline[] => [
        i === 0 ? "" : ", ",
        `${l.name[language]} `,
        { strong: l.number },
      ]),
    ]),
  };
}

/** The crisis reply's closing with the emergency numbers inline: "call Nepal 102 or 100; India 112". */
function crisisClosing(lines: HelpLine[], language: GuruLanguage): Inline[] {
  const words = WORDS[language];
  const perCountry = COUNTRIES.map((country) => ({
    country,
    numbers: lines.filter((l) => l.country === country && l.kind === "emergency").map((l) => l.number),
  })).filter((c) => c.numbers.length > 0);
  if (perCountry.length === 0) return [words.crisisClosingWithoutNumbers];
  const numbers: Inline[] = perCountry.flatMap(({ country, numbers }, i): Inline[] => [
    `${i === 0 ? "" : "; "}${words.country[country]} `,
    ...numbers.flatMap((n, j): Inline[] => [j === 0 ? "" : ` ${words.or} `, { strong: n }]),
  ]);
  const [before = "", after = ""] = words.crisisClosing.split("{numbers}");
  return [before, ...numbers, after];
}

/**
 * The reply to someone in danger. The question, when given, adds what its words call for (the fire brigade for a
 * fire); without it the reply is the general one for that danger.
 */
export function safetyAnswer(danger: Danger, language: GuruLanguage, lines: HelpLine[], question?: string): GuruAnswer {
  const words = WORDS[language];
  const fire = danger === "emergency" && question !== undefined && findDanger(question)?.kinds.includes("fire");
  const blocks: Block[] =
    danger === "crisis"
      ? [
          { paragraph: [words.crisisOpening] },
          lineItems(lines, ["crisis"], language),
          { paragraph: crisisClosing(lines, language) },
        ]
      : [
          ...(fire ? [{ paragraph: [words.fireFirst] }] : []),
          { paragraph: [words.emergencyOpening] },
          lineItems(lines, fire ? ["fire", "emergency"] : ["emergency"], language),
          { paragraph: [words.emergencyClosing] },
        ];
  return { html: renderBlocks(blocks), suggestions: words.suggestions[danger], provider: "builtin", kind: danger };
}
