// The consultation plan: whom the question is about and the houses read for them (bhavat bhavam), each part with its
// form, the time frame in calendar years (the year after the previous turn's), the act, and a log line of codes only.
import { describe, expect, it } from "vitest";
import type { GuruTurn } from "../../../server/guru/contract";
import { planConsultation, planLogFields } from "../../../server/guru/plan/plan";
import { understandConversation } from "../../../server/guru/understand/understand";
import { ASKERS, NOW, questionFor } from "./everyday";

const asker = ASKERS[1] as (typeof ASKERS)[number]; // Mumbai 1975, male

function plan(question: string, earlier: string[] = []) {
  const history: GuruTurn[] = earlier.map((q) => ({ question: q, answerHtml: "", at: NOW.toISOString() }));
  const turns = understandConversation([...history, { question }], "en");
  const input = questionFor(asker, question, history);
  return planConsultation(input, turns[turns.length - 1] as (typeof turns)[number], turns.slice(0, -1));
}

describe("the consultation plan", () => {
  it("reads each relative's matter from their own house, counted by bhavat bhavam", () => {
    expect(plan("When will my son get married?")).toMatchObject({ subject: "child", subjectHouses: [5] });
    expect(plan("When will my son get married?").parts[0]?.houses[0]).toBe(11);
    expect(plan("When will my husband come back from abroad?").parts[0]?.houses[0]).toBe(6);
    expect(plan("How is my father's health?").parts[0]?.houses[0]).toBe(9);
    expect(plan("मेरो दाइको जागिर कहिले लाग्छ?").parts[0]?.houses[0]).toBe(8); // 10th from the 11th
    expect(plan("mere chhote bhai ki naukri kab lagegi?").parts[0]?.houses[0]).toBe(12); // 10th from the 3rd
    expect(plan("When will I get married?")).toMatchObject({ subject: "self", subjectHouses: [1] });
  });

  it("knows the asker's age, and another person's only when the question says it", () => {
    expect(plan("When will I get married?").subjectAge).toBe(51);
    expect(plan("When will my son get married?").subjectAge).toBeNull();
    expect(plan("When will my 28 year old son get married?").subjectAge).toBe(28);
  });

  it("resolves time frames to calendar years, the year after from the turn before", () => {
    const year = NOW.getUTCFullYear();
    expect(plan("Will I go abroad next year?").timeFrame).toMatchObject({ from: year + 1, to: year + 1 });
    expect(plan("Will I buy a house by 2030?").timeFrame).toMatchObject({ from: year, to: 2030 });
    expect(plan("And the year after that?", ["Will I go abroad next year?"]).timeFrame).toMatchObject({
      from: year + 2,
      to: year + 2,
    });
    expect(plan("Will my son marry by 30?").timeFrame).toMatchObject({ from: null, to: null });
  });

  it("logs codes and numbers only: never the question or the asker's name", () => {
    const fields = planLogFields(plan("When will my son Rohan marry Priya in Pune?"));
    const logged = JSON.stringify(fields);
    for (const word of ["Rohan", "Priya", "Pune", "Rajesh", "marry"]) expect(logged).not.toContain(word);
    expect(fields).toMatchObject({ subject: "child", act: "new", language: "en/latin->en" });
  });
});
