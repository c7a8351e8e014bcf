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
import { blank, findEntry, type Hit, matchable } from "./text";
import type { Relative } from "./types";
import { VOCABULARIES } from "./vocabulary";

/** Everyone but the asker: the chart's relatives, and anyone else ("other"). */
const PEOPLE: readonly Relative[] = [
  ...RELATIVES.filter((r): r is Exclude<Relative, "other"> => r !== "self"),
  "other",
];

/** The areas that are the asker's own side of a bond with this person. */
const OWN_SIDE: Record<Relative, LifeArea[]> = {
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

/**
 * People whose own side holds only while they are nobody's in particular: "when will I have a son?" is the asker's
 * children, "how many children will my son have?" and "छोराको कति सन्तान?" the son's.
 */
const OWN_SIDE_UNLESS_OWNED = new Set<Relative>(["child"]);

/** Whether a question in this area about the person mentioned is the asker's own side of the bond (see above). */
export function asksOwnSide(mention: PersonMention, area: LifeArea | null): boolean {
  if (area === null || !OWN_SIDE[mention.person].includes(area)) return false;
  return !(mention.owned && OWN_SIDE_UNLESS_OWNED.has(mention.person));
}

/** An area that is another inside a bond: love between spouses is the marriage ("does my husband love me?"). */
const WITHIN_BOND: Partial<Record<Relative, Partial<Record<LifeArea, LifeArea>>>> = {
  spouse: { relationships: "marriage" },
};

/** The areas as asked about this person: the main area read within the bond (see above). */
export function withinBond(mention: PersonMention | null, areas: LifeArea[]): LifeArea[] {
  const main = areas[0];
  const within = main && mention ? WITHIN_BOND[mention.person]?.[main] : undefined;
  return within ? [...new Set([within, ...areas.slice(1)])] : areas;
}

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
  /** Called the asker's ("my son", "मेरो छोरा") or named as having something ("छोराको", "bete ka"). */
  owned: boolean;
}

/** Person words that say the person's gender ("son", "दिदी", "beti"); the rest say nothing of it. */
const FEMALE_WORDS = new Set(
  (
    "daughter daughters wife wifey missus girlfriend gf sister sis fiancee fiancée chhori chori छोरी जेठी कान्छी " +
    "didi didii दिदी दिदि bahini baini बहिनी beti बेटी बिटिया bitiya लड़की behen bahan बहन patni पत्नी shrimati " +
    "shreemati srimati श्रीमती biwi bivi बीवी वाइफ gharwali घरवाली premika प्रेमिका budhi बूढी दुलही दीदी बड़ी छोटी " +
    "badi choti chhoti"
  )
    .split(" ")
    .map((w) => matchable(w).trim()),
);
const MALE_WORDS = new Set(
  (
    "son sons husband hubby hubbys mister boyfriend bf brother bro fiance chhora chora छोरा जेठो कान्छो dai daai " +
    "daju dajyu दाइ दाजु दाजै bhai bhaai भाइ beta bete बेटा बेटे लड़का bhaiya bhaiyya भैया भइया bade bada बड़े बड़ा " +
    "chhote chote chhota chota छोटे छोटा shriman shreeman sriman shrimaan श्रीमान श्रीमान् pati पति husband हसबैंड " +
    "patidev पतिदेव gharwale घरवाले premi प्रेमी budha बूढा दुलाहा elder younger older big little kid"
  )
    .split(" ")
    .map((w) => matchable(w).trim()),
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

interface Candidate extends Omit<PersonMention, "owned"> {
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

/** Words between "a"/"एक" and a person word that say a time, not a kind of person ("एक वर्षपछि ज्वाइँको..."). */
const TIME_WORDS = Object.values(VOCABULARIES).flatMap((v) => v.time.years);

/** Whether the words just before a hit make the person nobody in particular ("a husband", "future wife"). */
function indefinite(text: string, hit: Hit): boolean {
  // Ends in a space, as normalised text does: a word is matched only whole.
  const before = `${text.slice(Math.max(0, hit.at - 24), hit.at).trimEnd()} `;
  return Object.values(VOCABULARIES).some((v) =>
    v.indefinite.some((word) => {
      const at = findEntry(before, word);
      if (at === null) return false;
      const between = before
        .slice(at.at + at.length)
        .trim()
        .split(" ")
        .filter(Boolean);
      // At most one word between, and not a time ("a rich husband", not "एक वर्षपछि ज्वाइँ").
      const [only, ...more] = between;
      return only === undefined || (more.length === 0 && !TIME_WORDS.some((t) => findEntry(` ${only} `, t)));
    }),
  );
}

const POSSESSIVES = new Set(Object.values(VOCABULARIES).flatMap((v) => v.possessives.map((w) => matchable(w).trim())));
/** Genitive endings written joined to the person word ("छोराको", "betiki") or as the next word ("bete ka"). */
const GENITIVES = ["को", "का", "की", "के", "ko", "ka", "ki", "ke", "s"].map((g) => matchable(g).trim());

/** Whether the word before a hit is "my", "मेरो", "meri"... ("my beti" is the person asked about). */
function possessed(text: string, hit: Hit): boolean {
  const before = text.slice(0, hit.at).trim().split(" ");
  return POSSESSIVES.has(before[before.length - 1] ?? "");
}

/** Whether the person word carries a genitive: "छोराको सन्तान", "bete ka", "son s" is the person's own matter. */
function genitive(text: string, hit: Hit): boolean {
  const word = text.slice(hit.at, hit.at + hit.length).trim();
  const next =
    text
      .slice(hit.at + hit.length)
      .trim()
      .split(" ")[0] ?? "";
  return (
    GENITIVES.includes(next) || GENITIVES.some((g) => g.length > 1 && word.endsWith(g) && word.length > g.length + 1)
  );
}

/**
 * The person the question is about, or null: the first one the asker calls theirs ("what husband will my beti
 * get?" is about the daughter), else the first one named.
 */
export function personMentioned(text: string, language: GuruLanguage): PersonMention | null {
  const definite = candidatesIn(text, language).filter((c) => !indefinite(text, c.hit));
  const chosen = definite.find((c) => possessed(text, c.hit)) ?? definite[0];
  if (!chosen) return null;
  return {
    person: chosen.person,
    hit: chosen.hit,
    owned: possessed(text, chosen.hit) || genitive(text, chosen.hit),
  };
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
