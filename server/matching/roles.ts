// Ashtakoot compares a bride's chart with a groom's: Varna, Vashya, Tara and Gana read differently for each side.
// The asker and the partner take the sides their genders give. When that does not decide it (both the same, or
// "other"), the partner is read as the bride if the partner is female, else the asker is; a choice stated on the
// result, so nobody is left out of matching.
export type MatchRole = "bride" | "groom";

const isFemale = (gender: string) => gender.trim().toLowerCase() === "female";
const isMale = (gender: string) => gender.trim().toLowerCase() === "male";

export function rolesOf(askerGender: string, partnerGender: string): { asker: MatchRole; partner: MatchRole } {
  if (isFemale(askerGender) && !isFemale(partnerGender)) return { asker: "bride", partner: "groom" };
  if (isMale(askerGender) && !isMale(partnerGender)) return { asker: "groom", partner: "bride" };
  if (isFemale(partnerGender)) return { asker: "groom", partner: "bride" };
  return { asker: "bride", partner: "groom" };
}
