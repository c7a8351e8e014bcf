// A build step for react-aria's i18n module. When it is first evaluated it reads the browser's locale, checks the
// tag with Intl.DateTimeFormat.supportedLocalesOf and finds its text direction with Intl.Locale#maximize. A page's
// first Intl call loads the browser's locale data: in Chromium's profile of /kundali's start that one module
// evaluation was a 150 ms task, on a phone's main thread in the middle of our start. Tags of our own languages
// (en, ne, hi, with or without a region) are well formed and written left to right, so for them the two answers
// need no Intl; any other tag goes the library's way. test/unit/bundling/react-aria-locale.test.ts holds the
// answers to Intl's and the patched text to the installed react-aria.
import type { Plugin } from "vite";
import { LANGUAGES } from "../contract/language";

/** A tag of one of the app's languages, with or without a region: "ne", "ne-NP", "en-IN". */
export const OWN_LANGUAGE_TAG = new RegExp(`^(?:${LANGUAGES.join("|")})(?:-[A-Z]{2})?$`);

interface Patch {
  file: RegExp;
  find: string;
  replace: string;
}

export const REACT_ARIA_LOCALE_PATCHES: readonly Patch[] = [
  {
    // getDefaultLocale(): `locale` is the browser's tag.
    file: /react-aria\/dist\/private\/i18n\/useDefaultLocale\.mjs$/,
    find: "Intl.DateTimeFormat.supportedLocalesOf([",
    replace: `${OWN_LANGUAGE_TAG}.test(locale) || Intl.DateTimeFormat.supportedLocalesOf([`,
  },
  {
    // isRTL(localeString)
    file: /react-aria\/dist\/private\/i18n\/utils\.mjs$/,
    find: "if (Intl.Locale) {",
    replace: `if (${OWN_LANGUAGE_TAG}.test(localeString)) return false;\n    if (Intl.Locale) {`,
  },
];

/** The patched source, or an error naming the file when the installed react-aria no longer has the patched text. */
export function patchReactAriaSource(code: string, id: string): string | null {
  const patch = REACT_ARIA_LOCALE_PATCHES.find((candidate) => candidate.file.test(id.split("?")[0] ?? id));
  if (!patch) return null;
  if (!code.includes(patch.find))
    throw new Error(
      `${id} no longer contains "${patch.find}": react-aria changed, so scripts/react-aria-locale-without-intl.ts needs a look.`,
    );
  return code.replace(patch.find, patch.replace);
}

export function reactAriaLocaleWithoutIntl(): Plugin {
  return {
    name: "react-aria-locale-without-intl",
    enforce: "pre",
    transform(code, id) {
      const patched = patchReactAriaSource(code, id);
      return patched === null ? null : { code: patched, map: null };
    },
  };
}
