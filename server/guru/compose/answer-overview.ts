// A question about an area with no sharper intent ("tell me about my career"), and "explain that more simply":
// the area's house and lord, its karaka and yogas, the running period, the next window and the balance.
import { windowSentence } from "./answer-when";
import type { Composition } from "./context";
import { type Part, paragraph } from "./parts";
import {
  areaLabel,
  dashaSentence,
  houseSentences,
  karakaSentence,
  specialSentences,
  toneSentence,
  yogaSentences,
} from "./sentences";

export function answerOverview(c: Composition): Part[] {
  return [
    paragraph(...houseSentences(c, true)),
    paragraph(karakaSentence(c), ...specialSentences(c), ...yogaSentences(c, 1)),
    paragraph(dashaSentence(c), windowSentence(c)),
    paragraph(toneSentence(c)),
  ];
}

/** Plainer, and only what was not said before (the no-repeat filter drops the rest). */
export function answerExplain(c: Composition): Part[] {
  return [
    paragraph(c.phrases.explainLead(areaLabel(c)), toneSentence(c)),
    paragraph(...houseSentences(c, false), karakaSentence(c)),
    paragraph(windowSentence(c), dashaSentence(c)),
  ];
}
