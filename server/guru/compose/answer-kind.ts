// "What kind?": the nature the area's house sign and its lord describe (a spouse, a line of work, a place).
import type { BodyName } from "../../astro/types";
import type { Composition } from "./context";
import { type Part, paragraph } from "./parts";
import { areaLabel, dashaSentence, placed, yogaSentences } from "./sentences";

export function answerKind(c: Composition): Part[] {
  const { main, area } = c.facts;
  const p = c.phrases;
  const work = area === "career" || area === "education";
  const lead = p.kindLead(areaLabel(c), c.words.sign(main.sign), p.signTraits(main.sign), work);
  const lord = p.kindPlanet(placed(c, main.lord), p.planetTraits(main.lord, area), work);
  // For a partner the classical karaka is Venus (and Jupiter for a woman's husband); for work, the strongest planet.
  const second: BodyName =
    area === "marriage" || area === "relationships"
      ? c.input.gender === "female"
        ? "jupiter"
        : "venus"
      : (c.judgement.bestPlaced.body as BodyName);
  const extra = second !== main.lord ? p.kindPlanet(placed(c, second), p.planetTraits(second, area), work) : null;
  return [paragraph(lead, lord), paragraph(extra, ...yogaSentences(c, 1)), paragraph(dashaSentence(c))];
}
