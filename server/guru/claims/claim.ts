// The kinds of chart claim an answer can make, each checkable against the asker's chart.
import type { BodyName, DashaLord } from "../../astro/types";

export type Claim =
  | { kind: "planet-sign"; body: BodyName; sign: number; text: string }
  | { kind: "planet-house"; body: BodyName; house: number; text: string }
  | { kind: "house-sign"; house: number; sign: number; text: string }
  | { kind: "dignity"; body: BodyName; dignity: "exalted" | "debilitated" | "own"; text: string }
  | { kind: "running-dasha"; level: "mahadasha" | "antardasha"; lord: DashaLord; text: string };
