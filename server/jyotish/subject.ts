/**
 * The person a question is about, read from the asker's chart (Parashari bhava reading): each relative has a house
 * counted from the lagna (spouse 7, child 5, father 9, mother 4, younger sibling 3, elder sibling 11, friend 11,
 * in-laws 8 = the 2nd from the 7th) and a natural karaka (Venus for a man's wife, Jupiter for a woman's husband,
 * Jupiter for children, the Sun for the father, the Moon for the mother, Mars for siblings, Mercury for friends).
 * A life area of that person is read by bhavat bhavam: the area's houses counted from the person's house taken as
 * the 1st (a child's career is the 10th from the 5th, the 2nd of the chart). docs/jyotish.md names the sources.
 */
import { ordinal } from "../astro/jyotish";
import type { BodyName } from "../astro/types";
import { LIFE_AREAS } from "../guru/life-areas";
import type { Gender, Karaka, Relative, SubjectFrame, SubjectHouses, TimingTarget } from "./types";

export const RELATIVES: readonly Relative[] = [
  "self",
  "spouse",
  "partner",
  "child",
  "father",
  "mother",
  "parents",
  "elder_sibling",
  "younger_sibling",
  "sibling",
  "in_law",
  "friend",
];

export function isRelative(value: unknown): value is Relative {
  return typeof value === "string" && (RELATIVES as readonly string[]).includes(value);
}

/** The house `count` counted from `from` taken as the 1st (bhavat bhavam): the 10th from the 5th is the 2nd. */
export function houseCountedFrom(from: number, count: number): number {
  return ((((from - 1 + count - 1) % 12) + 12) % 12) + 1;
}

/**
 * The karaka of the spouse of a person of this gender: Venus (kalatra karaka, BPHS) for a man's wife, Jupiter for a
 * woman's husband (the stri-jataka reading of common practice), both when the gender is not known.
 */
export function spouseKarakas(gender: Gender): Karaka[] {
  const wife: Karaka = { body: "venus", role: "wife", school: "parashari" };
  const husband: Karaka = { body: "jupiter", role: "husband", school: "common-practice" };
  if (gender === "male") return [wife];
  if (gender === "female") return [husband];
  return [
    { body: "venus", role: "spouse", school: "parashari" },
    { body: "jupiter", role: "spouse", school: "common-practice" },
  ];
}

const FATHER: Karaka = { body: "sun", role: "father", school: "parashari" };
const MOTHER: Karaka = { body: "moon", role: "mother", school: "parashari" };
const SIBLINGS: Karaka = { body: "mars", role: "siblings", school: "parashari" };

interface RelativeRule {
  houses: number[];
  derivedFrom: { house: number; count: number } | null;
  karakas: (askerGender: Gender) => Karaka[];
  school: SubjectFrame["school"];
  why: string;
}

const RULES: Record<Relative, RelativeRule> = {
  self: {
    houses: [1],
    derivedFrom: null,
    karakas: () => [],
    school: "parashari",
    why: "the asker: the chart is read from the lagna",
  },
  spouse: {
    houses: [7],
    derivedFrom: null,
    karakas: spouseKarakas,
    school: "parashari",
    why: "the 7th house stands for the spouse",
  },
  partner: {
    houses: [7],
    derivedFrom: null,
    karakas: spouseKarakas,
    school: "parashari",
    why: "the 7th house stands for the partner",
  },
  child: {
    houses: [5],
    derivedFrom: null,
    karakas: () => [{ body: "jupiter", role: "children", school: "parashari" }],
    school: "parashari",
    why: "the 5th house and Jupiter (putra karaka) stand for children",
  },
  father: {
    houses: [9],
    derivedFrom: null,
    karakas: () => [FATHER],
    school: "parashari",
    why: "the 9th house and the Sun (pitri karaka) stand for the father",
  },
  mother: {
    houses: [4],
    derivedFrom: null,
    karakas: () => [MOTHER],
    school: "parashari",
    why: "the 4th house and the Moon (matri karaka) stand for the mother",
  },
  parents: {
    houses: [4, 9],
    derivedFrom: null,
    karakas: () => [MOTHER, FATHER],
    school: "parashari",
    why: "the 4th (mother, Moon) and the 9th (father, Sun) stand for the parents",
  },
  younger_sibling: {
    houses: [3],
    derivedFrom: null,
    karakas: () => [SIBLINGS],
    school: "parashari",
    why: "the 3rd house and Mars (bhratri karaka) stand for younger siblings",
  },
  elder_sibling: {
    houses: [11],
    derivedFrom: null,
    karakas: () => [SIBLINGS],
    school: "parashari",
    why: "the 11th house and Mars (bhratri karaka) stand for elder siblings",
  },
  sibling: {
    houses: [3, 11],
    derivedFrom: null,
    karakas: () => [SIBLINGS],
    school: "parashari",
    why: "the 3rd (younger) and 11th (elder) houses and Mars stand for siblings",
  },
  in_law: {
    houses: [8],
    derivedFrom: { house: 7, count: 2 },
    karakas: () => [],
    school: "parashari",
    why: "the 8th house, the 2nd from the 7th (the spouse's family), stands for the in-laws",
  },
  friend: {
    houses: [11],
    derivedFrom: null,
    karakas: () => [{ body: "mercury", role: "friends", school: "common-practice" }],
    school: "parashari",
    why: "the 11th house stands for friends; Mercury is their karaka in common practice",
  },
};

/** The houses and karakas standing for `relative` in the asker's chart. */
export function subjectFrame(relative: Relative, askerGender: Gender): SubjectFrame {
  const rule = RULES[relative];
  if (!rule) throw new Error(`unknown relative: ${String(relative)}`);
  return {
    relative,
    house: rule.houses[0] as number,
    houses: [...rule.houses],
    derivedFrom: rule.derivedFrom,
    karakas: rule.karakas(askerGender),
    school: rule.school,
    why: rule.why,
  };
}

/**
 * The subject's own gender where the relation fixes it or the question gave it: the asker for "self", the father
 * and mother, the spouse as the other of a man or woman; null (unknown) otherwise ("child", "sibling", "friend").
 */
export function subjectGenderOf(relative: Relative, askerGender: Gender, given: Gender = null): Gender {
  if (given) return given;
  if (relative === "self") return askerGender;
  if (relative === "father") return "male";
  if (relative === "mother") return "female";
  if (relative === "spouse" || relative === "partner") {
    if (askerGender === "male") return "female";
    if (askerGender === "female") return "male";
  }
  return null;
}

interface AreaRule {
  houses: number[];
  karakas: Karaka[];
}

/**
 * An area's houses and karakas for a person of `gender`. Marriage takes the karaka of that person's spouse only
 * (Venus for a man, Jupiter for a woman): the area table lists both, and naming Jupiter for a man's wife is wrong.
 */
export function areaRule(area: TimingTarget | readonly number[], gender: Gender): AreaRule {
  if (Array.isArray(area)) return { houses: [...area], karakas: [] };
  if (typeof area !== "string") {
    const given = area as { houses: number[]; karakas?: BodyName[] };
    return { houses: [...given.houses], karakas: (given.karakas ?? []).map(asAreaKaraka) };
  }
  const rule = LIFE_AREAS.find((a) => a.area === area);
  if (!rule) throw new Error(`unknown life area: ${area}`);
  if (area === "marriage") {
    const others = rule.karakas.filter((b) => b !== "venus" && b !== "jupiter").map(asAreaKaraka);
    return { houses: [...rule.houses], karakas: [...spouseKarakas(gender), ...others] };
  }
  return { houses: [...rule.houses], karakas: rule.karakas.map(asAreaKaraka) };
}

function asAreaKaraka(body: BodyName): Karaka {
  return { body, role: "area", school: "parashari" };
}

function uniqueKarakas(karakas: Karaka[]): Karaka[] {
  return karakas.filter((k, i) => karakas.findIndex((other) => other.body === k.body) === i);
}

/**
 * An area of the subject's life as houses of the asker's chart, by bhavat bhavam: each area house counted from the
 * subject's house as the 1st (a child's career: the 10th from the 5th = the 2nd; a husband's travel abroad: the 12th
 * from the 7th = the 6th; a father's health: the 1st, 6th and 8th from the 9th = the 9th, 2nd and 4th). For "self"
 * the area's houses are unchanged. Karakas: the subject's first, then the area's (marriage by the subject's gender).
 */
export function housesFor(
  relative: Relative,
  area: TimingTarget | readonly number[],
  askerGender: Gender,
  options: { subjectGender?: Gender } = {},
): SubjectHouses {
  const frame = subjectFrame(relative, askerGender);
  const rule = areaRule(area, subjectGenderOf(relative, askerGender, options.subjectGender ?? null));
  if (rule.houses.length === 0) throw new Error("an area needs at least one house");
  for (const h of rule.houses) {
    if (!Number.isInteger(h) || h < 1 || h > 12) throw new Error(`a house is 1-12, not ${h}`);
  }
  const bySubjectHouse = frame.houses.map((subjectHouse) => ({
    subjectHouse,
    houses: rule.houses.map((h) => houseCountedFrom(subjectHouse, h)),
  }));
  // Main houses first (the area's main house from each subject house), then the others in order.
  const ordered = [
    ...bySubjectHouse.map((b) => b.houses[0] as number),
    ...bySubjectHouse.flatMap((b) => b.houses.slice(1)),
  ];
  const houses = [...new Set(ordered)];
  const main = rule.houses[0] as number;
  const why =
    relative === "self"
      ? frame.why
      : `${frame.why}; the ${ordinal(main)} from the ${frame.houses.map(ordinal).join(" and the ")} is the ${bySubjectHouse
          .map((b) => ordinal(b.houses[0] as number))
          .join(" and the ")} of the chart (bhavat bhavam)`;
  return {
    relative,
    subjectHouses: frame.houses,
    areaHouses: rule.houses,
    houses,
    bySubjectHouse,
    karakas: uniqueKarakas([...frame.karakas, ...rule.karakas]),
    school: "parashari",
    why,
  };
}
