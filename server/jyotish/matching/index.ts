/** Kundali matching (Ashtakoot): import from here (or from server/jyotish). */
export { ashtakoot, ashtakootOfMoons } from "./ashtakoot";
export { bhakootDosha, doshas, ganaDosha, nadiDosha } from "./doshas";
export {
  bhakootKoota,
  ganaKoota,
  grahaMaitriKoota,
  kootas,
  type MoonPlace,
  nadiKoota,
  taraKoota,
  varnaKoota,
  vashyaKoota,
  yoniKoota,
} from "./kootas";
export { countsAsManglik, manglikMatch } from "./manglik-match";
export * from "./tables";
export * from "./types";
