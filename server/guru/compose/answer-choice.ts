// "This or that?": a lean with its reasons, from the strength of the house that speaks for each option.
import { houseFacts } from "../chart-facts";
import { houseStrength } from "./area-facts";
import type { Composition } from "./context";
import { houseOfOption, optionLabel } from "./option-houses";
import { type Part, paragraph } from "./parts";
import { dashaSentence, placed, toneSentence } from "./sentences";

export function answerChoice(c: Composition): Part[] {
  const options = c.understanding.options;
  const [a, b] = (options ?? ["", ""]).map(optionLabel) as [string, string];
  const houseA = houseOfOption(a) ?? c.facts.main.house;
  const houseB = houseOfOption(b) ?? c.facts.second?.house ?? c.facts.main.house;
  if (!options || houseA === houseB) {
    return [paragraph(c.phrases.choiceEven(a, b), toneSentence(c)), paragraph(dashaSentence(c))];
  }
  const strengthA = houseStrength(c.chart, houseA, c.judgement);
  const strengthB = houseStrength(c.chart, houseB, c.judgement);
  const reason = (option: string, house: number) =>
    c.phrases.choiceReason(option, placed(c, houseFacts(c.chart, house).lord), c.words.house(house));
  const lordName = (house: number) => c.words.planet(houseFacts(c.chart, house).lord);
  const lead =
    Math.abs(strengthA - strengthB) < 0.5
      ? c.phrases.choiceEven(a, b)
      : strengthA > strengthB
        ? c.phrases.choiceLean(a, b, c.words.house(houseA), c.words.house(houseB), lordName(houseA))
        : c.phrases.choiceLean(b, a, c.words.house(houseB), c.words.house(houseA), lordName(houseB));
  return [
    paragraph(lead),
    paragraph(`${reason(a, houseA)} ${reason(b, houseB)}`),
    paragraph(dashaSentence(c), toneSentence(c)),
  ];
}
