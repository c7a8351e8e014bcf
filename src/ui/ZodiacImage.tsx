// The medallion image of a zodiac sign (public/images/zodiac/<sign>.svg).

import { params } from "@nanostores/i18n";
import { useStore } from "@nanostores/react";
import { useChartWords } from "../i18n/chartWords";
import { i18n, language } from "../i18n/i18n";
import { findZodiacSign, zodiacSigns } from "./zodiac";

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
      src={`/images/zodiac/${found.english.toLowerCase()}.svg`}
      alt={t.alt({ sign: name })}
      width={size}
      height={size}
    />
  );
}
