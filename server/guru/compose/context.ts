// The phrase tables of the three languages, by language: the words every kind of reply shares (the greeting, the
// free replies, yogas, traits, the professional pointer).
import type { GuruLanguage } from "../contract";
import type { Phrases } from "./phrases";
import { EN } from "./phrases-en";
import { HI } from "./phrases-hi";
import { NE } from "./phrases-ne";

export const PHRASES: Record<GuruLanguage, Phrases> = { en: EN, ne: NE, hi: HI };
