// The medallion image of a zodiac sign (src/assets/zodiac/<sign>.svg), in the page as a data URI: it is /kundali's
// largest element, and with the kept frame it is drawn at once, where its request waited behind the stylesheet and,
// in Nepali and Hindi, the Devanagari font's (Lighthouse's LCP of Nepali /kundali was 1,508 and 1,511 ms). The twelve
// come to under 3 KB gzip in the screen's chunk.

import { params } from "@nanostores/i18n";
import { useStore } from "@nanostores/react";
import { useChartWords } from "../i18n/chartWords";
import { i18n, language } from "../i18n/i18n";
import { findZodiacSign, zodiacSigns } from "./zodiac";

const MEDALLIONS = import.meta.glob<string>("../assets/zodiac/*.svg", {
  eager: true,
  query: "?inline",
  import: "default",
});

/** The data URI of a sign's medallion, by its English name ("Aries"). */
export function zodiacMedallion(english: string): string | undefined {
  return MEDALLIONS[`../assets/zodiac/${english.toLowerCase()}.svg`];
}

export const zodiacImageMessages = i18n("zodiacImage", {
  alt: params("{sign} zodiac sign"),
});

export interface ZodiacImageProps {
  sign: string;
  size?: number;
  className?: string;
}

export function ZodiacImage({ sign, size = 96, className }: ZodiacImageProps) {
  const t = useStore(zodiacImageMessages);
  const code = useStore(language);
  const words = useChartWords();
  const found = findZodiacSign(sign);
  if (!found) return null;
  const name = code === "en" ? `${found.english} (${found.sanskrit})` : words.sign(zodiacSigns.indexOf(found) + 1);
  return (
    <img
      className={className}
      src={zodiacMedallion(found.english)}
      alt={t.alt({ sign: name })}
      width={size}
      height={size}
    />
  );
}
