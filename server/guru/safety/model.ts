// The danger model: the second layer of the detector (./danger.ts), for wording the patterns have never met. Two
// logistic regressions over concept, word and character n-gram features (./model-features.ts), trained in the
// repository by `npm run train:safety` (./model-training.ts) on the safety training files, loaded here from the
// committed ./danger-model.json; nothing is downloaded or trained at run time.
import type { DangerFound } from "./danger";
import modelFile from "./danger-model.json";
import { emergencyKindsOf, NOT_A_CRISIS_GUARD, readMessage } from "./model-features";
import type { DangerModelWeights } from "./model-training";
import { DangerScorer } from "./model-training";

export interface DangerModelFile extends DangerModelWeights {
  about: string;
  /** What the model was trained on: the files and a SHA-256 of their text, to tell a stale model. */
  trainedOn: { files: string[]; sha256: string };
  /** A message scoring at least this is danger: chosen by cross-validation for recall first. */
  threshold: number;
}

export const DANGER_MODEL = modelFile as unknown as DangerModelFile;
const scorer = new DangerScorer(DANGER_MODEL);

/** The model's scores for a message: the probability of danger and, given danger, of a crisis. */
export function modelScores(message: string): { danger: number; crisis: number; concepts: string[] } {
  const reading = readMessage(message);
  return { ...scorer.score(reading), concepts: reading.concepts };
}

/**
 * The patterns' own "not a crisis" guard (the message asks the chart, asks when or how long, fears, jokes: "When will
 * I die? How long will I live?") holds the model back unless it is all but sure: the same rule the net follows for
 * everyday words of despair (./net.ts). Words said outright ("I want to die") are the patterns', which answer first.
 * Chosen by cross-validation on the training files: from 0.9 to 0.85 the model caught 18 more danger lines for one
 * more false alarm; below 0.85 each further step cost nearly a false alarm for each catch.
 */
const SURE_DESPITE_THE_GUARD = 0.85;

/** Danger the model finds (null when it scores the message ordinary); the kind of emergency from its concepts. */
export function modelDanger(message: string): DangerFound | null {
  const { danger, crisis, concepts } = modelScores(message);
  if (danger < DANGER_MODEL.threshold) return null;
  if (concepts.includes(NOT_A_CRISIS_GUARD) && danger < SURE_DESPITE_THE_GUARD) return null;
  const patterns = [`model: ${danger.toFixed(2)}`];
  return crisis >= 0.5
    ? { danger: "crisis", kinds: [], patterns }
    : { danger: "emergency", kinds: emergencyKindsOf(concepts), patterns };
}
