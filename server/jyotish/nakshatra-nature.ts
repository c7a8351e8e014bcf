/**
 * The character of each nakshatra: its presiding deity, symbol and gana as the classical texts give them
 * (Taittiriya Brahmana for the deities; the hora and muhurta texts for symbol and gana), with a short phrase of
 * the temperament commonly read from them (common practice). Index 0 = Ashwini.
 */
export interface NakshatraNature {
  deity: string;
  symbol: string;
  gana: "deva" | "manushya" | "rakshasa";
  character: string;
}

export const NAKSHATRA_NATURE: readonly NakshatraNature[] = [
  {
    deity: "the Ashwini Kumaras",
    symbol: "a horse's head",
    gana: "deva",
    character: "quickness, a healer's touch and the courage to begin",
  },
  {
    deity: "Yama",
    symbol: "the yoni",
    gana: "manushya",
    character: "endurance, restraint and the strength to carry responsibility",
  },
  {
    deity: "Agni",
    symbol: "a blade of flame",
    gana: "rakshasa",
    character: "a sharp, purifying mind and the will to cut through confusion",
  },
  {
    deity: "Prajapati (Brahma)",
    symbol: "an ox cart",
    gana: "manushya",
    character: "growth, warmth, a feel for beauty and steady creativity",
  },
  {
    deity: "Soma",
    symbol: "a deer's head",
    gana: "deva",
    character: "gentle curiosity and a searching, restless mind",
  },
  { deity: "Rudra", symbol: "a teardrop", gana: "manushya", character: "deep feeling and renewal that follows storms" },
  {
    deity: "Aditi",
    symbol: "a quiver of arrows",
    gana: "deva",
    character: "generosity, optimism and the gift of starting again",
  },
  {
    deity: "Brihaspati",
    symbol: "a cow's udder",
    gana: "deva",
    character: "a nourishing, protective and devoted nature",
  },
  {
    deity: "the Nagas",
    symbol: "a coiled serpent",
    gana: "rakshasa",
    character: "penetrating insight and a shrewd reading of people",
  },
  {
    deity: "the Pitris (the ancestors)",
    symbol: "a royal throne",
    gana: "rakshasa",
    character: "dignity, respect for heritage and natural authority",
  },
  {
    deity: "Bhaga",
    symbol: "the front legs of a couch",
    gana: "manushya",
    character: "warmth, creativity and a love of good company",
  },
  {
    deity: "Aryaman",
    symbol: "the back legs of a couch",
    gana: "manushya",
    character: "loyalty, reliability and a gift for lasting friendships",
  },
  {
    deity: "Savitar",
    symbol: "an open hand",
    gana: "deva",
    character: "skilful hands, resourcefulness and practical intelligence",
  },
  {
    deity: "Tvashtar (the divine craftsman)",
    symbol: "a bright jewel",
    gana: "rakshasa",
    character: "an eye for design, craft and brilliance",
  },
  {
    deity: "Vayu",
    symbol: "a young shoot swaying in the wind",
    gana: "deva",
    character: "independence, adaptability and a talent for trade",
  },
  {
    deity: "Indra and Agni",
    symbol: "a triumphal arch",
    gana: "rakshasa",
    character: "single-minded purpose and the drive to reach a goal",
  },
  { deity: "Mitra", symbol: "a lotus", gana: "deva", character: "friendship, devotion and the ability to cooperate" },
  {
    deity: "Indra",
    symbol: "a round earring",
    gana: "rakshasa",
    character: "a protective, senior and responsible nature",
  },
  {
    deity: "Nirriti",
    symbol: "a bundle of roots",
    gana: "rakshasa",
    character: "the urge to get to the root of things",
  },
  {
    deity: "Apas (the waters)",
    symbol: "a winnowing fan",
    gana: "manushya",
    character: "conviction, persuasion and resilience",
  },
  {
    deity: "the Vishvadevas",
    symbol: "an elephant's tusk",
    gana: "manushya",
    character: "principled effort that wins lasting success",
  },
  { deity: "Vishnu", symbol: "an ear", gana: "deva", character: "a listener's wisdom and a love of learning" },
  {
    deity: "the Vasus",
    symbol: "a drum",
    gana: "rakshasa",
    character: "rhythm, generosity and a talent for gathering resources",
  },
  {
    deity: "Varuna",
    symbol: "an empty circle",
    gana: "rakshasa",
    character: "a healer's reserve and a mind drawn to research",
  },
  {
    deity: "Aja Ekapada",
    symbol: "a two-faced figure",
    gana: "manushya",
    character: "idealism and intensity of purpose",
  },
  {
    deity: "Ahir Budhnya",
    symbol: "the back of a cot",
    gana: "manushya",
    character: "depth, patience and quiet wisdom",
  },
  { deity: "Pushan", symbol: "a fish", gana: "deva", character: "gentleness, care for others and a guiding hand" },
];
