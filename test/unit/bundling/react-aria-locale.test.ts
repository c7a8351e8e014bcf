import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../../../contract/language";
import {
  OWN_LANGUAGE_TAG,
  patchReactAriaSource,
  REACT_ARIA_LOCALE_PATCHES,
} from "../../../scripts/react-aria-locale-without-intl";

const i18nDir = path.join(
  path.dirname(createRequire(import.meta.url).resolve("react-aria/package.json")),
  "dist/private/i18n",
);

describe("react-aria's locale without Intl for our languages (scripts/react-aria-locale-without-intl.ts)", () => {
  const tags = LANGUAGES.flatMap((code) => [code, `${code}-IN`, `${code}-NP`, `${code}-US`]);

  it.each(tags)("answers %s as Intl does: a well-formed tag, written left to right", (tag) => {
    expect(OWN_LANGUAGE_TAG.test(tag)).toBe(true);
    expect(() => Intl.DateTimeFormat.supportedLocalesOf([tag])).not.toThrow();
    const locale = new Intl.Locale(tag).maximize() as Intl.Locale & { textInfo?: { direction: string } };
    expect(locale.textInfo?.direction).toBe("ltr");
  });

  it.each(["ar", "ur-PK", "he", "en-Arab", "mai-IN", "e", "en-us-x"])("leaves %s to the library", (tag) => {
    expect(OWN_LANGUAGE_TAG.test(tag)).toBe(false);
  });

  it.each(["useDefaultLocale.mjs", "utils.mjs"])("patches the installed react-aria's %s once", (file) => {
    const id = path.join(i18nDir, file);
    const source = readFileSync(id, "utf8");
    const patched = patchReactAriaSource(source, id);
    expect(patched).not.toBeNull();
    expect(patched).not.toBe(source);
    expect(patched?.split(String(OWN_LANGUAGE_TAG)).length).toBe(2);
  });

  it("refuses a react-aria that no longer has the patched text, rather than building without the patch", () => {
    expect(REACT_ARIA_LOCALE_PATCHES.length).toBe(2);
    expect(() =>
      patchReactAriaSource("let changed = true;", "/x/react-aria/dist/private/i18n/useDefaultLocale.mjs"),
    ).toThrow(/react-aria changed/);
    expect(patchReactAriaSource("anything", "/x/react-aria/dist/private/i18n/other.mjs")).toBeNull();
  });
});
