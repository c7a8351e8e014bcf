// The life areas the guru reads and where classical Jyotish looks for each (docs/jyotish.md). The words
// people use for them, per language, are in understand/vocabulary/.
import type { BodyName } from "../astro/types";

export type LifeArea =
  | "career"
  | "marriage"
  | "relationships"
  | "health"
  | "finance"
  | "education"
  | "family"
  | "children"
  | "travel"
  | "property"
  | "spirituality"
  | "legal";

export interface LifeAreaRule {
  area: LifeArea;
  /** How the answer names it: "your career". */
  label: string;
  /** Houses in order of importance; the first is the main one. */
  houses: number[];
  karakas: BodyName[];
  /** Answers about this area also point to a professional (doctor, lawyer, financial adviser). */
  professional: string | null;
}

export const LIFE_AREAS: LifeAreaRule[] = [
  {
    area: "career",
    label: "career and work",
    houses: [10, 6, 2, 11],
    karakas: ["sun", "saturn", "mercury", "jupiter"],
    professional: null,
  },
  {
    area: "marriage",
    label: "marriage",
    houses: [7, 2, 11],
    karakas: ["venus", "jupiter"],
    professional: null,
  },
  {
    area: "relationships",
    label: "love and relationships",
    houses: [5, 7, 11],
    karakas: ["venus", "moon"],
    professional: null,
  },
  {
    area: "health",
    label: "health",
    houses: [1, 6, 8],
    karakas: ["sun", "moon"],
    professional: "a qualified doctor",
  },
  {
    area: "finance",
    label: "money and finances",
    houses: [2, 11, 5, 9],
    karakas: ["jupiter", "venus"],
    professional: "a qualified financial adviser",
  },
  {
    area: "education",
    label: "education and studies",
    houses: [4, 5, 9],
    karakas: ["mercury", "jupiter"],
    professional: null,
  },
  {
    area: "family",
    label: "family and home life",
    houses: [4, 9, 2],
    karakas: ["moon", "sun"],
    professional: null,
  },
  {
    area: "children",
    label: "children",
    houses: [5, 9],
    karakas: ["jupiter"],
    professional: null,
  },
  {
    area: "travel",
    label: "travel and life abroad",
    houses: [12, 9, 3, 7],
    karakas: ["rahu", "moon"],
    professional: null,
  },
  {
    area: "property",
    label: "property, home and vehicles",
    houses: [4, 11],
    karakas: ["mars", "venus"],
    professional: null,
  },
  {
    area: "spirituality",
    label: "spiritual life",
    houses: [9, 12, 5],
    karakas: ["jupiter", "ketu"],
    professional: null,
  },
  {
    area: "legal",
    label: "legal matters and disputes",
    houses: [6, 7, 9],
    karakas: ["saturn", "jupiter"],
    professional: "a qualified lawyer",
  },
];
