// An argument put into words of the answer's language: the verdict as one sentence, then its reasons. In plain
// mode ("say it simply") the verdict names no period and the reasons give way to one plain line.
import type { BodyName } from "../../astro/types";
import type { TimingWindow } from "../../jyotish";
import type { ConsultationPlan } from "../plan/plan";
import {
  type Argument,
  agesBelongToAsker,
  type FrameAnswer,
  type Holding,
  type Placement,
  type Reason,
  seatOf,
} from "./argument";
import type { Counsel, Span, Variants } from "./counsel";
import type { Phrases, Placed } from "./phrases";
import { pick } from "./variety";
import type { Words } from "./words";

export interface Voice {
  counsel: Counsel;
  words: Words;
  phrases: Phrases;
  plan: ConsultationPlan;
  /** "your son's marriage" for this part. */
  topic: string;
  /** Plain words: no period names, no houses. */
  plain: boolean;
  /** Picks between wordings: the same question on the same chart is always worded the same. */
  seed: number;
}

/** A placement in words; `rules` is the house the sentence reads it for, so "its own house" can be said. */
export function describe(v: Voice, p: Placement, rules: number | null = null): Placed {
  const notes = [
    v.words.dignity(p.dignity),
    p.neechaBhanga ? v.words.condition.neechaBhanga : "",
    p.combust ? v.words.condition.combust : "",
    p.retrograde ? v.words.condition.retrograde : "",
  ].filter(Boolean);
  return {
    planet: v.words.planet(p.body),
    house: v.words.house(p.house),
    sign: v.words.sign(p.sign),
    dignity: v.words.list(notes),
    note: v.plain ? "" : v.counsel.seat(seatOf(p.house, rules), p.house),
  };
}

/** One of a sentence kind's wordings, chosen by the question and the chart (the same question always reads the same). */
function one<A extends unknown[]>(v: Voice, variants: Variants<A>, salt: string, ...args: A): string {
  return pick(variants, v.seed, salt)(...args);
}

const lordName = (lord: string) => lord.toLowerCase() as BodyName;

export function spanOf(v: Voice, w: TimingWindow): Span {
  const ages =
    w.ageAtStart === w.ageAtEnd
      ? v.words.number(w.ageAtStart)
      : `${v.words.number(w.ageAtStart)}–${v.words.number(w.ageAtEnd)}`;
  return {
    period: v.plain ? "" : `${v.words.planet(lordName(w.mahadasha))}–${v.words.planet(lordName(w.antardasha))}`,
    from: v.words.monthYear(w.start),
    to: v.words.monthYear(w.end),
    ages: agesBelongToAsker(v.plan) ? ages : "",
  };
}

function yearsWords(v: Voice, from: number, to: number): string {
  return v.counsel.years(from, to).replace(/\d+/g, (n) => v.words.number(Number(n)));
}

/** The verdict for the years a question names ("next year", "by 2030"): a period inside them, or none and the next. */
function frameVerdict(v: Voice, frame: FrameAnswer | null): string | null {
  if (!frame || frame.span.from === null || frame.span.to === null) return null;
  const years = yearsWords(v, frame.span.from, frame.span.to);
  return frame.window
    ? v.counsel.inYears.yes(years, v.topic, spanOf(v, frame.window))
    : v.counsel.inYears.no(years, v.topic, frame.next ? spanOf(v, frame.next) : null);
}

export function sayVerdict(v: Voice, arg: Argument): string {
  const c = v.counsel;
  const verdict = arg.verdict;
  const span = (w: TimingWindow | null) => (w ? spanOf(v, w) : null);
  switch (verdict.form) {
    case "when": {
      const inYears = frameVerdict(v, verdict.inFrame);
      if (inYears) return inYears;
      if (verdict.beyondAge) return c.when.beyondAge(v.topic, v.words.number(v.plan.subjectAge ?? 0));
      if (!verdict.window) return c.when.none(v.topic);
      return verdict.current
        ? one(v, c.when.now, "when.now", v.topic, spanOf(v, verdict.window))
        : one(v, c.when.window, "when.window", v.topic, spanOf(v, verdict.window));
    }
    case "will_it": {
      return (
        frameVerdict(v, verdict.inFrame) ?? one(v, c.likely[verdict.tone], "likely", v.topic, span(verdict.window))
      );
    }
    case "which_of_two": {
      const name = (option: string, index: number) => optionWords(v, arg, option, index);
      const [a, b] = verdict.options.map(name) as [string, string];
      if (verdict.lean === null || verdict.other === null) return one(v, c.choice.even, "even", a, b);
      const [lean, other] = verdict.lean === verdict.options[0] ? [a, b] : [b, a];
      return one(v, c.choice.lean, "lean", lean, other);
    }
    case "how_many": {
      if (verdict.countable) return `${c.count.children(verdict.indication)} ${pick(c.count.caveat, v.seed, "caveat")}`;
      return c.count.notCounted(v.topic, v.words.number(verdict.windows));
    }
    case "what_kind": {
      const work = arg.part.area === "career" || arg.part.area === "education";
      const lead = c.kind.lead(v.topic, v.words.sign(verdict.sign), v.phrases.signTraits(verdict.sign), work);
      const lord = c.kind.planet(
        v.words.planet(verdict.lord),
        v.phrases.planetTraits(verdict.lord, arg.part.area),
        work,
      );
      return `${lead} ${lord}`;
    }
    case "why":
      return v.plain
        ? one(v, c.general[verdict.tone], "general", v.topic, null)
        : c.why[verdict.tone](v.topic, v.words.house(verdict.house), v.words.planet(verdict.lord));
    case "general":
      return one(v, c.general[verdict.tone], "general", v.topic, span(verdict.window));
    case "sade_sati":
      return verdict.running && verdict.phase && verdict.until
        ? c.sadeSati.yes(c.sadeSati.phase[verdict.phase], v.words.monthYear(verdict.until))
        : c.sadeSati.no(verdict.next ? v.words.monthYear(verdict.next) : null);
    case "manglik":
      return c.manglik[verdict.status](v.words.house(verdict.marsHouse));
  }
}

/** An option in our words: the name of what its house speaks for, or the asker's words when we have none. */
function optionWords(v: Voice, arg: Argument, option: string, index: number): string {
  const houses = arg.reasons.flatMap((r) => (r.kind === "option" ? [r.house] : []));
  const house = houses[index];
  // Our own name only when the two options speak for different houses; otherwise both would get one name.
  const distinct = new Set(houses).size === houses.length;
  return (house !== undefined && distinct ? v.counsel.optionName(arg.part.area, house) : null) ?? option;
}

export function sayReason(v: Voice, arg: Argument, reason: Reason, index: number): string | null {
  const c = v.counsel.reason;
  switch (reason.kind) {
    case "lord":
      return one(
        v,
        c.lord,
        "lord",
        v.words.house(reason.house),
        v.words.sign(reason.sign),
        describe(v, reason.lord, reason.house),
        reason.lord.helps,
      );
    case "occupants": {
      const names = (bodies: BodyName[]) => v.words.list(bodies.map(v.words.planet));
      return c.occupants(v.words.house(reason.house), names(reason.benefics), names(reason.malefics));
    }
    case "karaka":
      return one(
        v,
        c.karaka,
        "karaka",
        describe(v, reason.karaka),
        v.counsel.roles[reason.role] ?? "",
        reason.karaka.helps,
        v.topic,
      );
    case "dasha": {
      const holds = (body: BodyName, held: Holding) =>
        "sits" in held
          ? c.sits(v.words.planet(body), v.words.house(held.sits))
          : c.rules(v.words.planet(body), v.words.houses(held.rules));
      const link =
        reason.md === reason.ad
          ? holds(reason.md, reason.mdHolds)
          : v.words.list([holds(reason.md, reason.mdHolds), holds(reason.ad, reason.adHolds)]);
      const words = {
        md: v.words.planet(reason.md),
        ad: v.words.planet(reason.ad),
        until: v.words.monthYear(reason.until),
        link,
        active: reason.active,
        topic: v.topic,
      };
      return reason.active ? one(v, c.dasha.active, "dasha", words) : one(v, c.dasha.quiet, "dasha", words);
    }
    case "transit":
      return c.transit(
        reason.planet,
        v.words.planet(reason.planet),
        v.words.house(reason.house),
        reason.until ? v.words.monthYear(reason.until) : null,
      );
    case "sade_sati":
      return reason.until ? c.sadeSati(v.counsel.sadeSati.phase[reason.phase], v.words.monthYear(reason.until)) : null;
    case "manglik":
      return v.counsel.manglik[reason.status](v.words.house(reason.marsHouse));
    case "yoga":
      return v.phrases.yoga(reason.name, v.words.list(reason.bodies.map(v.words.planet)));
    case "option":
      return c.option(
        optionWords(v, arg, reason.option, index),
        v.words.house(reason.house),
        describe(v, reason.lord, reason.house),
      );
    case "navamsa":
      return c.navamsa(
        {
          planet: v.words.planet(reason.planet),
          house: "",
          sign: v.words.sign(reason.sign),
          dignity: reason.dignity ? v.words.dignity(reason.dignity as Placement["dignity"]) : "",
        },
        v.counsel.roles[reason.role] ?? "",
        reason.vargottama,
      );
    case "love_link":
      return c.loveLink(
        v.words.planet(reason.lord5),
        v.words.planet(reason.lord7),
        reason.how,
        v.words.house(reason.house),
      );
    case "sade_sati_basis":
      return c.sadeSatiBasis(
        v.words.sign(reason.moonSign),
        v.words.sign(reason.saturnSign),
        ordinalSign(v, reason.fromMoon),
      );
  }
}

/** The option reasons are numbered among themselves (the first option's, then the second's). */
export function sayReasons(v: Voice, arg: Argument, max: number): string[] {
  let option = 0;
  const out: string[] = [];
  for (const reason of arg.reasons) {
    const index = reason.kind === "option" ? option++ : 0;
    const sentence = sayReason(v, arg, reason, index);
    if (sentence) out.push(sentence);
    if (out.length >= max) break;
  }
  return out;
}

/** "the 3rd sign" / "तेस्रो राशि" / "तीसरी राशि": the house word's ordinal with the sign noun. */
function ordinalSign(v: Voice, n: number): string {
  const house = v.words.house(n);
  if (v.plan.answerLanguage === "en") return house.replace("house", "sign");
  if (v.plan.answerLanguage === "ne") return house.replace("भाव", "राशि");
  return house.replace(/ें भाव$/, "ीं राशि").replace(/े भाव$/, "ी राशि");
}
