// "Why?": the reasons from the area's house, its lord, the influences on it and the period running now.
import type { Composition } from "./context";
import { type Part, paragraph } from "./parts";
import { areaLabel, dashaSentence, houseSentences, specialSentences, toneSentence } from "./sentences";

export function answerWhy(c: Composition): Part[] {
  return [
    paragraph(
      c.phrases.whyLead(
        areaLabel(c),
        c.words.house(c.facts.main.house),
        c.words.sign(c.facts.main.sign),
        c.words.planet(c.facts.main.lord),
      ),
      ...houseSentences(c, true),
    ),
    paragraph(...specialSentences(c), dashaSentence(c)),
    paragraph(toneSentence(c)),
  ];
}
