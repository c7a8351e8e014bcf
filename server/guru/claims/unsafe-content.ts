// What no answer may carry, whatever the chart says: a sale of a paid remedy (gemstones, pujas, yantras, amulets
// with a price, a booking or an order), a link, and fear language (death, curses, doom). English, Nepali and Hindi.
import { sentencesOf } from "./extract-latin";

export type UnsafeKind = "sale" | "link" | "fear";

export interface UnsafeContent {
  kind: UnsafeKind;
  /** The words that matched, for the log (never the asker's data: these are the model's words). */
  match: string;
}

const LINK = /\bhttps?:\/\/\S+|\bwww\.\S+|\b[\w-]+\.(?:com|org|net|in|np|io|co|shop|store|info)\b/i;
const PRICE =
  /(₹\s?\d|\brs\.?\s?\d|\binr\s?\d|\bnpr\s?\d|\$\s?\d|\d+\s?(?:rupees|rs\b)|रु\.?\s?[0-9०-९]|रू\.?\s?[0-9०-९]|[0-9०-९]+\s?(?:रुपैयाँ|रुपये|रुपया))/i;
const REMEDY_GOODS =
  /\b(gem\w*|stones?|ruby|rubies|emerald|sapphire|pukhraj|neelam|panna|manik|gomed|hessonite|cat'?s eye|pearl|diamond|coral|moonga|rudraksha|yantra|amulet|talisman|kavach|puja|pooja|havan|homa|ritual)\b|रत्न|पुखराज|नीलम|पन्ना|माणिक|गोमेद|मूंगा|मुगा|मोती|रुद्राक्ष|यन्त्र|यंत्र|कवच|पूजा|हवन|अनुष्ठान/iu;
const SELLING =
  /\b(buy|purchase|order|book|booking|pay|paid|price|cost|costs|fee|discount|offer|wear|wearing|energi[sz]ed|certified|shop|whatsapp|call us|contact us|dm)\b|किन्नु|किन्नुहोस्|खरिद|खरीद|बुक|शुल्क|मूल्य|दाम|लगाउनुहोस्|पहिरनुहोस्|धारण|पहनें|पहनिए|सम्पर्क|संपर्क/iu;
const NEGATED =
  /\b(no|not|don't|do not|never|without|need not|needn't|nothing)\b|छैन|होइन|नगर्नुहोस्|पर्दैन|नहीं|न करें|ज़रूरत नहीं/iu;
const FEAR =
  /\b(death|die|dies|dying|deadly|fatal|curse[sd]?|doom(?:ed)?|disaster\w*|catastroph\w*|ruin(?:ed|ation)?|widow\w*|untimely|terrible|horrible|grave danger|destroy\w*|you will suffer)\b|मृत्यु|मर्नेछ|मरण|मौत|श्राप|शाप|विनाश|सर्वनाश|अनिष्ट|बर्बाद|विधवा/iu;

export function unsafeContent(text: string): UnsafeContent[] {
  const found: UnsafeContent[] = [];
  for (const sentence of sentencesOf(text)) {
    const link = sentence.match(LINK);
    if (link) found.push({ kind: "link", match: link[0] });
    const price = sentence.match(PRICE);
    if (price) found.push({ kind: "sale", match: price[0] });
    const goods = sentence.match(REMEDY_GOODS);
    const selling = sentence.match(SELLING);
    if (!price && goods && selling && !NEGATED.test(sentence))
      found.push({ kind: "sale", match: `${goods[0]} … ${selling[0]}` });
    const fear = sentence.match(FEAR);
    if (fear) found.push({ kind: "fear", match: fear[0] });
  }
  return found;
}
