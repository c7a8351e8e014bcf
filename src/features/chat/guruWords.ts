// The assigned guru's name and expertise in the reader's language. The server keeps one English profile per guru
// (GET/POST answers' guru_profile); the gurus the app ships with are known here by their portrait's file name, and
// their Nepali and Hindi words come from the catalogues, so changing the language changes them at once. In English,
// and for a guru added later, the server's own words show.
import { useStore } from "@nanostores/react";
import type { GuruProfile } from "../../../contract/user";
import { i18n, language } from "../../i18n/i18n";

export const guruWords = i18n("guruProfiles", {
  shankarName: "Guru Shankar Acharya",
  shankarExpertise: "Vedic astrology (Parashari), career and timing",
  mayaName: "Guru Maya Devi",
  mayaExpertise: "Vedic astrology, marriage and relationships",
  narayanName: "Guru Narayan Sharma",
  narayanExpertise: "Vedic astrology, education, health and wellbeing",
});

const SHIPPED_GURUS = ["shankar", "maya", "narayan"] as const;

/** The shipped guru a profile is, by its portrait ("/images/gurus/maya.webp"), or null. */
export function shippedGuru(profile: Pick<GuruProfile, "image_url"> | null): (typeof SHIPPED_GURUS)[number] | null {
  const file = /\/images\/gurus\/([a-z]+)\.\w+$/.exec(profile?.image_url ?? "")?.[1];
  return SHIPPED_GURUS.find((known) => known === file) ?? null;
}

/** The guru's name and expertise as the reader's language writes them (the server's words in English). */
export function useGuruWords(profile: GuruProfile | null): { name: string | null; expertise: string | null } {
  const t = useStore(guruWords);
  const code = useStore(language);
  const shipped = shippedGuru(profile);
  if (code === "en" || !shipped) return { name: profile?.name ?? null, expertise: profile?.expertise ?? null };
  return { name: t[`${shipped}Name`], expertise: t[`${shipped}Expertise`] };
}
