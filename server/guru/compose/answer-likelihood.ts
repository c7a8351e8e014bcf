// "Will it happen?": a likelihood from the area's strength, with its reasons and its window.

import { windowSentence } from "./answer-when";
import type { Composition } from "./context";
import { type Part, paragraph } from "./parts";
import { areaLabel, dashaSentence, houseSentences, karakaSentence, specialSentences } from "./sentences";

export function answerLikelihood(c: Composition): Part[] {
  const lead = c.phrases.likelihood[c.facts.tone](areaLabel(c), c.words.house(c.facts.main.house));
  return [
    paragraph(lead, ...houseSentences(c, true)),
    paragraph(karakaSentence(c), ...specialSentences(c)),
    paragraph(windowSentence(c), dashaSentence(c)),
  ];
}
