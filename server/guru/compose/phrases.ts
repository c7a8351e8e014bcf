// What composition can say, as one interface each language fills in (phrases-en.ts, phrases-ne.ts, phrases-hi.ts).
// Every sentence of six words or more names something of this chart or this question (a planet, a sign, a house,
// a date, an option), so two answers rarely share a sentence; where a kind of fact comes up often, it has several
// wordings and variety.ts picks one per question.
import type { BodyName } from "../../astro/types";
import type { YogaName } from "../../jyotish";
import type { LifeArea } from "../life-areas";
import type { OffTopicReason } from "../understand/types";
import type { Tone } from "./area-facts";

/** A placement in words of the answer's language. */
export interface Placed {
  planet: string;
  house: string;
  sign: string;
  /** "" when there is nothing to say about its dignity. */
  dignity: string;
  /** What kind of house it sits in ("a hidden house (dusthana) of expense and distant lands"); "" in plain words. */
  note?: string;
}

/** A dasha window in words of the answer's language. */
export interface WindowWords {
  md: string;
  ad: string;
  from: string;
  to: string;
  /** The asker's age over the window: "34", or "34–36" when it spans birthdays. */
  ages: string;
}

type Variants<A extends unknown[]> = readonly ((...args: A) => string)[];

export interface Phrases {
  hello(name: string): string;
  houseSign: Variants<[house: string, sign: string, area: string]>;
  lordIn: Variants<[p: Placed]>;
  occupants: Variants<[planets: string, house: string]>;
  empty: Variants<[house: string, lord: string, area: string]>;
  karaka: Variants<[p: Placed, area: string]>;
  neechaBhanga(planet: string): string;
  yoga(name: YogaName, planets: string): string;
  /** The yoga's name alone: "Gajakesari yoga". */
  yogaName(name: YogaName): string;
  sadeSatiPhase(phase: "rising" | "peak" | "setting"): string;
  manglik(status: "none" | "cancelled" | "mild" | "present", marsHouse: string): string;
  sadeSatiNow(phase: "rising" | "peak" | "setting", until: string): string;
  dashaNow: Variants<[md: string, ad: string, until: string, area: string, active: boolean]>;
  nextWindow: Variants<[w: WindowWords, area: string]>;
  windowNow(w: WindowWords, area: string): string;
  pastWindow(w: WindowWords, area: string): string;
  laterWindows(area: string): string;
  windowItem(w: WindowWords): string;
  beyondAge(area: string, age: string): string;
  noWindow(area: string): string;
  /** The window of a named year, or none, then the next window that does support the area (when there is one). */
  shiftedYear(year: string, area: string, w: WindowWords | null, next: WindowWords | null): string;
  tone: Record<Tone, Variants<[area: string, lord: string]>>;
  likelihood: Record<Tone, (area: string, house: string) => string>;
  choiceLean(lean: string, other: string, leanHouse: string, otherHouse: string, leanLord: string): string;
  choiceEven(a: string, b: string): string;
  choiceReason(option: string, p: Placed, house: string): string;
  count(area: string, house: string, sign: string, indication: "one" | "two" | "several"): string;
  countCaveat(area: string, lord: string): string;
  /** `work`: the kind asked about is a line of work or study, not a person. */
  kindLead(area: string, sign: string, traits: string, work: boolean): string;
  kindPlanet(p: Placed, traits: string, work: boolean): string;
  signTraits(sign: number): string;
  planetTraits(body: BodyName, area: LifeArea): string;
  whyLead(area: string, house: string, sign: string, lord: string): string;
  explainLead(area: string): string;
  /** A line of perspective: at most once per conversation. */
  perspective(area: string): string;
  /** The area's second house: its sign and its lord's placement in one sentence. */
  secondHouse: Variants<[house: string, sign: string, area: string, lord: Placed]>;
  /** A slow planet's transit through a house of the area, counted from the ascendant. */
  transit(planet: string, house: string, until: string, area: string, favourable: boolean): string;
  /** Short (under six words): the professional to see for health, money and legal matters. */
  professional: Partial<Record<LifeArea, string>>;
  greeting: string;
  /** The free reply to a question that is not a reading, by why (a task, an instruction, a prescription, other). */
  offTopic: Record<OffTopicReason, string>;
  unplaced: string;
  /** Asked about a kundali match before making one: where to make it. */
  noMatch: string;
}
