// What no answer may carry, whatever the chart says, in English, Nepali and Hindi:
// - a paid remedy: a price; a ritual done for the asker by someone else (a pandit, "have ... done", "पूजा
//   गराउनुहोस्", "करवाएं"), a planet's shanti; gemstones to wear or buy; a donation to priests or temples;
// - a link, or a telephone number other than the help lines the app gives;
// - fear (death, curses, disaster, a terrible accident foretold) and certainty ("will certainly", "guaranteed",
//   "निश्चित रूपमा", "पक्का", "ज़रूर होगा"), each unless negated where it is said ("not a curse", "nothing is
//   guaranteed", "श्राप होइन", "पक्का भन्न सकिँदैन").
import { sentencesOf } from "./extract-latin";

export type UnsafeKind = "sale" | "link" | "phone" | "fear" | "certainty";

export interface UnsafeContent {
  kind: UnsafeKind;
  /** The words that matched, for the log (never the asker's data: these are the model's words). */
  match: string;
  /** The sentence they are in, for the log (masked there: it may name the asker). */
  sentence: string;
}

const LINK =
  /\bhttps?:\/\/\S+|\bwww\.\S+|\b[\w-]+\.(?:com|org|net|in|np|io|co|shop|store|info|me|app|xyz)\b|\b[\w.+-]+@[\w-]+\.\w+/i;
// Seven or more digits in a row (spaces, dashes, a leading +), Latin or Devanagari: a telephone number.
const LONG_NUMBER = /\+?[0-9०-९](?:[\s-]?[0-9०-९]){6,14}/gu;
// A short number is a telephone number only when the sentence asks the asker to call or message it.
const SHORT_NUMBER = /(?<![0-9०-९])[0-9०-९]{3,5}(?![0-9०-९])/gu;
const CALL =
  /\b(call|dial|phone|ring|whatsapp|sms|text us|contact|helpline|hotline)\b|फोन|कल|सम्पर्क|संपर्क|डायल|नम्बर|नंबर|ह्वाट्सएप|व्हाट्सएप/iu;

const PRICE =
  /(₹\s?\d|\brs\.?\s?\d|\binr\s?\d|\bnpr\s?\d|\$\s?\d|\d+\s?(?:rupees|rs\b|dollars)|रु\.?\s?[0-9०-९]|रू\.?\s?[0-9०-९]|[0-9०-९]+\s?(?:रुपैयाँ|रुपैयां|रुपये|रुपया|रुपए))/iu;
const RITUAL =
  /\b(puja|pooja|havan|homa|yagya|yajna|yagna|anushthan|anusthan|jaap|japa|paath|ritual|shanti|rudrabhishek|abhishek)\b|पूजा|पुजा|हवन|यज्ञ|अनुष्ठान|जाप|जप|पाठ|शान्ति|शांति|अभिषेक|रुद्राभिषेक/iu;
const BY_ANOTHER =
  /\b(pandit|pundit|priest|purohit|brahmin|guruji|astrologer|have (?:a|an|the)?\s*[\w\s-]{0,30}(?:done|performed|conducted)|get (?:a|an|the)?\s*[\w\s-]{0,30}(?:done|performed|conducted)|arrange|book|order|sponsor)\b|पण्डित|पंडित|पुरोहित|ब्राह्मण|गुरुजी|ज्योतिषी|गराउनुहोस्|गराउनु|गराउने|गराएर|गराउँदा|गराइदिनुहोस्|करवाएं|करवाइए|करवाएँ|करवाना|करवाने|करवाकर|कराएं|कराइए|कराएँ|कराना|कराने|कराकर|बुक/iu;
const PLANET_SHANTI =
  /\b(?:rahu|ketu|shani|saturn|mangal|mars|guru|graha|navagraha|nav graha|kaal sarp|kalsarp|pitra)\s*(?:-|\s)?\s*(?:shanti|dosh nivaran|nivaran)\b|(?:राहु|केतु|शनि|मङ्गल|मंगल|ग्रह|नवग्रह|कालसर्प|पितृ)\s*(?:को|की|का)?\s*(?:शान्ति|शांति|दोष निवारण|निवारण)/iu;
const GEM =
  /\b(gem\w*|stones?|ruby|rubies|emerald|sapphire|pukhraj|neelam|panna|manik|gomed|hessonite|cat'?s eye|pearl|diamond|coral|moonga|rudraksha|yantra|amulet|talisman|kavach|ring)\b|रत्न|पुखराज|नीलम|पन्ना|माणिक|गोमेद|मूंगा|मुगा|मोती|हीरा|रुद्राक्ष|यन्त्र|यंत्र|कवच|औंठी|अंगूठी/iu;
const WEAR_OR_BUY =
  /\b(buy|purchase|order|book|pay|price|cost|costs|fee|wear|wearing|worn|energi[sz]ed|certified|shop|get one|carat|ratti)\b|किन्नु|किन्नुहोस्|किनेर|खरिद|खरीद|शुल्क|मूल्य|दाम|लगाउनुहोस्|लगाउनु|पहिरनुहोस्|पहिरनु|धारण|पहनें|पहनिए|पहनना|पहनने|रत्ती|कैरेट/iu;
const DONATION = /\b(donat\w*|dakshina|daan)\b|दान|दक्षिणा/iu;
const DONATION_PAID =
  /\b(pandit|priest|brahmin|temple|gold|silver|money|cash|rupees)\b|पण्डित|पंडित|ब्राह्मण|मन्दिर|मंदिर|सुनको|चाँदी|चांदी|पैसा|रकम|नगद|सोना|दक्षिणा/iu;

const FEAR =
  /\b(danger|dangers|dangerous|crisis|crises|suffering|bad times?(?: (?:are|is))? (?:ahead|coming)|(?:heavy|great|huge|big|major|serious|terrible) loss(?:es)?|khatra|khatara|sankat|anisht|anishta|bhayanak|bhayankar|barbad|barbaad|bura samay|naramro samaya|calamit\w*|peril\w*|threat|threats|threatens|horrific|frightening|scary|lose everything|(?:very|so|quite|really) dark|dark (?:days|times|period|phase)|(?:very bad|dark|dangerous) (?:time|period|phase)s?|death|die|dies|dying|deadly|fatal|curse[sd]?|cursed|doom(?:ed)?|disaster\w*|catastroph\w*|ruin(?:ed|ation)?|widow\w*|untimely|terrible|horrible|grave danger|great danger|serious danger|destroy\w*|you will suffer|tragedy|tragic|misfortune will|bad omen|(?:serious|major|severe|fatal|bad|big) accident\w*|accident yoga)\b|मृत्यु|मर्नेछ|मर्नुहुनेछ|मरण|मौत|श्राप|शाप|अभिशाप|विनाश|सर्वनाश|अनिष्ट|बर्बाद|विधवा|भयानक|भयङ्कर|भयंकर|भीषण|दर्दनाक|त्रासदी|दुर्भाग्य|अकाल|खतरनाक|खतरा|ख़तरा|संकट|सङ्कट|नराम्रो समय|बुरा समय|डरलाग्दो|डरावना|विपत्ति|विपदा|आपदा|घातक|प्राणघातक|तबाही|(?:गम्भीर|गंभीर|ठूलो|बड़ी|बड़ा) दुर्घटना|दुर्घटनाको योग|दुर्घटना का योग|दुर्घटना योग/iu;
const CERTAINTY =
  /\b(will certainly|certainly will|will definitely|definitely will|definitely (?:be|happen|get|marry|come|succeed)|guaranteed?|guarantees|for sure|without (?:any |a )?doubt|no doubt|(?<!\bbut )surely|will surely|there is no question|without fail|100 per ?cent|hundred percent|absolutely certain|set in stone for you|written in your stars|it is certain|is certain to|bound to|destined to|(?<!\b(?:make|makes|making|be|being)\s)sure to|rest assured|(?:is|are|it's|it is)\s+(?:assured|certain|destined|inevitable)|inevitabl[ey]|i promise|i can promise|promise you|mark my words|100 percent|absolutely will|will absolutely|pakka(?!\s+(?:garnus|garnuhos|karein|kariye|kar lein))|pakki|nishchit|nischit|nishchit roop|awashya(?!\s+(?:garnus|karein|kariye))|avashya(?!\s+(?:garnus|karein|kariye))|(?:zaroor|jaroor|jarur|zarur) (?:hoga|hogi|milega|milegi|hunchha|huncha)|tay (?:hai|chha|cha)|koi shak nahi|kunai shanka chaina)\b|(?<!\b(?:your|give|giving|put|अपना|अपनी|आफ्नो|apna|apni)\s)(?:100|१००)\s?%(?!\s*(?:effort|dedication|focus|commitment|attention|मेहनत|प्रयास|ध्यान|कोशिश|लगन|mehnat|prayas))|(?:निश्चित रूपमा|निश्चित रूप से|निश्चय नै|निश्चित छ|निश्चित है|निश्चित हुनेछ|(?:कुनै |कोई )?(?:शङ्का|शंका|संदेह|सन्देह|शक) (?:छैन|नहीं)|तय छ|सय प्रतिशत|शत-प्रतिशत|निश्चय ही|निश्चित ही|निश्चित रूपले|निश्चित हो|पक्कै|निःसन्देह|निस्सन्देह|निःसंदेह|बेशक|(?:ज़रूर|जरूर|जरुर)\s+\S+(?:गा|गी|गे)|पक्का(?!\s*(?:घर|मकान|जागिर|नौकरी))(?![^,.;।!?]{0,30}?(?:ें|एं|एँ|िए|िये|इए|इये|नुहोस्|नुस्)(?![\p{L}\p{M}]))|पक्की(?!\s*(?:नौकरी|सड़क|जागिर))|अवश्य(?![^,.;।!?]{0,30}?(?:ें|एं|एँ|िए|िये|इए|इये|नुहोस्|नुस्)(?![\p{L}\p{M}]))|ज़रूर होगा|ज़रूर होगी|जरूर होगा|जरूर होगी|ज़रूर मिलेगा|ज़रूर मिलेगी|जरूर मिलेगा|जरूर मिलेगी|ज़रूर हो|जरुर हुन्छ|अवश्य हुन्छ|हुने नै छ|होकर रहेगा|होकर रहेगी|होकर रहेंगे|भएरै छाड्छ|भएरै छोड्छ|तय है|गारंटी|ग्यारेन्टी|सत प्रतिशत|सौ प्रतिशत|शत प्रतिशत|100\s?प्रतिशत)(?![\p{L}\p{M}])/iu;

// A negation near the word takes it back: before it in English ("not a curse", "nothing is guaranteed", "cannot say
// for sure"), after it in Nepali and Hindi ("श्राप होइन", "पक्का भन्न सकिँदैन", "गारंटी नहीं"). A negation said of a
// list covers every item of it ("nothing here is a curse or a doom", "न श्राप न विनाश", "श्राप, विनाश वा अनिष्ट होइन"):
// the items between the word and the negation are stepped over (listScopes).
const LATIN_NEGATION_BEFORE =
  /\b(not|no|none|nothing|never|isn't|aren't|wasn't|don't|doesn't|won't|wouldn't|couldn't|shouldn't|cannot|can't|hardly|impossible|hard to|difficult to|neither|nor|without|nobody|no one|rather than|instead of|free of|need not|na|nai)\b(?:\s+[^\s,;:.]+){0,6}\s*$/i;
// Romanised Nepali and Hindi negate after the word, as in Devanagari: "khatra chaina", "guarantee nahi de sakta".
const LATIN_NEGATION_AFTER =
  /^\S*\s+(?:\S+\s+){0,1}(?:is|are)\s+(?:not|never)\b|^\S*\s+(?:is|are)\s+(?:not|never)\b|^[^,.;!?]{0,30}?\b(?:nahi|nahin|nahee|chaina|chhaina|chhain|hoina|hoena|sakdaina|sakinna|sakdina|mat|pardaina)\b/i;
const DEVANAGARI_NEGATION_AFTER =
  /^[^,.;।!?]{0,40}?(?<![\p{L}\p{M}])(?:होइन|छैन|छैनन्|हुँदैन|हुनेछैन|सकिँदैन|सकिंदैन|सकिन्न|सक्दैन|सक्दैनन्|सक्तैन|नहीं|न हो|नाही|नगर्नुहोस्|नकरें|न करें|मत|पर्दैन|ज़रूरत नहीं|जरूरत नहीं|मुश्किल|कठिन|गाह्रो|असम्भव|असंभव|मिल्दैन)/u;
const DEVANAGARI_NEGATION_BEFORE = /(?:न त|न कोई|कुनै पनि|कोई भी|न ही|बिना|(?<!\S)न(?=\s))\s*\S*\s*$/u;
const ADVICE_AGAINST =
  /\b(no need|not need|do not need|don't need|needn't|need not|avoid|don't|do not|never|not necessary|unnecessary|rather than|instead of|no paid|free of cost|without spending)\b|पर्दैन|आवश्यक छैन|जरुरी छैन|नगर्नुहोस्|ज़रूरत नहीं|जरूरत नहीं|आवश्यकता नहीं|न करें|नहीं करवाना|बजाय|सट्टा/iu;

// One list item (up to three words) with the joiner that ties it to the next: "curse or a ", ", doom". A joiner is
// "or", "nor", "and" without a comma (", and" also joins clauses) or वा/अथवा/या/र/और/न; a bare comma joins items only
// in a list that a joiner closes ("curse, doom or disaster"). The item nearest the word is the shortest that fits.
const WORD = "[^\\s,;:.।!?]+";
const ITEM = `${WORD}(?:\\s+${WORD}){0,2}?`;
const JOINER = "(?:,?\\s+(?:or|nor)|\\s+and|\\s+(?:वा|अथवा|या|र|और|न त|न ही|न))(?=\\s)";
const ARTICLE = "(?:(?:a|an|the|any)\\s+)?";
const ITEM_BEFORE = new RegExp(`^([\\s\\S]*\\s|)${WORD}(?:\\s+${WORD}){0,2}(${JOINER}|,)\\s*${ARTICLE}$`, "iu");
const ITEM_AFTER = new RegExp(`^(${JOINER}|\\s*,)\\s*${ARTICLE}${ITEM}(?=[\\s,;:.।!?]|$)`, "iu");
const JOINER_AHEAD = new RegExp(`^\\s*(?:${ITEM})?(?:\\s*,\\s*${ITEM})*${JOINER}`, "iu");

/** The text before a word, then the same with each list item before it stepped over, nearest first. */
function scopesBefore(before: string, listClosedAfter: boolean): string[] {
  const scopes = [before];
  let rest = before;
  let closed = listClosedAfter;
  for (let step = 0; step < 6; step++) {
    const m = rest.match(ITEM_BEFORE);
    if (!m || (m[2]?.trim() === "," && !closed)) break;
    closed = true;
    rest = m[1] ?? "";
    scopes.push(rest);
  }
  return scopes;
}

/** The text after a word, then the same with each list item after it stepped over, nearest first. */
function scopesAfter(after: string): string[] {
  const scopes = [after];
  let rest = after;
  for (let step = 0; step < 6; step++) {
    const m = rest.match(ITEM_AFTER);
    if (!m || (m[1]?.trim() === "," && !JOINER_AHEAD.test(rest.replace(/^\s*,/, "")))) break;
    rest = rest.slice(m[0].length);
    scopes.push(rest);
  }
  return scopes;
}

function negatedAt(sentence: string, index: number, length: number): boolean {
  const before = sentence.slice(0, index);
  const after = sentence.slice(index + length);
  return (
    scopesBefore(before, JOINER_AHEAD.test(after)).some(
      (b) => LATIN_NEGATION_BEFORE.test(b) || DEVANAGARI_NEGATION_BEFORE.test(b),
    ) || scopesAfter(after).some((a) => LATIN_NEGATION_AFTER.test(a) || DEVANAGARI_NEGATION_AFTER.test(a))
  );
}

/** The first match of `pattern` in the sentence that is not taken back by a negation. */
function saidOutright(sentence: string, pattern: RegExp): string | null {
  const global = new RegExp(pattern.source, `${pattern.flags.replace("g", "")}g`);
  for (const m of sentence.matchAll(global)) {
    if (!negatedAt(sentence, m.index ?? 0, m[0].length)) return m[0];
  }
  return null;
}

const digitsOnly = (s: string) => s.replace(/[०-९]/g, (d) => String("०१२३४५६७८९".indexOf(d))).replace(/[^0-9]/g, "");

function phoneIn(sentence: string, allowed: ReadonlySet<string>): string | null {
  for (const m of sentence.matchAll(LONG_NUMBER)) {
    const digits = digitsOnly(m[0]);
    if (!allowed.has(digits) && !YEAR_RANGE.test(m[0])) return m[0];
  }
  if (!CALL.test(sentence)) return null;
  for (const m of sentence.matchAll(SHORT_NUMBER)) {
    const digits = digitsOnly(m[0]);
    const year = Number(digits) >= 1900 && Number(digits) <= 2100 && digits.length === 4;
    if (!year && !allowed.has(digits)) return m[0];
  }
  return null;
}

// A fear word reported to be taken back: "often portrayed as dangerous, but that is a myth", "some call it a curse,
// but it is not", "लोग खतरनाक मानते हैं, पर यह भ्रम है".
const DISTANCED =
  /\b(?:myth|misconception|superstition|but (?:it|that|this) (?:is not|isn't|is no)|but (?:it|that|this)'s not)\b|भ्रम|मिथक|अन्धविश्वास|अंधविश्वास|गलत धारणा|ग़लत धारणा/iu;

// Two years joined ("2027-2028", "२०२७ २०२८") are a span of time, not a telephone number.
const YEAR_RANGE = /^(?:19|20|१९|२०)[0-9०-९]{2}\s*[-\s]\s*(?:19|20|१९|२०)[0-9०-९]{2}$/u;

function givesHelpLine(sentence: string, allowed: ReadonlySet<string>): boolean {
  return [...sentence.matchAll(SHORT_NUMBER), ...sentence.matchAll(LONG_NUMBER)].some((m) =>
    allowed.has(digitsOnly(m[0])),
  );
}

/** Whether a negation takes back the first match of `pattern` ("no priest or paid ritual is needed"). */
function negatedMatch(sentence: string, pattern: RegExp): boolean {
  const m = sentence.match(pattern);
  return m !== null && negatedAt(sentence, m.index ?? 0, m[0].length);
}

function saleIn(sentence: string): string | null {
  const price = sentence.match(PRICE);
  if (price) return price[0];
  if (ADVICE_AGAINST.test(sentence) || negatedMatch(sentence, RITUAL) || negatedMatch(sentence, BY_ANOTHER))
    return null;
  const shanti = sentence.match(PLANET_SHANTI);
  if (shanti) return shanti[0];
  const ritual = sentence.match(RITUAL);
  const another = sentence.match(BY_ANOTHER);
  if (ritual && another) return `${ritual[0]} … ${another[0]}`;
  const gem = sentence.match(GEM);
  const wear = sentence.match(WEAR_OR_BUY);
  if (gem && wear) return `${gem[0]} … ${wear[0]}`;
  const donation = sentence.match(DONATION);
  const paid = sentence.match(DONATION_PAID);
  if (donation && paid) return `${donation[0]} … ${paid[0]}`;
  return null;
}

/** `helpLineNumbers`: the numbers an answer may give (the app's crisis and emergency lines), digits only. */
export function unsafeContent(text: string, helpLineNumbers: readonly string[] = []): UnsafeContent[] {
  const allowed = new Set(helpLineNumbers.map(digitsOnly));
  const found: UnsafeContent[] = [];
  for (const sentence of sentencesOf(text)) {
    const link = sentence.match(LINK);
    if (link) found.push({ kind: "link", match: link[0], sentence });
    const phone = phoneIn(sentence, allowed);
    if (phone) found.push({ kind: "phone", match: phone, sentence });
    const sale = saleIn(sentence);
    if (sale) found.push({ kind: "sale", match: sale, sentence });
    // A sentence that gives a help line may name what it is for ("if you are in crisis, call 1166").
    const fear = givesHelpLine(sentence, allowed) || DISTANCED.test(sentence) ? null : saidOutright(sentence, FEAR);
    if (fear) found.push({ kind: "fear", match: fear, sentence });
    const certainty = saidOutright(sentence, CERTAINTY);
    if (certainty) found.push({ kind: "certainty", match: certainty, sentence });
  }
  return found;
}
