// Chart words (GLOSSARY.md, never machine-translated): the twelve signs and the bodies' chart labels, as the chart,
// the kundali page and the screen-reader table show them. English is the base; the Nepali and Hindi forms are in the
// catalogues. The server sends planet labels in English (Su Mo Ma ...), which are the keys here.
import { useStore } from "@nanostores/react";
import { useMemo } from "react";
import { i18n } from "./i18n";

export const chartWords = i18n("chartWords", {
  sign1: "Aries",
  sign2: "Taurus",
  sign3: "Gemini",
  sign4: "Cancer",
  sign5: "Leo",
  sign6: "Virgo",
  sign7: "Libra",
  sign8: "Scorpio",
  sign9: "Sagittarius",
  sign10: "Capricorn",
  sign11: "Aquarius",
  sign12: "Pisces",
  labelSu: "Su",
  labelMo: "Mo",
  labelMa: "Ma",
  labelMe: "Me",
  labelJu: "Ju",
  labelVe: "Ve",
  labelSa: "Sa",
  labelRa: "Ra",
  labelKe: "Ke",
  labelAs: "As",
  nameSu: "Sun",
  nameMo: "Moon",
  nameMa: "Mars",
  nameMe: "Mercury",
  nameJu: "Jupiter",
  nameVe: "Venus",
  nameSa: "Saturn",
  nameRa: "Rahu",
  nameKe: "Ketu",
  nameAs: "Ascendant",
});

type Words = ReturnType<typeof chartWords.get>;

export interface ChartWords {
  /** 1..12 (Aries = 1) -> the sign's name; the number itself when out of range. */
  sign(number: number): string;
  /** 'Su' -> 'सू' in Nepali; an unknown label as given. */
  label(english: string): string;
  /** 'Su' -> 'सूर्य' in Nepali; an unknown label as given. */
  planet(english: string): string;
}

export function chartWordsFrom(words: Words): ChartWords {
  const lookup = (key: string, fallback: string) => (words as Record<string, string>)[key] ?? fallback;
  return {
    sign: (number) => lookup(`sign${number}`, String(number)),
    label: (english) => lookup(`label${english}`, english),
    planet: (english) => lookup(`name${english}`, english),
  };
}

export function useChartWords(): ChartWords {
  const words = useStore(chartWords);
  return useMemo(() => chartWordsFrom(words), [words]);
}
