// The built-in guru reads the asker's real chart (computed by the engine) and names factors that are in it.
import { describe, expect, it } from "vitest";
import { computeChart } from "../../../server/astro/chart";
import { runningDashas } from "../../../server/astro/dasha";
import { BODY_DISPLAY_NAMES, ordinal, signLord, signName, signOfHouse } from "../../../server/astro/jyotish";
import type { ChartData } from "../../../server/astro/types";
import { answerWithBuiltinGuru } from "../../../server/guru/builtin-guru";

const now = new Date("2026-11-22T00:00:00Z");
const kathmandu = computeChart({ local: "1990-04-12T06:30", tz: "Asia/Kathmandu" }, 27.7172, 85.324);
const delhi = computeChart({ local: "1985-11-03T22:15", tz: "Asia/Kolkata" }, 28.6139, 77.209);

function ask(question: string, chart: ChartData) {
  return answerWithBuiltinGuru({ question, name: "Asha Sharma", chart, now });
}

/** Tags stripped and entities undone, to compare with plain sentences. */
function text(html: string): string {
  return html
    .replace(/<[^>]+>/g, " ")
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
}

describe.each([
  ["Kathmandu 1990", kathmandu],
  ["Delhi 1985", delhi],
])("the guru's answers are grounded in the chart (%s)", (_label, chart) => {
  it("names the 10th house's real sign, its lord and where that lord really sits, for a career question", () => {
    const answer = text(ask("Will I get a promotion in my job?", chart).html);
    const sign = signOfHouse(10, chart.ascendant.sign);
    const lord = signLord(sign);
    const lordBody = chart.bodies[lord];
    expect(answer).toContain(`Your 10th house (career, status, authority, deeds) is ${signName(sign)}`);
    expect(answer).toContain(
      `its lord ${BODY_DISPLAY_NAMES[lord]} sits in your ${ordinal(lordBody.house)} house in ${signName(lordBody.sign)}`,
    );
    // The occupants it names are the planets really in that house.
    const occupants = Object.values(chart.bodies).filter((b) => b.house === 10);
    for (const b of occupants) expect(answer).toMatch(new RegExp(`${BODY_DISPLAY_NAMES[b.name]}[^.]* this house`));
  });

  it("names the running mahadasha and antardasha, and coming periods, for a timing question", () => {
    const answer = text(ask("When will I get married?", chart).html);
    const running = runningDashas(chart.dashas, now);
    if (!running) throw new Error("chart has no running dasha");
    expect(answer).toContain(`You are running the ${running.mahadasha.lord} mahadasha`);
    expect(answer).toContain(`in its ${running.antardasha.lord} antardasha`);
    // Manglik: stated from Mars's real house with the rule set named.
    const manglik = [1, 2, 4, 7, 8, 12].includes(chart.bodies.mars.house);
    expect(answer).toContain(`Mars sits in your ${ordinal(chart.bodies.mars.house)} house`);
    expect(answer).toContain(manglik ? "is counted as manglik" : "the chart is not manglik");
  });

  it("points health and money questions to a professional and never sells remedies", () => {
    expect(text(ask("How will my health be?", chart).html)).toContain("a qualified doctor");
    expect(text(ask("Should I invest my savings in shares?", chart).html)).toContain("a qualified financial adviser");
    expect(text(ask("Will I win my court case?", chart).html)).toContain("a qualified lawyer");
    const answer = text(ask("When will I get a job?", chart).html);
    expect(answer).not.toMatch(/gemstone|buy a|paid puja|amulet/i);
  });

  it("gives an honest general reading with the real ascendant and Moon sign when the question has no area", () => {
    const result = ask("Tell me something nice", chart);
    const answer = text(result.html);
    expect(result.recognition.area).toBeNull();
    expect(answer).toContain("general reading");
    expect(answer).toContain(`Your ascendant (lagna) is ${signName(chart.ascendant.sign)}`);
    expect(answer).toContain(`Your Moon sign is ${signName(chart.bodies.moon.sign)}`);
    expect(result.suggestions).toHaveLength(3);
  });

  it("always offers three distinct follow-up questions, none of them the question asked", () => {
    for (const q of ["When will I get married?", "Will I go abroad?", "How is my health?", "Hello there"]) {
      const { suggestions } = ask(q, chart);
      expect(suggestions).toHaveLength(3);
      expect(new Set(suggestions).size).toBe(3);
      expect(suggestions).not.toContain(q);
    }
  });
});

describe("answers differ where they should", () => {
  it("gives different answers to the same question on different charts", () => {
    expect(kathmandu.ascendant.sign).not.toBe(delhi.ascendant.sign);
    const q = "Which career suits me?";
    expect(ask(q, kathmandu).html).not.toBe(ask(q, delhi).html);
  });

  it("gives different answers to different questions on one chart, reading different houses", () => {
    const questions = ["Which career suits me?", "When will I marry?", "Will I go abroad?", "How is my health?"];
    const answers = questions.map((q) => ask(q, kathmandu));
    expect(new Set(answers.map((a) => a.html)).size).toBe(questions.length);
    expect(new Set(answers.map((a) => a.reading.houses[0])).size).toBe(questions.length);
  });

  it("never puts the user's text into the HTML unescaped", () => {
    const html = ask(`<img src=x onerror=alert(1)> when will I marry "soon"?`, kathmandu).html;
    expect(html).not.toContain("<img");
    expect(html).toContain("&lt;img src=x onerror=alert(1)&gt;");
    expect(html.match(/<\/?([a-z]+)/g)?.every((t) => /<\/?(p|ul|li|strong|em)$/.test(t))).toBe(true);
  });
});
