// Whom a question is about. A person word with a possessive before it ("my husband", "मेरो श्रीमान", "meri beti")
// or a genitive after it ("husband's", "श्रीमानको", "beta ka") makes that person the subject: "my husband's business"
// is about the spouse's career. When what is asked is the asker's own side of that bond ("does my wife love me?",
// "when will my son be born?") the subject stays the asker. A "future"/"hune"/"होने वाले" before the word keeps it
// the asker's own matter too ("my future husband").
import type { LifeArea } from "../life-areas";
import { blank, findEntry, type Hit } from "./text";
import type { GuruSubject } from "./types";
import { allOf } from "./vocabulary";

type Person = Exclude<GuruSubject, "self" | "other">;

const PEOPLE: Person[] = ["spouse", "partner", "child", "parent", "sibling", "friend"];
const WORDS: Record<Person, string[]> = Object.fromEntries(PEOPLE.map((p) => [p, allOf((v) => v.people[p])])) as Record<
  Person,
  string[]
>;
const POSSESSIVES = allOf((v) => v.possessives);
const FUTURE = allOf((v) => v.future);
const GENITIVES = ["s", "ko", "ki", "ka", "ke", "को", "का", "की", "के"];
const GENITIVE_ENDINGS = ["ko", "ka", "ki", "ke", "को", "का", "की", "के"];

/** The areas that are the asker's own side of a bond with this person. */
export const OWN_SIDE: Record<Person, LifeArea[]> = {
  spouse: ["marriage", "relationships"],
  partner: ["relationships", "marriage"],
  child: ["children"],
  parent: ["family"],
  sibling: ["family"],
  friend: [],
};

export interface PersonMention {
  person: Person;
  hit: Hit;
}

function wordBefore(text: string, at: number): string {
  return text.slice(0, at).trim().split(" ").pop() ?? "";
}

function wordAfter(text: string, hit: Hit): string {
  return (
    text
      .slice(hit.at + hit.length)
      .trim()
      .split(" ")[0] ?? ""
  );
}

/** The first person word the question is about (with a possessive or genitive), or null. */
export function personMentioned(text: string): PersonMention | null {
  let best: PersonMention | null = null;
  for (const person of PEOPLE) {
    for (const entry of WORDS[person]) {
      const hit = findEntry(text, entry);
      if (!hit || (best && best.hit.at <= hit.at)) continue;
      const before = wordBefore(text, hit.at);
      const matched = text.slice(hit.at, hit.at + hit.length).trim();
      const owned =
        POSSESSIVES.includes(before) ||
        GENITIVES.includes(wordAfter(text, hit)) ||
        GENITIVE_ENDINGS.some((e) => matched !== entry && matched.endsWith(e));
      if (!owned || FUTURE.some((f) => findEntry(text.slice(0, hit.at), f) !== null)) continue;
      best = { person, hit };
    }
  }
  return best;
}

/** The text without the person's word, so "husband" in "my husband's business" does not count as marriage. */
export function withoutPerson(text: string, mention: PersonMention | null): string {
  return mention ? blank(text, mention.hit) : text;
}

/** The area a question about a person asks by default ("how is my mother?" → family). */
export const NATURAL_AREA: Record<Person, LifeArea | null> = {
  spouse: "marriage",
  partner: "relationships",
  child: "children",
  parent: "family",
  sibling: "family",
  friend: null,
};
