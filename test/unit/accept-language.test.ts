// The app's UI language from Accept-Language: the language of mails, catalogues and the interpretation, and the
// one romanised questions are answered in.
import { describe, expect, it } from "vitest";
import { languageFromAcceptLanguage } from "../../contract/language";

describe("the UI language from Accept-Language", () => {
  it.each([
    [undefined, "en"],
    ["", "en"],
    ["ne", "ne"],
    ["ne-NP,ne;q=0.9,en;q=0.8", "ne"],
    ["hi-IN", "hi"],
    ["en-GB,hi;q=0.9", "en"],
    ["fr-FR,hi;q=0.7,ne;q=0.6", "hi"],
    ["en;q=0.2,ne;q=0.8", "ne"],
    ["de, fr", "en"],
    ["ne;q=abc, hi;q=2", "en"],
    [";;;,,,", "en"],
  ])("%s → %s", (header, expected) => {
    expect(languageFromAcceptLanguage(header)).toBe(expected);
  });
});
