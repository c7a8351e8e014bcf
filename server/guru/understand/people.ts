// Whom a question is about. A person word ("husband", "मेरो दाइ", "beti", "सासूको") makes that person the subject:
// "my husband's business" is about the spouse's career. When what is asked is the asker's own side of that bond
// ("does my wife love me?", "when will I have a son?") the subject stays the asker; so does a person who is not yet
// anyone in particular ("a husband", "my future wife", "hune shrimati", "होने वाली पत्नी"). The words of the
// question's own language are tried first: romanised "bhai" is a younger brother in Nepali but any brother in Hindi.
// A longer phrase wins over a shorter one at the same place ("elder brother" over "brother", "mother-in-law" over
// "mother").
import { RELATIVES } from "../../jyotish";
import type { GuruLanguage } from "../contract";
import type { LifeArea } from "../life-areas";
import { blank, findEntry, type Hit } from "./text";
import type { Relative } from "./types";
import { VOCABULARIES } from "./vocabulary";

/** Everyone but the asker: the chart's relatives, and anyone else ("other"). */
const PEOPLE: readonly Relative[] = [
  ...RELATIVES.filter((r): r is Exclude<Relative, "other"> => r !== "self"),
  "other",
];

/** The areas that are the asker's own side of a bond with this person. */
export const OWN_SIDE: Record<Relative, LifeArea[]> = {
  spouse: ["marriage", "relationships"],
  partner: ["relationships", "marriage"],
  child: ["children"],
  father: [],
  mother: [],
  parents: [],
  elder_sibling: [],
  younger_sibling: [],
  sibling: [],
  in_law: [],
  friend: [],
  other: [],
};

/** The area a question about a person asks by default ("how is my mother?" → family). */
export const NATURAL_AREA: Record<Relative, LifeArea | null> = {
  spouse: "marriage",
  partner: "relationships",
  child: "children",
  father: "family",
  mother: "family",
  parents: "family",
  elder_sibling: "family",
  younger_sibling: "family",
  sibling: "family",
  in_law: "family",
  friend: null,
  other: null,
};

export interface PersonMention {
  person: Relative;
  hit: Hit;
}

/** Person words that say the person's gender ("son", "दिदी", "beti"); the rest say nothing of it. */
const FEMALE_WORDS = new Set(
  (
    "daughter daughters wife wifey missus girlfriend gf sister sis fiancee fiancée chhori chori छोरी जेठी कान्छी " +
    "didi didii दिदी दिदि bahini baini बहिनी beti बेटी बिटिया bitiya लड़की behen bahan बहन patni पत्नी shrimati " +
    "shreemati srimati श्रीमती biwi bivi बीवी वाइफ gharwali घरवाली premika प्रेमिका budhi बूढी दुलही दीदी बड़ी छोटी " +
    "badi choti chhoti"
  ).split(" "),
);
const MALE_WORDS = new Set(
  (
    "son sons husband hubby hubbys mister boyfriend bf brother bro fiance chhora chora छोरा जेठो कान्छो dai daai " +
    "daju dajyu दाइ दाजु दाजै bhai bhaai भाइ beta bete बेटा बेटे लड़का bhaiya bhaiyya भैया भइया bade bada बड़े बड़ा " +
    "chhote chote chhota chota छोटे छोटा shriman shreeman sriman shrimaan श्रीमान श्रीमान् pati पति husband हसबैंड " +
    "patidev पतिदेव gharwale घरवाले premi प्रेमी budha बूढा दुलाहा elder younger older big little kid"
  ).split(" "),
);

/** The gender a person word says, or null ("child", "parents", "friend"). */
export function genderOfMention(text: string, mention: PersonMention | null): "male" | "female" | null {
  if (!mention) return null;
  const words = text
    .slice(mention.hit.at, mention.hit.at + mention.hit.length)
    .trim()
    .split(" ");
  const said = (set: Set<string>) =>
    words.some((w) => set.has(w) || [...set].some((s) => s.length >= 3 && w.startsWith(s)));
  if (said(FEMALE_WORDS)) return "female";
  const male = words.filter((w) => MALE_WORDS.has(w) || [...MALE_WORDS].some((s) => s.length >= 3 && w.startsWith(s)));
  // "elder", "younger" alone do not say a gender: a male noun must be there too.
  return male.some((w) => !["elder", "younger", "older", "big", "little", "kid"].includes(w)) ? "male" : null;
}

interface Candidate extends PersonMention {
  /** Tried in the question's language first. */
  own: boolean;
}

function candidatesIn(text: string, language: GuruLanguage): Candidate[] {
  const found: Candidate[] = [];
  for (const [lang, vocabulary] of Object.entries(VOCABULARIES) as [GuruLanguage, (typeof VOCABULARIES)["en"]][]) {
    for (const person of PEOPLE) {
      for (const entry of vocabulary.people[person] ?? []) {
        const hit = findEntry(text, entry);
        if (hit) found.push({ person, hit, own: lang === language });
      }
    }
  }
  // First in the text; at one place the longer phrase, then the question's own language.
  return found.sort((a, b) => a.hit.at - b.hit.at || b.hit.length - a.hit.length || Number(b.own) - Number(a.own));
}

/** Whether the words just before a hit make the person nobody in particular ("a husband", "future wife"). */
function indefinite(text: string, hit: Hit): boolean {
  // Ends in a space, as normalised text does: a word is matched only whole.
  const before = `${text.slice(Math.max(0, hit.at - 24), hit.at).trimEnd()} `;
  return Object.values(VOCABULARIES).some((v) =>
    v.indefinite.some((word) => {
      const at = findEntry(before, word);
      return (
        at !== null &&
        before
          .slice(at.at + at.length)
          .trim()
          .split(" ")
          .filter(Boolean).length <= 1
      );
    }),
  );
}

/** The first person the question is about, or null. */
export function personMentioned(text: string, language: GuruLanguage): PersonMention | null {
  for (const candidate of candidatesIn(text, language)) {
    if (indefinite(text, candidate.hit)) continue;
    return { person: candidate.person, hit: candidate.hit };
  }
  return null;
}

/** The text without the person's word, so "husband" in "my husband's business" does not count as marriage. */
export function withoutPerson(text: string, mention: PersonMention | null): string {
  return mention ? blank(text, mention.hit) : text;
}

const AGE_PATTERNS = [
  // "28-year-old", "28 year old", "28 yrs", "28 saal ka", "28 barsa ko", "२८ वर्षको"
  /(?:^|\s)(\d{1,2})\s?(?:year|years|yr|yrs|saal|sal|barsa|barsha|वर्ष|बर्ष|साल)(?:\s?old|\s?ko|\s?ka|\s?ki|को|का|की)(?:\s|$)/u,
  // "aged 28", "age 28", "umar 28"
  /(?:aged|age|umar|umer|उमेर|उम्र)\s(\d{1,2})(?:\s|$)/u,
  // "he is 28", "she is 28"
  /(?:he|she) is (\d{1,2})(?:\s|$)/u,
];

const DEVANAGARI_DIGITS = "०१२३४५६७८९";

/** ASCII digits for Devanagari ones ("२८" → "28"). */
export function asciiDigits(text: string): string {
  return text.replace(/[०-९]/g, (d) => String(DEVANAGARI_DIGITS.indexOf(d)));
}

/** The age of the person asked about, when the question states it ("my 28-year-old son"). */
export function statedAge(text: string): number | null {
  const ascii = asciiDigits(text);
  for (const pattern of AGE_PATTERNS) {
    const match = ascii.match(pattern);
    const age = match ? Number(match[1]) : Number.NaN;
    if (age >= 1 && age <= 99) return age;
  }
  return null;
}
