// "How many?": the classical indication from the area's house, its lord and Jupiter, with an honest caveat.
import { NATURAL_BENEFICS } from "../chart-facts";
import type { Composition } from "./context";
import { type Part, paragraph } from "./parts";
import { areaLabel, houseSentences, karakaSentence, yogaSentences } from "./sentences";

export function answerCount(c: Composition): Part[] {
  const { main } = c.facts;
  const benefics = new Set([...main.occupants, ...main.aspectedBy].filter((b) => NATURAL_BENEFICS.includes(b))).size;
  const indication = c.facts.tone === "slow" && benefics === 0 ? "one" : benefics >= 2 ? "several" : "two";
  return [
    paragraph(c.phrases.count(areaLabel(c), c.words.house(main.house), c.words.sign(main.sign), indication)),
    paragraph(...houseSentences(c, true), karakaSentence(c), ...yogaSentences(c, 1)),
    paragraph(c.phrases.countCaveat(areaLabel(c), c.words.planet(main.lord))),
  ];
}
