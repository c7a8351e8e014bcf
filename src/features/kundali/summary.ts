// The first layer of /kundali: the chart in a few plain sentences (at most 80 words in every language), written from
// the report for this chart: the ascendant and what it colours, the Moon sign and nakshatra, the running mahadasha
// and, while it runs, Sade Sati. Each classical word is explained where it first appears. Dates are written as the
// page's timeline writes them (`periodDate`), so the short reading and the tables name the same day.
import { params } from "@nanostores/i18n";
import type { KundaliReport } from "../../../contract/kundali";
import { i18n } from "../../i18n/i18n";

export const summaryMessages = i18n("kundaliSummary", {
  title: "Your kundali in short",
  loading: "Reading your kundali...",
  ascendant: params(
    "{name}, your ascendant (lagna), the sign rising as you were born, is {sign}: it gives you {temperament}.",
  ),
  moon: params(
    "Your Moon sign (rashi) is {sign}, in {nakshatra} nakshatra, the Moon's star: at heart you carry {temperament}.",
  ),
  period: params("Until {date} you are in the {planet} mahadasha, the main planetary period."),
  sadeSati: params("Sade Sati, Saturn's passage over your Moon sign, runs until {date}: be patient."),
  // What each sign colours, for the ascendant and the Moon alike (common Parashari readings). Aries = 1.
  temperament1: "initiative, courage and a wish to lead",
  temperament2: "steadiness, patience and a love of comfort",
  temperament3: "curiosity, quick wit and a gift for words",
  temperament4: "care, feeling and a deep attachment to home",
  temperament5: "warmth, pride and a natural sense of dignity",
  temperament6: "precision, a wish to serve and a practical mind",
  temperament7: "balance, fairness and a talent for partnership",
  temperament8: "depth, intensity and strong loyalties",
  temperament9: "optimism, principle and a love of learning",
  temperament10: "discipline, ambition and patient effort",
  temperament11: "independence, ideals and care for others",
  temperament12: "compassion, imagination and a spiritual bent",
});

export type SummaryWords = ReturnType<typeof summaryMessages.get>;

/** The short reading's sentences; `date` writes an instant as the page's timeline does. */
export function kundaliSummary(report: KundaliReport, t: SummaryWords, date: (iso: string) => string): string[] {
  const temperament = (sign: number) => String(t[`temperament${sign + 1}` as keyof SummaryWords]);
  const point = (name: string) => report.planets.find((row) => row.point === name);
  const ascendant = point("ascendant");
  const moon = point("moon");
  const sentences: string[] = [];
  const firstName = report.person.name.trim().split(/\s+/)[0] ?? "";
  if (ascendant) {
    sentences.push(
      t.ascendant({ name: firstName, sign: ascendant.sign_name, temperament: temperament(ascendant.sign) }),
    );
  }
  if (moon) {
    sentences.push(
      t.moon({ sign: moon.sign_name, nakshatra: moon.nakshatra_name, temperament: temperament(moon.sign) }),
    );
  }
  const running = report.dasha.mahadashas.find((period) => period.running);
  if (running) sentences.push(t.period({ date: date(running.end), planet: running.lord_name }));
  const sadeSati = report.now.sade_sati;
  if (sadeSati.active && sadeSati.current) sentences.push(t.sadeSati({ date: date(sadeSati.current.end) }));
  return sentences;
}
