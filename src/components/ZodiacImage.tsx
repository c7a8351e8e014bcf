// The medallion image of a zodiac sign (public/images/zodiac/<sign>.svg).
import { findZodiacSign } from "./zodiac";

export interface ZodiacImageProps {
  sign: string;
  size?: number;
  className?: string;
}

export function ZodiacImage({ sign, size = 96, className }: ZodiacImageProps) {
  const found = findZodiacSign(sign);
  if (!found) return null;
  return (
    <img
      className={className}
      src={`/images/zodiac/${found.english.toLowerCase()}.svg`}
      alt={`${found.english} (${found.sanskrit}) zodiac sign`}
      width={size}
      height={size}
    />
  );
}
