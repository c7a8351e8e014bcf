// Each language's catalogue has every key of the English base (the words written beside each view), no key the base
// lacks, the same {placeholders}, and every plural form the language's Intl.PluralRules asks for.
import type { TranslationJSON } from "@nanostores/i18n";
import { describe, expect, it } from "vitest";
import hi from "../../src/i18n/catalogues/hi";
import ne from "../../src/i18n/catalogues/ne";
import { i18n } from "../../src/i18n/i18n";

// Every module that may define words: importing them registers their English base in the i18n cache.
const modules = import.meta.glob(["../../src/{features,ui,i18n}/**/*.{ts,tsx}"], { eager: true });

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

function problems(code: string, catalogue: Record<string, Record<string, TranslationJSON>>): string[] {
  const found: string[] = [];
  const base = i18n.cache.en as unknown as Record<string, Record<string, TranslationJSON>>;
  const forms = new Intl.PluralRules(code).resolvedOptions().pluralCategories;
  for (const [component, words] of Object.entries(base)) {
    const translated = catalogue[component];
    if (!translated) {
      found.push(`${component}: missing`);
      continue;
    }
    for (const [key, english] of Object.entries(words)) {
      const value = translated[key];
      if (value === undefined || value === "") found.push(`${component}.${key}: missing`);
      else if (typeof english === "string") {
        if (typeof value !== "string") found.push(`${component}.${key}: not a string`);
        else if (placeholders(value).join() !== placeholders(english).join())
          found.push(`${component}.${key}: placeholders differ`);
      } else if (typeof value === "string") found.push(`${component}.${key}: plural forms missing`);
      else for (const form of forms) if (!(form in value)) found.push(`${component}.${key}: no "${form}" form`);
    }
    for (const key of Object.keys(translated)) if (!(key in words)) found.push(`${component}.${key}: not in English`);
  }
  for (const component of Object.keys(catalogue)) if (!(component in base)) found.push(`${component}: not in English`);
  return found;
}

describe("catalogues", () => {
  it("found the English words of the screens", () => {
    expect(Object.keys(modules).length).toBeGreaterThan(20);
    expect(Object.keys(i18n.cache.en)).toEqual(expect.arrayContaining(["bottomNav", "messages", "settings"]));
  });

  it.each([
    ["ne", ne],
    ["hi", hi],
  ])("%s has every key of the English base, and only those", (code, catalogue) => {
    expect(problems(code, catalogue as Record<string, Record<string, TranslationJSON>>)).toEqual([]);
  });
});
