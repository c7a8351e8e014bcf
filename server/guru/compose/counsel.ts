// What an answer built from an argument can say, one interface each language fills in (counsel-en.ts,
// counsel-ne.ts, counsel-hi.ts): the verdict of each form first, the reasons from the chart, one thing to do or
// watch, and the same verdict in plain words for "say it simply". Arguments arrive as words already in the
// answer's language (planets, houses, signs, dates, the topic such as "your son's marriage").
import type { LifeArea } from "../life-areas";
import type { GuruIntent, Relative } from "../understand/types";
import type { Tone } from "./area-facts";
import type { Placed } from "./phrases";

/** Several wordings of one kind of sentence; say.ts picks one from the question and the chart (variety.ts). */
export type Variants<A extends unknown[]> = readonly ((...args: A) => string)[];

/** Where a planet sits, classed as a consultant weighs it: in the house it rules, an angle, a trine, a hidden house. */
export type Seat = "own" | "kendra" | "trikona" | "dusthana" | "plain";

/** The running period in words, with what its two lords hold in this chart (the houses they rule, or where a node sits). */
export interface DashaWords {
  md: string;
  ad: string;
  until: string;
  /** "Mercury rules your 3rd and 12th houses, and Venus your 2nd and 9th" / "राहु तपाईंको सातौं भावमा छ" … */
  link: string;
  /** The period's lords rule or occupy a house of the topic. */
  active: boolean;
  topic: string;
}

/** The person a question is about, for the closing advice; null for the asker. */
export interface Someone {
  relative: Relative;
  gender: RelativeGender;
}

/** What the closing advice knows: the area, who it is about, the chart's tone and the coming or running period. */
export interface ActionWords {
  area: LifeArea;
  /** What the question asked: advice after a choice or a "why" differs from advice after a "when". */
  form: GuruIntent;
  someone: Someone | null;
  tone: Tone;
  /** The coming supporting period's first month, or null. */
  from: string | null;
  /** The running supporting period's last month, when one runs now, or null. */
  until: string | null;
  /** A number from the question and the chart, to choose between wordings. */
  seed: number;
}

/** A dasha window in words: its period ("Venus–Saturn"), its first and last month, and the asker's ages or "". */
export interface Span {
  period: string;
  from: string;
  to: string;
  /** "34" or "34–36"; "" when the window is another person's. */
  ages: string;
}

/** The gender a relative word says, where it does ("son", "दिदी"); null otherwise. */
export type RelativeGender = "male" | "female" | null;

export interface Counsel {
  /** "your son's marriage", "तपाईंको छोराको विवाह", "आपके बेटे की शादी"; "your marriage" for the asker. */
  topic(relative: Relative | null, gender: RelativeGender, area: LifeArea): string;
  /** Who the person is, for the frame sentence: "your son", "तपाईंको छोरा", "आपके बेटे". */
  person(relative: Relative, gender: RelativeGender): string;
  /** Where the chart reads another person's matter (bhavat bhavam), in one sentence. */
  frame: Variants<[person: string, personHouse: string, countFromPerson: string, house: string, topic: string]>;

  when: {
    window: Variants<[topic: string, s: Span]>;
    now: Variants<[topic: string, s: Span]>;
    none(topic: string): string;
    beyondAge(topic: string, age: string): string;
  };
  /** For the years a question names: a period inside them, or none and the next. */
  inYears: {
    yes(years: string, topic: string, s: Span): string;
    no(years: string, topic: string, next: Span | null): string;
  };
  likely: Record<Tone, Variants<[topic: string, s: Span | null]>>;
  choice: {
    lean: Variants<[lean: string, other: string]>;
    even: Variants<[a: string, b: string]>;
  };
  count: {
    children(indication: "one" | "two" | "several"): string;
    caveat: readonly string[];
    /** For what a chart does not count (jobs, houses): the periods that move it instead. */
    notCounted(topic: string, periods: string): string;
  };
  kind: {
    lead(topic: string, sign: string, traits: string, work: boolean): string;
    planet(planet: string, traits: string, work: boolean): string;
  };
  why: Record<Tone, (topic: string, house: string, lord: string) => string>;
  general: Record<Tone, Variants<[topic: string, s: Span | null]>>;
  sadeSati: {
    yes(phase: string, until: string): string;
    no(next: string | null): string;
    phase: Record<"rising" | "peak" | "setting", string>;
  };
  manglik: Record<"none" | "cancelled" | "mild" | "present", (marsHouse: string) => string>;

  reason: {
    /** The house's lord where it sits (its `note` says what kind of house that is). */
    lord: Variants<[house: string, sign: string, p: Placed, helps: boolean]>;
    occupants(house: string, benefics: string, malefics: string): string;
    karaka: Variants<[p: Placed, role: string, helps: boolean, topic: string]>;
    dasha: { active: Variants<[d: DashaWords]>; quiet: Variants<[d: DashaWords]> };
    /** What one lord of the running period holds: the houses it rules, or the house a node sits in. */
    rules(planet: string, houses: string): string;
    sits(planet: string, house: string): string;
    transit(planet: "jupiter" | "saturn", name: string, house: string, until: string | null): string;
    sadeSati(phase: string, until: string): string;
    option(option: string, house: string, p: Placed): string;
    /** The 5th and 7th lords linked: together in one house, or one in the other's house. */
    loveLink(lord5: string, lord7: string, how: "together" | "lord7_in_5" | "lord5_in_7", house: string): string;
    /** The marriage karaka (or a 7th lord) in the navamsa (D9): its sign, dignity, and whether it is vargottama. */
    navamsa(p: Placed, role: string, vargottama: boolean): string;
    /** Where Saturn is from the natal Moon: Sade Sati runs in the 12th, 1st and 2nd from it. */
    sadeSatiBasis(moonSign: string, saturnSign: string, fromMoon: string): string;
  };
  /** The karaka roles in words: "the significator of a wife" ... */
  roles: Record<string, string>;
  /** What kind of house a planet sits in, with what that house stands for: "a hidden house (dusthana) of …". */
  seat(seat: Seat, house: number): string;
  /** One thing to do or watch, for the area and for whoever the question is about. */
  action(a: ActionWords): string;
  /** The same verdict without chart words, for "say it simply". */
  plain: {
    reason: Record<Tone, string>;
  };
  /** Before the verdict, when the asker doubts the answer ("are you sure?"). */
  checkedAgain: string;
  /** An option of a choice restated in our words ("a love marriage", "a job"), by the area and the house it speaks for. */
  optionName(area: LifeArea, house: number): string | null;
  /** "2027", "2027–2029", "by 35" in words. */
  years(from: number, to: number): string;
}
