// The product's languages and how one is chosen, shared by the client (navigator.languages, the saved choice) and
// the server (the Accept-Language header of each call, which the client sets to the chosen language).
// English is the base (the product's copy); Nepali and Hindi are the languages of our first two markets.

export const LANGUAGES = ["en", "ne", "hi"] as const;
export type Language = (typeof LANGUAGES)[number];
export const BASE_LANGUAGE: Language = "en";

/** Each language's own name, shown in the picker (a reader of that language finds it whatever the UI language). */
export const LANGUAGE_NAMES: Record<Language, string> = { en: "English", ne: "नेपाली", hi: "हिन्दी" };

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

/** The supported language of a BCP 47 tag ("ne-NP" -> "ne", "hi_IN" -> "hi"), or null. */
export function languageOfTag(tag: string): Language | null {
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
  return isLanguage(primary) ? primary : null;
}

/**
 * The first supported language in the user's own order of preference (a phone set to Nepali lists "ne-NP" first,
 * and so does the native app's webview, which takes the phone's locale); English when none is supported.
 */
export function pickLanguage(preferred: readonly string[]): Language {
  for (const tag of preferred) {
    const language = languageOfTag(tag);
    if (language) return language;
  }
  return BASE_LANGUAGE;
}

/** The language an Accept-Language header asks for, by its q-values (ties keep header order). */
export function languageFromAcceptLanguage(header: string | null | undefined): Language {
  if (!header) return BASE_LANGUAGE;
  const ranked = header
    .split(",")
    .map((part, index) => {
      // Stryker disable next-line StringLiteral: split always returns at least one element, so the default is never used
      const [tag = "", ...params] = part.split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const weight = q ? Number.parseFloat(q.slice(2)) : 1;
      // A q-value outside 0-1 or not a number is malformed: the entry is ignored.
      // Stryker disable next-line MethodExpression: languageOfTag trims the tag again, so an untrimmed tag picks the same language
      return { tag: tag.trim(), weight: Number.isFinite(weight) && weight <= 1 ? weight : 0, index };
    })
    .filter((entry) => entry.tag !== "" && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return pickLanguage(ranked.map((entry) => entry.tag));
}

/** Languages written in Devanagari, which need the self-hosted Devanagari font. */
export function usesDevanagari(language: Language): boolean {
  return language === "ne" || language === "hi";
}
