// Every language's vocabulary, and the entries of one kind across all three (a question may mix languages:
// "mero job kahile lagchha?").
import type { GuruLanguage } from "../../contract";
import { en } from "./en";
import { hi } from "./hi";
import { ne } from "./ne";
import type { Vocabulary } from "./vocabulary";

export const VOCABULARIES: Record<GuruLanguage, Vocabulary> = { en, ne, hi };

const ALL = [en, ne, hi];

/** One kind of entry from every language, de-duplicated. */
export function allOf(pick: (v: Vocabulary) => readonly string[] | undefined): string[] {
  return [...new Set(ALL.flatMap((v) => pick(v) ?? []))];
}
