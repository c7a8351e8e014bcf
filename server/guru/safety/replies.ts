// The replies given instead of a reading when the asker may be in danger: short, caring, in the asker's language
// (तपाईं / आप), with the crisis lines or the emergency numbers for Nepal and India from the configured list.
// They carry no chart reading and are never charged.
import type { HelpLine } from "../../config/help-lines";
import type { GuruAnswer, GuruLanguage } from "../contract";
import { type Block, renderBlocks } from "../html";
import type { Danger } from "./danger";

interface SafetyWords {
  crisisOpening: string;
  crisisClosing: string;
  emergencyOpening: string;
  emergencyClosing: string;
  country: Record<HelpLine["country"], string>;
  /** Follow-ups offered after a danger reply: none lead back to a reading. */
  suggestions: Record<Danger, string[]>;
}

const WORDS: Record<GuruLanguage, SafetyWords> = {
  en: {
    crisisOpening:
      "I am truly sorry you are feeling this way. You do not have to carry it alone: please talk to someone you trust now, and call a helpline, where a trained counsellor will listen to you.",
    crisisClosing:
      "If you are in danger right now, call emergency services: 102 or 100 in Nepal, 112 in India. Your chart can wait; you matter more.",
    emergencyOpening: "This sounds like an emergency. Please call emergency services now:",
    emergencyClosing:
      "Stay with someone who can help, and go to the nearest hospital if you can get there safely. Your chart can wait; your safety comes first.",
    country: { NP: "Nepal", IN: "India" },
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
      "तपाईंलाई यस्तो महसुस भइरहेको सुन्दा मलाई साँच्चै दुःख लाग्यो। तपाईं एक्लै हुनुहुन्न: अहिले नै आफूले विश्वास गर्ने कसैसँग कुरा गर्नुहोस्, र हेल्पलाइनमा फोन गर्नुहोस्, जहाँ तालिम पाएका परामर्शदाताले तपाईंको कुरा सुन्नुहुन्छ।",
    crisisClosing:
      "अहिले नै खतरा छ भने आपतकालीन सेवामा फोन गर्नुहोस्: नेपालमा 102 वा 100, भारतमा 112। कुण्डली पछि हेर्न सकिन्छ; तपाईं धेरै महत्त्वपूर्ण हुनुहुन्छ।",
    emergencyOpening: "यो आपतकालीन अवस्था जस्तो देखिन्छ। कृपया अहिले नै आपतकालीन सेवामा फोन गर्नुहोस्:",
    emergencyClosing:
      "मद्दत गर्न सक्ने कसैसँग रहनुहोस्, र सुरक्षित रूपमा पुग्न सकिन्छ भने नजिकको अस्पताल जानुहोस्। कुण्डली पछि हेर्न सकिन्छ; तपाईंको सुरक्षा पहिलो हो।",
    country: { NP: "नेपाल", IN: "भारत" },
    suggestions: {
      crisis: ["अहिले म कोसँग कुरा गर्न सक्छु?", "आजको रात कसरी बिताउने?", "नजिकै परामर्शदाता कहाँ पाइन्छ?"],
      emergency: ["मद्दत नआउन्जेल के गर्ने?", "नजिकको अस्पताल कुन हो?", "पहिले कसलाई फोन गर्ने?"],
    },
  },
  hi: {
    crisisOpening:
      "आप ऐसा महसूस कर रहे हैं, यह सुनकर मुझे सचमुच दुख हुआ। आप अकेले नहीं हैं: अभी किसी ऐसे व्यक्ति से बात कीजिए जिस पर आप भरोसा करते हैं, और हेल्पलाइन पर फ़ोन कीजिए, जहाँ प्रशिक्षित काउंसलर आपकी बात सुनेंगे।",
    crisisClosing:
      "अगर आप अभी खतरे में हैं, तो आपातकालीन सेवा को फ़ोन कीजिए: नेपाल में 102 या 100, भारत में 112। कुंडली बाद में देखी जा सकती है; आप ज़्यादा ज़रूरी हैं।",
    emergencyOpening: "यह आपातकालीन स्थिति लगती है। कृपया अभी आपातकालीन सेवा को फ़ोन कीजिए:",
    emergencyClosing:
      "किसी ऐसे व्यक्ति के साथ रहिए जो मदद कर सके, और सुरक्षित पहुँच सकें तो नज़दीकी अस्पताल जाइए। कुंडली बाद में देखी जा सकती है; आपकी सुरक्षा सबसे पहले है।",
    country: { NP: "नेपाल", IN: "भारत" },
    suggestions: {
      crisis: ["मैं अभी किससे बात कर सकता हूँ?", "आज की रात कैसे निकालूँ?", "पास में काउंसलर कहाँ मिलेगा?"],
      emergency: ["मदद आने तक क्या करूँ?", "सबसे नज़दीकी अस्पताल कौन सा है?", "सबसे पहले किसे फ़ोन करूँ?"],
    },
  },
};

/** One list item per country: "Nepal: National Suicide Prevention Helpline 1166". */
function lineItems(lines: HelpLine[], kind: Danger, language: GuruLanguage): Block {
  const words = WORDS[language];
  const countries = (["NP", "IN"] as const).filter((c) => lines.some((l) => l.country === c && l.kind === kind));
  return {
    list: countries.map((country) => {
      const items = lines
        .filter((l) => l.country === country && l.kind === kind)
        .flatMap((l, i) => [i === 0 ? "" : ", ", `${l.name[language]} `, { strong: l.number }]);
      return [`${words.country[country]}: `, ...items];
    }),
  };
}

export function safetyAnswer(danger: Danger, language: GuruLanguage, lines: HelpLine[]): GuruAnswer {
  const words = WORDS[language];
  const blocks: Block[] =
    danger === "crisis"
      ? [
          { paragraph: [words.crisisOpening] },
          lineItems(lines, "crisis", language),
          { paragraph: [words.crisisClosing] },
        ]
      : [
          { paragraph: [words.emergencyOpening] },
          lineItems(lines, "emergency", language),
          { paragraph: [words.emergencyClosing] },
        ];
  return { html: renderBlocks(blocks), suggestions: words.suggestions[danger], provider: "builtin", kind: danger };
}
