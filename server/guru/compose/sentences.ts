// Sentences every kind of answer draws on, built from the chart in the answer's language: a placement, a house and
// its lord, the karakas, the yogas, the running period and a timing window.
import type { BodyName } from "../../astro/types";
import type { TimingWindow } from "../../jyotish";
import { housesOfLord } from "../chart-facts";
import type { Composition } from "./context";
import type { Placed, WindowWords } from "./phrases";
import { pick } from "./variety";

export function placed(c: Composition, body: BodyName): Placed {
  const b = c.chart.bodies[body];
  return {
    planet: c.words.planet(body),
    house: c.words.house(b.house),
    sign: c.words.sign(b.sign),
    dignity: c.words.dignity(b.dignity),
  };
}

export function windowWords(c: Composition, w: TimingWindow): WindowWords {
  return {
    md: c.words.planet(w.mahadasha.toLowerCase() as BodyName),
    ad: c.words.planet(w.antardasha.toLowerCase() as BodyName),
    from: c.words.monthYear(w.start),
    to: c.words.monthYear(w.end),
    ages:
      w.ageAtStart === w.ageAtEnd
        ? c.words.number(w.ageAtStart)
        : `${c.words.number(w.ageAtStart)}–${c.words.number(w.ageAtEnd)}`,
  };
}

export function areaLabel(c: Composition): string {
  return c.words.area(c.facts.area);
}

/** The main house's sign and its lord's placement; occupants or their absence when `full`. */
export function houseSentences(c: Composition, full: boolean): string[] {
  const { main } = c.facts;
  const area = areaLabel(c);
  const p = c.phrases;
  const sentences = [
    pick(p.houseSign, c.seed, "houseSign")(c.words.house(main.house), c.words.sign(main.sign), area),
    pick(p.lordIn, c.seed, "lordIn")(placed(c, main.lord)),
  ];
  if (c.facts.lordNeechaBhanga) sentences.push(p.neechaBhanga(c.words.planet(main.lord)));
  if (full) {
    sentences.push(
      main.occupants.length > 0
        ? pick(
            p.occupants,
            c.seed,
            "occupants",
          )(c.words.list(main.occupants.map(c.words.planet)), c.words.house(main.house))
        : pick(p.empty, c.seed, "empty")(c.words.house(main.house), c.words.planet(main.lord), area),
    );
  }
  return sentences;
}

export function karakaSentence(c: Composition): string | null {
  const karaka = c.facts.karakas[0];
  if (!karaka) return null;
  return pick(c.phrases.karaka, c.seed, "karaka")(placed(c, karaka), areaLabel(c));
}

export function yogaSentences(c: Composition, max: number): string[] {
  return c.facts.yogas.slice(0, max).map((y) => c.phrases.yoga(y.name, c.words.list(y.bodies.map(c.words.planet))));
}

/** The running mahadasha and antardasha, and whether they touch the area's houses. */
export function dashaSentence(c: Composition): string | null {
  const stack = c.judgement.dasha;
  if (!stack) return null;
  const houses = c.facts.rule.houses;
  const touches = (lord: string) =>
    housesOfLord(c.chart, lord.toLowerCase() as BodyName).some((h) => houses.includes(h));
  const active = touches(stack.mahadasha.lord) || touches(stack.antardasha.lord);
  return pick(c.phrases.dashaNow, c.seed, "dashaNow")(
    c.words.planet(stack.mahadasha.lord.toLowerCase() as BodyName),
    c.words.planet(stack.antardasha.lord.toLowerCase() as BodyName),
    c.words.monthYear(stack.antardasha.end),
    areaLabel(c),
    active,
  );
}

export function toneSentence(c: Composition): string {
  return pick(c.phrases.tone[c.facts.tone], c.seed, "tone")(areaLabel(c), c.words.planet(c.facts.main.lord));
}

/** Manglik for marriage questions, Sade Sati when it runs. */
export function specialSentences(c: Composition): string[] {
  const out: string[] = [];
  if (c.facts.area === "marriage") {
    const m = c.judgement.manglik;
    out.push(c.phrases.manglik(m.status, c.words.house(m.marsHouse)));
  }
  const s = c.judgement.sadeSati;
  if (s.active && s.phase && s.current && ["health", "career", "family", "finance"].includes(c.facts.area)) {
    out.push(c.phrases.sadeSatiNow(s.phase, c.words.monthYear(s.current.end)));
  }
  return out;
}

export function secondHouseSentence(c: Composition): string | null {
  const second = c.facts.second;
  if (!second) return null;
  return pick(c.phrases.secondHouse, c.seed, "secondHouse")(
    c.words.house(second.house),
    c.words.sign(second.sign),
    areaLabel(c),
    placed(c, second.lord),
  );
}

/** Saturn's, Jupiter's or Rahu's transit when it passes through one of the area's houses. */
export function transitSentences(c: Composition): string[] {
  const houses = c.facts.rule.houses;
  return (["jupiter", "saturn", "rahu"] as const)
    .map((body) => c.judgement.gochar.placements[body])
    .filter((t) => houses.includes(t.houseFromAscendant) && t.until)
    .map((t) =>
      c.phrases.transit(
        c.words.planet(t.body),
        c.words.house(t.houseFromAscendant),
        c.words.monthYear(t.until as string),
        areaLabel(c),
        t.favourable,
      ),
    );
}

/** Further facts of the area, in an order that depends on the question, to top a short answer up with. */
export function extraSentences(c: Composition): string[] {
  const all = [
    secondHouseSentence(c),
    karakaSentence(c),
    ...transitSentences(c),
    ...yogaSentences(c, 2),
    ...specialSentences(c),
    dashaSentence(c),
    toneSentence(c),
  ].filter((s): s is string => s !== null);
  return all
    .map((s, i) => ({ s, order: (c.seed >>> (i % 16)) % 7 }))
    .sort((a, b) => a.order - b.order)
    .map((x) => x.s);
}
