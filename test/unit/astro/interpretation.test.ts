// The first reading is written from the chart's judgement: it names what it rests on, picks the best placed
// planet by strength, and two charts that share a Moon sign share no sentence.
import { describe, expect, it } from "vitest";
import { computeChart } from "../../../server/astro/chart";
import { dashaStackAt } from "../../../server/astro/dasha";
import { NAKSHATRA_NAMES, SIGN_NAMES } from "../../../server/astro/jyotish";
import { interpretChart } from "../../../server/charts/interpretation";
import { judgeChart, NAKSHATRA_NATURE } from "../../../server/jyotish";
import { chartWith } from "../jyotish/fixture";

const chart = computeChart({ local: "1990-05-14T06:45", tz: "Asia/Kathmandu" }, 27.70169, 85.3206);
const now = new Date("2026-01-01T00:00:00Z");

const sentences = (text: string) =>
  text
    .split(/\n\n|(?<=[.!?])\s+(?=[A-Z])/)
    .map((s) => s.trim())
    .filter(Boolean);

describe("interpretation", () => {
  const text = interpretChart("Asha Sharma", chart, now);

  it("names the ascendant and its lord, the yogakaraka, the Moon's nakshatra and its character", () => {
    expect(text).toContain(`ascendant (lagna) is ${SIGN_NAMES[chart.ascendant.sign]}`);
    expect(text).toContain("Its lord Venus");
    expect(text).toContain(`your ${chart.bodies.venus.house}th house`);
    expect(text).toContain("Saturn is the yogakaraka");
    expect(text).toContain(`is in ${SIGN_NAMES[chart.bodies.moon.sign]}`);
    const nakshatra = chart.bodies.moon.nakshatra;
    expect(text).toContain(`${NAKSHATRA_NAMES[nakshatra]} nakshatra, pada ${chart.bodies.moon.pada}`);
    expect(text).toContain(NAKSHATRA_NATURE[nakshatra]?.character);
  });

  it("names the yogas found, the running MD, AD and PD, and the transits with Sade Sati", () => {
    const j = judgeChart(chart, now);
    for (const yoga of j.yogas.filter((y) => !y.cancelled).slice(0, 1)) expect(text).toContain(yoga.label);
    const stack = dashaStackAt(chart.dashas, now);
    expect(text).toContain(`${stack?.mahadasha.lord} mahadasha`);
    expect(text).toContain(`${stack?.antardasha.lord} antardasha`);
    expect(text).toContain(`${stack?.pratyantardasha.lord} pratyantardasha`);
    expect(text).toContain(`Saturn now moves through ${SIGN_NAMES[j.gochar.placements.saturn.sign]}`);
    expect(text).toContain("Sade Sati");
  });

  it("is plain paragraphs without HTML and without fear-selling", () => {
    expect(text).not.toMatch(/<\/?[a-z]/i);
    expect(text.split("\n\n").length).toBeGreaterThanOrEqual(6);
    expect(text).not.toMatch(/remed|gemstone|danger|curse|puja/i);
  });

  it("chooses the best placed planet by strength, not by the order of the planets", () => {
    // Ascendant Gemini: the Sun exalted in the 11th comes first in the list; Saturn exalted in the 5th is stronger.
    const c = chartWith(2, { sun: [0, 10], saturn: [6, 20], mercury: [1, 5], venus: [1, 25] });
    expect(interpretChart("Asha Sharma", c, now)).toContain(
      "The best placed planet in your chart is Saturn at 20°00' Libra",
    );
  });

  it("says when Sade Sati is running and in which phase", () => {
    const capricornMoon = chartWith(0, { moon: [9, 10] });
    const during = interpretChart("Asha Sharma", capricornMoon, new Date("2021-06-01T00:00:00Z"));
    expect(during).toContain("Your Sade Sati is running");
    expect(during).toContain("peak phase");
    expect(during).toContain("26 January 2017");
  });

  it("shares no sentence between two charts with the same Moon sign", () => {
    const places = [
      [27.70169, 85.3206, "Asia/Kathmandu"],
      [19.076, 72.8777, "Asia/Kolkata"],
      [28.2096, 83.9856, "Asia/Kathmandu"],
    ] as const;
    const bySign = new Map<number, string[][]>();
    for (let i = 0; i < 36; i++) {
      const day = new Date(Date.UTC(1960 + i, (i * 5) % 12, 1 + ((i * 7) % 27)));
      const [lat, lon, tz] = places[i % 3] as (typeof places)[number];
      const local = `${day.toISOString().slice(0, 10)}T${String((i * 5) % 24).padStart(2, "0")}:${String((i * 13) % 60).padStart(2, "0")}`;
      const c = computeChart({ local, tz }, lat, lon);
      const list = bySign.get(c.bodies.moon.sign) ?? [];
      list.push(sentences(interpretChart("Asha Sharma", c, now)));
      bySign.set(c.bodies.moon.sign, list);
    }
    let pairs = 0;
    for (const group of bySign.values()) {
      for (let a = 0; a < group.length; a++) {
        for (let b = a + 1; b < group.length; b++) {
          const shared = (group[a] ?? []).filter((s) => (group[b] ?? []).includes(s));
          expect(shared).toEqual([]);
          pairs++;
        }
      }
    }
    expect(pairs).toBeGreaterThan(20);
  });
});

describe("interpretation in Nepali and Hindi", () => {
  const ne = interpretChart("आशा", chart, now, "ne");
  const hi = interpretChart("आशा", chart, now, "hi");

  it("is written in Devanagari with the glossary's words (तपाईं / आप), no English words", () => {
    for (const text of [ne, hi]) {
      expect(text).not.toMatch(/[A-Za-z]{2,}/);
      expect(text.split("\n\n").length).toBeGreaterThanOrEqual(5);
    }
    expect(ne).toContain("तपाईंको लग्न वृष");
    expect(hi).toContain("आपका लग्न वृषभ");
    expect(ne).toContain("लग्नेश शुक्र");
    expect(ne).toContain("शनि योगकारक");
    expect(ne).toContain("पूर्वाषाढा नक्षत्र");
    expect(hi).toContain("पूर्वाषाढा नक्षत्र");
    expect(ne).toContain("गजकेसरी योग");
  });

  it("names the running MD, AD and PD and Sade Sati in the glossary's terms", () => {
    expect(ne).toContain("मङ्गलको महादशा");
    expect(ne).toMatch(/\S+को अन्तर्दशा/);
    expect(ne).toContain("प्रत्यन्तर दशा");
    expect(ne).toContain("साढेसाती");
    expect(hi).toContain("मंगल की महादशा");
    expect(hi).toMatch(/\S+ की अंतर्दशा/);
    expect(hi).toContain("प्रत्यंतर दशा");
    expect(hi).toContain("साढ़ेसाती");
  });

  it("names the same best placed planet as the English reading", () => {
    expect(ne).toContain("सबैभन्दा बलियो ग्रह शुक्र");
    expect(hi).toContain("सबसे बलवान ग्रह शुक्र");
  });
});
